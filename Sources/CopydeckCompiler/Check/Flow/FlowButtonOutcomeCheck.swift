import CopydeckKit

/// A screen's buttons and the ways on from its node agree: every button takes a way (or goes
/// back), every way a person chooses is some button's, and a system prompt's ways are answers
/// its alert has buttons for. The binding is `DeckFlow.buttons(of:in:)`'s, which the preview's
/// prototype clicks.
public struct FlowButtonOutcomeCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "flow.button-outcome", defaultSeverity: .warning,
        summary: "A button that takes no way on in a flow, or a way on no button takes.",
        help: """
            A button or link takes the way on whose outcome id is its field's name (`later` takes \
            `%% @outcome K M=later`), or the one its `outcome:` names; `back` goes back. A screen \
            with several buttons and one way without an id must name that way after the button \
            that takes it. A flow that leaves out a button another flow of the deck takes from the \
            same screen is an overview: the prototype says where the button is drawn. A system \
            prompt's ways are the answers its alert has buttons for.
            """,
        examples: [
            RuleExample("the screen's `later` and the decision's `quit` do not meet", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("content/demo/flows.mmd", Self.quitFlow(mark: "↓")),
            ]),
            RuleExample("two buttons and one way without an id", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow denied
                        %% @start K
                        %% @end N
                        %% @screen K=photo_denied
                        ↓K[필수 기능 안내] --> N[위치 권한]
                    """),
            ]),
            RuleExample("the way is named after the button that takes it; the other is a back button", files: [
                .init("content/demo/screens.yml", """
                    screens:
                      photo_denied:
                        kind: screen
                        fields:
                          title: title
                          close: { surface: button, outcome: back }
                          later: button
                    """),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow denied
                        %% @start K
                        %% @end N
                        %% @screen K=photo_denied
                        %% @outcome K N=later
                        K[필수 기능 안내] --> N[위치 권한]
                    """),
            ]),
            RuleExample("the button says which outcome it takes", files: [
                .init("content/demo/screens.yml", """
                    screens:
                      photo_denied:
                        kind: screen
                        fields:
                          title: title
                          settings: button
                          later: { surface: button, outcome: quit }
                    """),
                .init("content/demo/flows.mmd", Self.quitFlow(mark: "")),
            ]),
            RuleExample("the photo alert has no button for `skip`", files: [
                .init("content/demo/screens.yml", """
                    permissions:
                      photo:
                        system: photoLibrary
                    screens:
                      photo_permission:
                        kind: permission
                        permission: photo
                        fields:
                          title: title
                          allow: button
                    """),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow photos
                        %% @start A
                        %% @end D E
                        %% @screen A=photo_permission
                        %% @prompt B=photo
                        %% @outcome B D=full E=skip
                        A[사진 권한 안내] --> B{iOS 사진 권한}
                        B -->|허용| D[다음]
                        B ↓-->|건너뛰기| E[다음]
                    """),
            ]),
        ])

    /// photo_denied's flow, whose choice after the screen calls its second way `quit`; `mark`
    /// goes where the example's finding lands.
    static func quitFlow(mark: String) -> String {
        """
        flowchart TD
            %% @flow denied
            %% @start K
            %% @end I M
            %% @screen K=photo_denied
            %% @outcome L I=settings M=quit
            K[필수 기능 안내] --> L{사용자 선택}
            L -->|설정에서 허용| I[iOS 설정으로 이동]
            L \(mark)-->|종료| M[제한 모드]
        """
    }

    static let screens = """
        screens:
          photo_denied:
            kind: screen
            fields:
              title: title
              settings: button
              later: button
        """

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks where !deck.hasUnreadableContent {
            for (flow, nodes) in zip(deck.flows, deck.flowButtons()) {
                for node in nodes { check(node, in: flow, deck: deck, into: &diagnostics) }
                for node in flow.chart.nodes.indices { checkPrompt(node, in: flow, deck: deck, into: &diagnostics) }
                checkTriggers(flow, into: &diagnostics)
            }
        }
    }

    private func check(_ node: DeckFlow.NodeButtons, in flow: DeckFlow, deck: Deck, into diagnostics: inout DiagnosticCollector) {
        guard case .screen(let subject) = flow.roles[node.node], !node.buttons.isEmpty else { return }
        let name = flow.name(node.node)
        let screen = "`\(subject.value)`"
        let ambiguous = node.buttons.filter { $0.action == .ambiguous }
        if let way = node.untaken.first(where: { $0.outcome == nil }), !ambiguous.isEmpty {
            let names = ambiguous.map { "`\($0.field.id.value)`" }.joined(separator: ", ")
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node.node),
                "`\(name)` (\(screen)) has one way on without an outcome id and \(ambiguous.count) buttons that could take it (\(names)); name it after the one that does, as `%% @outcome \(name) \(flow.name(way.target))=\(ambiguous[0].name)`",
                notes: ambiguous.map { .init("`\($0.field.id.value)` is declared here", at: $0.field.id.range) })
        }
        var open = node.buttons.filter { button in
            guard button.isRequired, case .unmodeled(nil) = button.action else { return false }
            return true
        }
        let buttonNames = node.buttons.map { "`\($0.field.id.value)`" }.joined(separator: ", ")
        for way in node.untaken {
            guard let outcome = way.outcome, outcome != FlowNavigator.backOutcome else { continue }
            let from = flow.chart.edges[way.edge].from
            let target = flow.name(way.target)
            // The button that stands for it under another name: the closest, or the only one left.
            let partner = Suggestion.closest(to: outcome, in: open.map(\.name)).flatMap { found in open.firstIndex { $0.name == found } }
                ?? (open.count == 1 ? 0 : nil)
            if let partner {
                let button = open.remove(at: partner)
                diagnostics.emit(Self.rule, at: flow.range(ofEdge: way.edge),
                    "the way on `\(outcome)` from `\(from)` is taken by no button of \(screen), and its `\(button.field.id.value)` takes no way on; bind the button (`\(button.field.id.value): { surface: \(button.field.effectiveSurface.rawValue), outcome: \(outcome) }`) or name the way after it (`%% @outcome \(from) \(target)=\(button.name)`)",
                    notes: [.init("`\(button.field.id.value)` is declared here", at: button.field.id.range)])
            } else {
                diagnostics.emit(Self.rule, at: flow.range(ofEdge: way.edge),
                    "the way on `\(outcome)` from `\(from)` is taken by no button of \(screen) (\(buttonNames)); add the button, bind one with `outcome: \(outcome)`, or remove the way")
            }
        }
        // A screen the flow ends on hands its buttons over to whatever comes next.
        if flow.graph.outgoing(node.node).isEmpty { return }
        let ways = flow.ways(of: node.node).compactMap(\.outcome)
        for button in open {
            let offered = ways.isEmpty ? "it has none with an outcome id" : "its ways: " + ways.map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node.node),
                "button `\(button.field.id.value)` of \(screen) takes no way on from `\(name)` (\(offered)); draw its way and name it `\(button.name)`, or bind the button with `outcome:` (`back` goes back)",
                notes: [.init("`\(button.field.id.value)` is declared here", at: button.field.id.range)])
        }
    }

    /// A prompt's ways are answers its alert has buttons for.
    private func checkPrompt(_ node: Int, in flow: DeckFlow, deck: Deck, into diagnostics: inout DiagnosticCollector) {
        guard let permission = flow.promptPermission(node),
              let system = deck.permissions.first(where: { $0.id.value == permission })?.system?.value else { return }
        let prompt = SystemPrompt.prompt(for: system)
        let triggers = Set((flow.triggers[node] ?? []).map(\.value))
        let ways = flow.ways(of: node).filter { !triggers.contains($0.outcome ?? "") }
        let answers = Set(ways.compactMap(\.outcome))
        let taken = prompt.takenAnswers(among: answers)
        for way in ways {
            guard let outcome = way.outcome, outcome != FlowNavigator.backOutcome, !taken.contains(outcome) else { continue }
            var buttons = prompt.buttons.map { "\(SystemPrompt.text($0.title, "en", app: deck.name)) (`\($0.outcomes[0])`)" }
            if let precise = prompt.preciseToggle { buttons.append("\(SystemPrompt.text(precise, "en", app: deck.name)) turned off (`\(SystemPrompt.impreciseOutcomes[0])`)") }
            diagnostics.emit(Self.rule, at: flow.range(ofEdge: way.edge),
                "the `\(permission)` prompt has no button for the way on `\(outcome)` from `\(flow.chart.edges[way.edge].from)`: iOS's \(system.rawValue) alert offers \(buttons.joined(separator: ", ")); name the way after the answer it stands for, or give it to the app or the system with `%% @trigger \(flow.chart.edges[way.edge].from) \(outcome)`")
        }
    }

    /// Every outcome `@trigger` names is one of its node's ways on.
    private func checkTriggers(_ flow: DeckFlow, into diagnostics: inout DiagnosticCollector) {
        for (node, outcomes) in flow.triggers.sorted(by: { $0.key < $1.key }) {
            let ways = flow.ways(of: node).compactMap(\.outcome)
            for outcome in outcomes where !ways.contains(outcome.value) {
                let offered = ways.isEmpty ? "it has none with an outcome id" : "its ways: " + ways.map { "`\($0)`" }.joined(separator: ", ")
                var message = "`@trigger` names `\(outcome.value)`, which is no way on from `\(flow.name(node))` (\(offered))"
                if let suggestion = Suggestion.closest(to: outcome.value, in: ways) { message += "; did you mean `\(suggestion)`?" }
                diagnostics.emit(Self.rule, at: outcome.range, message)
            }
        }
    }
}
