import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// Android tables as apps write them, adopted and built, then judged by aapt2: the app's files
/// and the built ones compile to the same value for every resource, in every language.
@Suite(.enabled(if: AAPT2Oracle.isAvailable, AAPT2Oracle.missingReason))
struct AdoptAndroidAAPT2Tests {
    static let values = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:tools="http://schemas.android.com/tools">
            <string name="app_name" translatable="false">Wander</string>
            <!-- shown on the about page -->
            <string name="about"><![CDATA[<i>%1$s</i> is made by <b>us</b><br/><br/>Thanks]]></string>
            <string name="save_hint">Tap &lt;b&gt;Save&lt;/b&gt; to keep it</string>
            <string name="styled">Tap <b>Allow</b> to go on</string>
            <string name="steps">%,d steps today</string>
            <string name="padded">%1$-8s|%2$08.3f</string>
            <string name="lint" tools:ignore="MissingTranslation">Lint</string>
            <plurals name="photos">
                <item quantity="one">%d photo</item>
                <item quantity="other">%d photos</item>
            </plurals>
            <!-- getQuantityString(id, count, views): the count is passed apart -->
            <plurals name="views">
                <item quantity="one">%s view</item>
                <item quantity="other">%s views</item>
            </plurals>
            <string-array name="sort_orders">
                <item>Newest first</item>
                <item>100% match</item>
            </string-array>
            <string name="hello_again">@string/styled</string>
            <string name="share_url">https://example.org/?r=utm_source%3Dapp%26utm_medium%3Dlink</string>
            <string-array name="menu">
                <item>@string/steps</item>
                <item>Settings</item>
            </string-array>
            <string-array name="theme_values" translatable="false" tools:ignore="UnusedResources">
                <item>light</item>
                <item>dark</item>
            </string-array>
            <plurals name="days_left">
                <item quantity="one">%1$s has %2$d day left</item>
                <item quantity="other">%1$s has %2$d days left</item>
            </plurals>
        </resources>

        """
    static let valuesJa = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="about"><![CDATA[<i>%1$s</i> は <b>私たち</b>が作りました<br/><br/>ありがとう]]></string>
            <string name="save_hint">&lt;b&gt;保存&lt;/b&gt;をタップして残す</string>
            <string name="styled"><b>許可</b>をタップして進む</string>
            <string name="steps">今日は %,d 歩</string>
            <string name="padded">%1$-8s|%2$08.3f</string>
            <plurals name="photos">
                <item quantity="other">写真 %d 枚</item>
            </plurals>
            <plurals name="views">
                <item quantity="other">%s 回表示</item>
            </plurals>
            <string-array name="sort_orders">
                <item>新しい順</item>
                <item>100% 一致</item>
            </string-array>
            <plurals name="days_left">
                <item quantity="other">%1$s の残り %2$d 日</item>
            </plurals>
        </resources>

        """

