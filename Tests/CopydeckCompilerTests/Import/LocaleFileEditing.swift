import Testing
import Yams
@testable import CopydeckCompiler

/// Runs `LocaleFileEditor` on texts and reads files back the way the loader does.
enum LocaleFileEditing {
    static let path = "locales/ko/d.yml"

    static func edit(_ text: String, _ edits: [LocaleFileEditor.Edit], deck: String = "d", order: [String] = []) -> LocaleFileEditor.Outcome {
        LocaleFileEditor(path: path, deck: deck, locale: "ko").apply(edits, to: Array(text.utf8), order: order)
    }

    /// The edited text; nil (with the diagnostics recorded as an issue) when the edit failed or
    /// changed nothing.
    static func edited(_ text: String, _ edits: [LocaleFileEditor.Edit], deck: String = "d", order: [String] = [],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        let outcome = edit(text, edits, deck: deck, order: order)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return outcome.bytes.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Key → text as the loader reads the file, in file order; nil when it does not read.
    static func catalog(_ text: String, deck: String = "d") -> [(key: String, text: String)]? {
        var diagnostics = DiagnosticCollector()
        var body = text
        if body.unicodeScalars.first == "\u{FEFF}" { body.unicodeScalars.removeFirst() }
        let file = SourceFile(path: path, text: body)
        guard let document = YAMLDocument.parse(file, into: &diagnostics) else { return nil }
        let catalog = CatalogReader().read(document, deck: deck, locale: "ko", path: path, &diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        return catalog.entries.map { ($0.key, $0.text) }
    }

    /// The 1-based line of a text.
    static func line(_ text: String, _ number: Int) -> Substring? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    static func catalogEntries(_ text: String, deck: String = "d") -> LocaleCatalog {
        var diagnostics = DiagnosticCollector()
        let file = SourceFile(path: path, text: text)
        let document = YAMLDocument.parse(file, into: &diagnostics)
        return CatalogReader().read(document, deck: deck, locale: "ko", path: path, &diagnostics)
    }

    /// Yams (libyaml with YAML 1.1's resolver, as other tools read the file): the value at a
    /// dotted path of mapping keys, as Yams types it.
    static func yamsValue(_ text: String, path: [String]) -> Any? {
        guard var node = (try? Yams.load(yaml: text)) ?? nil else { return nil }
        for part in path {
            guard let mapping = node as? [String: Any], let next = mapping[part] else { return nil }
            node = next
        }
        return node
    }
}

extension Array where Element == (key: String, text: String) {
    var dictionary: [String: String] { Dictionary(map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first }) }
}
