/// Collects the diagnostics of one run. Stages and checks emit into it; nothing prints.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Emits a finding of `rule` at its default severity; configured severities are applied later.
    public mutating func emit(
        _ rule: RuleDescriptor, at range: SourceRange?, _ message: String, notes: [Diagnostic.Note] = [], fix: Fix? = nil
    ) {
        diagnostics.append(Diagnostic(
            rule: rule.id, severity: rule.defaultSeverity, range: range, message: message, notes: notes, fix: fix))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
