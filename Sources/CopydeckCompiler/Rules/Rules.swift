/// The namespace of rule descriptors, and the one registry of rules. Each rule declares itself
/// in its own file, next to the code that emits it, with its examples; `registry` lists each
/// once, which is all it takes to run it (a check), accept its id in `rules:` and suppressions,
/// describe it in SARIF and document it. `RuleRegistryTests` finds every rule and check declared
/// in the sources and fails when one is not listed here.
public enum Rules {
    /// A rule as the registry holds it: a check over the resolved project (which the check runner
    /// runs), or a rule emitted while reading, exporting or importing.
    enum Registration: Sendable {
        case check(CheckSchedule)
        case emitted(RuleDescriptor)

        /// A check, scheduled by the most specific check protocol its type conforms to, which
        /// the compiler picks here (`CheckSchedule`).
        static func check(_ check: some ProjectCheck) -> Registration { .check(.whole(check)) }
        static func check(_ check: some CopyCheck) -> Registration { .check(.copy(check)) }
        static func check(_ check: some PerMessageCheck) -> Registration { .check(.perMessage(check)) }

        var rule: RuleDescriptor {
            switch self {
            case .check(let schedule): type(of: schedule.check).rule
            case .emitted(let rule): rule
            }
        }
    }

    /// Every rule Copydeck knows, in a stable order (the reference's).
    static let registry: [Registration] = [
        .emitted(fileUnreadable), .emitted(fileEncoding), .emitted(fileLimit), .emitted(unlisted),
        .emitted(yamlSyntax), .emitted(yamlUnsupported), .emitted(duplicateKey), .emitted(unknownKey),
        .emitted(invalidValue), .emitted(unknownRule),
        .check(DuplicateIDCheck()), .check(UnresolvedReferenceCheck()),
        .check(MissingMessageCheck()), .check(ObsoleteMessageCheck()), .check(EmptyMessageCheck()),
        .check(MessageSyntaxCheck()), .check(ReviewRecordCheck()), .check(StaleTranslationCheck()),
        .emitted(flowSyntax), .emitted(flowLimit), .emitted(flowBinding),
        .check(FlowStartCheck()), .check(FlowUnreachableCheck()), .check(FlowDeadEndCheck()), .check(FlowNoExitCheck()),
        .check(FlowDecisionBranchesCheck()), .check(FlowUnlabeledBranchCheck()), .check(FlowDuplicateBranchCheck()),
        .check(FlowIndistinguishableBranchCheck()), .check(FlowOutcomeMissingCheck()), .check(FlowUnknownScreenCheck()),
        .check(FlowNodeTypoCheck()), .check(UnusedScreenCheck()), .check(FlowButtonOutcomeCheck()),
        .check(PromptWithoutPrePromptCheck()), .check(PromptAtLaunchCheck()), .check(DeniedBranchCheck()),
        .check(AlwaysLocationFirstCheck()), .check(PermissionVariantCheck()),
        .check(PlaceholderCheck()), .check(PlaceholderTypeCheck()), .check(PlaceholderSampleCheck()), .check(PluralCategoryCheck()), .check(UntranslatedCheck()),
        .check(WhitespaceCheck()), .check(InvisibleCharacterCheck()), .check(DecomposedHangulCheck()),
        .check(LengthBudgetCheck()), .check(GlossaryCheck()), .check(ErrorJargonCheck()),
        .check(KoreanParticleCheck()), .check(RegisterCheck()), .check(PunctuationWidthCheck()), .check(UsageDescriptionCheck()),
        .check(EventPropertiesCheck()), .check(UnusedEventCheck()), .check(EventResultCheck()), .check(AccessibilityLabelCheck()),
        .check(TableExportCheck()), .check(InfoPlistKeyCheck()), .check(ShieldSlotCheck()), .check(HealthDataTypeCheck()), .check(LabelReferenceCheck()), .check(PurposeStringCheck()),
        .emitted(exportStringsDict), .emitted(xliffExportKey), .emitted(xliffExportCharacter),
    ] + androidRules.map(Registration.emitted) + [
        .emitted(importSyntax), .emitted(importUnsupported), .emitted(importDuplicateKey), .emitted(xliffImportIncomplete),
        .emitted(xmlDoctype), .emitted(xmlEntity),
        .emitted(importUnknownKey), .emitted(importLocale), .emitted(importPlaceholders), .emitted(importPluralCategories),
        .emitted(importFormat), .emitted(importSourceChanged), .emitted(importState), .emitted(importDerived),
        .emitted(importConflict), .emitted(localeEditUnsupported), .emitted(localeEditMismatch),
        .emitted(Suppressions.unusedRule),
    ]

    /// Every rule Copydeck knows, in a stable order.
    public static let all: [RuleDescriptor] = registry.map(\.rule)

    /// The checks over the resolved project, in registry order.
    public static let checks: [any ProjectCheck] = schedules.map(\.check)

    /// The same checks as `CheckRunner` runs them.
    static let schedules: [CheckSchedule] = registry.compactMap {
        if case .check(let schedule) = $0 { schedule } else { nil }
    }

    public static func descriptor(for id: RuleID) -> RuleDescriptor? {
        all.first { $0.id == id }
    }
}
