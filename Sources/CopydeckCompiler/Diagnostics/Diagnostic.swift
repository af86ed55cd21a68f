/// One finding: a stable rule id, a severity, where it is and what is wrong.
public struct Diagnostic: Hashable, Codable, Sendable {
    /// A secondary location that explains the finding (the source-locale key, the first definition...).
    public struct Note: Hashable, Codable, Sendable {
        public var message: String
        public var range: SourceRange?

        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    public var rule: RuleID
    public var severity: Severity
    public var range: SourceRange?
    public var message: String
    public var notes: [Note]
    /// The change that resolves it for certain (`copydeck lint --fix`); nil for most findings.
    public var fix: Fix?

    public init(rule: RuleID, severity: Severity, range: SourceRange?, message: String, notes: [Note] = [], fix: Fix? = nil) {
        self.rule = rule
        self.severity = severity
        self.range = range
        self.message = message
        self.notes = notes
        self.fix = fix
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics sort by file, position, rule and message, so output never depends on check order.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let l = (lhs.range?.file ?? "", lhs.range?.start.line ?? 0, lhs.range?.start.column ?? 0)
        let r = (rhs.range?.file ?? "", rhs.range?.start.line ?? 0, rhs.range?.start.column ?? 0)
        if l != r { return l < r }
        if lhs.rule.rawValue != rhs.rule.rawValue { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}
