import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// A `.stringsdict` plural counts its argument with the value type the app passes: an object
/// (`@`, an `NSNumber`, as Damus counts sats) stays an object, never becomes `lld`, which would
/// read an object pointer as an integer.
@Suite struct AdoptStringsDictCountsTests {
    static func table(_ entries: [(key: String, format: String, variable: String, valueType: String, forms: [(String, String)])]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for entry in entries {
            out += "\t<key>\(entry.key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(entry.format)</string>\n"
            out += "\t\t<key>\(entry.variable)</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            out += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(entry.valueType)</string>\n"
            for (category, form) in entry.forms { out += "\t\t\t<key>\(category)</key>\n\t\t\t<string>\(form)</string>\n" }
            out += "\t\t</dict>\n\t</dict>\n"
        }
        return out + "</dict>\n</plist>\n"
    }

    @Test func anObjectCountStaysAnObject() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let en = Self.table([
            ("sats_count", "%1$#@SATS@", "SATS", "@", [("one", "%2$@ sat"), ("other", "%2$@ sats")]),
            ("files", "%#@FILES@", "FILES", "d", [("one", "%d file"), ("other", "%d files")]),
        ])
        let ja = Self.table([
            ("sats_count", "%1$#@SATS@", "SATS", "@", [("other", "%2$@ sats")]),
            ("files", "%#@FILES@", "FILES", "d", [("other", "%d ファイル")]),
        ])
        let result = try trip.adopt([("en.lproj/Localizable.stringsdict", Data(en.utf8)), ("ja.lproj/Localizable.stringsdict", Data(ja.utf8))])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        #expect(result.summary.errors == 0, "\(result.diagnostics)")
        let (apple, _, _) = try trip.built()
        func built(_ key: String, _ locale: String) -> TableText? {
            apple.first { $0.key == key && $0.locale == locale }?.text
        }
        for locale in ["en", "ja"] {
            guard case .substitutions(let format, let substitutions)? = built("sats_count", locale) else {
                Issue.record("sats_count (\(locale)) is \(String(describing: built("sats_count", locale))), not a substitution counted by an object")
                continue
            }
            #expect(format == "%1$#@SATS@")
            #expect(substitutions.map(\.formatSpecifier) == ["@"])
            #expect(substitutions.first?.variations[.other] == "%2$@ sats")
        }
        // An integer count keeps its own conversion too.
        guard case .substitutions(_, let files)? = built("files", "en") else {
            Issue.record("files (en) is \(String(describing: built("files", "en")))")
            return
        }
        #expect(files.map(\.formatSpecifier) == ["d"])
        // plutil reads the built table, with the object count as the app wrote it.
        let url = trip.project.root.appendingPathComponent("build/app/apple/en.lproj/Localizable.stringsdict")
        if StringsOracle.hasPlutil {
            let sats = try StringsOracle.json(of: url)["sats_count"] as? [String: Any]
            let variable = sats?.values.compactMap { $0 as? [String: Any] }.first
            #expect(variable?["NSStringFormatValueTypeKey"] as? String == "@", "\(String(describing: sats))")
        }
    }
}
