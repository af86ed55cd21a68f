import Foundation

public struct LintResult: Sendable {
    public var project: Project
    public var diagnostics: [Diagnostic]
    /// Per deck, in `project.decks` order: its string tables (empty unless asked for).
    public var tables: [DeckTables]
    public var summary: DiagnosticSummary { DiagnosticSummary(diagnostics) }
}
