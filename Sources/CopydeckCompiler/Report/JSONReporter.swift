import Foundation

/// `--format json`: `{"diagnostics":[{"rule","severity","file","line","column","message"}...],
/// "summary":{...}}`, deterministic bytes.
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
                })
        }
        return try OutputTree.json(Report(diagnostics: items, summary: DiagnosticSummary(diagnostics)))
    }
}
