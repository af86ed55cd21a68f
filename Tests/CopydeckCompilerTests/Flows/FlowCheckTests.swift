import Testing
@testable import CopydeckCompiler

@Suite struct FlowCheckTests {
    /// Lints `flow` and returns the diagnostics of `rule` with the project, for marker lookups.
    private func lint(_ flow: String, _ rule: RuleDescriptor) throws -> (found: [Diagnostic], project: TestProject) {
        let project = try FlowFixture.project(flow: flow)
        return (try project.lint().diagnostics(rule), project)
    }

    private func expectAt(_ flow: String, _ rule: RuleDescriptor, markers: [String]) throws {
        let (found, project) = try lint(flow, rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == markers.map { project.marker(FlowFixture.path, $0) }, "\(found.map(\.message))")
    }

    @Test func validFlowHasNoFindings() throws {
        let project = try FlowFixture.project(flow: FlowFixture.valid)
        defer { project.remove() }
        let result = try project.lint()
        #expect(FlowFixture.flowDiagnostics(result).isEmpty, "\(FlowFixture.flowDiagnostics(result).map(\.message))")
        #expect(result.project.decks[0].flows.map(\.id.value) == ["onboarding"])
    }

    @Test func severalDeclaredStarts() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "%% @start A", with: "%% @start A ⟪second⟫B")
        try expectAt(flow, FlowStartCheck.rule, markers: ["second"])
    }

    @Test func noStartWhenEveryNodeHasALinkIn() throws {
        try expectAt("⟪flow⟫flowchart TD\n    %% @end B\n    A --> B\n    B --> A\n", FlowStartCheck.rule, markers: ["flow"])
    }

    @Test func severalImplicitStarts() throws {
        try expectAt("flowchart TD\n    %% @end C\n    A --> C\n    ⟪b⟫B --> C\n", FlowStartCheck.rule, markers: ["b"])
    }

    @Test func unreachableNode() throws {
        let flow = FlowFixture.valid + "\n    ⟪orphan⟫Z[Orphan] --> H\n"
        try expectAt(flow, FlowUnreachableCheck.rule, markers: ["orphan"])
    }

    @Test func deadEndWithPathNote() throws {
        let flow = FlowFixture.valid + "\n    E --> ⟪stuck⟫X[Stuck]\n"
        let (found, project) = try lint(flow, FlowDeadEndCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker(FlowFixture.path, "stuck")])
        #expect(found.first?.notes.first?.message == "reached from the start by A → B → C → D → E → X")
        #expect(found.first?.message == "node `X` is a dead end: it is not an end of flow `onboarding` and nothing leads on from it; "
            + "link it onward (`X --> …`), or add `%% @end X` if the flow really ends there")
    }

    /// A flow that names no end: its last node is suggested as one.
    @Test func aFlowWithoutAnEndSuggestsTheEndLine() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "    %% @end H\n", with: "").replacingOccurrences(of: "--> H[Home]", with: "--> ⟪home⟫H[Home]")
        let (found, project) = try lint(flow, FlowDeadEndCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker(FlowFixture.path, "home")])
        #expect(found.first?.message == "node `H` is a dead end: it is not an end of flow `onboarding` and nothing leads on from it; "
            + "if the flow ends there, add `%% @end H` to the flowchart (it names no end yet); otherwise link it onward")
    }

    /// Beside a named end, a node that reads as an end (its words or its shape) gets the end line first.
    @Test(arguments: ["X[Done]", "X([Leave])", "X((Bye))", "home2[메인 화면]", "X[完了]", "finish_line[Over]"])
    func aDeadEndThatReadsAsAnEndSuggestsTheEndLineFirst(node: String) throws {
        let flow = FlowFixture.valid + "\n    E --> \(node)\n"
        let (found, project) = try lint(flow, FlowDeadEndCheck.rule)
        defer { project.remove() }
        let id = String(node.prefix { $0 != "[" && $0 != "(" })
        #expect(found.first?.message.hasSuffix("if the flow ends there, add `%% @end \(id)` to the flowchart; otherwise link it onward") == true,
                "\(found.map(\.message))")
    }

    @Test func cycleWithoutExitIsReportedOnce() throws {
        let flow = FlowFixture.valid + "\n    E --> ⟪loop⟫L1[Loop one] --> L2[Loop two] --> L1\n"
        try expectAt(flow, FlowNoExitCheck.rule, markers: ["loop"])
        let (deadEnds, project) = try lint(flow, FlowDeadEndCheck.rule)
        defer { project.remove() }
        #expect(deadEnds.isEmpty)
    }

    @Test func selfLoopWithoutExit() throws {
        let flow = FlowFixture.valid + "\n    E --> ⟪spin⟫S[Spinner] --> S\n"
        try expectAt(flow, FlowNoExitCheck.rule, markers: ["spin"])
    }

    @Test func decisionWithOneBranch() throws {
        let flow = FlowFixture.valid + "\n    E --> ⟪one⟫Q{Rate us?} -->|yes| H\n"
        try expectAt(flow, FlowDecisionBranchesCheck.rule, markers: ["one"])
    }

    @Test func stepOverridesTheDiamond() throws {
        let flow = FlowFixture.valid + "\n    %% @step Q\n    E --> Q{Check state} --> H\n"
        try expectAt(flow, FlowDecisionBranchesCheck.rule, markers: [])
    }

    @Test func unlabeledAndDuplicateBranches() throws {
        let unlabeled = FlowFixture.valid.replacingOccurrences(of: "D -->|Don't allow| F", with: "D ⟪edge⟫--> F")
        try expectAt(unlabeled, FlowUnlabeledBranchCheck.rule, markers: ["edge"])
        let duplicate = FlowFixture.valid.replacingOccurrences(of: "D -->|Don't allow| F", with: "D ⟪edge⟫-->|Allow| F")
        try expectAt(duplicate, FlowDuplicateBranchCheck.rule, markers: ["edge"])
    }

    @Test func branchWithoutOutcome() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "%% @outcome D E=granted F=denied", with: "%% @outcome D E=granted")
            .replacingOccurrences(of: "D -->|Don't allow| F", with: "D ⟪edge⟫-->|Don't allow| F")
        try expectAt(flow, FlowOutcomeMissingCheck.rule, markers: ["edge"])
    }

    @Test func unknownScreenAndPermission() throws {
        let flow = FlowFixture.valid
            .replacingOccurrences(of: "%% @screen B=intro C=health", with: "%% @screen B=⟪screen⟫intr C=health")
            .replacingOccurrences(of: "%% @prompt D=photo", with: "%% @prompt D=⟪permission⟫photos")
        let (found, project) = try lint(flow, FlowUnknownScreenCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == ["screen", "permission"].map { project.marker(FlowFixture.path, $0) })
        #expect(found.map(\.message) == [
            "deck `demo` has no screen, shield or permission `intr`; did you mean `intro`?",
            "deck `demo` has no permission `photos` to prompt for; did you mean `photo`?",
        ])
    }

    @Test func typoOfADeclaredNode() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "F --> H", with: "F --> ⟪typo⟫Hm")
        let (found, project) = try lint(flow, FlowNodeTypoCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker(FlowFixture.path, "typo")])
        #expect(found.first?.message == "node `Hm` is used once and never declared; did you mean `H`?")
        // The typo is reported once, not also as a dead end.
        #expect(try project.lint().diagnostics(FlowDeadEndCheck.rule).isEmpty)
    }

    @Test func screenInNoFlow() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "%% @screen B=intro C=health", with: "%% @screen C=health")
        let (found, project) = try lint(flow, UnusedScreenCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.message) == ["screen `intro` appears in no flow of deck `demo`; bind it to a node with `%% @screen NODE=intro`, or remove it"])
        #expect(found.first?.range?.file == "content/demo/screens.yml")
    }
}
