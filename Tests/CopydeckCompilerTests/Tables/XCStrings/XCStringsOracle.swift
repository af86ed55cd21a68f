import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// The tests' oracle: the catalog object built from a table the plain way, written by
/// Foundation's `JSONSerialization` with Xcode's options. The writer must produce these bytes.
enum XCStringsOracle {
    static let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]

    static func bytes(_ table: StringTable, version: String = "1.1") throws -> [UInt8] {
        [UInt8](try JSONSerialization.data(withJSONObject: object(table, version: version), options: options))
    }

    static func serialize(_ object: Any) throws -> [UInt8] {
        [UInt8](try JSONSerialization.data(withJSONObject: object, options: options))
    }

    /// `{"sourceLanguage", "strings", "version"}` as the issue describes the catalog (first entry,
    /// localization and substitution of each name kept).
    static func object(_ table: StringTable, version: String = "1.1") -> [String: Any] {
        var strings: [String: Any] = [:]
        for entry in table.entries where strings[entry.key] == nil {
            var object: [String: Any] = ["extractionState": "manual"]
            if let comment = entry.comment, !comment.isEmpty { object["comment"] = comment }
            var localizations: [String: Any] = [:]
            for localization in entry.localizations where localizations[localization.locale] == nil {
                localizations[localization.locale] = self.localization(localization)
            }
            if !localizations.isEmpty { object["localizations"] = localizations }
            strings[entry.key] = object
        }
        return ["sourceLanguage": table.sourceLocale, "strings": strings, "version": version]
    }

    /// Whether Foundation's comparison orders `keys` without a circle (every pair of the sorted
    /// keys ascending), so that `JSONSerialization` writes them in one order whatever its
    /// dictionary's hash seed. Quadratic: for the few keys of generated tables.
    static func foundationOrderIsTotal(on keys: [String]) -> Bool {
        let sorted = keys.sorted { FoundationKeyOrder.foundationCompare($0, $1) == .orderedAscending }
        for i in sorted.indices {
            for j in sorted.indices where j > i {
                if FoundationKeyOrder.foundationCompare(sorted[i], sorted[j]) != .orderedAscending { return false }
            }
        }
        return true
    }

    /// Whether the oracle's bytes are one answer for `table`: its keys, as every table's
    /// locales and substitution names, in an order Foundation is sure of.
    static func isDefined(_ table: StringTable) -> Bool {
        let keys = table.entries.map(\.key)
        // Foundation's answers for a key with a control character are not even antisymmetric
        // (a key with a DEL is "descending" both ways round): JSONSerialization has no one order
        // to match there, and the writer orders such keys by their bytes among equals.
        if keys.contains(where: { $0.utf8.contains { ($0 < 0x09 || (0x0E..<0x1C).contains($0)) || $0 == 0x7F } }) { return false }
        return keys.allSatisfy { FoundationKeyOrder.collationKey($0) != nil } || foundationOrderIsTotal(on: keys)
    }

    static func localization(_ localization: TableLocalization) -> [String: Any] {
        object(localization.text, state: localization.state.rawValue)
    }

    private static func object(_ text: TableText, state: String) -> [String: Any] {
        func unit(_ value: String) -> [String: Any] { ["state": state, "value": value] }
        func plural(_ variations: PluralVariations) -> [String: Any] {
            var forms: [String: Any] = [:]
            for (category, form) in variations.forms { forms[category.rawValue] = ["stringUnit": unit(form)] }
            return ["plural": forms]
        }
        switch text {
        case .format(let format):
            return ["stringUnit": unit(format)]
        case .devices(let devices):
            return ["variations": ["device": Dictionary(uniqueKeysWithValues: devices.devices.map { ($0, object(devices[$0]!, state: state)) })]]
        case .plural(let variations):
            return ["variations": plural(variations)]
        case .substitutions(let format, let substitutions):
            var subs: [String: Any] = [:]
            for substitution in substitutions where subs[substitution.name] == nil {
                subs[substitution.name] = [
                    "argNum": substitution.argumentNumber,
                    "formatSpecifier": substitution.formatSpecifier,
                    "variations": plural(substitution.variations),
                ] as [String: Any]
            }
            return ["stringUnit": unit(format), "substitutions": subs]
        }
    }
}

/// Generators of tables whose texts and keys are hard to write: every escape, numbers in keys,
/// case, punctuation, emoji, CJK, combining marks, right-to-left marks, control characters.
enum XCStringsGen {
    /// Pieces texts are made of.
    static let textPieces: [String] = [
        "Hello", "안녕하세요", "こんにちは", "漢字", " ", "  ", "\t", "\n", "\r\n", "\"", "'", "\\", "/", "</a>",
        "%", "%%", "%1$@", "%2$lld", "%1$#@count@", "%arg", "{name}", "e\u{301}", "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}",
        "\u{1F600}", "\u{200F}", "\u{200E}", "\u{2028}", "\u{2029}", "\u{7F}", "\u{0}", "\u{1}", "\u{1F}", "\u{8}", "\u{C}",
        "\u{FEFF}", "\u{FFFF}", "\u{A0}", "을(를)", "ß", "ﬁ", "\u{10FFFF}",
    ]

