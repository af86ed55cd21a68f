/// A rule that reads the resolved project and emits diagnostics. Checks never write files and
/// never depend on each other's output.
public protocol ProjectCheck: Sendable {
    static var rule: RuleDescriptor { get }
    func check(_ project: Project, into diagnostics: inout DiagnosticCollector)
}

/// Runs every check over a project. The checks are independent, so their order only decides the
/// order diagnostics are emitted in, and the report sorts them anyway.
public struct CheckRunner: Sendable {
    public static let checks: [any ProjectCheck] = [
        DuplicateIDCheck(),
        UnresolvedReferenceCheck(),
        MissingMessageCheck(),
        ObsoleteMessageCheck(),
        EmptyMessageCheck(),
        MessageSyntaxCheck(),
        FlowStartCheck(),
        FlowUnreachableCheck(),
        FlowDeadEndCheck(),
        FlowNoExitCheck(),
        FlowDecisionBranchesCheck(),
        FlowUnlabeledBranchCheck(),
        FlowDuplicateBranchCheck(),
        FlowOutcomeMissingCheck(),
        FlowUnknownScreenCheck(),
        FlowNodeTypoCheck(),
        UnusedScreenCheck(),
        PromptWithoutPrePromptCheck(),
        PromptAtLaunchCheck(),
        DeniedBranchCheck(),
        PlaceholderCheck(),
        PlaceholderTypeCheck(),
        PluralCategoryCheck(),
        UntranslatedCheck(),
        WhitespaceCheck(),
        LengthBudgetCheck(),
        GlossaryCheck(),
        ErrorJargonCheck(),
        KoreanParticleCheck(),
        RegisterCheck(),
        PunctuationWidthCheck(),
        UsageDescriptionCheck(),
        EventPropertiesCheck(),
        AccessibilityLabelCheck(),
    ]

    public init() {}

    public func run(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        // The copy rules share one list of the project's messages. The checks only read the
        // project, so they run side by side, each into its own collector, gathered in list order.
        let checks = Self.checks
        let messages = CopyMessage.all(in: project)
        let found = Parallel.map(checks.count) { index in
            var collector = DiagnosticCollector()
            if let copyCheck = checks[index] as? any CopyCheck {
                copyCheck.check(messages: messages, project: project, into: &collector)
            } else {
                checks[index].check(project, into: &collector)
            }
            return collector.diagnostics
        }
        for diagnosticsOfCheck in found { diagnostics.append(contentsOf: diagnosticsOfCheck) }
    }
}
