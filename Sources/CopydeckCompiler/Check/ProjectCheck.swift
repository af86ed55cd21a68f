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
        // The copy rules share one list of the project's messages.
        var messages: [CopyMessage]?
        for check in Self.checks {
            if let copyCheck = check as? any CopyCheck {
                if messages == nil { messages = CopyMessage.all(in: project) }
                copyCheck.check(messages: messages!, project: project, into: &diagnostics)
            } else {
                check.check(project, into: &diagnostics)
            }
        }
    }
}
