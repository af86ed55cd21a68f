import Foundation
import Yams
@testable import CopydeckCompiler

/// The project a Markdown document's examples make: every fenced YAML or Mermaid block whose
/// first line names its file (`# content/demo/screens.yml`, `%% content/demo/flows.mmd`) is
/// that file, whole.
struct DocumentedProject {
    struct Block: Equatable {
        var language: String
        var line: Int
        var lines: [String]
    }

    /// The project's files by path.
    var files: [String: String] = [:]
    /// Paths named by more than one block: a document names each file once.
    var namedTwice: [String] = []

    /// Every fenced block of `markdown`, with the line its first line is on (1-based).
    static func blocks(in markdown: String) -> [Block] {
        var blocks: [Block] = []
        var open: Block?
        var fence = ""
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = open {
                if trimmed == fence {
                    blocks.append(block)
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if trimmed.hasPrefix("```") {
                fence = String(trimmed.prefix { $0 == "`" })
                let info = trimmed.dropFirst(fence.count)
                // A backtick in the info string makes it inline code, not a fence (CommonMark).
                guard !info.contains("`") else { continue }
                open = Block(language: info.trimmingCharacters(in: .whitespaces), line: index + 2, lines: [])
            }
        }
        return blocks
    }

    /// The path a block's first line names, when it names one where a project keeps files.
    static func path(of block: Block) -> String? {
        guard let first = block.lines.first else { return nil }
        let marker: String
        switch block.language {
        case "yaml", "yml": marker = "# "
        case "mermaid": marker = "%% "
        default: return nil
        }
        guard first.hasPrefix(marker) else { return nil }
        let path = String(first.dropFirst(marker.count)).trimmingCharacters(in: .whitespaces)
        let kept = path == ProjectConfig.fileName || path.hasPrefix("content/") || path.hasPrefix("locales/")
        return kept && !path.contains(" ") ? path : nil
    }

    init(markdown: String) {
        for block in Self.blocks(in: markdown) {
            guard let path = Self.path(of: block) else { continue }
            if files[path] != nil { namedTwice.append(path) }
            files[path] = block.lines.joined(separator: "\n") + "\n"
        }
    }

    /// The keys the project's YAML files use, by where they stand (the places of
    /// `acceptedKeys`): `copydeck.yml`'s top level, a permission, a field...
    func usedKeys() throws -> [String: Set<String>] {
        var used: [String: Set<String>] = [:]
        func keys(_ node: Node?) -> [(String, Node)] {
            guard case .mapping(let mapping)? = node else { return [] }
            return mapping.compactMap { key, value in key.string.map { ($0, value) } }
        }
        func note(_ place: String, _ node: Node?) { used[place, default: []].formUnion(keys(node).map(\.0)) }
        func children(_ node: Node?) -> [Node] { keys(node).map(\.1) }
        for (path, text) in files where path.hasSuffix(".yml") {
            guard let root = try Yams.compose(yaml: text) else { continue }
            if path == ProjectConfig.fileName {
                note("copydeck.yml", root)
                note("copydeck.yml `copy`", root["copy"])
                for deck in children(root["decks"]) { note("copydeck.yml decks", deck) }
            } else if path.hasPrefix("content/") {
                note("a content file", root)
                note("`deck`", root["deck"])
                for (section, place) in [("screens", "a screen"), ("permissions", "a permission"),
                                         ("permissionTemplates", "a permission template"), ("shields", "a shield"), ("events", "an event")] {
                    for owner in children(root[Node(section)]) {
                        note(place, owner)
                        for field in children(owner["fields"]) { note("a field", field) }
                        for property in children(owner["properties"]) where section == "events" { note("an event's property", property) }
                        if section == "screens", case .sequence(let references)? = owner["events"] {
                            for reference in references { note("a screen's event reference", reference) }
                        }
                    }
                }
                // An adopted table's keys are fields too.
                for table in children(root["tables"]) {
                    for field in children(table) { note("a field", field) }
                }
            }
        }
        return used
    }

    /// The keys Copydeck's readers accept, by where they go, from the readers' own lists.
    static let acceptedKeys: [(where: String, keys: [String])] = [
        ("copydeck.yml", ConfigReader.topLevelKeys),
        ("copydeck.yml `copy`", ConfigReader.copyKeys),
        ("copydeck.yml decks", ConfigReader.deckKeys),
        ("a content file", DeckContentReader.sections),
        ("`deck`", DeckContentReader.deckKeys),
        ("a screen", DeckContentReader.screenKeys),
        ("a permission", DeckContentReader.permissionKeys),
        ("a permission template", DeckContentReader.templateKeys),
        ("a shield", DeckContentReader.shieldKeys),
        ("an event", DeckContentReader.eventKeys),
        ("an event's property", DeckContentReader.eventPropertyKeys),
        ("a screen's event reference", DeckContentReader.eventReferenceKeys),
        ("a field", FieldReader.keys),
    ]

    /// Accepted keys the project's files never use where they belong, as `where: key`.
    func undocumentedKeys() throws -> [String] {
        let used = try usedKeys()
        return Self.acceptedKeys.flatMap { entry in
            entry.keys.filter { !(used[entry.where]?.contains($0) ?? false) }.map { "\(entry.where): \($0)" }
        }
    }
}
