import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// What Android resources cannot say is reported with the key, its locale and its place, and is
/// left out rather than written wrong.
@Suite struct AndroidResourcesDiagnosticsTests {
    typealias F = AndroidTableFixtures

    /// Every diagnostic points where the locator says the key's text is.
    private func write(_ table: StringTable) -> (files: [(path: String, data: Data)], diagnostics: [Diagnostic]) {
        AndroidResourcesWriter().write(table) { key, locale in
            SourceRange(file: "locales/\(locale)/deck.yml", start: SourceLocation(line: key.map { $0.count } ?? 99, column: 1))
        }
    }

    private func names(in files: [(path: String, data: Data)], _ path: String = "values/strings.xml") -> [String] {
        let text = F.file(files, path) ?? ""
        return text.components(separatedBy: "name=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    @Test func keysThatMeetInOneNameAreReportedAndTheSecondIsLeftOut() {
        let table = F.table([
            F.entry("intro.next_step", [("en", .format("Next")), ("ko", .format("다음"))]),
            F.entry("intro_next.step", [("en", .format("Step")), ("ko", .format("단계"))]),
            // A plural of the same name is R.plurals, not R.string: no collision.
            F.entry("intro.next.step", [("en", F.plural([.one: "one", .other: "other"]))]),
            F.entry("intro.2nd", [("en", .format("Second"))]),
        ], locales: ["en", "ko"])
        let (files, diagnostics) = write(table)
        #expect(names(in: files) == ["intro_next_step", "intro_next_step", "intro_2nd"])
        #expect(names(in: files, "values-ko/strings.xml") == ["intro_next_step"])
        #expect(F.file(files, "values/strings.xml")?.contains("Step<") == false)
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidName.id])
        let diagnostic = diagnostics[0]
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("`intro_next.step` and `intro.next_step`"))
        #expect(diagnostic.range == SourceRange(file: "locales/en/deck.yml", start: SourceLocation(line: 15, column: 1)))
    }

    @Test func keysThatCannotBeNamesAreReported() {
        let table = F.table([
            F.entry("사진.title", [("en", .format("Photo"))]),
            F.entry("1st.title", [("en", .format("First"))]),
            F.entry("ok.title", [("en", .format("OK"))]),
        ], locales: ["en"])
        let (files, diagnostics) = write(table)
        #expect(names(in: files) == ["ok_title"])
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidName.id, Rules.exportAndroidName.id])
        #expect(diagnostics[0].message.contains("`사진.title`"))
        #expect(diagnostics[1].message.contains("starts with a digit"))
    }

    @Test func zeroFormsAreLeftOutWhereCLDRHasNoZero() throws {
        let table = F.table([
            F.entry("p.count", [
                ("en", F.plural([.zero: "None", .one: "%lld item", .other: "%lld items"])),
                ("ja", F.plural([.zero: "なし", .other: "%lld件"])),
                ("ar", F.plural([.zero: "لا شيء", .one: "عنصر", .two: "عنصران", .few: "%lld عناصر", .many: "%lld عنصرًا", .other: "%lld عنصر"])),
                // CopydeckKit has no rules for Latvian: every form is written, Android chooses.
                ("lv", F.plural([.zero: "%lld vienību", .one: "%lld vienība", .other: "%lld vienības"])),
            ]),
        ], locales: ["en", "ja", "ar", "lv"])
        let (files, diagnostics) = write(table)
        for path in ["values/strings.xml", "values-ja/strings.xml"] {
            #expect(F.file(files, path)?.contains("quantity=\"zero\"") == false, "\(path)")
        }
        // Arabic's CLDR rules have `zero`: it stays.
        #expect(F.file(files, "values-ar/strings.xml")?.contains("<item quantity=\"zero\">لا شيء</item>") == true)
        #expect(F.file(files, "values-lv/strings.xml")?.contains("<item quantity=\"zero\">%1$d vienību</item>") == true)
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidZero.id, Rules.exportAndroidZero.id])
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("`p.count`") })
        #expect(diagnostics.map { $0.range?.file } == ["locales/en/deck.yml", "locales/ja/deck.yml"])
    }

    @Test func categoriesALanguageLacksAreLeftOutAndReported() {
        let table = F.table([F.entry("p.count", [("en", F.plural([.few: "few", .other: "other"]))])], locales: ["en"])
        let (files, diagnostics) = write(table)
        #expect(F.file(files, "values/strings.xml")?.contains("quantity=\"few\"") == false)
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidPlurals.id])
    }

    static let twoPlurals = TableText.substitutions(format: "%#@files@ in %#@folders@", [
        TableSubstitution(name: "files", argumentNumber: 1, formatSpecifier: "lld",
                          variations: PluralVariations([.one: "%arg file", .other: "%arg files"])),
        TableSubstitution(name: "folders", argumentNumber: 2, formatSpecifier: "lld",
                          variations: PluralVariations([.one: "%arg folder", .other: "%arg folders"])),
    ])

    @Test func twoVaryingPluralsCannotBeOnePluralsResource() {
        let koreanTwo = TableText.substitutions(format: "%2$#@folders@에 %1$#@files@", [
            TableSubstitution(name: "files", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.other: "파일 %arg개"])),
            TableSubstitution(name: "folders", argumentNumber: 2, formatSpecifier: "lld", variations: PluralVariations([.other: "폴더 %arg개"])),
        ])
        // The source cannot say it: the key is left out everywhere.
        let source = write(F.table([F.entry("p.summary", [("en", Self.twoPlurals), ("ko", koreanTwo)])], locales: ["en", "ko"]))
        #expect(names(in: source.files).isEmpty)
        #expect(names(in: source.files, "values-ko/strings.xml").isEmpty)
        #expect(source.diagnostics.map(\.rule) == [Rules.exportAndroidPlurals.id])
        #expect(source.diagnostics[0].message.contains("`files`, `folders`"))
        #expect(source.diagnostics[0].message.contains("the key is left out"))

        // Korean has only `other`: both substitutions are plain text there, so ko as the source
        // is one `other` item, and en (two varying plurals) is left out with a diagnostic.
        let korean = write(F.table([F.entry("p.summary", [("ko", koreanTwo), ("en", Self.twoPlurals)])], locales: ["ko", "en"]))
        #expect(F.file(korean.files, "values/strings.xml")?.contains("<item quantity=\"other\">폴더 %2$d개에 파일 %1$d개</item>") == true)
        #expect(names(in: korean.files, "values-en/strings.xml").isEmpty)
        #expect(korean.diagnostics.map(\.rule) == [Rules.exportAndroidPlurals.id])
        #expect(korean.diagnostics[0].range?.file == "locales/en/deck.yml")
    }

    @Test func aTranslationThatVariesWithAnotherArgumentIsLeftOut() {
        func text(_ varying: String) -> TableText {
            .substitutions(format: "%#@files@ / %#@folders@", ["files", "folders"].enumerated().map { index, name in
                TableSubstitution(name: name, argumentNumber: index + 1, formatSpecifier: "lld",
                                  variations: PluralVariations(name == varying ? [.one: "one \(name)", .other: "%arg \(name)"] : [.other: "%arg \(name)"]))
            })
        }
        let (files, diagnostics) = write(F.table([F.entry("p.mixed", [("en", text("files")), ("de", text("folders"))])], locales: ["en", "de"]))
        #expect(F.file(files, "values/strings.xml")?.contains("<item quantity=\"one\">one files / %2$d folders</item>") == true)
        #expect(names(in: files, "values-de/strings.xml").isEmpty)
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidPlurals.id])
        #expect(diagnostics[0].message.contains("varies with `folders` where the en text varies with `files`"))
    }

    @Test func aPluralWithoutOtherIsLeftOut() {
        let (files, diagnostics) = write(F.table([
            F.entry("p.a", [("en", .format("%lld items")), ("ko", F.plural([.zero: "없음"]))]),
        ], locales: ["en", "ko"]))
        // ko's plural makes the key a <plurals>; en's format is its `other`.
        #expect(F.file(files, "values/strings.xml")?.contains("<item quantity=\"other\">%1$d items</item>") == true)
        #expect(names(in: files, "values-ko/strings.xml").isEmpty)
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidPlurals.id])
    }

    @Test func aKeyWithoutSourceTextIsLeftOut() {
        let (files, diagnostics) = write(F.table([F.entry("a.b", [("ko", .format("번역만"))])], locales: ["en", "ko"]))
        #expect(names(in: files).isEmpty)
        #expect(names(in: files, "values-ko/strings.xml").isEmpty)
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidDefault.id])
    }

    @Test func newTranslationsAreLeftOutButNewSourceTextIsWritten() {
        let table = F.table([F.entry("a.b", [("en", .format("Hello")), ("ko", .format("Hello")), ("ja", .format("こんにちは"))], state: .new)])
        let (files, diagnostics) = write(table)
        #expect(names(in: files) == ["a_b"])
        #expect(names(in: files, "values-ko/strings.xml").isEmpty)
        #expect(names(in: files, "values-ja/strings.xml").isEmpty)
        #expect(diagnostics.isEmpty)
        var reviewed = table
        reviewed.entries[0].localizations[2].state = .needsReview
        reviewed.entries[0].localizations[2].isFallback = false
        #expect(names(in: write(reviewed).files, "values-ja/strings.xml") == ["a_b"])
        // A draft of ja's own (new in its review record) is ja's text, not a fallback.
        var draft = table
        draft.entries[0].localizations[2].isFallback = false
        #expect(names(in: write(draft).files, "values-ja/strings.xml") == ["a_b"])
    }

    @Test func localesWithoutQualifierAreReported() {
        let table = F.table([F.entry("a.b", [("en", .format("Hi")), ("en-u-ca-buddhist", .format("Hi")), ("en_GB", .format("Hi")), ("en-GB", .format("Hi"))])],
                            locales: ["en", "en-u-ca-buddhist", "en_GB", "en-GB"])
        let (files, diagnostics) = write(table)
        #expect(files.map(\.path) == ["values/strings.xml", "values-en-rGB/strings.xml"])
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidLocale.id, Rules.exportAndroidLocale.id])
        #expect(diagnostics.map { $0.range?.start.line } == [99, 99])
        #expect(diagnostics[1].message.contains("`en-GB` is `values-en-rGB` like `en_GB`"))
    }

    @Test func unsupportedSpecifiersAreReportedAndWrittenAsPercents() {
        let (files, diagnostics) = write(F.table([F.entry("a.b", [("en", .format("%1$@ at %p"))])], locales: ["en"]))
        #expect(F.file(files, "values/strings.xml")?.contains(">%1$s at %%p<") == true)
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidFormat.id])
        #expect(diagnostics[0].message.contains("`%p`"))
    }
}
