import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// A copy page's key changes with every value its columns draw: a value left out of the key would
/// let a build take a stale page from the last output.
@Suite struct PageKeyTests {
    static let finding = Diagnostic(rule: RuleID("message.length"), severity: .warning,
                                    range: SourceRange(file: "locales/en/demo.yml", start: SourceLocation(line: 2, column: 3)),
                                    message: "too long", notes: [Diagnostic.Note("budget", at: SourceRange(file: "content/demo/screens.yml", start: SourceLocation(line: 4, column: 5)))])

    static let piece: CopyPiece = {
        var piece = CopyPiece(key: "demo.intro.title", surface: "title", variant: "default", text: "Hello")
        piece.pluralSamples = [(1, "one")]
        piece.fallbackFrom = "en"
        piece.length = 5
        piece.budget = 30
        piece.note = "a note"
        piece.findings = [finding]
        return piece
    }()

    private func key(_ piece: CopyPiece) -> String {
        var key = PageKey(base: "base")
        key.add(piece)
        return key.hash
    }

    /// The stored properties of `value`, by name.
    private func properties(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }

    @Test func everyPropertyOfWhatAColumnDrawsIsInTheKey() {
        // When one of these types gains a property, `PageKey` must write it, and this list must
        // name it: the test fails until both are done.
        #expect(properties(of: Self.piece) == ["key", "surface", "variant", "text", "pluralSamples", "fallbackFrom", "isMissing", "isRaw", "isSpokenOnly", "length", "budget", "note", "findings"])
        #expect(properties(of: PhoneFrame(kind: "page", pieces: [])) == ["kind", "caption", "pieces", "pageIndex", "pageCount"])
        #expect(properties(of: SystemAlert(appName: "App", locale: "en")) == ["appName", "locale", "usage", "infoPlistKey", "permission", "answers", "writes", "reads"])
        #expect(properties(of: CopySheet(pieces: [], sourceRoot: nil)) == ["pieces", "sourceRoot"])
        #expect(properties(of: ScreenPreview.Column(sheet: CopySheet(pieces: [], sourceRoot: nil))) == ["frames", "alert", "sheet"])
        #expect(properties(of: Self.finding) == ["rule", "severity", "range", "message", "notes", "fix"])
        #expect(properties(of: Self.finding.notes[0]) == ["message", "range"])
        // A flow page's prototype, which its key holds without encoding it.
        #expect(properties(of: Self.prototype) == ["flow", "sourceLocale", "nodes"])
        #expect(properties(of: Self.prototype.nodes["ask"]!) == ["page", "subject", "permission", "copy", "buttons", "ways", "prompt"])
        #expect(properties(of: Self.prototype.nodes["ask"]!.prompt!["en"]!) == ["title", "usage", "buttons"])
        #expect(properties(of: Self.prototype.nodes["ask"]!.prompt!["en"]!.buttons[0]) == ["title", "usual", "way"])
        #expect(properties(of: Self.prototype.nodes["ask"]!.ways[0]) == ["to", "outcome", "back", "label", "note"])
        #expect(properties(of: Self.prototype.nodes["ask"]!.copy["en"]![0]) == ["key", "surface", "text"])
        #expect(properties(of: Self.prototype.flow) == ["id", "start", "ends", "nodes", "edges"])
        #expect(properties(of: Self.prototype.flow.nodes[0]) == ["id", "kind", "screen", "permission", "label"])
        #expect(properties(of: Self.prototype.flow.edges[0]) == ["id", "from", "to", "outcome", "label"])
    }

    static let prototype = PrototypeData(
        flow: Flow(id: "onboarding", start: "launch", ends: ["home"],
                   nodes: [Flow.Node(id: "launch", kind: .step, label: "App launch"), Flow.Node(id: "ask", kind: .screen, screen: "ask", label: "Ask"),
                           Flow.Node(id: "home", kind: .step, label: "Home")],
                   edges: [Flow.Edge(id: "L_launch_ask_0", from: "launch", to: "ask"), Flow.Edge(id: "L_ask_home_0", from: "ask", to: "home", outcome: "granted", label: "yes")]),
        sourceLocale: "ko",
        nodes: ["ask": PrototypeData.Node(page: "../ask.html", subject: "ask",
                                          copy: ["en": [PrototypeData.Line(key: "demo.ask.title", surface: "title", text: "Allow?")],
                                                 "ko": [PrototypeData.Line(key: "demo.ask.title", surface: "title", text: "허용할까요?")]],
                                          buttons: ["demo.ask.allow": PrototypeData.Way(to: "home", outcome: "granted", label: "yes")],
                                          ways: [PrototypeData.Way(to: "home", outcome: "later", note: "No button of this screen takes this way.")],
                                          prompt: ["en": PrototypeData.Prompt(title: "“Demo” Would Like Access", usage: "To show it.",
                                                                              buttons: [PrototypeData.PromptButton(title: "Allow", usual: "granted", way: PrototypeData.Way(to: "home", outcome: "granted"))])])])

