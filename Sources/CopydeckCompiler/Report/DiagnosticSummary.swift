/// Counts of a run's diagnostics by severity.
public struct DiagnosticSummary: Codable, Equatable, Sendable {
    public var errors: Int
    public var warnings: Int
    public var notes: Int

    public init(_ diagnostics: [Diagnostic]) {
        errors = diagnostics.count { $0.severity == .error }
        warnings = diagnostics.count { $0.severity == .warning }
        notes = diagnostics.count { $0.severity == .note }
    }

    /// Exit status 1 when a finding fails the run: errors always, warnings under `--strict`.
    public func fails(strict: Bool) -> Bool {
        errors > 0 || (strict && warnings > 0)
    }
}
