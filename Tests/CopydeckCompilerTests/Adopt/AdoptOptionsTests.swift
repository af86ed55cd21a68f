import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// What adopt writes and where: a new deck declared in copydeck.yml, `--keys`, `--check`, all
/// files or none, the baseline of the adopted text's findings, an existing deck's files edited.
@Suite struct AdoptOptionsTests {
    static let strings = """
        "onboarding.title" = "Welcome";
        "onboarding.body" = "Pick a few photos";
        "settings.title" = "Settings";

        """
    static let stringsJa = """
        "onboarding.title" = "ようこそ";
        "settings.title" = "設定";

        """

    func files(_ trip: AdoptRoundTrip) -> [(path: String, data: Data)] {
        [("en.lproj/Localizable.strings", Data(Self.strings.utf8)), ("ja.lproj/Localizable.strings", Data(Self.stringsJa.utf8))]
    }

    func read(_ trip: AdoptRoundTrip, _ path: String) -> String? {
        try? String(contentsOf: trip.project.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func aNewDeckIsDeclaredAndItsFindingsBaselined() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt(files(trip))
        #expect(result.written)
        #expect(result.plan.createsDeck)
        #expect(Set(result.files) == ["content/app/tables.yml", "locales/en/app.yml", "locales/ja/app.yml", "locales/ja/app.review.yml", "copydeck.yml", Baseline.projectFileName])
        // ja's translation records the English text it was adopted beside.
        #expect(read(trip, "locales/ja/app.review.yml")?.hasSuffix("\nLocalizable.onboarding.title: { source: \"Welcome\" }\nLocalizable.settings.title: { source: \"Settings\" }\n") == true, "\(read(trip, "locales/ja/app.review.yml") ?? "")")
        #expect(read(trip, "copydeck.yml") == "version: 1\nsourceLocale: en\nlocales: [en, ja]\ndecks:\n  other: {}\n  app: {}\n")
        #expect(read(trip, "locales/ja/app.yml") == "Localizable:\n  onboarding.title: ようこそ\n  settings.title: 設定\n")
        #expect(read(trip, "content/app/tables.yml")?.contains("  Localizable:\n    onboarding.title: {}\n    onboarding.body: {}\n") == true)
        // The one finding the adopted text brings (`onboarding.body` has no ja text) is recorded;
        // with the baseline the lint is clean, without it the finding fails.
        #expect(result.baselined == 1)
        let baseline = try Baseline.decode(Data(contentsOf: trip.project.root.appendingPathComponent(Baseline.projectFileName)))
        #expect(baseline.findings.map(\.rule) == ["message.missing"])
        let lint = try trip.project.driver.lint()
        #expect(lint.diagnostics.map(\.rule) == [RuleID("message.missing")])
        #expect(baseline.filter(lint.diagnostics, files: lint.project.files).isEmpty)
    }

    @Test func keysTakesASubsetAndCheckWritesNothing() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let before = read(trip, "copydeck.yml")
        let checked = try trip.adopt(files(trip), keys: "onboarding.*", check: true)
        #expect(checked.plan.messages.map(\.key) == ["onboarding.title", "onboarding.body"])
        #expect(checked.plan.skippedByKeys == 2)
        #expect(!checked.written)
        #expect(read(trip, "copydeck.yml") == before)
        #expect(read(trip, "content/app/tables.yml") == nil)
        #expect(KeyPattern("a?c*").matches("abc.d") && !KeyPattern("a?c*").matches("ac") && KeyPattern("*").matches(""))
    }

    /// A text that cannot be held is named and left out (here the key, for it is the source's),
    /// and the rest comes in; so is a file that does not parse, unless `allOrNothing` asks
    /// that nothing be written then.
    @Test func aTextThatCannotBeHeldIsLeftOutAndTheRestComesIn() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let broken = "\"a\" = \"%@ and %2$@ and %1$lld\";\n\"b\" = \"fine\";\n"
        let result = try trip.adopt([("en.lproj/Localizable.strings", Data(broken.utf8))])
        #expect(result.diagnostics.map(\.rule) == [Rules.importFormat.id])
        #expect(result.leftOut == result.diagnostics)
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.message.contains("`a` in en cannot be held exactly") == true)
        #expect(result.diagnostics.first?.message.contains("the key is left out") == true)
        #expect(result.diagnostics.first?.range?.start.line == 1)
        #expect(result.written)
        #expect(result.plan.messages.map(\.key) == ["b"])
        #expect(read(trip, "content/app/tables.yml")?.contains("    b: {}") == true)

        let files: [(path: String, data: Data)] = [("en.lproj/Localizable.strings", Data("\"b\" = \"fine\";\n".utf8)),
                                                   ("en.lproj/Broken.strings", Data("\"c\" = \"unclosed;\n".utf8))]
        let strict = try AdoptRoundTrip.emptyProject()
        defer { strict.project.remove() }
        let refused = try strict.adopt(files, allOrNothing: true)
        #expect(refused.leftOut.map(\.rule) == [Rules.importSyntax.id], "\(refused.diagnostics)")
        #expect(!refused.written)
        #expect(read(strict, "content/app/tables.yml") == nil)
        #expect(read(strict, "copydeck.yml")?.contains("app:") == false)

        let again = try AdoptRoundTrip.emptyProject()
        defer { again.project.remove() }
        let partial = try again.adopt(files)
        #expect(partial.leftOut.map(\.rule) == [Rules.importSyntax.id])
        #expect(partial.leftOut.first?.range?.file.hasSuffix("Broken.strings") == true)
        #expect(partial.written)
        #expect(partial.plan.messages.map(\.key) == ["b"])
        #expect(read(again, "copydeck.yml")?.contains("app:") == true)
    }

    /// Adopting again into the deck adopt made: texts that changed are edited in place, new
    /// keys join, and the content file keeps every key it had.
    @Test func anExistingDeckIsEditedInPlace() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        _ = try trip.adopt(files(trip))
        let more = "\"onboarding.title\" = \"Welcome aboard\";\n\"onboarding.footer\" = \"See you\";\n"
        let result = try trip.adopt([("en.lproj/Localizable.strings", Data(more.utf8))])
        #expect(result.summary.errors == 0, "\(result.diagnostics)")
        #expect(!result.plan.createsDeck)
        #expect(result.plan.messages.map { "\($0.key) \($0.declared)" } == ["onboarding.title true", "onboarding.footer false"])
        #expect(read(trip, "locales/en/app.yml")?.contains("onboarding.title: Welcome aboard") == true)
        #expect(read(trip, "locales/en/app.yml")?.contains("settings.title: Settings") == true)
        let content = read(trip, "content/app/tables.yml") ?? ""
        #expect(["onboarding.title", "onboarding.body", "settings.title", "onboarding.footer"].allSatisfy { content.contains("    \($0): {}") })
        #expect(try trip.project.driver.lint().project.decks.first { $0.id == "app" }?.tables.first?.fields.count == 4)
    }
}
