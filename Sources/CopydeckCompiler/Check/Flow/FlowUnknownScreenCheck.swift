/// A node bound to a screen (or a prompt bound to a permission) that the deck does not have.
public struct FlowUnknownScreenCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.unknown-screen", defaultSeverity: .error,
        summary: "A node bound to a screen or permission that does not exist in the deck.",
        help: "`@screen` takes a screen id or a permission id (its pre-prompt); `@prompt` takes a permission id.",
        examples: [
            RuleExample("the deck has the screen `intro` and the permission `photo`", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow photo_permission
                        %% @start A
                        %% @end D
                        %% @screen A=↓intro_page B=photo
                        %% @prompt P=↓photos
                        %% @outcome P D=granted E=denied
                        A[인트로] --> B[사진 권한 안내]
                        B --> P{iOS 사진 접근 팝업}
                        P -->|모든 사진 허용| D[사진 선택]
                        P -->|허용 안 함| E[직접 고르기 안내] --> D
                    """),
            ]),
            RuleExample("`@screen` also takes a permission: its pre-prompt", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow photo_permission
                        %% @start A
                        %% @end D
                        %% @screen A=intro B=photo
                        %% @prompt P=photo
                        %% @outcome P D=granted E=denied
                        A[인트로] --> B[사진 권한 안내]
                        B --> P{iOS 사진 접근 팝업}
                        P -->|모든 사진 허용| D[사진 선택]
                        P -->|허용 안 함| E[직접 고르기 안내] --> D
                    """),
            ]),
        ])

    static let content = """
        permissions:
          photo:
            system: photoLibrary
        screens:
          intro:
            kind: page
            fields:
              title: title
        """

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
                } else {
                    message += "; declare it in \(deck.contentPath)/, or bind the node to one the deck has"
                }
                diagnostics.emit(Self.rule, at: id.range, message)
            case .prompt(let id) where !permissions.contains(id.value):
                var message = "deck `\(deck.id)` has no permission `\(id.value)` to prompt for"
                if let suggestion = Suggestion.closest(to: id.value, in: permissions.sorted()) {
                    message += "; did you mean `\(suggestion)`?"
                } else {
                    message += "; declare it under `permissions:` in \(deck.contentPath)/"
                }
                diagnostics.emit(Self.rule, at: id.range, message)
            default:
                continue
            }
        }
    }
}
