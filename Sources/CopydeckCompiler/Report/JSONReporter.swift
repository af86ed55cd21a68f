import Foundation

/// `--format json`: `{"diagnostics":[{"rule","severity","file","line","column","message"}...],
/// "summary":{...}}`, deterministic bytes. A finding with a certain fix carries it as the message's
/// whole new text: `"fix":{"file","key","locale","text"}` (what `lint --fix` would write).
public struct JSONReporter: Sendable {
    struct Report: Encodable {
        struct Item: Encodable {
            var rule: String
            var severity: String
            var file: String?
            var line: Int?
            var column: Int?
            var message: String
            var notes: [Note]?
            var fix: FixedText?
        }

        struct FixedText: Encodable {
            var file: String
            var key: String
            var locale: String
            var text: String
        }

        struct Note: Encodable {
            var message: String
            var file: String?
            var line: Int?
            var column: Int?
        }

        var diagnostics: [Item]
        var summary: DiagnosticSummary
    }

    public init() {}

    public func render(_ diagnostics: [Diagnostic]) throws -> Data {
        let items = diagnostics.map { diagnostic in
            Report.Item(
                rule: diagnostic.rule.rawValue, severity: diagnostic.severity.rawValue,
                file: diagnostic.range?.file, line: diagnostic.range?.start.line, column: diagnostic.range?.start.column,
                message: diagnostic.message,
                notes: diagnostic.notes.isEmpty ? nil : diagnostic.notes.map {
                    Report.Note(message: $0.message, file: $0.range?.file, line: $0.range?.start.line, column: $0.range?.start.column)
                },
                fix: diagnostic.fix.map { Report.FixedText(file: $0.file, key: $0.key, locale: $0.locale, text: $0.fixedText) })
        }
        return try OutputTree.json(Report(diagnostics: items, summary: DiagnosticSummary(diagnostics)))
    }
}
