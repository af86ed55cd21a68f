import CopydeckCompiler
import Foundation

/// Issue 43's figure: `copydeck adopt` of 6,000 Android resources in three locales (`values`,
/// `values-ja`, `values-ko`), written as apps write them: one in ten a `<plurals>` (half of
/// them with the count passed apart, `%1$s … %2$d`), one in ten with Java's flags (`%,d`,
/// `%-5s`), one in twenty HTML held as text (CDATA), one in twenty a `<string-array>` of three
/// items, one in twenty-five `translatable="false"`, one in fifty a reference. Measured with
/// `check: true`, as the String Catalog figure is: read, plan, every text written as ICU and
/// converted back, the files made and the project linted twice for the baseline, all but the
/// final renames.
enum AdoptAndroidBenchmarks {
    static let resources = 6_000

    static func file(locale: String) -> Data {
        let word = ["en": "Your photos are ready to share", "ja": "写真を共有する準備ができました", "ko": "사진을 공유할 준비가 되었어요"][locale]!
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:tools=\"http://schemas.android.com/tools\">\n"
        for index in 0..<resources {
            let name = "screen\(index / 20)_item\(index % 20)"
            switch index % 100 {
            case 0, 10, 20, 30, 40:
                text += "    <plurals name=\"\(name)\">\n        <item quantity=\"one\">%d \(word) \(index)</item>\n        <item quantity=\"other\">%d \(word) \(index)</item>\n    </plurals>\n"
            case 50, 60, 70, 80, 90:
                text += "    <plurals name=\"\(name)\">\n        <item quantity=\"one\">%1$s: %2$d \(word)</item>\n        <item quantity=\"other\">%1$s: %2$d \(word)</item>\n    </plurals>\n"
            case 1, 11, 21, 31, 41, 51, 61, 71, 81, 91:
                text += "    <string name=\"\(name)\">%1$,d · %2$-5s \(word) \(index)</string>\n"
            case 2, 22, 42, 62, 82:
                text += "    <string name=\"\(name)\"><![CDATA[<b>\(word)</b><br/>%1$s \(index)]]></string>\n"
            case 3, 23, 43, 63, 83:
                text += "    <string-array name=\"\(name)\">\n        <item>\(word) A</item>\n        <item>\(word) B</item>\n        <item>\(word) C</item>\n    </string-array>\n"
            case 4, 29, 54, 79:
                if locale == "en" { text += "    <string name=\"\(name)\" translatable=\"false\">https://example.org/\(index)</string>\n" }
            case 5, 55:
                if locale == "en" { text += "    <string name=\"\(name)\">@string/screen0_item6</string>\n" }
            default:
                text += "    <!-- item \(index) -->\n    <string name=\"\(name)\">\(word) (\(index))</string>\n"
            }
        }
        return Data((text + "</resources>\n").utf8)
    }

    static func run() throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-bench-adopt-android-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("version: 1\nsourceLocale: en\nlocales: [en, ja, ko]\ndecks:\n  other: {}\n".utf8).write(to: root.appendingPathComponent("copydeck.yml"))
        for (path, text) in [("content/other/screens.yml", "screens:\n  intro:\n    kind: page\n    fields:\n      title: title\n")]
            + ["en", "ja", "ko"].map({ ("locales/\($0)/other.yml", "intro:\n  title: Hello (\($0))\n") }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let inputs = [("values", "en"), ("values-ja", "ja"), ("values-ko", "ko")].map { folder, locale in
            ImportInput(path: "res/\(folder)/strings.xml", data: file(locale: locale), format: .android, locale: locale == "en" ? nil : locale)
        }
        let bytes = inputs.reduce(0) { $0 + $1.data.count }
        let driver = CompilerDriver(directory: ProjectDirectory(root: root))
        let measured = try Measurement("adopt \(resources) Android resources in en, ja, ko (--check)") {
            let result = try driver.adopt(inputs, deck: "app", check: true)
            precondition(result.leftOut.isEmpty && result.summary.errors == 0,
                         "nothing left out: \(result.leftOut.prefix(3).map(\.message)) \(result.diagnostics.filter { $0.severity == .error }.prefix(3).map(\.message))")
            return result
        }
        return ["\(resources) resources per locale, \(bytes / 1000) kB in three files", measured.line + " (target < 500 ms)"]
    }
}
