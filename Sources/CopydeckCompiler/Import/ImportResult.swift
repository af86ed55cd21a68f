import Foundation

public struct ImportResult: Sendable {
    public var plan: ImportPlan
    /// The readers', the plan's and the editor's findings, sorted.
    public var diagnostics: [Diagnostic]
    /// Project-relative paths of the locale files written (or, with `check`, that would be).
    public var files: [String]
    /// False with `check`, or when a finding at error level stopped the import.
    public var written: Bool
    /// The project's files and the imported ones, for quoting lines in diagnostics.
    public var sources: [String: SourceFile]
    /// The strings of locales `locales` did not name, left out, by locale.
    public var leftOut: [String: Int] = [:]
    public var summary: DiagnosticSummary { DiagnosticSummary(diagnostics) }
}
