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

    /// UjuZ: never at first launch — not the pre-prompt either (issue 14).
    @Test func aPrePromptAtLaunchIsReported() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "A[Launch] --> B[Intro]\n    B --> C[Photo pre-prompt]", with: "A[Launch] --> ⟪here⟫C[Photo pre-prompt]\n    C --> B[Intro]")
        let (diagnostics, markers) = try found(flow, PromptAtLaunchCheck.rule)
        #expect(diagnostics == markers)
        // After the intro, as in the valid flow, it is not.
        let (none, _) = try found(FlowFixture.valid, PromptAtLaunchCheck.rule)
        #expect(none.isEmpty)
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
        // The prompt after the splash, and the pre-prompt right after it (never at first launch).
        #expect(Set(found.compactMap(\.notes.first?.message)) == ["path without a user action: A → B → D", "path without a user action: A → B → C"])
    }

    @Test func deniedBranchThatEnds() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "%% @end H", with: "%% @end H F")
            .replacingOccurrences(of: "D -->|Don't allow| F", with: "D ⟪here⟫-->|Don't allow| F")
            .replacingOccurrences(of: "    F --> H\n", with: "")
        let (diagnostics, markers) = try found(flow + "\n", DeniedBranchCheck.rule)
        #expect(diagnostics == markers)
    }

    /// An outcome as the app stores it, `deniedForever`, is a denial too.
    @Test func aCamelCaseDenialThatEndsIsReported() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "%% @end H", with: "%% @end H F")
            .replacingOccurrences(of: "F=denied", with: "F=deniedForever")
            .replacingOccurrences(of: "D -->|Don't allow| F", with: "D ⟪here⟫-->|Don't allow| F")
            .replacingOccurrences(of: "    F --> H\n", with: "")
        let (diagnostics, markers) = try found(flow + "\n", DeniedBranchCheck.rule)
        #expect(!markers.isEmpty)
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

/// Two links from a decision to one node, told apart by their own ids (issue 14).
@Suite struct IndistinguishableBranchTests {
    /// The valid flow with a second, differently labelled link from the prompt to `E`.
    static let flow = FlowFixture.valid.replacingOccurrences(
        of: "D -->|Allow| E[Full access]", with: "D -->|Allow| E[Full access]\n    D ⟪here⟫-->|Allow once| E")

    @Test func twoLabelledLinksToOneNodeWithOneOutcomeAreReported() throws {
        let project = try FlowFixture.project(flow: Self.flow)
        defer { project.remove() }
        let found = try project.lint().diagnostics(FlowIndistinguishableBranchCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker(FlowFixture.path, "here")])
        #expect(found.first?.message.contains("“Allow” and “Allow once”") == true)
    }

    @Test func linksBoundByTheirOwnIdsAreToldApart() throws {
        let flow = Self.flow
            .replacingOccurrences(of: "%% @outcome D E=granted F=denied", with: "%% @outcome D a1=granted a2=granted_once F=denied")
            .replacingOccurrences(of: "D -->|Allow| E[Full access]", with: "D a1@-->|Allow| E[Full access]")
            .replacingOccurrences(of: "D ⟪here⟫-->|Allow once| E", with: "D a2@-->|Allow once| E")
        let project = try FlowFixture.project(flow: flow)
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(FlowIndistinguishableBranchCheck.rule).isEmpty)
        #expect(result.diagnostics(Rules.flowBinding).isEmpty, "\(result.diagnostics)")
        let deckFlow = try #require(result.project.decks.first?.flows.first)
        #expect(deckFlow.outcomes.compactMap { $0?.value } == ["granted", "granted_once", "denied"])
        // An edge id bound from another node is no edge of that node.
        let wrong = flow.replacingOccurrences(of: "@outcome D a1=granted", with: "@outcome C a1=granted")
        try project.write(FlowFixture.path, wrong)
        #expect(!(try project.lint().diagnostics(Rules.flowBinding)).isEmpty)
    }
}

/// UjuZ: "When In Use first; never Always early".
@Suite struct AlwaysLocationFirstTests {
    static let content = Fixtures.content.replacingOccurrences(of: "    system: photoLibrary\n", with: """
            system: photoLibrary
          where_in_use:
            system: locationWhenInUse
          where_always:
            system: locationAlways

        """)

    func found(_ flow: String) throws -> (found: [Diagnostic], project: TestProject) {
        let project = try TestProject([
            "copydeck.yml": TestProject.minimalConfig,
            "content/demo/screens.yml": Self.content,
            FlowFixture.path: flow,
            "locales/ko/demo.yml": Fixtures.locale("ko"), "locales/ja/demo.yml": Fixtures.locale("ja"),
            "locales/en/demo.yml": Fixtures.locale("en"),
        ])
        let result = try project.lint()
        let errors = result.diagnostics.filter { $0.severity == .error && $0.rule.rawValue.hasPrefix("flow.") || $0.rule.rawValue.hasPrefix("yaml") }
        #expect(errors.isEmpty, "\(errors)")
        return (result.diagnostics(AlwaysLocationFirstCheck.rule), project)
    }

