import Testing
@testable import CopydeckCompiler

@Suite struct PermissionFlowCheckTests {
    private func found(_ flow: String, _ rule: RuleDescriptor) throws -> ([CopydeckCompiler.SourceLocation?], [CopydeckCompiler.SourceLocation?]) {
        let project = try FlowFixture.project(flow: flow)
        defer { project.remove() }
        let diagnostics = try project.lint().diagnostics(rule)
        let markers = ["here", "also"].compactMap { project.marker(FlowFixture.path, $0) }
        return (diagnostics.map(\.range?.start), markers)
    }

    /// Reported at the link that reaches the prompt from elsewhere, not at the prompt's first
    /// line, which holds the correct link from the pre-prompt (issue 14).
    @Test func promptWithoutPrePrompt() throws {
        let flow = FlowFixture.valid
            .replacingOccurrences(of: "C --> D{iOS photo prompt}", with: "C --> D{iOS photo prompt}\n    B ⟪here⟫--> D")
        let (diagnostics, markers) = try found(flow, PromptWithoutPrePromptCheck.rule)
        #expect(diagnostics == markers)
    }

    @Test func promptAtLaunchWithoutUserAction() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "A[Launch] --> B[Intro]", with: "A[Launch] --> B[Intro]\n    A --> D")
            .replacingOccurrences(of: "C --> D{iOS photo prompt}", with: "C --> ⟪here⟫D{iOS photo prompt}")
        let (diagnostics, markers) = try found(flow, PromptAtLaunchCheck.rule)
        #expect(diagnostics == markers)
    }

    @Test func splashIsNotAUserAction() throws {
        let project = try TestProject([
            "copydeck.yml": TestProject.minimalConfig,
            "content/demo/screens.yml": Fixtures.content + "\n  splash:\n    kind: splash\n",
            FlowFixture.path: FlowFixture.valid.replacingOccurrences(of: "%% @screen B=intro", with: "%% @screen B=splash")
                .replacingOccurrences(of: "B --> C[Photo pre-prompt]", with: "B --> D\n    B --> C[Photo pre-prompt]"),
            "locales/ko/demo.yml": Fixtures.locale("ko"), "locales/ja/demo.yml": Fixtures.locale("ja"),
            "locales/en/demo.yml": Fixtures.locale("en"),
        ])
        defer { project.remove() }
        let found = try project.lint().diagnostics(PromptAtLaunchCheck.rule)
        #expect(found.count == 1)
        #expect(found.first?.notes.first?.message == "path without a user action: A → B → D")
    }

    @Test func deniedBranchThatEnds() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "%% @end H", with: "%% @end H F")
            .replacingOccurrences(of: "D -->|Don't allow| F", with: "D ⟪here⟫-->|Don't allow| F")
            .replacingOccurrences(of: "    F --> H\n", with: "")
        let (diagnostics, markers) = try found(flow + "\n", DeniedBranchCheck.rule)
        #expect(diagnostics == markers)
    }

    @Test func deniedBranchBackToThePrompt() throws {
        let flow = FlowFixture.valid
            .replacingOccurrences(of: "D -->|Don't allow| F", with: "D ⟪here⟫-->|Don't allow| F")
            .replacingOccurrences(of: "F --> H", with: "F --> C")
        let (diagnostics, markers) = try found(flow, DeniedBranchCheck.rule)
        #expect(diagnostics == markers)
    }
}
