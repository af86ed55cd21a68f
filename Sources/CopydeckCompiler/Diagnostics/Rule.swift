/// What every rule declares about itself: its id, default severity and documentation.
/// The descriptors are the single source for config validation, SARIF metadata and the rules reference.
public struct RuleDescriptor: Hashable, Sendable {
    public let id: RuleID
    public let defaultSeverity: Severity
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters and how to fix it.
    public let help: String
    /// Projects that show what the rule finds, run by the tests and shown in the reference;
    /// made when asked for (some are generated and large), never in a lint or a build.
    public var examples: [RuleExample] { makeExamples() }
    private let makeExamples: @Sendable () -> [RuleExample]
    /// For a rule that guards against what the stages before it already prevent (so no project
    /// written by hand triggers it today): why. Such a rule shows only examples that do not
    /// trigger; every other rule shows both kinds.
    public let safetyNet: String?
    /// What `copydeck lint --fix` does to a finding of this rule, for a rule whose fixes are
    /// certain (they keep the meaning and leave nothing to choose): one line, as the reference
    /// shows it. Nil: the rule's findings are for a person to fix. A rule with a certain fix
    /// attaches it only to the findings it is certain for (`Diagnostic.fix`).
    public let certainFix: String?

    public init(id: String, defaultSeverity: Severity, summary: String, help: String,
                safetyNet: String? = nil, certainFix: String? = nil,
                examples: @autoclosure @escaping @Sendable () -> [RuleExample] = []) {
        self.id = RuleID(id)
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
        self.makeExamples = examples
        self.safetyNet = safetyNet
        self.certainFix = certainFix
    }
}

extension RuleDescriptor {
    /// A rule is its id: ids are unique (a test keeps them so).
    public static func == (lhs: RuleDescriptor, rhs: RuleDescriptor) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
