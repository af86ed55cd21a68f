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

    public init(id: String, defaultSeverity: Severity, summary: String, help: String, example: String? = nil) {
        self.id = RuleID(id)
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
        self.example = example
    }
}