    @Test func everyResourceCompilesToTheAppsValue() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([("res/values/strings.xml", Data(Self.values.utf8)), ("res/values-ja/strings.xml", Data(Self.valuesJa.utf8))])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        #expect(result.written)
        _ = try trip.built()
        let android = trip.project.root.appendingPathComponent("build/app/android")
        let built = try ["values", "values-ja"].map { folder in
            (path: "\(folder)/strings.xml", data: try Data(contentsOf: android.appendingPathComponent("\(folder)/strings.xml")))
        }
        guard case .linked(let app, _) = try AAPT2Oracle.build([("values/strings.xml", Data(Self.values.utf8)), ("values-ja/strings.xml", Data(Self.valuesJa.utf8))]),
              case .linked(let ours, _) = try AAPT2Oracle.build(built) else {
            Issue.record("aapt2 refused the app's or the built resources")
            return
        }
        var compared = 0
        for (name, byLocale) in app.values.sorted(by: { $0.key < $1.key }) {
            for (locale, value) in byLocale {
                let mine = ours.values[name]?[locale]
                // Numbering made explicit (`%d` → `%1$d`) is the same format to Java.
                #expect(mine?.string == value.string.map(Self.numbered) && mine?.plural == value.plural?.mapValues(Self.numbered)
                        && mine?.array == value.array && mine?.other == value.other
                        && mine?.styled?.text == value.styled?.text && mine?.styled?.spans == value.styled?.spans,
                        "\(name) [\(locale)]: the app's \(value), built \(mine.map { "\($0)" } ?? "nothing")")
                compared += 1
            }
        }
        #expect(compared == 24)
        #expect(app.value("hello_again")?.other == "reference @string/styled")
        #expect(ours.array("menu") == ["reference @string/steps", "Settings"])
        #expect(ours.array("sort_orders", "ja") == ["新しい順", "100% 一致"])
        // The count passed apart is a placeholder of its own, after the items' arguments: Apple's
        // tables name its argument (`%2$#@count@`), Android's items keep theirs (`%1$s`).
        let views = try #require(result.plan.messages.first { $0.key == "views" })
        #expect(views.placeholders.map(\.name) == ["arg1", "count"])
        #expect(views.texts.first?.text == "{count, plural, one {{arg1} view} other {{arg1} views}}")
        if StringsOracle.hasPlutil {
            let plurals = try StringsOracle.json(of: trip.project.root.appendingPathComponent("build/app/apple/en.lproj/Localizable.stringsdict"))
            #expect((plurals["days_left"] as? [String: Any])?["NSStringLocalizedFormatKey"] as? String == "%3$#@count@")
            #expect(((plurals["views"] as? [String: Any])?["count"] as? [String: Any])?["one"] as? String == "%1$@ view")
        }
        // Nothing more: the app's constant is not in values-ja.
        #expect(ours.values.values.reduce(0) { $0 + $1.count } == compared)
        let valuesXML = String(decoding: built[0].data, as: UTF8.self)
        #expect(valuesXML.contains("translatable=\"false\""))
        // Android Studio's `tools:` attributes stay on their resources, in values/ (which
        // declares the namespace), through the deck's `androidTools:`.
        #expect(valuesXML.contains("<string name=\"lint\" tools:ignore=\"MissingTranslation\">Lint</string>"), "\(valuesXML)")
        #expect(valuesXML.contains("<string-array name=\"theme_values\" tools:ignore=\"UnusedResources\" translatable=\"false\">"), "\(valuesXML)")
        let tables = try String(contentsOf: trip.project.root.appendingPathComponent("content/app/tables.yml"), encoding: .utf8)
        #expect(tables.contains("    lint:\n      androidTools:\n        ignore: MissingTranslation\n"), "\(tables)")
    }

    /// `format` with every specifier that has no position given the next one, as Java numbers them.
    static func numbered(_ format: String) -> String {
        var output = "", next = 1
        var scalars = format.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            output.unicodeScalars.append(scalar)
            guard scalar == "%", let following = scalars.next() else { continue }
            if following == "%" || following == "n" || ("1"..."9").contains(following) {
                output.unicodeScalars.append(following)
            } else {
                output += "\(next)$"
                next += 1
                output.unicodeScalars.append(following)
            }
        }
        return output
    }

    /// A translation that holds its tags the other way than its source (styling elements where
    /// the source has HTML as characters) cannot be written back as it was: named and left out.
    @Test func tagsHeldTheOtherWayAreLeftOut() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("res/values/strings.xml", AdoptKeepsGoingTests.android("<string name=\"hint\">Tap &lt;b&gt;Save&lt;/b&gt;</string>\n")),
            ("res/values-ja/strings.xml", AdoptKeepsGoingTests.android("<string name=\"hint\"><b>保存</b>をタップ</string>\n")),
        ])
        #expect(result.leftOut.count == 1)
        #expect(result.leftOut.first?.message.contains("`hint` in ja cannot be held exactly: it holds its tags as Android styling elements") == true)
        #expect(result.plan.messages.first?.markup == .html)
        #expect(result.plan.messages.first?.texts.map(\.locale) == ["en"])
    }
}
