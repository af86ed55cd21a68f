import CopydeckCompiler
import Foundation

/// The editor features beside the diagnostics, each read from the last lint's model.
extension LanguageServer {
    /// Where a request points: the project file, its lines, the Copydeck location.
    struct Place {
        var path: String
        var lines: TextPositions
        var location: SourceLocation
    }

    func place(_ params: JSONValue) -> Place? {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = path(of: uri),
              let line = params["position"]?["line"]?.int, let character = params["position"]?["character"]?.int else { return nil }
        let lines = positions(of: path)
        return Place(path: path, lines: lines, location: lines.location(line: line, character: character))
    }

    func location(_ range: SourceRange) -> JSONValue {
        ["uri": .string(uri(of: range.file)), "range": positions(of: range.file).range(range)]
    }

    // MARK: Hover

    /// On a message's line (its declaration, or a locale's entry, a placeholder in it too): the
    /// message in every locale with its state, its budget and its placeholders.
    func hover(_ params: JSONValue) -> JSONValue {
        guard let place = place(params), let index, let lint, let key = index.key(file: place.path, line: place.location.line),
              let message = index.message(key) else { return .null }
        let field = message.declaration.field
        var lines: [String] = []
        var head = "**`\(key)`** · \(field.effectiveSurface.rawValue)"
        if let budget = field.maxLength?.value {
            head += " · budget \(budget) \(field.width == .display ? "columns of display width" : "characters")"
        }
        lines.append(head)
        let word = place.lines.word(line: place.location.line, column: place.location.column)?.text
        if let placeholder = field.placeholders.first(where: { $0.name.value == word }) {
            lines.append("")
            lines.append("Placeholder `{\(placeholder.name.value)}`: \(placeholder.type.value.rawValue)\(placeholder.format.map { ", format `\($0.value)`" } ?? "")")
        }
        lines += ["", "| locale | text | state |", "| --- | --- | --- |"]
        for locale in message.deck.locales {
            let state = lint.textState(of: key, locale: locale, in: message.deck)
            guard let entry = message.entries.first(where: { $0.locale == locale })?.entry else {
                lines.append("| \(locale) | — | \(state) |")
                continue
            }
            let length = field.maxLength != nil && field.width == .characters ? " (\(entry.text.count))" : ""
            lines.append("| \(locale) | \(Self.cell(entry.text))\(length) | \(state) |")
        }
        if !field.placeholders.isEmpty {
            lines.append("")
            lines.append("Placeholders: " + field.placeholders.map { "`{\($0.name.value)}` \($0.type.value.rawValue)" }.joined(separator: ", "))
        }
        return ["contents": ["kind": "markdown", "value": .string(lines.joined(separator: "\n"))]]
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    // MARK: Definition and references

    /// From a flow node or a screen id in a flow file to the screen's declaration; from a message
    /// to its declaration and each locale's line (the others than the one asked from).
    func definition(_ params: JSONValue) -> JSONValue {
        guard let place = place(params), let index else { return .null }
        if let key = index.key(file: place.path, line: place.location.line) {
            let others = index.locations(of: key).filter { !($0.file == place.path && $0.start.line == place.location.line) }
            return .array(others.map(location))
        }
        if let word = place.lines.word(line: place.location.line, column: place.location.column)?.text,
           let deck = index.deck(ofFile: place.path), index.nodes(inFile: place.path) != nil, let screen = index.screen(word, in: deck.id, file: place.path) {
            return .array([location(screen.range)])
        }
        return .null
    }

    /// A message's declaration and every locale's line; a screen's declaration and every node
    /// that shows it.
    func references(_ params: JSONValue) -> JSONValue {
        guard let place = place(params), let index else { return .null }
        if let key = index.key(file: place.path, line: place.location.line) {
            return .array(index.locations(of: key).map(location))
        }
        guard let word = place.lines.word(line: place.location.line, column: place.location.column)?.text,
              let deck = index.deck(ofFile: place.path), let screen = index.screen(word, in: deck.id, file: place.path) else { return .null }
        let shown = index.nodes(showing: screen.id, in: deck.id).map(\.range)
        return .array(([screen.range] + shown).map(location))
    }

    // MARK: Symbols

    /// A locale file's or content file's messages grouped by their owner (screen, permission,
    /// shield, table); a flow file's nodes.
    func symbols(_ params: JSONValue) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = path(of: uri), let index else { return .array([]) }
        let lines = positions(of: path)
        func symbol(_ name: String, _ kind: Int, _ range: SourceRange, detail: String? = nil) -> JSONValue {
            let whole = lines.range(SourceRange(file: path, start: range.start))
            var item: [String: JSONValue] = ["name": .string(name), "kind": .number(Double(kind)), "range": whole, "selectionRange": whole]
            if let detail { item["detail"] = .string(detail) }
            return .object(item)
        }
        if let nodes = index.nodes(inFile: path) {
            return .array(nodes.map { symbol($0.id, 19, $0.range, detail: $0.screen.map { "screen \($0.value)" } ?? ($0.label == $0.id ? nil : $0.label)) })
        }
        // Messages of this file in line order, grouped under their owner's key.
        var groups: [(owner: String, members: [(name: String, range: SourceRange, text: String?)])] = []
        let here = index.keys(inFile: path).compactMap { key -> (String, String, SourceRange, String?)? in
            guard let message = index.message(key) else { return nil }
            if let entry = message.entries.first(where: { $0.entry.keyRange.file == path })?.entry {
                return (message.declaration.parent, message.declaration.name, entry.keyRange, entry.text)
            }
            return (message.declaration.parent, message.declaration.name, message.declaration.range, nil)
        }
        for (parent, name, range, text) in here {
            if groups.last?.owner == parent { groups[groups.count - 1].members.append((name, range, text)) }
            else { groups.append((parent, [(name, range, text)])) }
        }
        return .array(groups.map { group in
            let children = group.members.map { symbol($0.name, 8, $0.range, detail: $0.text) }
            let first = group.members[0].range, last = group.members[group.members.count - 1].range
            let owner = String(group.owner.split(separator: ".").dropFirst().joined(separator: "."))
            var item: [String: JSONValue] = [
                "name": .string(owner.isEmpty ? group.owner : owner), "kind": 3,
                "range": ["start": lines.position(SourceLocation(line: first.start.line, column: 1)), "end": lines.lineEnd(last.start.line)],
                "selectionRange": lines.range(SourceRange(file: path, start: first.start)),
                "children": .array(children),
            ]
            item["detail"] = .string(group.owner)
            return .object(item)
        })
    }

