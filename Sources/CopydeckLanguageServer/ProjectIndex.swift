import CopydeckCompiler
import Foundation

/// What the editor features read, gathered once per lint from the model it built: every
/// message by key with its declaration and each locale's entry, the screens and permissions by
/// id, the flows' nodes with the screens they show, and each file's own items by line.
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

    private(set) var messages: [String: Message] = [:]
    /// Message keys by the file and line of their declaration or of a locale entry's key.
    private(set) var keysAt: [String: [Int: String]] = [:]
    /// Screens and permissions (pre-prompts) by deck and id.
    private(set) var screens: [String: [String: SourceRange]] = [:]
    private(set) var nodes: [String: [Node]] = [:]
    /// Outcome ids by deck.
    private(set) var outcomes: [String: Set<String>] = [:]
    /// The findings, by file.
    private(set) var findings: [String: [Diagnostic]] = [:]
    let project: Project

    init(_ lint: LintResult) {
        project = lint.project
        for deck in lint.project.decks {
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
            var ids: [String: SourceRange] = [:]
            for screen in deck.screens { ids[screen.id.value] = screen.id.range }
            for permission in deck.permissions where ids[permission.id.value] == nil { ids[permission.id.value] = permission.id.range }
            screens[deck.id] = ids
            for flow in deck.flows {
                for (number, node) in flow.chart.nodes.enumerated() {
                    var screen: Located<String>?
                    if case .screen(let bound) = flow.roles[number] { screen = bound }
                    nodes[flow.file.path, default: []].append(Node(id: node.id, label: node.label, range: flow.range(ofNode: number), screen: screen, deck: deck.id))
                }
                for outcome in flow.outcomes.compactMap({ $0 }) { outcomes[deck.id, default: []].insert(outcome.value) }
                for trigger in flow.triggers.values.flatMap({ $0 }) { outcomes[deck.id, default: []].insert(trigger.value) }
            }
        }
        for diagnostic in lint.diagnostics {
            guard let file = diagnostic.range?.file else { continue }
            findings[file, default: []].append(diagnostic)
        }
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
        keysAt[file]?[line]
    }

    /// The messages of a file (declared in it, or its locale entries), in line order.
    func keys(inFile path: String) -> [String] {
        (keysAt[path] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
    }

    /// Every place a message is: its declaration, then each locale's entry.
    func locations(of key: String) -> [SourceRange] {
        guard let message = messages[key] else { return [] }
        return [message.declaration.range] + message.entries.map(\.entry.keyRange)
    }

    /// The screen (or permission) of `deck` a word names: in a flow file, a node bound to a
    /// screen; anywhere, a screen's id (`%% @screen NODE=screen`, a content file's key).
    func screen(_ word: String, in deck: String, file path: String) -> (id: String, range: SourceRange)? {
        if let node = nodes[path]?.first(where: { $0.id == word }), let screen = node.screen,
           let range = screens[deck]?[screen.value] {
            return (screen.value, range)
        }
        return screens[deck]?[word].map { (word, $0) }
    }
}
