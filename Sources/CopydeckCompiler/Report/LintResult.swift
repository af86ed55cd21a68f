import Foundation

public struct LintResult: Sendable {
    public var project: Project
    public var diagnostics: [Diagnostic]
    /// Per deck, in `project.decks` order: its string tables (empty unless asked for).
    public var tables: [DeckTables]
    /// The decks a lint after edits (`lint(after:touched:baseline:)`) left unread, taken from
    /// the lint before it; empty for a lint of everything.
    public internal(set) var unreadDecks: [String] = []
    /// The labels each deck shows and quotes, by deck id, for a lint after edits to compare
    /// with (`LintReuse`); empty but after `lint(after:touched:baseline:)`.
    var labels: [String: LabelReferenceCheck.DeckLabels] = [:]
    public var summary: DiagnosticSummary { DiagnosticSummary(diagnostics) }
}
