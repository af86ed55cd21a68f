import Foundation
import Testing
@testable import CopydeckCompiler

/// The changes page's markup, read as a browser reads it (`SiteInspector`): the contents at its
/// top, linking every section in the body's order, and frames that did not change drawn once,
/// folded, while the ones that did stand side by side.
@Suite(.serialized) struct ChangesPageMarkupTests {
    /// The example project with edits left in the working tree, previewed against HEAD: the
    /// changes page in the whole site, parsed.
    func page(_ edits: [(String, String, String)]) throws -> (inspector: SiteInspector, bytes: Data) {
        let repository = try ExampleRepository()
        defer { repository.remove() }
        for (path, old, new) in edits { try repository.replace(path, old, with: new) }
        let diff = try repository.driver.diff(against: .revision("HEAD"))
        var site = PreviewSite(project: try #require(diff.afterProject), diagnostics: diff.afterDiagnostics)
        site.changes = diff
        let bytes = try #require(try site.changesPage())
        // The same inputs, the same bytes.
        #expect(try site.changesPage() == bytes)
        var tree = try site.render()
        tree.add(ChangesPage.path.file, bytes)
        return (SiteInspector(tree), bytes)
    }

    /// The edits ChangesPageTests plants: the splash node relabelled, R's way on moved from PLACE
    /// to Q, the ko intro title rewritten (its ja and en translations left stale).
    static let planted = [
        ("content/wander/flows.md", "B[스플래시 화면 표시]", "B[스플래시]"),
        ("content/wander/flows.md", "    R --> PLACE\n", "    R --> Q\n"),
        ("locales/ko/wander.yml", "  title: 사진 몇 장이면 충분해요\n", "  title: 사진 몇 장이면 돼요\n"),
    ]

    static func classes(_ element: XMLElement) -> [String] {
        (element[attribute: "class"] ?? "").split(separator: " ").map(String.init)
    }

    static func all(_ element: XMLElement, _ name: String, class className: String? = nil) -> [XMLElement] {
        element.descendants.filter { element in element.name == name && (className.map { classes(element).contains($0) } ?? true) }
    }

    static func element(_ inspector: SiteInspector, id: String) throws -> XMLElement {
        try #require(inspector.elements("changes.html").first { $0[attribute: "id"] == id })
    }

    @Test func theContentsLinkEverySectionInTheBodysOrderWithWhatChanged() throws {
        let (inspector, _) = try page(Self.planted)
        #expect(inspector.problems == [])
        #expect(inspector.brokenLinks().filter { $0.hasPrefix("changes.html") } == [])
        let nav = try #require(inspector.elements("changes.html").first { Self.classes($0).contains("changes-contents") })
        let links = Self.all(nav, "a").compactMap { $0[attribute: "href"] }
        #expect(links == ["#deck-wander", "#change-screen-wander-intro", "#change-screen-wander-splash", "#change-flow-wander-launch", "#findings"])
        // The body's sections, in the same order.
        let sections = inspector.elements("changes.html").filter { element in ["change-subject", "change-flow"].contains { Self.classes(element).contains($0) } }
        #expect(sections.compactMap { $0[attribute: "id"] }.map { "#" + $0 } == Array(links.dropFirst().dropLast()))
        // What changed, in a few words.
        let lines = Self.all(nav, "li").map { item in
            (item.elements(named: "a").first?.text ?? "") + ": " + (item.elements.first { Self.classes($0).contains("count") }?.text ?? "")
        }
        #expect(lines == ["Wander: 2 screens · 1 flow", "Screen intro: 1 text changed · stale in ja, en", "Screen splash: shown by a changed node",
                          "Flow launch: 1 node changed · 1 edge added · 1 edge removed", "Findings: 2 new, 0 fixed"])
    }

    @Test func framesTheSameBeforeAndAfterAreDrawnOnceFolded() throws {
        let (inspector, _) = try page(Self.planted)
        let intro = try Self.element(inspector, id: "change-screen-wander-intro")
        func locale(_ subject: XMLElement, _ code: String) throws -> XMLElement {
            try #require(Self.all(subject, "section", class: "locale").first { $0[attribute: "data-locale"] == code })
        }
        // ko's title changed: its frame and sheet before and after, side by side, nothing folded.
        let ko = try locale(intro, "ko")
        let sides = Self.all(ko, "div", class: "side")
        #expect(sides.map { Self.classes($0).last } == ["before", "after"])
        #expect(sides.map { Self.all($0, "div", class: "phone").count } == [1, 1])
        #expect(sides.map { Self.all($0, "dl", class: "copy-sheet").count } == [1, 1])
        #expect(Self.all(ko, "details").isEmpty)
        // ja and en were left stale: the same frame (but for the finding's flag), drawn once and folded.
        for code in ["ja", "en"] {
            let section = try locale(intro, code)
            #expect(Self.all(section, "div", class: "before-after").isEmpty, "\(code)")
            let folded = try #require(Self.all(section, "details", class: "unchanged-frames").first)
            #expect(folded[attribute: "open"] == nil)
            #expect(folded.elements(named: "summary").first?.text.hasPrefix("1 unchanged frame and the copy sheet") == true)
            #expect(Self.all(folded, "div", class: "phone").count == 1)
            // Drawn from the newer version, its stale finding flagged.
            #expect(Self.all(folded, "h3").contains { Self.classes($0).contains("flagged") }, "\(code)")
        }
        #expect(!Self.classes(intro).contains("frames-unchanged"))
        // The splash only shows a changed node: every locale folded, and the section says so.
        let splash = try Self.element(inspector, id: "change-screen-wander-splash")
        #expect(Self.classes(splash).contains("frames-unchanged"))
        #expect(Self.all(splash, "div", class: "before-after").isEmpty)
        #expect(Self.all(splash, "details", class: "unchanged-frames").count == 3)
        // 7 phones in all, where both versions were drawn in full before: 12.
        #expect(inspector.elements("changes.html").filter { $0.name == "div" && Self.classes($0).contains("phone") }.count == 7)
    }

    @Test func theStateThatChangedStandsSideBySideAndTheOthersFold() throws {
        // TempoAI's HealthKit button in its denied state, in English (a translation: ja is the source).
        let (inspector, _) = try page([("locales/en/tempoai.yml", "    denied: Skip and continue\n", "    denied: Skip and go on\n")])
        let subject = try Self.element(inspector, id: "change-screen-tempoai-healthkit")
        let locales = Self.all(subject, "section", class: "locale")
        #expect(locales.compactMap { $0[attribute: "data-locale"] } == ["en"])
        let en = try #require(locales.first)
        let sides = Self.all(en, "div", class: "side").filter { !Self.classes($0).contains("same") }
        #expect(sides.map { Self.all($0, "figcaption").map(\.text) } == [["state: denied"], ["state: denied"]])
        #expect(sides.map { Self.all($0, "dl", class: "copy-sheet").count } == [1, 1])
        let folded = try #require(Self.all(en, "details", class: "unchanged-frames").first)
        let captions = Self.all(folded, "figcaption").map(\.text)
        #expect(captions.starts(with: ["state: default", "state: granted", "state: unavailable"]))
        #expect(!captions.contains("state: denied"))
        #expect(folded.elements(named: "summary").first?.text.hasPrefix("\(captions.count) unchanged frames") == true)
        #expect(Self.all(folded, "dl").isEmpty, "the sheets differ: they stand beside the frames")
        // The word that changed, whole.
        let words = Self.all(subject, "span", class: "word-diff").first
        #expect(words.map { Self.all($0, "del").map(\.text) } == ["continue"])
        #expect(words.map { Self.all($0, "ins").map(\.text) } == ["go on"])
    }
}
