import CopydeckCompiler
import Foundation

/// What the editor features read, gathered from the model a lint built, deck by deck (a deck
/// the lint left unread keeps its part of the last index): every message by key with its
/// declaration and each locale's entry, the screens and permissions by id, the flows' nodes
/// with the screens they show, and each file's own items by line.
struct ProjectIndex {
    struct Message {
        var declaration: DeclaredMessage
        var deck: Deck
        /// Each locale's entry, in the deck's locale order.
        var entries: [(locale: String, entry: LocaleCatalog.Entry)]
    }

    struct Node {
        var id: String
        var label: String
        var range: SourceRange
        var screen: Located<String>?
        var deck: String
    }

    /// What one deck holds, made from the deck when a lint read it; a deck a lint left unread
    /// (`LintResult.unreadDecks`) keeps the part the last index made.
    struct DeckPart {
        var messages: [String: Message] = [:]
        /// Message keys by the file and line of their declaration or of a locale entry's key.
        var keysAt: [String: [Int: String]] = [:]
        /// Screens and permissions (pre-prompts) by id.
        var screens: [String: SourceRange] = [:]
        /// The flows' nodes, by flow file.
        var nodes: [String: [Node]] = [:]
        var outcomes: Set<String> = []

        init(_ deck: Deck) {
            for declaration in deck.declaredMessages {
                let key = declaration.key
                var entries: [(locale: String, entry: LocaleCatalog.Entry)] = []
                for locale in deck.locales {
                    guard let catalog = deck.catalogs[locale], let entry = catalog[key] else { continue }
                    entries.append((locale, entry))
                    keysAt[entry.keyRange.file, default: [:]][entry.keyRange.start.line] = key
                }
                messages[key] = Message(declaration: declaration, deck: deck, entries: entries)
                keysAt[declaration.range.file, default: [:]][declaration.range.start.line] = key
            }
            for screen in deck.screens { screens[screen.id.value] = screen.id.range }
            for permission in deck.permissions where screens[permission.id.value] == nil { screens[permission.id.value] = permission.id.range }
            for flow in deck.flows {
                for (number, node) in flow.chart.nodes.enumerated() {
                    var screen: Located<String>?
                    if case .screen(let bound) = flow.roles[number] { screen = bound }
                    nodes[flow.file.path, default: []].append(Node(id: node.id, label: node.label, range: flow.range(ofNode: number), screen: screen, deck: deck.id))
                }
                for outcome in flow.outcomes.compactMap({ $0 }) { outcomes.insert(outcome.value) }
                for trigger in flow.triggers.values.flatMap({ $0 }) { outcomes.insert(trigger.value) }
            }
        }
    }

    /// Each deck's part, by deck id.
    private(set) var parts: [String: DeckPart] = [:]
    /// The findings, by file.
    private(set) var findings: [String: [Diagnostic]] = [:]
    let project: Project

    /// `earlier`: the index of the lint before, whose parts of the decks this lint left unread
    /// are taken as they are.
    init(_ lint: LintResult, reusing earlier: ProjectIndex? = nil) {
        project = lint.project
        let unread = Set(lint.unreadDecks)
        for deck in lint.project.decks {
            parts[deck.id] = unread.contains(deck.id) ? earlier?.parts[deck.id] ?? DeckPart(deck) : DeckPart(deck)
        }
        for diagnostic in lint.diagnostics {
            guard let file = diagnostic.range?.file else { continue }
            findings[file, default: []].append(diagnostic)
        }
    }

    /// The message of a key, in whichever deck declares it.
    func message(_ key: String) -> Message? {
        for part in parts.values { if let message = part.messages[key] { return message } }
        return nil
    }

    /// The nodes of a flow file.
    func nodes(inFile path: String) -> [Node]? {
        for part in parts.values { if let nodes = part.nodes[path] { return nodes } }
        return nil
    }

    /// The nodes of `deck`'s flows that show the screen `id`.
    func nodes(showing id: String, in deck: String) -> [Node] {
        (parts[deck]?.nodes.values.flatMap { $0 } ?? []).filter { $0.screen?.value == id }
    }

    /// The outcome ids of `deck`'s flows.
    func outcomes(of deck: String) -> Set<String> {
        parts[deck]?.outcomes ?? []
    }

    /// The deck a project file belongs to: `content/<deck>/…` or `locales/<locale>/<deck>.yml`.
    func deck(ofFile path: String) -> Deck? {
        let parts = path.split(separator: "/")
        if parts.first == "content", parts.count > 1 { return project.decks.first { $0.id == parts[1] } }
        if parts.first == "locales", parts.count == 3 {
            let name = parts[2].split(separator: ".").first.map(String.init)
            return project.decks.first { $0.id == name }
        }
        return nil
    }

    /// The message a line names: its declaration's line in a content file, its key's line in a
    /// locale file.
    func key(file: String, line: Int) -> String? {
        for part in parts.values { if let key = part.keysAt[file]?[line] { return key } }
        return nil
    }

    /// The messages of a file (declared in it, or its locale entries), in line order.
    func keys(inFile path: String) -> [String] {
        let keys = parts.values.lazy.compactMap { $0.keysAt[path] }.first ?? [:]
        return keys.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Every place a message is: its declaration, then each locale's entry.
    func locations(of key: String) -> [SourceRange] {
        guard let message = message(key) else { return [] }
        return [message.declaration.range] + message.entries.map(\.entry.keyRange)
    }

    /// The screen (or permission) of `deck` a word names: in a flow file, a node bound to a
    /// screen; anywhere, a screen's id (`%% @screen NODE=screen`, a content file's key).
    func screen(_ word: String, in deck: String, file path: String) -> (id: String, range: SourceRange)? {
        let screens = parts[deck]?.screens ?? [:]
        if let node = nodes(inFile: path)?.first(where: { $0.id == word }), let screen = node.screen, let range = screens[screen.value] {
            return (screen.value, range)
        }
        return screens[word].map { (word, $0) }
    }
}