    @Test func changingAnyValueOfAPrototypeChangesTheKey() {
        func key(_ prototype: PrototypeData) -> String {
            var key = PageKey(base: "base")
            key.add(prototype)
            return key.hash
        }
        let changes: [(String, (inout PrototypeData) -> Void)] = [
            ("source locale", { $0.sourceLocale = "en" }),
            ("flow id", { $0.flow.id = "other" }),
            ("start", { $0.flow.start = "ask" }),
            ("ends", { $0.flow.ends = ["ask"] }),
            ("node id", { $0.flow.nodes[0].id = "boot" }),
            ("node kind", { $0.flow.nodes[0].kind = .decision }),
            ("node screen", { $0.flow.nodes[1].screen = nil }),
            ("node permission", { $0.flow.nodes[1].permission = "photos" }),
            ("node label", { $0.flow.nodes[0].label = "Launch" }),
            ("edge id", { $0.flow.edges[0].id = "go" }),
            ("edge from", { $0.flow.edges[0].from = "home" }),
            ("edge to", { $0.flow.edges[0].to = "home" }),
            ("edge outcome", { $0.flow.edges[1].outcome = nil }),
            ("edge label", { $0.flow.edges[1].label = "ok" }),
            ("a node's page", { $0.nodes["ask"]?.page = nil }),
            ("a node's subject", { $0.nodes["ask"]?.subject = "other" }),
            ("a line's key", { $0.nodes["ask"]?.copy["en"]?[0].key = "demo.ask.body" }),
            ("a line's surface", { $0.nodes["ask"]?.copy["en"]?[0].surface = "body" }),
            ("a line's text", { $0.nodes["ask"]?.copy["en"]?[0].text = "Allow now?" }),
            ("a locale's lines gone", { $0.nodes["ask"]?.copy["ko"] = [] }),
            ("a locale gone", { $0.nodes["ask"]?.copy["ko"] = nil }),
            ("a node gone", { $0.nodes["ask"] = nil }),
            ("a prompt's title", { $0.nodes["ask"]?.prompt?["en"]?.title = "Other" }),
            ("a prompt's usage", { $0.nodes["ask"]?.prompt?["en"]?.usage = nil }),
            ("a prompt button's title", { $0.nodes["ask"]?.prompt?["en"]?.buttons[0].title = "OK" }),
            ("a prompt button's outcome", { $0.nodes["ask"]?.prompt?["en"]?.buttons[0].way.outcome = nil }),
            ("a prompt button's target", { $0.nodes["ask"]?.prompt?["en"]?.buttons[0].way.to = "ask" }),
            ("a prompt button's reason", { $0.nodes["ask"]?.prompt?["en"]?.buttons[0].way.note = "Not here." }),
            ("a prompt button's usual outcome", { $0.nodes["ask"]?.prompt?["en"]?.buttons[0].usual = "allowed" }),
            ("a button's outcome", { $0.nodes["ask"]?.buttons["demo.ask.allow"]?.outcome = "yes" }),
            ("a button's target", { $0.nodes["ask"]?.buttons["demo.ask.allow"]?.to = "launch" }),
            ("a button going back", { $0.nodes["ask"]?.buttons["demo.ask.allow"]?.back = true }),
            ("a button's label", { $0.nodes["ask"]?.buttons["demo.ask.allow"]?.label = nil }),
            ("a button's reason", { $0.nodes["ask"]?.buttons["demo.ask.allow"]?.note = "Not here." }),
            ("a button's key", { $0.nodes["ask"]?.buttons = ["demo.ask.later": PrototypeData.Way(to: "home", outcome: "granted", label: "yes")] }),
            ("a way under the phone", { $0.nodes["ask"]?.ways = [] }),
            ("a node's permission", { $0.nodes["ask"]?.permission = "photo" }),
            ("a prompt gone", { $0.nodes["ask"]?.prompt = nil }),
            ("the text moved to another node", { $0.nodes["home"] = $0.nodes["ask"]; $0.nodes["ask"] = nil }),
        ]
        var seen: Set<String> = [key(Self.prototype)]
        for (name, change) in changes {
            var prototype = Self.prototype
            change(&prototype)
            #expect(seen.insert(key(prototype)).inserted, "changing \(name) must change the key")
        }
    }