    // MARK: Completion

    /// In a locale file: a placeholder's name inside `{`, or the keys the enclosing owner
    /// declares that the file lacks. In a flow or content file: the deck's outcome ids after
    /// `outcome:` or `@outcome`.
    func completion(_ params: JSONValue) -> JSONValue {
        guard let place = place(params), let index, let deck = index.deck(ofFile: place.path) else { return .array([]) }
        let line = Array(place.lines.text(ofLine: place.location.line))
        let before = String(line.prefix(max(0, place.location.column - 1)))
        func item(_ label: String, _ kind: Int, _ detail: String) -> JSONValue {
            ["label": .string(label), "kind": .number(Double(kind)), "detail": .string(detail)]
        }
        // Outcome ids where content and flows name them, not in a locale file's copy.
        guard place.path.hasPrefix(ProjectLayout.localesFolder + "/") else {
            guard before.contains("outcome") else { return .array([]) }
            return .array(index.outcomes(of: deck.id).sorted().map { item($0, 20, "outcome of \(deck.id)'s flows") })
        }
        if let open = before.lastIndex(of: "{"), !before[open...].contains("}") {
            guard let key = index.key(file: place.path, line: place.location.line), let message = index.message(key) else { return .array([]) }
            return .array(message.declaration.field.placeholders.map { item($0.name.value, 6, "\($0.type.value.rawValue) placeholder of \(key)") })
        }
        // A key: under the owner the indentation puts it in.
        let indent = before.prefix { $0 == " " }.count
        guard before.dropFirst(indent).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return .array([]) }
        var path: [String] = []
        var depth = indent
        var number = place.location.line - 1
        while number >= 1, depth > 0 {
            let text = place.lines.text(ofLine: number)
            let spaces = text.prefix { $0 == " " }.count
            if spaces < depth, let colon = text.firstIndex(of: ":"), !text.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                path.insert(String(text[text.index(text.startIndex, offsetBy: spaces)..<colon]), at: 0)
                depth = spaces
            }
            number -= 1
        }
        let parent = ([deck.id] + path).joined(separator: ".")
        let catalog = deck.catalogs.values.first { $0.path == place.path }
        let missing = deck.declaredMessages.filter { $0.parent == parent && catalog?[$0.key] == nil }
        if !missing.isEmpty {
            return .array(missing.map { item($0.name, 10, "\($0.field.effectiveSurface.rawValue) of \(parent)") })
        }
        // An owner at the top of the file.
        let owners = Set(deck.declaredMessages.filter { $0.parent.hasPrefix(parent + ".") && !$0.parent.dropFirst(parent.count + 1).contains(".") }
            .map { String($0.parent.dropFirst(parent.count + 1)) })
        return .array(owners.sorted().map { item($0, 9, "owner in \(deck.id)") })
    }

    // MARK: Code actions

    /// The certain fixes of the findings in the range, as `lint --fix` makes them (through the
    /// same editor), each a quick fix editing the locale file as the editor holds it.
    func codeActions(_ params: JSONValue) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = path(of: uri), let index, let directory,
              let start = params["range"]?["start"]?["line"]?.int, let end = params["range"]?["end"]?["line"]?.int else { return .array([]) }
        let driver = CompilerDriver(directory: directory.overlaid(documents.mapValues { Data($0.text.utf8) }))
        var actions: [JSONValue] = []
        for finding in index.findings[path] ?? [] where finding.fix != nil {
            guard let range = finding.range, range.start.line - 1 >= start, range.start.line - 1 <= end,
                  let fixed = try? driver.fixedFile(finding), let fix = finding.fix else { continue }
            let before = text(of: fixed.path), after = String(decoding: fixed.contents, as: UTF8.self)
            guard let edit = Self.edit(from: before, to: after) else { continue }
            actions.append([
                "title": .string("Fix \(finding.rule.rawValue): “\(fix.text)” → “\(fix.fixedText)”"),
                "kind": "quickfix",
                "isPreferred": true,
                "diagnostics": [["range": positions(of: path).range(range), "code": .string(finding.rule.rawValue), "source": "copydeck", "message": .string(finding.message)]],
                "edit": ["changes": .object([self.uri(of: fixed.path): .array([edit])])],
            ])
        }
        return .array(actions)
    }

    /// One edit turning `before` into `after`: the run between what they share at each end.
    static func edit(from before: String, to after: String) -> JSONValue? {
        let old = Array(before.utf16), new = Array(after.utf16)
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        func position(_ offset: Int) -> JSONValue {
            var line = 0, character = 0
            for unit in old[..<offset] {
                if unit == 0x0A { line += 1; character = 0 } else { character += 1 }
            }
            return ["line": .number(Double(line)), "character": .number(Double(character))]
        }
        return ["range": ["start": position(prefix), "end": position(old.count - suffix)],
                "newText": .string(String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self))]
    }
}
