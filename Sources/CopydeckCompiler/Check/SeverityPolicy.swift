/// Applies `rules:` from copydeck.yml: each named rule reports at `error` or `warning`, or is
/// turned `off`. Naming a rule that does not exist is itself reported.
public struct SeverityPolicy: Sendable {
    private var settings: [RuleID: ProjectConfig.RuleSetting] = [:]

    public init() {}

    public init(config: ProjectConfig, _ diagnostics: inout DiagnosticCollector) {
        let known = Set(Rules.all.map(\.id))
        for (rule, setting) in config.rules {
            let id = RuleID(rule.value)
            guard known.contains(id) else {
                let hint = Suggestion.closest(to: rule.value, in: known.map(\.rawValue)).map { "; did you mean `\($0)`?" }
                    ?? "; use a rule id from Documentation/Rules.md"
                diagnostics.emit(Rules.unknownRule, at: rule.range, "unknown rule `\(rule.value)`\(hint)")
                continue
            }
            settings[id] = setting.value
        }
    }

    /// The diagnostics with configured severities; rules turned off are dropped.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard let setting = settings[diagnostic.rule] else { return diagnostic }
            var adjusted = diagnostic
            switch setting {
            case .off: return nil
            case .error: adjusted.severity = .error
            case .warning: adjusted.severity = .warning
            }
            return adjusted
        }
    }
}
