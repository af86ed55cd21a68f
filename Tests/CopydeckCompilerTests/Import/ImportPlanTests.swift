import CopydeckKit
import Testing
@testable import CopydeckCompiler

/// What an import changes and what it refuses, on the deck of `DeckTablesTests`.
@Suite struct ImportPlanTests {
    func plan(_ strings: [ImportedString]) throws -> ImportPlan {
        let (_, project) = try DeckTablesTests().tables()
        defer { project.remove() }
        return TableImporter(lint: try project.lint()).plan(strings)
    }

    func string(_ key: String, _ locale: String, _ text: TableText, state: TableState? = .translated, source: TableText? = nil, line: Int = 3) -> ImportedString {
        ImportedString(key: key, locale: locale, text: text, state: state, source: source,
                       range: SourceRange(file: "in.xliff", start: SourceLocation(line: line, column: 1)))
    }

    @Test func theSameTextChangesNothing() throws {
        let plan = try plan([
            string("demo.intro.title", "ja", .format("こんにちは")),
            string("demo.intro.streak", "en", .plural(PluralVariations([.one: "%1$lld day", .other: "%1$lld days"]))),
            string("demo.ask.title", "en", .format("Allow %1$@"), source: .format("%1$@ 허용")),
            string("demo.photo.title", "en", .format("Allow photos")),
        ])
        #expect(plan.changes.isEmpty)
        #expect(plan.unchanged == 4)
        #expect(plan.diagnostics.isEmpty)
    }

