import Foundation
import Testing
@testable import CopydeckCompiler

/// `copydeck diff` against `HEAD~1` in a git repository of the example project, after known
/// edits committed one by one: each diff reports exactly what was planted, and what it broke.
@Suite(.serialized) struct PlantedChangesTests {
    /// Against the commit before: the working tree is clean, so this is the last commit's diff.
    func lastCommit(_ repository: ExampleRepository) throws -> ProjectDiff {
        try repository.driver.diff(against: .revision("HEAD~1"))
    }

    @Test func aSourceChangeLeavesItsTranslationsStaleEverywhere() throws {
        let repository = try ExampleRepository()
        defer { repository.remove() }
        try repository.replace("locales/ko/wander.yml", "  title: 사진 몇 장이면 충분해요\n", with: "  title: 사진 몇 장이면 돼요\n")
        try repository.commit("ko: shorter intro title")
        let diff = try lastCommit(repository)
        #expect(diff.listing == [
            "wander message stale wander.intro.title en",
            "wander message stale wander.intro.title ja",
            "wander message changed wander.intro.title ko",
        ])
        let stale = try #require(diff.changes.first { $0.change == .stale && $0.locale == "ja" })
        #expect(stale.before == .text("사진 몇 장이면 충분해요"))
        #expect(stale.after == .text("사진 몇 장이면 돼요"))
        #expect(stale.translation == "写真が数枚あれば十分です")
        #expect(stale.range?.file == "locales/ja/wander.yml" && stale.range?.start.line == 5)
        #expect(diff.newFindings.map(\.rule.rawValue) == ["message.stale", "message.stale"])
        #expect(diff.fixedFindings.isEmpty)

        // Lint says so from the review record alone, with the old and the new source.
        let lint = try repository.driver.lint(tables: true)
        let findings = lint.diagnostics.filter { $0.rule == StaleTranslationCheck.rule.id }
        #expect(findings.map { $0.range?.file } == ["locales/en/wander.yml", "locales/ja/wander.yml"])
        #expect(findings.allSatisfy { $0.message.contains("\"사진 몇 장이면 충분해요\"") && $0.message.contains("\"사진 몇 장이면 돼요\"") })
        // The tables mark it for review, and XLIFF keeps the source it was made from.
        let output = repository.root.appendingPathComponent("build")
        _ = try repository.driver.build(output: output)
        let xliff = try String(contentsOf: output.appendingPathComponent("wander/xliff/ja.xliff"), encoding: .utf8)
        let unit = try #require(xliff.components(separatedBy: "<trans-unit id=\"wander.intro.title\"").dropFirst().first?.components(separatedBy: "</trans-unit>").first)
        #expect(unit.contains("<target state=\"needs-review-translation\">写真が数枚あれば十分です</target>"))
        #expect(unit.contains("<note from=\"copydeck\" annotates=\"source\">Previous source: 사진 몇 장이면 충분해요</note>"))
        #expect(xliff.components(separatedBy: "needs-review-translation").count == 2, "only the stale unit is marked")
        let catalog = XCStringsReader().read(try Data(contentsOf: output.appendingPathComponent("wander/apple/Localizable.xcstrings")), path: "Localizable.xcstrings").strings
        let states = Dictionary(catalog.filter { $0.key == "wander.intro.title" }.map { ($0.locale, $0.state?.rawValue ?? "") }, uniquingKeysWith: { first, _ in first })
        #expect(states == ["ko": "translated", "ja": "needs_review", "en": "needs_review"])
        #expect(catalog.filter { $0.key == "wander.intro.body" && $0.locale != "ko" }.allSatisfy { $0.state == .translated })

        // The stale mark survives a commit, an export and the import of what came back untouched.
        try repository.commit("build")
        let exported = try XLIFFExportResult.make(try repository.driver.lint(tables: true), locale: "ja", deck: "wander").get()
        _ = try repository.driver.importTables([ImportInput(path: "ja.xliff", data: exported.data, format: .xliff)])
        #expect(try repository.driver.lint().diagnostics.filter { $0.rule == StaleTranslationCheck.rule.id }.count == 2)
        // A person checks the ja translation: it follows today's source, en is still stale.
        _ = try repository.driver.acceptReviews(keys: ["wander.intro.title"], all: false, locales: ["ja"])
        let after = try repository.driver.lint().diagnostics.filter { $0.rule == StaleTranslationCheck.rule.id }
        #expect(after.map { $0.range?.file } == ["locales/en/wander.yml"])
        #expect(try repository.read("locales/ja/wander.review.yml").contains("\nintro.title: { source: \"사진 몇 장이면 돼요\" }\n"))
    }

    @Test func aTranslationOnlyChangeIsNotStale() throws {
        let repository = try ExampleRepository()
        defer { repository.remove() }
        try repository.replace("locales/ja/wander.yml", "    ストーリーにまとめます\n", with: "    ストーリーにします\n")
        try repository.commit("ja: body")
        let diff = try lastCommit(repository)
        #expect(diff.listing == ["wander message changed wander.intro.body ja"])
        #expect(diff.changes[0].before == .text("旅行なのか、日常なのか、\nAIが自動で見分けて\nストーリーにまとめます"))
        #expect(diff.changes[0].after == .text("旅行なのか、日常なのか、\nAIが自動で見分けて\nストーリーにします"))
        #expect(diff.newFindings.isEmpty && diff.fixedFindings.isEmpty)
    }

    @Test func aScreenAdded() throws {
        let repository = try ExampleRepository()
        defer { repository.remove() }
        try repository.replace("content/wander/screens.yml", "  place_registration:\n", with: """
              welcome_back:
                kind: dialog
                fields:
                  title: { surface: title, maxLength: 20, markup: html, translate: false }
              place_registration:

            """)
        for (locale, text) in [("ko", "다시 오셨네요"), ("ja", "おかえりなさい"), ("en", "Welcome back")] {
            try repository.write("locales/\(locale)/wander.yml", try repository.read("locales/\(locale)/wander.yml") + "welcome_back:\n  title: \(text)\n")
        }
        try repository.commit("a welcome-back dialog")
        let diff = try lastCommit(repository)
        #expect(diff.listing == [
            "wander message added wander.welcome_back.title en",
            "wander message added wander.welcome_back.title ja",
            "wander message added wander.welcome_back.title ko",
            "wander screen added welcome_back",
            "wander field added welcome_back.title",
        ])
        let screen = try #require(diff.changes.first { $0.kind == .screen })
        #expect(screen.after?["kind"] == "dialog" && screen.after?["fields"] == "title" && screen.before == nil)
        let field = try #require(diff.changes.first { $0.kind == .field })
        #expect(field.after?["maxLength"] == "20" && field.after?["surface"] == "title")
        // What adopt keeps of a key is part of its field's facts.
        #expect(field.after?["markup"] == "html" && field.after?["translate"] == "false" && field.after?["reference"] == nil)
    }

    @Test func anEdgeRemovedLeavesAScreenUnreachable() throws {
        let repository = try ExampleRepository()
        defer { repository.remove() }
        try repository.replace("content/wander/flows.md", "    PLACE_Q -->|장소 등록하기| PLACE_REG[장소 등록 화면]\n", with: "    PLACE_REG[장소 등록 화면]\n")
        try repository.commit("no registration from the launch flow")
        let diff = try lastCommit(repository)
        #expect(diff.listing == ["wander edge removed launch/PLACE_Q->PLACE_REG"])
        #expect(diff.changes[0].before == .properties([.init(name: "label", value: "장소 등록하기"), .init(name: "outcome", value: "register")]))
        // What it broke: the registration screen cannot be reached any more.
        let unreachable = diff.newFindings.filter { $0.rule.rawValue == "flow.unreachable" }
        #expect(unreachable.count == 1)
        #expect(unreachable.first?.message.contains("`PLACE_REG`") == true)
        #expect(diff.fixedFindings.isEmpty)
    }

    @Test func aNodeRelabelledAndAnOutcomeRenamed() throws {
        let repository = try ExampleRepository()
        defer { repository.remove() }
        try repository.replace("content/wander/flows.md", "B[스플래시 화면 표시]", with: "B[스플래시]")
        try repository.commit("relabel the splash")
        let relabelled = try lastCommit(repository)
        #expect(relabelled.listing == ["wander node changed launch/B"])
        #expect(relabelled.changes[0].changedProperties == ["label"])
        #expect(relabelled.changes[0].before?["label"] == "스플래시 화면 표시" && relabelled.changes[0].after?["label"] == "스플래시")

        try repository.replace("content/wander/flows.md", "    %% @outcome M N=full O=denied\n", with: "    %% @outcome M N=granted O=denied\n")
        try repository.commit("rename the photo permission's outcome")
        let renamed = try lastCommit(repository)
        #expect(renamed.listing == ["wander edge changed launch/M->N"])
        #expect(renamed.changes[0].changedProperties == ["outcome"])
        #expect(renamed.changes[0].before?["outcome"] == "full" && renamed.changes[0].after?["outcome"] == "granted")
    }

    @Test func theWorkingTreeAgainstHEADAndTheDefaultBase() throws {
        let repository = try ExampleRepository()
        defer { repository.remove() }
        // Nothing changed since the last commit: no change, nothing new or fixed.
        #expect(try repository.driver.diff(against: .revision(nil)).isEmpty)
        try repository.git("checkout", "-q", "-b", "copy-edit")
        try repository.replace("locales/en/wander.yml", "A few photos are all it takes", with: "A few photos is all it takes")
        try repository.commit("en: grammar")
        try repository.replace("locales/en/wander.yml", "A few photos is all it takes", with: "A few photos will do")
        // On a branch, the default base is the merge base with main: both edits, as the tree has them.
        let diff = try repository.driver.diff(against: .revision(nil))
        #expect(diff.base == "merge base with main")
        #expect(diff.listing == ["wander message changed wander.intro.title en"])
        #expect(diff.changes[0].before == .text("A few photos are all it takes") && diff.changes[0].after == .text("A few photos will do"))
        // Reading the revision left the working tree as it was.
        #expect(try repository.git("status", "--porcelain") == " M locales/en/wander.yml\n")
    }

    @Test func aBaseThatCannotBeReadIsAClearError() throws {
        let repository = try ExampleRepository()
        defer { repository.remove() }
        #expect(throws: CopydeckError.self) { try repository.driver.diff(against: .revision("no-such-branch")) }
        do {
            _ = try repository.driver.diff(against: .revision("no-such-branch"))
        } catch {
            #expect(error.description.contains("`no-such-branch` names no commit"))
        }
    }
}