    @Test func changingAnyValueOfAPieceChangesTheKey() {
        let original = key(Self.piece)
        let changes: [(String, (inout CopyPiece) -> Void)] = [
            ("key", { $0.key = "demo.intro.body" }),
            ("surface", { $0.surface = "body" }),
            ("variant", { $0.variant = nil }),
            ("text", { $0.text = "Hello!" }),
            ("plural count", { $0.pluralSamples = [(2, "one")] }),
            ("plural text", { $0.pluralSamples = [(1, "two")] }),
            ("fallbackFrom", { $0.fallbackFrom = nil }),
            ("isMissing", { $0.isMissing = true }),
            ("isRaw", { $0.isRaw = true }),
            ("isSpokenOnly", { $0.isSpokenOnly = true }),
            ("length", { $0.length = 6 }),
            ("budget", { $0.budget = nil }),
            ("note", { $0.note = "another note" }),
            ("finding message", { $0.findings[0].message = "far too long" }),
            ("finding severity", { $0.findings[0].severity = .error }),
            ("finding rule", { $0.findings[0].rule = RuleID("message.untranslated") }),
            ("finding column", { $0.findings[0].range?.start.column = 4 }),
            ("finding end", { $0.findings[0].range?.end.line = 3 }),
            ("note of a finding", { $0.findings[0].notes[0].message = "the budget" }),
            ("where a note points", { $0.findings[0].notes[0].range = nil }),
            ("no findings", { $0.findings = [] }),
        ]
        var seen: Set<String> = [original]
        for (name, change) in changes {
            var piece = Self.piece
            change(&piece)
            #expect(seen.insert(key(piece)).inserted, "changing \(name) must change the key")
        }
    }

    @Test func framesAlertsAndSheetsAreInTheKey() {
        func key(_ column: ScreenPreview.Column?) -> String {
            var key = PageKey(base: "base")
            key.add(column)
            return key.hash
        }
        let column = ScreenPreview.Column(frames: [PhoneFrame(kind: "page", caption: "state: a", pieces: [Self.piece], pageIndex: 1, pageCount: 3)],
                                          alert: SystemAlert(appName: "App", locale: "en", usage: Self.piece, infoPlistKey: "NSCameraUsageDescription"),
                                          sheet: CopySheet(pieces: [Self.piece], sourceRoot: ["..", ".."]))
        let changes: [(String, (inout ScreenPreview.Column) -> Void)] = [
            ("frame kind", { $0.frames[0].kind = "dialog" }),
            ("caption", { $0.frames[0].caption = nil }),
            ("page index", { $0.frames[0].pageIndex = 2 }),
            ("page count", { $0.frames[0].pageCount = 4 }),
            ("frame pieces", { $0.frames[0].pieces = [] }),
            ("a second frame", { $0.frames.append($0.frames[0]) }),
            ("app name", { $0.alert?.appName = "Other" }),
            ("alert locale", { $0.alert?.locale = "ko" }),
            ("usage", { $0.alert?.usage = nil }),
            ("Info.plist key", { $0.alert?.infoPlistKey = nil }),
            ("permission", { $0.alert?.permission = .notifications }),
            ("answers", { $0.alert?.answers = ["granted"] }),
            ("Health data written", { $0.alert?.writes = ["stepCount"] }),
            ("Health data read", { $0.alert?.reads = ["stepCount"] }),
            ("no alert", { $0.alert = nil }),
            ("sheet pieces", { $0.sheet.pieces = [] }),
            ("source root", { $0.sheet.sourceRoot = nil }),
        ]
        var seen: Set<String> = [key(column), key(nil)]
        for (name, change) in changes {
            var changed = column
            change(&changed)
            #expect(seen.insert(key(changed)).inserted, "changing \(name) must change the key")
        }
    }
}
