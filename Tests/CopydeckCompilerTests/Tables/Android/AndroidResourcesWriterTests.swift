import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// The writer's exact bytes, its decisions and its diagnostics, without aapt2 (the aapt2 suite
/// checks that these bytes mean the intended texts).
@Suite struct AndroidResourcesWriterTests {
    typealias F = AndroidTableFixtures

    static let sample = F.table([
        F.entry("wander.intro.title", comment: "Title of the first page -- keep it short", [
            ("en", .format("It's your map")), ("ko", .format("사진이 지도가 돼요")), ("ja", .format("写真が地図に")),
        ]),
        F.entry("wander.intro.count", comment: "n: number of photos", [
            ("en", F.plural([.zero: "No photos", .one: "%lld photo", .other: "%lld photos"])),
            ("ko", F.plural([.other: "사진 %lld장"])),
            ("ja", F.plural([.other: "写真%lld枚"])),
        ]),
        F.entry("wander.intro.greeting", [
            ("en", .format("%1$@, welcome")), ("ko", .format("%1$@님, 환영해요")), ("ja", .format("")),
        ]),
        F.entry("wander.intro.sale", [("en", .format("50%% off")), ("ko", .format("50%% 할인")), ("ja", .format("50%%オフ"))]),
    ])

    @Test func writesEachLocaleInTableOrderWithCommentsAndPlurals() throws {
        var table = Self.sample
        table.entries[2].localizations[2].state = .new
        table.entries[2].localizations[2].isFallback = true
        let (files, diagnostics) = AndroidResourcesWriter().write(table)
        #expect(files.map(\.path) == ["values/strings.xml", "values-ko/strings.xml", "values-ja/strings.xml"])
        #expect(F.file(files, "values/strings.xml") == """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:tools="http://schemas.android.com/tools" tools:locale="en">
                <!-- Title of the first page - - keep it short -->
                <string name="wander_intro_title">It\\'s your map</string>
                <!-- n: number of photos -->
                <plurals name="wander_intro_count">
                    <item quantity="one">%1$d photo</item>
                    <item quantity="other">%1$d photos</item>
                </plurals>
                <string name="wander_intro_greeting">%1$s, welcome</string>
                <string name="wander_intro_sale" formatted="false">50% off</string>
            </resources>

            """)
        #expect(F.file(files, "values-ko/strings.xml") == """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <!-- Title of the first page - - keep it short -->
                <string name="wander_intro_title">사진이 지도가 돼요</string>
                <!-- n: number of photos -->
                <plurals name="wander_intro_count">
                    <item quantity="other">사진 %1$d장</item>
                </plurals>
                <string name="wander_intro_greeting">%1$s님, 환영해요</string>
                <string name="wander_intro_sale" formatted="false">50% 할인</string>
            </resources>

            """)
        // ja's greeting is `new`: left out, so Android falls back to values/.
        #expect(F.file(files, "values-ja/strings.xml")?.contains("wander_intro_greeting") == false)
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidZero.id])
        #expect(diagnostics.first?.message.contains("wander.intro.count") == true)
        #expect(diagnostics.first?.severity == .warning)
    }

    /// Same table, same bytes: nothing in the output follows a dictionary's or set's order (the
    /// plural forms below are inserted in opposite orders; hash seeds differ per process, and the
    /// golden above pins the bytes across processes).
    @Test func sameTableGivesSameBytes() {
        func table(reversed: Bool) -> StringTable {
            var entries: [TableEntry] = []
            for index in 0..<200 {
                let forms: [(PluralCategory, String)] = [(.zero, "none"), (.one, "%lld one"), (.two, "two"), (.few, "few"), (.many, "many"), (.other, "%lld other")]
                var variations = PluralVariations([:])
                for (category, text) in reversed ? forms.reversed() : forms { variations[category] = "\(text) \(index)" }
                entries.append(F.entry("d.k\(index)", comment: "n \(index)", [
                    ("en", .plural(variations)), ("ar", .plural(variations)), ("ko", .format("텍스트 %1$@ \(index)")),
                ]))
            }
            return F.table(entries, locales: ["en", "ar", "ko"])
        }
        let first = AndroidResourcesWriter().write(table(reversed: false))
        let second = AndroidResourcesWriter().write(table(reversed: true))
        #expect(first.files.map(\.path) == second.files.map(\.path))
        #expect(first.files.map(\.data) == second.files.map(\.data))
        #expect(first.diagnostics == second.diagnostics)
        #expect(!first.diagnostics.isEmpty)
        let again = AndroidResourcesWriter().write(Self.sample)
        #expect(again.files.map(\.data) == AndroidResourcesWriter().write(Self.sample).files.map(\.data))
    }
}
