import CopydeckCompiler
import CopydeckKit
import Foundation

/// Issue 32's figure: `copydeck adopt` of a 2 MB String Catalog of 19 locales (the size of the
/// 733-key catalog the issue tried, in 19 languages), into a project of ko, ja and en (16 locales
/// left out, as a team adopting its onboarding copy does) and into one of all 19. Measured with
/// `check: true`: everything adopt does (read, plan, every text written as ICU and converted
/// back, the files made, the project staged and linted twice for the baseline) but the final
/// rename of the files into place.
enum AdoptBenchmarks {
    static let locales = ["en", "ko", "ja", "de", "fr", "es", "it", "pt-BR", "nl", "sv", "da", "fi", "nb", "pl", "cs", "ru", "tr", "zh-Hans", "zh-Hant"]

    /// The catalog: `keys` keys, each in every locale, one in ten a plural, one in ten with
    /// arguments, Xcode 26's layout (Copydeck's writer, which writes it byte for byte).
    static func catalog(keys: Int) -> Data {
        var entries: [TableEntry] = []
        for index in 0..<keys {
            let key = index % 7 == 0 ? "Delete %@? (\(index))" : "onboarding.step\(index / 10).item\(index % 10)"
            let localizations = locales.map { locale -> TableLocalization in
                let word = "\(locale) text of item \(index), long enough to be a real sentence of copy"
                let text: TableText
                switch index % 10 {
                case 0: text = .plural(PluralVariations([.one: "%lld \(word)", .other: "%lld \(word)s"]))
                case 1: text = .format("\(word): %1$@ and %2$lld")
                default: text = index % 7 == 0 ? .format("\(word) %@") : .format(word)
                }
                return TableLocalization(locale: locale, state: .translated, text: text)
            }
            entries.append(TableEntry(key: key, comment: "Comment of item \(index).", localizations: localizations))
        }
        return XCStringsWriter().write(StringTable(name: "Localizable", sourceLocale: "en", locales: locales, entries: entries))
    }

    static func run() throws -> [String] {
        var keys = 300
        var data = catalog(keys: keys)
        while data.count < 2_000_000 {
            keys += 20
            data = catalog(keys: keys)
        }
        var lines = ["a String Catalog of \(keys) keys in \(locales.count) locales, \(data.count / 1000) kB"]
        for projectLocales in [["en", "ko", "ja"], locales] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-bench-adopt-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data("version: 1\nsourceLocale: en\nlocales: [\(projectLocales.joined(separator: ", "))]\ndecks:\n  other: {}\n".utf8)
                .write(to: root.appendingPathComponent("copydeck.yml"))
            for (path, text) in [("content/other/screens.yml", "screens:\n  intro:\n    kind: page\n    fields:\n      title: title\n")]
                + projectLocales.map({ ("locales/\($0)/other.yml", "intro:\n  title: Hello (\($0))\n") }) {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let driver = CompilerDriver(directory: ProjectDirectory(root: root))
            let input = ImportInput(path: "Localizable.xcstrings", data: data, format: .xcstrings)
            let measured = try Measurement("adopt into a project of \(projectLocales.count) locales (--check)") {
                let result = try driver.adopt([input], deck: "app", check: true)
                if result.summary.errors > 0 || result.plan.messages.count != keys {
                    FileHandle.standardError.write(Data("adopted \(result.plan.messages.count) of \(keys): \(result.diagnostics.filter { $0.severity == .error }.prefix(3).map { "\($0.range.map { "\($0)" } ?? "") \($0.message)" })\n".utf8))
                }
                precondition(result.summary.errors == 0 && result.plan.messages.count == keys,
                             "every key adopted: \(result.plan.messages.count) of \(keys), \(result.diagnostics.prefix(2).map(\.message))")
                return result
            }
            lines.append(measured.line + " (target < 500 ms)")
        }
        return lines
    }
}
