/// What every rule declares about itself: its id, default severity and documentation.
/// The descriptors are the single source for config validation, SARIF metadata and the rules reference.
public struct RuleDescriptor: Hashable, Sendable {
    public var id: RuleID
    public var defaultSeverity: Severity
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters and how to fix it.
    public var help: String
    /// What a finding looks like, in the files a person writes (YAML, Mermaid).
    public var example: String?
    /// Projects that show what the rule finds, run by the tests and shown in the reference.
    public var examples: [RuleExample]

    public init(id: String, defaultSeverity: Severity, summary: String, help: String, example: String? = nil,
                examples: [RuleExample] = []) {
        self.id = RuleID(id)
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
        self.example = example
        self.examples = examples
    }
}

extension RuleDescriptor {
    /// A rule is its id: ids are unique (a test keeps them so).
    public static func == (lhs: RuleDescriptor, rhs: RuleDescriptor) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