    @Test func aChangedTextBecomesICUText() throws {
        let plan = try plan([
            string("demo.intro.streak", "en", .plural(PluralVariations([.zero: "No streak", .one: "%1$lld day!", .other: "%1$lld days!"]))),
            string("demo.intro.title", "ja", .format("やあ{}")),
            string("NSPhotoLibraryUsageDescription", "en", .format("We look at your photos' dates")),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.changes.map(\.key) == ["demo.intro.title", "demo.intro.streak", "demo.photo.usage"])
        #expect(plan.changes.map(\.newText) == [
            "やあ'{}'", "{days, plural, =0 {No streak} one {# day!} other {# days!}}", "We look at your photos' dates",
        ])
        #expect(plan.changes[0].oldText == "こんにちは")
        #expect(plan.changes[1].origin.file == "in.xliff")
    }

    @Test func whatCannotBeImportedIsReportedAtTheImportedLine() throws {
        let plan = try plan([
            string("demo.intro.titel", "en", .format("Hi"), line: 10),
            string("demo.intro.streak", "ja", .plural(PluralVariations([.zero: "%1$lld日なし"])), line: 11),
            string("demo.ask.title", "en", .format("Allow it"), line: 12),
            string("demo.photo.title", "en", .format("Allow all photos"), line: 13),
            string("demo.intro.title", "ko", .format("안녕하세요"), state: .needsReview, line: 14),
            string("demo.intro.title", "ja", .format("やあ"), source: .format("안녕"), line: 15),
            string("demo.intro.title", "fr", .format("Salut"), line: 16),
            string("demo.intro.streak", "en", .format("100% %1$lld"), line: 17),
        ])
        #expect(plan.changes.isEmpty)
        let found = plan.diagnostics.map { "\($0.range?.start.line ?? 0) \($0.rule.rawValue)" }
        #expect(found == [
            "10 import.unknown-key", "11 import.plural-categories", "12 import.placeholders", "13 import.derived",
            "14 import.state", "15 import.source-changed", "16 import.locale", "17 import.format",
        ])
        #expect(plan.diagnostics[0].message.contains("did you mean `demo.intro.title`"))
        #expect(plan.reviews.isEmpty)
    }

    /// A translation's state comes in with its text and lands in the locale's review record; a
    /// translated text ends its line; the source locale has no record.
    @Test func statesComeInAsReviewStates() throws {
        let plan = try plan([
            string("demo.intro.title", "en", .format("Hey"), state: .needsReview),
            string("demo.intro.title", "ja", .format("こんにちは"), state: .new),
            string("demo.ask.title", "en", .format("Allow %1$@"), state: .stale),
            string("demo.photo.title", "en", .format("Allow photos"), state: .translated),
            string("demo.intro.title", "ko", .format("안녕하세요"), state: .new),
        ])
        #expect(plan.changes.map(\.key) == ["demo.intro.title"])
        #expect(plan.changes.map(\.newText) == ["Hey"])
        #expect(plan.reviews == [
            ImportPlan.ReviewChange(deck: "demo", locale: "en", key: "demo.ask.title", state: .stale),
            ImportPlan.ReviewChange(deck: "demo", locale: "en", key: "demo.intro.title", state: .needsReview),
            ImportPlan.ReviewChange(deck: "demo", locale: "ja", key: "demo.intro.title", state: .new),
        ])
        // A source marked new is Xcode's extraction, nothing to report (needs_review is: above).
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
    }

    /// Xcode writes `one` for Korean; no number ever shows it, so it is left out with a
    /// warning that says so, and the rest of the plural comes in.
    @Test func aCategoryTheLocaleNeverUsesIsLeftOutWithAWarning() throws {
        let plan = try plan([
            string("demo.intro.streak", "ko", .plural(PluralVariations([.one: "%1$lld일째", .other: "%1$lld일째"])), line: 4),
            string("demo.intro.streak", "ja", .plural(PluralVariations([.zero: "なし", .one: "%lld日", .two: "%lld日", .other: "%lld日間"])), line: 9),
        ])
        #expect(plan.changes.map(\.newText) == ["{days, plural, other {#일째}}", "{days, plural, =0 {なし} other {#日間}}"])
        #expect(plan.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(plan.diagnostics.map(\.rule) == [Rules.importPluralCategories.id, Rules.importPluralCategories.id])
        #expect(plan.diagnostics.map { $0.range?.start.line } == [4, 9])
        #expect(plan.diagnostics[0].message.contains("ko never uses the plural category `one`, so that form was left out"))
        #expect(plan.diagnostics[1].message.contains("ja never uses the plural categories `one`, `two`"))
    }

    @Test func twoDifferentTextsForOneMessageAreAConflict() throws {
        let plan = try plan([
            string("demo.intro.title", "en", .format("Hi"), line: 3),
            string("demo.intro.title", "en", .format("Hey"), line: 9),
        ])
        #expect(plan.changes.isEmpty)
        #expect(plan.diagnostics.map(\.rule) == [Rules.importConflict.id])
        #expect(plan.diagnostics.first?.range?.start.line == 9)
    }

    /// The texts are written and checked on every core, but duplicates and conflicts are decided
    /// in the strings' order, and the plan is the one a serial pass makes.
    @Test func duplicatesAndConflictsAreDecidedInTheStringsOrder() throws {
        let strings = [
            string("demo.intro.title", "ja", .format("やあ"), line: 1),
            string("demo.intro.streak", "en", .plural(PluralVariations([.one: "%1$lld day!", .other: "%1$lld days!"])), line: 2),
            string("demo.intro.title", "ja", .format("やあ"), line: 3),
            string("demo.intro.title", "ja", .format("よう"), line: 4),
            string("demo.intro.title", "ja", .format("おす"), line: 5),
            string("demo.ask.title", "en", .format("Allow %1$@"), source: .format("%1$@ 허용"), line: 6),
            string("demo.ask.title", "en", .format("Allow %1$@"), source: .format("%1$@ 허용"), line: 7),
            string("demo.intro.streak", "ko", .plural(PluralVariations([.one: "%1$lld일", .other: "%1$lld일"])), line: 8),
        ]
        let plan = try plan(strings)
        #expect(plan.changes.map(\.key) == ["demo.intro.streak", "demo.intro.streak"])
        #expect(plan.changes.map(\.locale) == ["ko", "en"])
        #expect(plan.changes.map(\.origin.start.line) == [8, 2])
        #expect(plan.unchanged == 1)
        #expect(plan.diagnostics.map { "\($0.range?.start.line ?? 0) \($0.rule.rawValue) \($0.severity)" } == ["4 import.conflict error", "8 import.plural-categories warning"])

        let serial = try Parallel.$serial.withValue(true) { try self.plan(strings) }
        #expect(serial.changes == plan.changes)
        #expect(serial.unchanged == plan.unchanged)
        #expect(serial.diagnostics == plan.diagnostics)
    }
}
