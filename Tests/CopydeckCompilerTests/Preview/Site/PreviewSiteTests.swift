import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct PreviewSiteTests {
    /// The example project, linted once for the suite (read only: nothing is written there).
    static let example: LintResult? = try? CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).lint()

    @Test func exampleSiteHasAPageForEveryDeckFlowScreenPermissionAndShield() throws {
        let lint = try #require(Self.example)
        let tree = try PreviewSite(project: lint.project, diagnostics: lint.diagnostics).render()
        #expect(tree.files["index.html"] != nil)
        var expected: [String] = []
        for deck in lint.project.decks {
            expected.append("\(deck.id)/index.html")
            expected += deck.flows.map { "\(deck.id)/flows/\($0.id.value).html" }
            expected += deck.screens.map { "\(deck.id)/\($0.id.value).html" }
            expected += deck.permissions.map { "\(deck.id)/permissions/\($0.id.value).html" }
            expected += deck.shields.map { "\(deck.id)/shields/\($0.id.value).html" }
        }
        #expect(expected.count > 50)
        for path in expected { #expect(tree.files[path] != nil, "missing \(path)") }
        for asset in ["assets/preview.css", "assets/preview.js", "assets/theme.js", "assets/search-index.js"] {
            #expect(tree.files[asset]?.isEmpty == false, "missing \(asset)")
        }
    }

    @Test func everyExamplePageParsesAndEveryInternalLinkResolves() throws {
        let lint = try #require(Self.example)
        let inspector = SiteInspector(try PreviewSite(project: lint.project, diagnostics: lint.diagnostics).render())
        #expect(inspector.problems == [])
        #expect(inspector.documents.count > 50)
        #expect(inspector.brokenLinks() == [])
    }

    @Test func screenPagesHaveOneColumnPerLocaleAndPseudoLocaleAsDeepLinkTargets() throws {
        let lint = try #require(Self.example)
        let inspector = SiteInspector(try PreviewSite(project: lint.project, diagnostics: lint.diagnostics).render())
        let wander = try #require(lint.project.decks.first { $0.id == "wander" })
        let page = "wander/photo_permission.html"
        let columns = inspector.elements(page).filter { $0.name == "section" && $0[attribute: "class"] == "locale" }
        #expect(columns.compactMap { $0[attribute: "id"] } == wander.locales + PseudoLocale.allCases.map(\.rawValue))
        #expect(columns.first?[attribute: "lang"] == wander.sourceLocale)
        let chooser = try #require(inspector.elements(page).first { $0.name == "select" && $0[attribute: "id"] == "locale-select" })
        let options = chooser.elements.filter { $0.name == "option" }.compactMap { $0[attribute: "value"] }
        #expect(options == ["all"] + wander.locales + PseudoLocale.allCases.map(\.rawValue))
        // Every Dynamic Type size iOS has, Large chosen; the three iPhone sizes, the 6.1″ one
        // chosen; the page says which device, iOS version and size its frames stand for.
        let sizes = try #require(inspector.elements(page).first { $0.name == "select" && $0[attribute: "id"] == "type-size" })
        #expect(sizes.elements.compactMap { $0[attribute: "value"] } == ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(sizes.elements.filter { $0[attribute: "selected"] != nil }.compactMap { $0[attribute: "value"] } == ["L"])
        let devices = try #require(inspector.elements(page).first { $0.name == "select" && $0[attribute: "id"] == "device" })
        #expect(devices.elements.map(\.text) == ["iPhone SE (4.7″)", "iPhone 16 (6.1″)", "iPhone 16 Pro Max (6.9″)"])
        #expect(devices.elements.filter { $0[attribute: "selected"] != nil }.compactMap { $0[attribute: "value"] } == ["6.1"])
        let versions = try #require(inspector.elements(page).first { $0.name == "select" && $0[attribute: "id"] == "ios-version" })
        #expect(versions.elements.map(\.text) == ["iOS 18", "iOS 26"] && versions.elements.first?[attribute: "selected"] != nil)
        let note = try #require(inspector.elements(page).first { $0[attribute: "id"] == "frames-note" })
        #expect(note.text.contains("iPhone 16 · 6.1″ · 393 × 852 pt") && note.text.contains("iOS 18") && note.text.contains("Large (default)"))
    }

    @Test func flowPagesCarryThePrototypeAsTheRuntimeLoadsIt() throws {
        let lint = try #require(Self.example)
        let tree = try PreviewSite(project: lint.project, diagnostics: lint.diagnostics).render()
        let inspector = SiteInspector(tree)
        let page = "wander/flows/photo_permission.html"
        let script = try #require(inspector.elements(page).first { $0[attribute: "id"] == "prototype-data" })
        #expect(script[attribute: "type"] == "application/json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(script.text.utf8)) as? [String: Any])
        let flowData = try JSONSerialization.data(withJSONObject: try #require(object["flow"]))
        let flow = try JSONDecoder().decode(Flow.self, from: flowData)
        // The same flow as build/wander/bundle/flows.json holds, which FlowNavigator walks.
        let wander = try #require(lint.project.decks.first { $0.id == "wander" })
        let deckFlow = try #require(wander.flows.first { $0.id.value == "photo_permission" })
        #expect(flow == FlowEmitter().compiled(deckFlow))
        var navigator = try FlowNavigator(flow: flow)
        try navigator.advance()
        try navigator.advance()
        #expect(navigator.outcomes.contains("denied"))
        let nodes = try #require(object["nodes"] as? [String: Any])
        // Every node that shows a screen or a prompt has its page, relative to the flow page.
        for (index, role) in deckFlow.roles.enumerated() where role != .step {
            let node = try #require(nodes[deckFlow.name(index)] as? [String: Any], "node \(deckFlow.name(index))")
            let link = try #require(node["page"] as? String)
            #expect(tree.files["wander/flows/" + link] != nil || tree.files[Self.resolve(link, from: "wander/flows")] != nil, "\(link)")
        }
    }

    /// The prototype's buttons are bound where the page is made, by `flow.button-outcome`'s
    /// binding: a screen's buttons to the outcomes of the decision after it named as their
    /// fields, the one way on without an id to the button it is named after, a back button back,
    /// a button the flow leaves out to nothing, saying which flow takes it; the photo prompt's
    /// buttons to the flow's `limited`, `full` and `denied`.
    @Test func prototypeButtonsAreBoundToTheFlowsOutcomes() throws {
        let lint = try #require(Self.example)
        let wander = try #require(lint.project.decks.first { $0.id == "wander" })
        let flow = try #require(wander.flows.first { $0.id.value == "photo_permission" })
        let context = DeckContext(site: PreviewSite(project: lint.project, diagnostics: lint.diagnostics), deck: wander)
        let data = context.prototypeData(flow, compiled: FlowEmitter().compiled(flow), page: .flow(wander.id, flow.id.value))
        func taken(_ node: String, _ field: String) -> (String?, String?) {
            let way = data.nodes[node]?.buttons["wander.\(field)"]
            return (way?.outcome, way?.to)
        }
        #expect(taken("G", "photo_limited.continue") == ("continue", "E"))
        #expect(taken("G", "photo_limited.settings") == ("settings", "I"))
        // photo_denied's `later` takes the decision's `later` (the seed's 종료) to M; no way is left over.
        #expect(taken("K", "photo_denied.settings") == ("settings", "I"))
        #expect(taken("K", "photo_denied.later") == ("later", "M"))
        #expect(data.nodes["K"]?.ways.isEmpty == true)
        for locale in ["ko", "en", "pseudo-accented"] {
            let prompt = try #require(data.nodes["B"]?.prompt?[locale])
            #expect(prompt.buttons.map(\.way.outcome) == ["limited", "full", "denied"], "\(locale)")
            #expect(prompt.buttons.map(\.way.to) == ["F", "D", "J"], "\(locale)")
        }
        #expect(data.nodes["B"]?.prompt?["en"]?.buttons.first?.title == "Limit Access…")

        let launchFlow = try #require(wander.flows.first { $0.id.value == "launch" })
        let launch = context.prototypeData(launchFlow, compiled: FlowEmitter().compiled(launchFlow), page: .flow(wander.id, "launch"))
        #expect(launch.nodes["O"]?.buttons["wander.photo_denied.later"]?.to == "N")
        let settings = try #require(launch.nodes["O"]?.buttons["wander.photo_denied.settings"])
        #expect(settings.to == nil && settings.back == nil)
        #expect(settings.note?.contains("flow `photo_permission` takes it at `K`") == true, "\(String(describing: settings.note))")
        #expect(launch.nodes["PLACE_REG"]?.buttons["wander.place_registration.done"]?.to == "Q")
        #expect(launch.nodes["PLACE_REG"]?.buttons["wander.place_registration.back"]?.back == true)
        // The launch flow's photo prompt does not draw `limited`: the button says the photo flow does.
        let limited = try #require(launch.nodes["M"]?.prompt?["en"]?.buttons.first)
        #expect(limited.way.to == nil && limited.way.note?.contains("flow `photo_permission` does") == true)
    }

    /// Every node that shows a screen or a permission carries its copy in every column, a
    /// permission's template copy included (UjuZ's prompts use templates).
    @Test func everyPrototypeNodeHasItsCopyInEveryColumn() throws {
        let lint = try #require(Self.example)
        let site = PreviewSite(project: lint.project, diagnostics: lint.diagnostics)
        var checked = 0
        for deck in lint.project.decks {
            let context = DeckContext(site: site, deck: deck)
            for flow in deck.flows {
                let data = context.prototypeData(flow, compiled: FlowEmitter().compiled(flow), page: .flow(deck.id, flow.id.value))
                for (id, node) in data.nodes {
                    for locale in context.screens.locales {
                        let lines = node.copy[locale] ?? []
                        #expect(!lines.isEmpty, "\(deck.id)/\(flow.id.value) node \(id) has no \(locale) copy")
                        let subject = node.subject ?? ""
                        let permission = deck.screens.first { $0.id.value == subject }?.permission?.value ?? subject
                        #expect(lines.allSatisfy { $0.key.hasPrefix("\(deck.id).\(subject).") || $0.key.hasPrefix("\(deck.id).\(permission).") })
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 30)
        let ujuz = try #require(lint.project.decks.first { $0.id == "ujuz" })
        let templated = try #require(ujuz.permissions.first { $0.template != nil })
        let lines = DeckContext(site: site, deck: ujuz).copy[ujuz.sourceLocale]?.filter { $0.key.hasPrefix("ujuz.\(templated.id.value).") } ?? []
        #expect(lines.count >= 2, "the template's copy of \(templated.id.value)")
    }

    @Test func sameProjectSameBytes() throws {
        let lint = try #require(Self.example)
        let first = try PreviewSite(project: lint.project, diagnostics: lint.diagnostics).render()
        let second = try PreviewSite(project: lint.project, diagnostics: lint.diagnostics).render()
        #expect(first.paths == second.paths)
        for path in first.paths { #expect(first.files[path] == second.files[path], "\(path) differs") }
    }

    @Test func searchIndexNamesEveryPageItListsAndIsAScriptOfJSON() throws {
        let lint = try #require(Self.example)
        let tree = try PreviewSite(project: lint.project, diagnostics: lint.diagnostics).render()
        // The list of shards, one a deck, in deck order.
        let list = String(decoding: try #require(tree.files["assets/search-index.js"]), as: UTF8.self)
        let listPrefix = "window.copydeckSearchShards = "
        #expect(list.hasPrefix(listPrefix) && list.hasSuffix(";\n"))
        let shards = try #require(try JSONSerialization.jsonObject(with: Data(list.dropFirst(listPrefix.count).dropLast(2).utf8)) as? [String])
        #expect(shards == lint.project.decks.map { "assets/search/\($0.id).js" })
        var entries: [[String]] = []
        for (deck, shard) in zip(lint.project.decks, shards) {
            let script = String(decoding: try #require(tree.files[shard]), as: UTF8.self)
            let prefix = "(window.copydeckSearchParts = window.copydeckSearchParts || {})[\"\(deck.id)\"] = "
            #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n"), "\(shard)")
            let json = Data(script.dropFirst(prefix.count).dropLast(2).utf8)
            let own = try #require(try JSONSerialization.jsonObject(with: json) as? [[String]])
            // Written directly, the bytes JSONEncoder writes for the same entries.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            #expect(try encoder.encode(own) == json, "\(shard)")
            // A shard holds its own deck's pages only.
            #expect(own.allSatisfy { $0[3].hasPrefix("\(deck.id)/") }, "\(shard)")
            entries += own
        }
        #expect(entries.contains { $0[0] == "screen" && $0[1] == "photo_permission" && $0[3] == "wander/photo_permission.html" })
        for entry in entries {
            let file = String(entry[3].split(separator: "#").first ?? "")
            #expect(tree.files[file] != nil, "search entry \(entry) names no page")
        }
    }

    @Test func findingsLinkToTheirSourceOnlyWhenThePreviewIsInsideTheProject() throws {
        let project = URL(fileURLWithPath: "/tmp/p")
        #expect(CompilerDriver.sourceRoot(fromPreviewIn: project.appendingPathComponent("build"), project: project) == ["..", ".."])
        #expect(CompilerDriver.sourceRoot(fromPreviewIn: project.appendingPathComponent("out/x"), project: project) == ["..", "..", ".."])
        #expect(CompilerDriver.sourceRoot(fromPreviewIn: URL(fileURLWithPath: "/tmp/elsewhere"), project: project) == nil)
        #expect(CompilerDriver.sourceRoot(fromPreviewIn: URL(fileURLWithPath: "/tmp/p2/build"), project: project) == nil)
    }

    @Test func theErrorPageListsEveryErrorWithItsPlace() throws {
        let project = try TestProject.demo(content: Fixtures.content + "\n  broken: [", ko: Fixtures.locale("ko"), ja: Fixtures.locale("ja"), en: Fixtures.locale("en"))
        defer { project.remove() }
        let result = try project.driver.preview(output: project.root.appendingPathComponent("build"))
        #expect(result.paths.isEmpty && !result.build.written)
        let page = try #require(result.errorPage)
        let root = XMLDocumentParser().parseDocument(page).root
        let text = try #require(root).text
        let errors = result.build.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        for error in errors {
            #expect(text.contains(error.message))
            #expect(text.contains("\(error.range!.file):\(error.range!.start.line):\(error.range!.start.column)"))
        }
    }

    static func resolve(_ link: String, from folder: String) -> String {
        var segments = folder.split(separator: "/").map(String.init)
        for part in link.split(separator: "#")[0].split(separator: "/") {
            if part == "." { continue }
            if part == ".." { segments.removeLast() } else { segments.append(String(part)) }
        }
        return segments.joined(separator: "/")
    }
}
