/// A node bound to a screen (or a prompt bound to a permission) that the deck does not have.
///
///     %% @screen B=intro_page      ← flow.unknown-screen (the deck has `intro`)
public struct FlowUnknownScreenCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.unknown-screen", defaultSeverity: .error,
        summary: "A node bound to a screen or permission that does not exist in the deck.",
        help: "`@screen` takes a screen id or a permission id (its pre-prompt); `@prompt` takes a permission id.",
        example: """
            %% @screen B=intro_page      ← flow.unknown-screen (the deck has `intro`)
            """)

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        // A node may show a screen, a permission's pre-prompt or a Screen Time shield.
        let screens = Set(deck.screens.map(\.id.value) + deck.shields.map(\.id.value))
        let permissions = Set(deck.permissions.map(\.id.value))
        for role in flow.roles {
            switch role {
            case .step:
                continue
            case .screen(let id) where !screens.contains(id.value) && !permissions.contains(id.value):
                var message = "deck `\(deck.id)` has no screen, shield or permission `\(id.value)`"
                if let suggestion = Suggestion.closest(to: id.value, in: screens.union(permissions).sorted()) {
                    message += "; did you mean `\(suggestion)`?"
                }
                diagnostics.emit(Self.rule, at: id.range, message)
            case .prompt(let id) where !permissions.contains(id.value):
                var message = "deck `\(deck.id)` has no permission `\(id.value)` to prompt for"
                if let suggestion = Suggestion.closest(to: id.value, in: permissions.sorted()) {
                    message += "; did you mean `\(suggestion)`?"
                }
                diagnostics.emit(Self.rule, at: id.range, message)
            default:
                continue
            }
        }
    }
}
