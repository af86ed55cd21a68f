import Foundation
import Testing
@testable import CopydeckCompiler

/// Generated Android tables as apps write them (seeded, so a seed names a whole app): plain
/// strings with escapes and quotes, Java formats with flags, plurals whose count is printed or
/// passed apart, styling spans, HTML held as text (CDATA or escaped), string-arrays,
/// references, constants. Adopted and built, every resource aapt2 compiles from the app's files
/// must compile to the same value from the built ones, in en, ja and ko, and nothing may be
/// left out.
@Suite(.enabled(if: AAPT2Oracle.isAvailable, AAPT2Oracle.missingReason))
struct AdoptAndroidPropertyTests {
    static let words = ["ko": ["사진", "여행", "기록", "친구"], "ja": ["写真", "旅行", "記録", "友だち"], "en": ["photos", "trips", "notes", "friends"]]

    /// One resource's element in `locale`, or nil when the locale leaves it to values/.
    static func element(_ index: Int, kind: Int, locale: String, rng: inout LayoutRNG) -> String? {
        let word = words[locale]![rng.int(0...3)]
        let name = "r\(index)"
        switch kind {
        case 0: return "<string name=\"\(name)\">\(word) \\'\(index)\\' \\\"ok\\\"</string>"
        case 1: return "<string name=\"\(name)\">%1$,d \(word) · %2$-6s</string>"
        case 2: return "<string name=\"\(name)\">%1$s \(word) %2$.2f</string>"
        case 3: return "<plurals name=\"\(name)\">" + (locale == "en" ? "<item quantity=\"one\">%d \(word)</item>" : "") + "<item quantity=\"other\">%d \(word)</item></plurals>"
        case 4: return "<plurals name=\"\(name)\">" + (locale == "en" ? "<item quantity=\"one\">%1$s: \(word)</item>" : "") + "<item quantity=\"other\">%1$s: \(word)</item></plurals>"
        case 5: return "<string name=\"\(name)\">Tap <b>\(word)</b> to <i>go</i></string>"
        case 6: return "<string name=\"\(name)\"><![CDATA[<b>\(word)</b><br/>%1$s]]></string>"
        case 7: return "<string name=\"\(name)\">&lt;i&gt;\(word)&lt;/i&gt; (\(index))</string>"
        case 8: return "<string-array name=\"\(name)\"><item>\(word) A</item><item>100% \(word)</item></string-array>"
        case 9: return locale == "en" ? "<string name=\"\(name)\">@string/r0</string>" : nil
        case 10: return locale == "en" ? "<string name=\"\(name)\" translatable=\"false\">https://example.org/?a=1%26b</string>" : nil
        default: return "<string name=\"\(name)\">\"  \(word)  \"</string>"
        }
    }

    static func files(seed: Int) -> [(path: String, data: Data)] {
        var rng = LayoutRNG(seed: seed)
        let count = rng.int(8...30)
        let kinds = (0..<count).map { $0 == 0 ? 0 : rng.int(0...11) }
        return [("values", "en"), ("values-ja", "ja"), ("values-ko", "ko")].map { folder, locale in
            var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
            for (index, kind) in kinds.enumerated() {
                // A translation is sometimes missing: Android falls back to values/.
                if locale != "en", index > 0, rng.chance(15) { continue }
                if let element = element(index, kind: kind, locale: locale, rng: &rng) { text += "    \(element)\n" }
            }
            return ("res/\(folder)/strings.xml", Data((text + "</resources>\n").utf8))
        }
    }

    @Test(arguments: 0..<12)
    func generatedTablesCompileToTheSameValues(seed: Int) throws {
        let trip = try AdoptRoundTrip.emptyProject(locales: ["en", "ja", "ko"])
        defer { trip.project.remove() }
        let files = Self.files(seed: seed)
        let result = try trip.adopt(files)
        #expect(result.leftOut.isEmpty, "seed \(seed): \(result.leftOut.map(\.message))")
        _ = try trip.built()
        let android = trip.project.root.appendingPathComponent("build/app/android")
        let built = try ["values", "values-ja", "values-ko"].map { folder in
            (path: "\(folder)/strings.xml", data: try Data(contentsOf: android.appendingPathComponent("\(folder)/strings.xml")))
        }
        guard case .linked(let app, _) = try AAPT2Oracle.build(files.map { (String($0.path.dropFirst(4)), $0.data) }),
              case .linked(let ours, _) = try AAPT2Oracle.build(built) else {
            Issue.record("seed \(seed): aapt2 refused the app's or the built resources")
            return
        }
        var compared = 0
        for (name, byLocale) in app.values {
            for (locale, value) in byLocale {
                let mine = ours.values[name]?[locale]
                #expect(mine?.string == value.string.map(AdoptAndroidAAPT2Tests.numbered)
                        && mine?.plural == value.plural?.mapValues(AdoptAndroidAAPT2Tests.numbered)
                        && mine?.array == value.array && mine?.other == value.other
                        && mine?.styled?.text == value.styled?.text && mine?.styled?.spans == value.styled?.spans,
                        "seed \(seed), \(name) [\(locale)]: the app's \(value), built \(mine.map { "\($0)" } ?? "nothing")")
                compared += 1
            }
        }
        #expect(compared > 8)
    }
}
