/// The namespace of rule descriptors. Each rule declares itself in its own file, next to the code
/// that emits it; `all` lists them for config validation, SARIF metadata and the rules reference.
public enum Rules {
    /// Every rule Copydeck knows, in a stable order.
    public static let all: [RuleDescriptor] = [
        fileUnreadable, fileEncoding, fileLimit, unlisted,
        yamlSyntax, yamlUnsupported, duplicateKey, unknownKey, invalidValue, unknownRule,
        DuplicateIDCheck.rule, UnresolvedReferenceCheck.rule,
        MissingMessageCheck.rule, ObsoleteMessageCheck.rule, EmptyMessageCheck.rule,
        MessageSyntaxCheck.rule,
        flowSyntax, flowLimit, flowBinding,
        FlowStartCheck.rule, FlowUnreachableCheck.rule, FlowDeadEndCheck.rule, FlowNoExitCheck.rule,
        FlowDecisionBranchesCheck.rule, FlowUnlabeledBranchCheck.rule, FlowDuplicateBranchCheck.rule,
        FlowIndistinguishableBranchCheck.rule,
        FlowOutcomeMissingCheck.rule, FlowUnknownScreenCheck.rule, FlowNodeTypoCheck.rule, UnusedScreenCheck.rule,
        PromptWithoutPrePromptCheck.rule, PromptAtLaunchCheck.rule, DeniedBranchCheck.rule, AlwaysLocationFirstCheck.rule, PermissionVariantCheck.rule,
        PlaceholderCheck.rule, PlaceholderTypeCheck.rule, PluralCategoryCheck.rule, UntranslatedCheck.rule,
        WhitespaceCheck.rule, InvisibleCharacterCheck.rule, DecomposedHangulCheck.rule, LengthBudgetCheck.rule, GlossaryCheck.rule, ErrorJargonCheck.rule,
        KoreanParticleCheck.rule, RegisterCheck.rule, PunctuationWidthCheck.rule, UsageDescriptionCheck.rule,
        EventPropertiesCheck.rule, UnusedEventCheck.rule, EventResultCheck.rule, AccessibilityLabelCheck.rule,
        exportUnsupported, exportDuplicateKey,
    ] + androidRules + [
        importUnknownKey, importLocale, importPlaceholders, importPluralCategories, importFormat,
        importSourceChanged, importState, importDerived, importConflict, localeEditUnsupported, localeEditMismatch,
        Suppressions.unusedRule,
    ]

    public static func descriptor(for id: RuleID) -> RuleDescriptor? {
        all.first { $0.id == id }
    }
}