    @Test func alwaysBeforeWhenInUseIsReported() throws {
        let (found, project) = try found("""
            flowchart TD
                %% @flow onboarding
                %% @start A
                %% @end H
                %% @screen B=intro C=where_always
                %% @prompt P=where_always
                %% @outcome P H=granted D=denied
                A[Launch] --> B[Intro]
                B --> C[Why background location]
                C --> ⟪here⟫P{iOS Always prompt}
                P -->|Allow| H[Home]
                P -->|Don't allow| D[Later]
                D --> H
            """)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker(FlowFixture.path, "here")])
        #expect(found.first?.notes.first?.message == "path: A → B → C → P")
    }

    @Test func alwaysAfterWhenInUseIsFine() throws {
        let (found, project) = try found("""
            flowchart TD
                %% @flow onboarding
                %% @start A
                %% @end H
                %% @screen B=intro S=where_in_use C=where_always
                %% @prompt W=where_in_use P=where_always
                %% @outcome W C=granted H=denied
                %% @outcome P H=granted E=denied
                A[Launch] --> B[Intro]
                B --> S[Why location]
                S --> W{iOS When In Use prompt}
                W -->|Allow| C[Why background location]
                W -->|Don't allow| H[Home]
                C --> P{iOS Always prompt}
                P -->|Allow| H
                P -->|Don't allow| E[While using only]
                E --> H
            """)
        defer { project.remove() }
        #expect(found.isEmpty, "\(found)")
    }
}

/// TempoAI's state buttons: a variant for every answer the permission's prompt can give.
@Suite struct PermissionVariantCheckTests {
    /// The demo project with this content and flow.
    static func project(content: String = Fixtures.content, flow: String = FlowFixture.valid) throws -> TestProject {
        try TestProject([
            "copydeck.yml": TestProject.minimalConfig, "content/demo/screens.yml": content, FlowFixture.path: flow,
            "locales/ko/demo.yml": Fixtures.locale("ko"), "locales/ja/demo.yml": Fixtures.locale("ja"), "locales/en/demo.yml": Fixtures.locale("en"),
        ])
    }

    @Test func aMissingAnswerIsReportedAtTheFieldsVariants() throws {
        // `health` asks for `photo`; here its `allow` has default and granted only.
        let project = try Self.project()
        defer { project.remove() }
        let found = try project.lint().diagnostics(PermissionVariantCheck.rule)
        #expect(found.map(\.message) == ["`health.allow` has no `denied` variant, an answer the `photo` prompt can give; add `denied` to its `variants` and its text in every locale"])
        // At `variants: [default, granted]`, where `denied` is missing.
        #expect(found.first?.range?.start == CopydeckCompiler.SourceLocation(line: 13, column: 20))
    }

    /// Outcomes as the app stores them (Wander saves `whenInUse`): the variant is its
    /// lower_snake_case form.
    @Test func aCamelCaseOutcomeIsShownByItsSnakeCaseVariant() throws {
        func found(variants: String) throws -> [String] {
            let content = Fixtures.content.replacingOccurrences(of: "variants: [default, granted]", with: "variants: \(variants)")
            let flow = FlowFixture.valid.replacingOccurrences(of: "%% @outcome D E=granted F=denied", with: "%% @outcome D E=whenInUse F=denied")
            let project = try Self.project(content: content, flow: flow)
            defer { project.remove() }
            let lint = try project.lint()
            #expect(lint.diagnostics(Rules.invalidValue).isEmpty, "`whenInUse` is a valid outcome id")
            return lint.diagnostics(PermissionVariantCheck.rule).map(\.message)
        }
        #expect(try found(variants: "[default, granted, denied]") == [
            "`health.allow` has no `when_in_use` variant, an answer the `photo` prompt can give; add `when_in_use` to its `variants` and its text in every locale",
        ])
        #expect(try found(variants: "[default, when_in_use, denied]").isEmpty)
    }

    @Test func outcomeIdsAreCamelOrSnakeCaseAndVariantNamesAreTheirSnakeForm() {
        for valid in ["denied", "when_in_use", "whenInUse", "always2", "a"] { #expect(IdentifierSyntax.isValidOutcome(valid), "\(valid)") }
        for invalid in ["WhenInUse", "when-in-use", "_x", "2x", "", "허용", "when in use"] { #expect(!IdentifierSyntax.isValidOutcome(invalid), "\(invalid)") }
        #expect(IdentifierSyntax.snakeCase("whenInUse") == "when_in_use")
        #expect(IdentifierSyntax.snakeCase("denied") == "denied")
        #expect(IdentifierSyntax.snakeCase("when_in_use") == "when_in_use")
        #expect(IdentifierSyntax.snakeCase("deniedForever2") == "denied_forever2")
    }

    @Test func answersAfterADecisionCountAndCoveredFieldsAreQuiet() throws {
        let content = Fixtures.content.replacingOccurrences(of: "variants: [default, granted]", with: "variants: [default, granted, denied, limited]")
        let flow = FlowFixture.valid
            .replacingOccurrences(of: "%% @outcome D E=granted F=denied", with: "%% @outcome X E=granted F=denied")
            .replacingOccurrences(of: "C --> D{iOS photo prompt}", with: "C --> D[iOS photo prompt]\n    D --> X{Answer}")
            .replacingOccurrences(of: "D -->|Allow| E[Full access]", with: "X -->|Allow| E[Full access]")
            .replacingOccurrences(of: "D -->|Don't allow| F[Limited mode notice]", with: "X -->|Don't allow| F[Limited mode notice]")
        let project = try Self.project(content: content, flow: flow)
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(PermissionVariantCheck.rule).isEmpty, "\(result.diagnostics)")
        let deck = try #require(result.project.decks.first)
        #expect(deck.promptAnswers == ["photo": ["granted", "denied"]])
    }
}
