import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// Over generated projects (messages with every placeholder kind, plurals with `=0`, quotes,
/// backslashes, `%`, newlines, tabs, edge spaces, emoji, CJK, combining and right-to-left marks):
/// the XLIFF and the String Catalog the build writes, imported back, change no byte of
/// `locales/`; a changed target comes back as exactly that change.
@Suite struct ImportRoundTripPropertyTests {
    static let fields = 4

    /// YAML double-quoted scalar of any text.
    static func yaml(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}":
                output += String(format: "\\u%04X", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// `sameText`: en says what ko says (same placeholders); otherwise each its own message.
    func project(seed: Int, sameText: Bool = true) throws -> (TestProject, [String: String]) {
        var samples = MessageSamples(seed: seed)
        var content = "screens:\n  s:\n    kind: page\n    fields:\n"
        var ko = "s:\n", en = "s:\n"
        var english: [String: String] = [:]
        for index in 0..<Self.fields {
            content += "      f\(index): { surface: body }\n"
            // The same text in both (so both have the same placeholders), Korean particles too.
            let text = samples.message(locale: "en", particles: true)
            ko += "  f\(index): \(Self.yaml(sameText ? text : samples.message(locale: "ko")))\n"
            english["demo.s.f\(index)"] = text
            en += "  f\(index): \(Self.yaml(text))\n"
        }
        let config = "version: 1\nsourceLocale: ko\nlocales: [ko, en]\ndecks:\n  demo: {}\n"
        let project = try TestProject([
            "copydeck.yml": config, "content/demo/screens.yml": content, "locales/ko/demo.yml": ko, "locales/en/demo.yml": en,
        ])
        return (project, english)
    }

    func files(_ project: TestProject) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in ["locales/ko/demo.yml", "locales/en/demo.yml"] {
            result[path] = try Data(contentsOf: project.root.appendingPathComponent(path))
        }
        return result
    }

    @Test func whatGoesOutComesBackWithoutAChange() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max), Gen.bool) { seed, same in
            do {
                let (project, _) = try project(seed: seed, sameText: same)
                defer { project.remove() }
                let lint = try project.lint()
                let tables = try #require(lint.tables.first)
                let xliff = XLIFFWriter().write([tables.translation], targetLocale: "en", deck: "demo")
                let catalog = XCStringsWriter().write(tables.localizable)
                let before = try files(project)
                let result = try project.driver.importTables(
                    [ImportInput(path: "en.xliff", data: xliff, format: .xliff),
                     ImportInput(path: "Localizable.xcstrings", data: catalog, format: .xcstrings)], into: lint)
                #expect(result.plan.changes.isEmpty, "\(result.plan.changes.map(\.key))")
                #expect(result.summary.errors == 0, "\(result.diagnostics.map(\.message))")
                #expect(try files(project) == before)
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }

    @Test func aChangedTargetComesBackAsExactlyThatChange() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...(Self.fields - 1))) { seed, field in
            do {
                let (project, _) = try project(seed: seed)
                defer { project.remove() }
                let lint = try project.lint()
                let tables = try #require(lint.tables.first)
                let key = "demo.s.f\(field)"
                guard let index = tables.translation.entries.firstIndex(where: { $0.key == key }),
                      let en = tables.translation.entries[index].localizations.firstIndex(where: { $0.locale == "en" }) else { return }
                var changed = tables.translation
                let old = changed.entries[index].localizations[en].text
                let new = Self.appending(" ✓ it's {new}", to: old, isFormat: changed.entries[index].isFormat)
                changed.entries[index].localizations[en].text = new
                let xliff = XLIFFWriter().write([changed], targetLocale: "en", deck: "demo")
                let before = try files(project)
                let result = try project.driver.importTables([ImportInput(path: "en.xliff", data: xliff, format: .xliff)], into: lint)
                #expect(result.summary.errors == 0, "\(result.diagnostics.map(\.message))")
                #expect(result.plan.changes.map(\.key) == [key])
                let after = try files(project)
                #expect(after["locales/ko/demo.yml"] == before["locales/ko/demo.yml"])
                // Read back: that message now says the new table text; every other is unchanged.
                let relinted = try project.lint()
                let again = try #require(relinted.tables.first).translation
                for (position, entry) in again.entries.enumerated() {
                    let expected = entry.key == key ? new : tables.translation.entries[position].localization("en")?.text
                    #expect(entry.localization("en")?.text == expected, "\(entry.key)")
                }
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }

    /// The text with `suffix` after every form (a literal: `%` doubled in a format).
    static func appending(_ suffix: String, to text: TableText, isFormat: Bool) -> TableText {
        let literal = isFormat ? suffix.replacingOccurrences(of: "%", with: "%%") : suffix
        switch text {
        case .format(let format): return .format(format + literal)
        case .plural(let variations):
            var forms: [PluralCategory: String] = [:]
            for category in variations.categories { forms[category] = variations[category]! + literal }
            return .plural(PluralVariations(forms))
        case .substitutions(let format, let substitutions): return .substitutions(format: format + literal, substitutions)
        case .devices(let devices): return .devices(devices.map { appending(suffix, to: $0, isFormat: isFormat) })
        }
    }
}
