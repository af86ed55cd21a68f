import Foundation

public struct AdoptResult: Sendable {
    public var plan: AdoptPlan
    /// The readers', the plan's and the editor's findings, with copydeck.yml's severities, sorted.
    public var diagnostics: [Diagnostic]
    /// Those of `diagnostics` that leave a string (or a file a reader could not read) out, each
    /// naming it; everything else was adopted. Sorted.
    public var leftOut: [Diagnostic]
    /// Project-relative paths of the files written (or, with `check`, that would be).
    public var files: [String]
    /// False with `check`, when a finding at error level about the project stopped the adoption,
    /// or when `allOrNothing` and a string was left out.
    public var written: Bool
    /// How many findings in the adopted text went to the project's baseline.
    public var baselined: Int
    /// The project's files and the adopted ones, for quoting lines in diagnostics.
    public var sources: [String: SourceFile]
    public var summary: DiagnosticSummary { DiagnosticSummary(diagnostics) }
}
