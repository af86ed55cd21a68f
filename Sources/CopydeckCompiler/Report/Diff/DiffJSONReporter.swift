import Foundation

/// `copydeck diff --format json`: `{"base": {"name", "commit"}, "changes": [...], "findings":
/// {"new": [...], "fixed": [...]}}`. Each change has `deck`, `kind`, `change`, `id`, `locale`
/// (messages), `before` and `after` (a message's text, or an object of an item's facts),
/// `translation` (a stale translation's text), `changed` (the facts that differ) and where it
/// stands: `file` and `line` in the newer version, `baseFile` and `baseLine` in the older.
/// Findings have the fields of `lint --format json`. Deterministic bytes, keys sorted.
public struct DiffJSONReporter: Sendable {
    let path: @Sendable (String) -> String

    public init(path: @escaping @Sendable (String) -> String = { $0 }) {
        self.path = path
    }

    struct Report: Encodable {
        struct Base: Encodable {
            var name: String
            var commit: String?
        }

        struct Change: Encodable {
            var deck: String
            var kind: String
            var change: String
            var id: String
            var locale: String?
            var before: Value?
            var after: Value?
            var translation: String?
            var changed: [String]?
            var file: String?
            var line: Int?
            var baseFile: String?
            var baseLine: Int?
        }

        /// A text, or an object of facts.
        enum Value: Encodable {
            case text(String)
            case properties([String: String])

            func encode(to encoder: Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .text(let text): try container.encode(text)
                case .properties(let properties): try container.encode(properties)
                }
            }
        }

        struct Findings: Encodable {
            var new: [JSONReporter.Report.Item]
            var fixed: [JSONReporter.Report.Item]
        }

        var base: Base
        var changes: [Change]
        var findings: Findings
    }

    public func render(_ diff: ProjectDiff) throws -> Data {
        let changes = diff.changes.map { entry in
            Report.Change(
                deck: entry.deck, kind: entry.kind.rawValue, change: entry.change.rawValue, id: entry.id, locale: entry.locale,
                before: entry.before.map(Self.value), after: entry.after.map(Self.value), translation: entry.translation,
                changed: entry.change == .changed && !entry.changedProperties.isEmpty ? entry.changedProperties : nil,
                file: entry.range.map { path($0.file) }, line: entry.range?.start.line,
                baseFile: entry.baseRange.map { path($0.file) }, baseLine: entry.baseRange?.start.line)
        }
        let findings = Report.Findings(new: diff.newFindings.map(item), fixed: diff.fixedFindings.map(item))
        return try OutputTree.json(Report(base: .init(name: diff.base, commit: diff.baseCommit), changes: changes, findings: findings))
    }

    private static func value(_ value: ProjectDiff.Value) -> Report.Value {
        switch value {
        case .text(let text): .text(text)
        case .properties(let properties): .properties(Dictionary(properties.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    private func item(_ diagnostic: Diagnostic) -> JSONReporter.Report.Item {
        JSONReporter.Report.Item(
            rule: diagnostic.rule.rawValue, severity: diagnostic.severity.rawValue,
            file: diagnostic.range.map { path($0.file) }, line: diagnostic.range?.start.line, column: diagnostic.range?.start.column,
            message: diagnostic.message,
            notes: diagnostic.notes.isEmpty ? nil : diagnostic.notes.map {
                JSONReporter.Report.Note(message: $0.message, file: $0.range.map { path($0.file) }, line: $0.range?.start.line, column: $0.range?.start.column)
            })
    }
}