    /// Pieces keys are made of: the fast alphabet, numbers, and some that Foundation must order.
    static let keyPieces: [String] = [
        "a", "A", "b", "B", "z", "Z", "wander", "Intro", "title", ".", "_", "-", "0", "00", "1", "01", "9", "10", "123",
        "007", "%@", " ", "(", "!", "~", "$", "é", "e\u{301}", "한", "ß", "\u{1F600}", "\t", "Σ", "ı", "İ",
    ]

    static let locales = ["en", "ko", "ja", "zh-Hans", "pt-BR", "en-GB", "es-419"]

    static func text<G: RandomNumberGenerator>(_ rng: inout G, maxPieces: Int = 6) -> String {
        let count = Int.random(in: 0...maxPieces, using: &rng)
        return (0..<count).map { _ in textPieces.randomElement(using: &rng)! }.joined()
    }

    static func key<G: RandomNumberGenerator>(_ rng: inout G, asciiOnly: Bool = false) -> String {
        let pieces = asciiOnly ? keyPieces.filter { $0.allSatisfy { $0.isASCII && $0 != "\t" } } : keyPieces
        let count = Int.random(in: 1...5, using: &rng)
        return (0..<count).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    static func variations<G: RandomNumberGenerator>(_ rng: inout G) -> PluralVariations {
        var forms: [PluralCategory: String] = [.other: text(&rng)]
        for category in PluralCategory.allCases where Bool.random(using: &rng) {
            forms[category] = text(&rng)
        }
        return PluralVariations(forms)
    }

    static func tableText<G: RandomNumberGenerator>(_ rng: inout G) -> TableText {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1:
            return .format(text(&rng))
        case 2:
            return .plural(variations(&rng))
        default:
            // Names in the order the format uses them, as the reader returns them.
            let count = Int.random(in: 1...3, using: &rng)
            let names = Array(["count", "files", "folders", "days", "n2", "n10"].shuffled(using: &rng).prefix(count))
            // The text around them names no other substitution (`#@` taken out).
            func around<R: RandomNumberGenerator>(_ rng: inout R) -> String {
                text(&rng, maxPieces: 2).replacingOccurrences(of: "#@", with: "#")
            }
            var format = around(&rng)
            var substitutions: [TableSubstitution] = []
            for (index, name) in names.enumerated() {
                format += "%\(index + 1)$#@\(name)@" + around(&rng)
                substitutions.append(TableSubstitution(name: name, argumentNumber: index + 1, formatSpecifier: "lld", variations: variations(&rng)))
            }
            return .substitutions(format: format, substitutions)
        }
    }

    /// A table of up to `maxEntries` distinct keys (distinct as Swift compares them).
    static func table<G: RandomNumberGenerator>(_ rng: inout G, maxEntries: Int = 12, asciiKeys: Bool = false) -> StringTable {
        let locales = Array(locales.shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng)))
        var seen = Set<String>()
        var entries: [TableEntry] = []
        for _ in 0..<Int.random(in: 0...maxEntries, using: &rng) {
            let key = self.key(&rng, asciiOnly: asciiKeys)
            guard seen.insert(key).inserted else { continue }
            let comment: String? = Bool.random(using: &rng) ? text(&rng) : nil
            let localizations = locales.filter { _ in Int.random(in: 0..<5, using: &rng) > 0 }.map { locale in
                TableLocalization(locale: locale, state: TableState.allCases.randomElement(using: &rng)!, text: tableText(&rng))
            }
            entries.append(TableEntry(key: key, comment: comment, localizations: localizations))
        }
        return StringTable(name: "Localizable", sourceLocale: locales[0], locales: locales, entries: entries)
    }

    /// A property-test generator of tables.
    static func tables(maxEntries: Int = 12, asciiKeys: Bool = false) -> Generator<StringTable, Shrink.None<StringTable>> {
        Generator { rng in
            var generator = AnyRNG(rng: rng)
            defer { rng = generator.rng }
            return table(&generator, maxEntries: maxEntries, asciiKeys: asciiKeys)
        }
    }
}

/// Wraps the property checker's seeded generator so the plain `RandomNumberGenerator` APIs use it.
struct AnyRNG: RandomNumberGenerator {
    var rng: any SeededRandomNumberGenerator

    mutating func next() -> UInt64 { rng.next() }
}

/// Records an issue when two byte strings differ, showing the first line where they do (the
/// bytes themselves would be unreadable; text would hide a difference in normalization).
func expectSameBytes(_ actual: [UInt8], _ expected: [UInt8], _ comment: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let common = zip(actual, expected).prefix { $0 == $1 }.count
    let lineStart = actual[..<common].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let line = actual[..<common].filter { $0 == 0x0A }.count + 1
    func lineText(_ bytes: [UInt8]) -> String {
        let end = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
        return String(decoding: bytes[lineStart..<max(lineStart, end)], as: UTF8.self).debugDescription
    }
    Issue.record("""
        \(comment)bytes differ from byte \(common), line \(line) (lengths \(actual.count) and \(expected.count)):
          actual:   \(lineText(actual))
          expected: \(lineText(expected))
        """, sourceLocation: sourceLocation)
}