extension PlantedChangesTests {
    /// The changes page says what an edge's removal left behind, under its flow: the node it
    /// left unreachable, placed as the drawing places findings (not found by the message's words).
    @Test func theChangesPageShowsWhatARemovedEdgeLeftBehind() throws {
        let repository = try ExampleRepository()
        defer { repository.remove() }
        try repository.replace("content/wander/flows.md", "    PLACE_Q -->|장소 등록하기| PLACE_REG[장소 등록 화면]\n", with: "    PLACE_REG[장소 등록 화면]\n")
        let diff = try repository.driver.diff(against: .revision("HEAD"))
        var site = PreviewSite(project: try #require(diff.afterProject), diagnostics: diff.afterDiagnostics)
        site.changes = diff
        let page = String(decoding: try #require(try site.changesPage()), as: UTF8.self)
        let flow = try #require(page.components(separatedBy: "id=\"change-flow-wander-launch\"").dropFirst().first?.components(separatedBy: "</section>").first)
        #expect(flow.contains("What the change left behind:"))
        #expect(flow.contains("node `PLACE_REG` cannot be reached"))
        // A removed edge is a ghost on the drawing, marked with what it was.
        #expect(flow.contains("class=\"edge stroke-normal change-removed\" data-from=\"PLACE_Q\" data-to=\"PLACE_REG\""))
    }
}
