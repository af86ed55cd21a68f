import CopydeckKit
import Foundation
@testable import CopydeckCompiler

/// Tables and oracles the XLIFF tests share.
enum XLIFFFixtures {
    /// OASIS XLIFF 1.2 strict, vendored in Tests/Fixtures/xliff (its xml.xsd import made local).
    static let schema: XMLSchemaValidator? = try? XMLSchemaValidator(
        schemaAt: PackagePaths.fixtures.appendingPathComponent("xliff/xliff-core-1.2-strict.xsd").path)

    static func plural(_ forms: [PluralCategory: String]) -> TableText { .plural(PluralVariations(forms)) }

    static func entry(_ key: String, _ comment: String?, _ localizations: [(String, TableState, TableText)]) -> TableEntry {
        TableEntry(key: key, comment: comment, localizations: localizations.map { TableLocalization(locale: $0.0, state: $0.1, text: $0.2) })
    }

    /// A deck's two tables with every shape: formats, a plural (ko `other` only, en `one`
    /// `other`), substitutions, every state, and texts that need escaping.
    static let deck: [StringTable] = [
        StringTable(name: "Localizable", sourceLocale: "ko", locales: ["ko", "ja", "en"], entries: [
            entry("wander.intro.title", "Title of the first screen. Up to 30 characters.", [
                ("ko", .translated, .format("사진으로 여행을 기록해요")),
                ("ja", .translated, .format("写真で旅を記録")),
                ("en", .translated, .format("Keep your trips in photos")),
            ]),
            entry("wander.intro.body", "Body. %1$@ is the user's name.", [
                ("ko", .translated, .format("%1$@님, \"지도\" & <사진>을 함께 ]]> 봐요\n두 번째 줄\t탭")),
                ("ja", .needsReview, .format("%1$@さん、「地図」& <写真>")),
                ("en", .translated, .format("%1$@, see \"maps\" & <photos> ]]> together\nsecond line\ttab")),
            ]),
            entry("wander.photos.count", "Number of photos.", [
                ("ko", .translated, plural([.other: "사진 %lld장"])),
                ("ja", .translated, plural([.other: "写真%lld枚"])),
                ("en", .translated, plural([.one: "%lld photo", .other: "%lld photos"])),
            ]),
            entry("wander.trip.summary", "Trip summary: days and photos.", [
                ("ko", .translated, .substitutions(format: "%1$#@days@ 동안 %2$#@photos@", [
                    TableSubstitution(name: "days", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.other: "%1$lld일"])),
                    TableSubstitution(name: "photos", argumentNumber: 2, formatSpecifier: "lld", variations: PluralVariations([.other: "사진 %2$lld장"])),
                ])),
                ("ja", .new, .format("")),
                ("en", .translated, .substitutions(format: "%2$#@photos@ in %1$#@days@", [
                    TableSubstitution(name: "photos", argumentNumber: 2, formatSpecifier: "lld", variations: PluralVariations([.one: "%2$lld photo", .other: "%2$lld photos"])),
                    TableSubstitution(name: "days", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.one: "%1$lld day", .other: "%1$lld days"])),
                ])),
            ]),
            entry("wander.legacy.hint", nil, [
                ("ko", .translated, .format("예전 안내")),
                ("ja", .stale, .format("古い案内")),
                ("en", .new, .format("예전 안내")),
            ]),
        ]),
        StringTable(name: "InfoPlist", sourceLocale: "ko", locales: ["ko", "ja", "en"], entries: [
            entry("NSPhotoLibraryUsageDescription", "Why the app asks for photos.", [
                ("ko", .translated, .format("여행 사진을 지도에 올리려면 사진 접근이 필요해요.")),
                ("ja", .translated, .format("旅の写真を地図に載せるために写真へのアクセスが必要です。")),
                ("en", .translated, .format("Wander needs your photos to put your trips on the map.")),
            ]),
        ]),
    ]
}
