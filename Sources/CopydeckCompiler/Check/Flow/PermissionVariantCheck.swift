/// A field whose text changes with a permission's state (TempoAI's `allow` button: granted,
/// denied, unavailable) has a variant for every answer the permission's prompt can give in the
/// deck's flows: the outcome ids of the prompt's branches (or of the decision right after it).
///
///     %% @outcome HK HG=granted HD=denied
///     allow: { variants: [default, granted] }   ← permission.missing-variant: no `denied`
public struct PermissionVariantCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "permission.missing-variant", defaultSeverity: .warning,
        summary: "A field with permission-state variants that lacks one for an answer the permission's prompt can give.",
        help: "Add the variant (and its text in every locale), or bind the prompt's branch to an outcome the field has.",
        example: """
            %% @outcome HK HG=granted HD=denied
            allow: { variants: [default, granted] }   ← permission.missing-variant: no `denied`
            """)

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks where !deck.hasUnreadableContent && !deck.hasUnreadableFlows {
            let answers = deck.promptAnswers
            for screen in deck.screens {
                guard let permission = screen.permission?.value, let outcomes = answers[permission] else { continue }
                for field in screen.fields where !field.variants.isEmpty {
                    let have = Set(field.variants.map(\.value))
                    for outcome in outcomes.sorted() where !have.contains(outcome) {
                        diagnostics.emit(Self.rule, at: field.id.range,
                            "`\(screen.id.value).\(field.id.value)` has no `\(outcome)` variant, an answer the `\(permission)` prompt can give")
                    }
                }
            }
        }
    }
}
