import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// An app's tables adopted into a new project and built: what the build's tables say, read back,
/// key by key and locale by locale, to compare with what the app's tables said.
struct AdoptRoundTrip {
    /// One string of an app's table.
    struct AppString: Hashable {
        var table: String
        var key: String
        var locale: String
        var text: TableText
    }

    let project: TestProject

    /// A project of en (source) and ja, with no deck yet.
    static func emptyProject(locales: [String] = ["en", "ja"]) throws -> AdoptRoundTrip {
        var files = [
            "copydeck.yml": "version: 1\nsourceLocale: \(locales[0])\nlocales: [\(locales.joined(separator: ", "))]\ndecks:\n  other: {}\n",
            "content/other/screens.yml": "screens:\n  intro:\n    kind: page\n    fields:\n      title: title\n",
        ]
        let hello = ["en": "Hi", "ja": "やあ", "ko": "안녕", "fr": "Salut", "de": "Hallo"]
        for locale in locales { files["locales/\(locale)/other.yml"] = "intro:\n  title: \(hello[locale] ?? "Hi \(locale)")\n" }
        return AdoptRoundTrip(project: try TestProject(files))
    }

    /// `files` (path under the app folder → bytes) adopted into deck `app`.
    func adopt(_ files: [(path: String, data: Data)], keys: String? = nil, check: Bool = false, allOrNothing: Bool = false) throws -> AdoptResult {
        let app = project.root.appendingPathComponent("app-tables")
        var inputs: [ImportInput] = []
        for (path, data) in files {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            let (format, locale) = try ImportInput.format(of: url.path).get()
            inputs.append(ImportInput(path: url.path, data: data, format: format, locale: locale))
        }
        return try project.driver.adopt(inputs, deck: "app", keys: keys, check: check, allOrNothing: allOrNothing)
    }

    /// The project built with its baseline; the build's tables of deck `app`, read back.
    func built() throws -> (apple: [AppString], android: [AppString], diagnostics: [Diagnostic]) {
        let baselineURL = project.root.appendingPathComponent(Baseline.projectFileName)
        let baseline = try? Baseline.decode(Data(contentsOf: baselineURL))
        let output = project.root.appendingPathComponent("build")
        let result = try project.driver.build(output: output, baseline: baseline)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "the build failed: \(errors.map { "\($0.range.map { "\($0)" } ?? ""): \($0.message) [\($0.rule)]" })")
        let apple = output.appendingPathComponent("app/apple")
        var strings: [AppString] = []
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: apple.path).sorted() where name.hasSuffix(".lproj") {
            let locale = String(name.dropLast(6))
            for file in try manager.contentsOfDirectory(atPath: apple.appendingPathComponent(name).path).sorted() {
                let url = apple.appendingPathComponent(name).appendingPathComponent(file)
                let table = url.deletingPathExtension().lastPathComponent
                guard table != "InfoPlist" else { continue }
                let data = try Data(contentsOf: url)
                let read = url.pathExtension == "strings"
                    ? StringsFileReader.read(data, path: url.path, locale: locale)
                    : StringsDictReader.read(data, path: url.path, locale: locale)
                #expect(read.diagnostics.isEmpty, "\(url.path): \(read.diagnostics)")
                strings += read.strings.map { AppString(table: table, key: $0.key, locale: locale, text: $0.text) }
            }
        }
        var android: [AppString] = []
        let res = output.appendingPathComponent("app/android")
        for folder in (try? manager.contentsOfDirectory(atPath: res.path))?.sorted() ?? [] {
            let url = res.appendingPathComponent(folder).appendingPathComponent("strings.xml")
            guard case .locale(let locale) = AndroidLocaleQualifier.folder(folder) else {
                if folder == "values" {
                    let read = AndroidResourcesReader.read(try Data(contentsOf: url), path: url.path, locale: "en")
                    android += read.strings.map { AppString(table: "Localizable", key: $0.key, locale: "en", text: $0.text) }
                }
                continue
            }
            let read = AndroidResourcesReader.read(try Data(contentsOf: url), path: url.path, locale: locale)
            android += read.strings.map { AppString(table: "Localizable", key: $0.key, locale: locale, text: $0.text) }
        }
        return (strings, android, result.diagnostics)
    }

    /// Each expected string found in `found` with the same meaning (plural forms its locale
    /// never uses left out, as the build writes only the locale's categories).
    static func expectSame(_ expected: [AppString], in found: [AppString], _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var byPlace: [String: TableText] = [:]
        for string in found { byPlace["\(string.table)\u{0}\(string.key)\u{0}\(string.locale)"] = string.text }
        for string in expected {
            let kept = string.text.leavingOutUnusedCategories(PluralRules(locale: string.locale)).text
            guard let back = byPlace["\(string.table)\u{0}\(string.key)\u{0}\(string.locale)"] else {
                Issue.record("\(what): \(string.table) \(string.key.debugDescription) (\(string.locale)) is not in the build's tables", sourceLocation: sourceLocation)
                continue
            }
            #expect(Adopter.sameMeaning(back, kept, hasArguments: AdoptedArguments.isFormat(Self.representative(kept))) || back == kept,
                    "\(what): \(string.key.debugDescription) (\(string.locale)): \(kept) came back as \(back)", sourceLocation: sourceLocation)
        }
    }

    private static func representative(_ text: TableText) -> String {
        switch text {
        case .format(let format): format
        case .plural(let variations): variations[.other] ?? ""
        case .substitutions(let format, _): format
        case .devices(let devices): devices["other"].map(representative) ?? ""
        }
    }
}
