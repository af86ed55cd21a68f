@testable import CopydeckCompiler

/// The demo deck of `Fixtures` with one flow file; markers in the flow name expected positions.
enum FlowFixture {
    static let path = "content/demo/onboarding.mmd"

    /// A flow that passes every check: launch, intro page, photo pre-prompt, the iOS prompt with
    /// a granted and a denied branch, both reaching home.
    static let valid = """
        flowchart TD
            %% @flow onboarding
            %% @start A
            %% @end H
            %% @screen B=intro C=health
            %% @prompt D=photo
            %% @outcome D E=granted F=denied
            A[Launch] --> B[Intro]
            B --> C[Photo pre-prompt]
            C --> D{iOS photo prompt}
            D -->|Allow| E[Full access]
            D -->|Don't allow| F[Limited mode notice]
            E --> H[Home]
            F --> H
        """

    /// `Fixtures.content` with the `denied` variant the valid flow's photo prompt can give.
    static let content = Fixtures.content.replacingOccurrences(of: "variants: [default, granted]", with: "variants: [default, granted, denied]")

    static func locale(_ word: String) -> String {
        Fixtures.locale(word).replacingOccurrences(of: "    granted: \(word) granted\n", with: "    granted: \(word) granted\n    denied: \(word) denied\n")
    }

    static func project(flow: String, path: String = path, content: String = content) throws -> TestProject {
        try TestProject([
            "copydeck.yml": TestProject.minimalConfig,
            "content/demo/screens.yml": content,
            path: flow,
            "locales/ko/demo.yml": locale("ko"),
            "locales/ja/demo.yml": locale("ja"),
            "locales/en/demo.yml": locale("en"),
        ])
    }

    /// Diagnostics of the flow rules (`flow.*`, `permission.*`, `screen.*`).
    static func flowDiagnostics(_ result: LintResult) -> [Diagnostic] {
        result.diagnostics.filter {
            $0.rule.rawValue.hasPrefix("flow.") || $0.rule.rawValue.hasPrefix("permission.") || $0.rule.rawValue.hasPrefix("screen.")
        }
    }
}
