import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// Tables generated at random, written by writers that are not Copydeck's (Foundation's
/// `JSONSerialization` and `PropertyListSerialization`, `.strings`, `strings.xml` and Xcode's
/// XLIFF escaped by hand in every encoding and line ending real files have), adopted and built:
/// every string comes back with the same key, table, words and arguments, every translator
/// comment as the key's note, and every translation's state (new, needs review, stale) as it
/// was, never promoted. The texts the tables are made from are the judges, not Copydeck's
/// readers of the same files.
@Suite struct AdoptPropertyTests {
    typealias S = AdoptRoundTrip.AppString

    /// One key in en and ja, and how the app's tables write it.
    struct Entry {
        var key: String
        var comment: String?
        var en: TableText
        var ja: TableText
        /// The ja text's state, in the formats that have one (String Catalog, XLIFF).
        var jaState: TableState = .translated
    }

    struct Generator {
        var random: SplitMix
        var android = false

        mutating func pick<T>(_ items: [T]) -> T { items[random.next(0...(items.count - 1))] }

        mutating func words(_ locale: String) -> String {
            let pool = locale == "ja"
                ? ["写真", "旅の記録", "「地図」", "😀", "ようこそ", "設定", "#1"]
                : ["photo", "Trip's", "\"map\"", "a\\b", "line\nbreak", "tab\there", "{braces}", "it''s", "😀", "#tag", "café"]
            var text = ""
            for index in 0..<random.next(1...3) {
                var word = pick(pool)
                if android { word = word.replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")") }
                text += (index == 0 ? "" : " ") + word
            }
            return text
        }

        mutating func key(_ index: Int) -> String {
            if android { return pick(["screen_title_\(index)", "welcomeMessage\(index)", "photo_count_\(index)"]) }
            return pick(["onboarding.step\(index).title", "sign-in-button-\(index)", "welcomeTitle\(index)", "WelcomeTitle\(index)",
                         "Delete %@? (\(index))", "Xyz-\(index)-abc.text", "settings.row \(index)"])
        }

        mutating func entry(_ index: Int) -> Entry {
            var entry = shape(index)
            if random.chance(0.35) { entry.jaState = pick([.new, .needsReview, .stale]) }
            return entry
        }

        mutating func shape(_ index: Int) -> Entry {
            let key = key(index)
            let comment: String? = random.chance(0.5) ? "Note \(index): \(words("en"))" : nil
            switch random.next(0...4) {
            case 4 where !android:
                // Xcode's device variations: texts, or a device's plural.
                if random.chance(0.5) {
                    return Entry(key: key, comment: comment,
                                 en: .devices(DeviceVariations(["mac": .format("Click " + words("en")), "other": .format("Tap " + words("en"))])),
                                 ja: .devices(DeviceVariations(["mac": .format("クリック" + words("ja")), "other": .format("タップ" + words("ja"))])))
                }
                return Entry(key: key, comment: comment,
                             en: .devices(DeviceVariations([
                                "ipad": .plural(PluralVariations([.one: "%lld \(words("en")) on iPad", .other: "%lld \(words("en"))s on iPad"])),
                                "other": .plural(PluralVariations([.one: "%lld \(words("en"))", .other: "%lld \(words("en"))s"])),
                             ])),
                             ja: .devices(DeviceVariations([
                                "ipad": .plural(PluralVariations([.other: "iPadの\(words("ja"))%lld"])),
                                "other": .plural(PluralVariations([.other: "\(words("ja"))%lld"])),
                             ])))
            case 0, 4:
                return Entry(key: key, comment: comment, en: .format(words("en")), ja: .format(words("ja")))
            case 1:
                let conversions = (0..<random.next(1...3)).map { _ in pick(android ? ["s", "d", ".2f"] : ["@", "lld", "d", "lu", "ld", ".2f"]) }
                let positional = conversions.count > 1 && (android || random.chance(0.5))
                func spec(_ number: Int) -> String { positional ? "%\(number)$\(conversions[number - 1])" : "%\(conversions[number - 1])" }
                var en = words("en")
                for number in 1...conversions.count { en += " " + spec(number) + " " + words("en") }
                // ja names every argument by its position, in another order.
                var ja = words("ja")
                for number in (1...conversions.count).reversed() { ja += "%\(number)$\(conversions[number - 1])" + words("ja") }
                if conversions.count == 1 { ja = words("ja") + spec(1) }
                return Entry(key: key, comment: comment, en: .format(en), ja: .format(ja))
            case 2:
                let count = android ? "%d" : pick(["%lld", "%d", "%ld"])
                return Entry(key: key, comment: comment,
                             en: .plural(PluralVariations([.one: "\(count) \(words("en"))", .other: "\(count) \(words("en"))s"])),
                             ja: .plural(PluralVariations([.other: "\(count)\(words("ja"))"])))
            default:
                if android { return Entry(key: key, comment: comment, en: .format(words("en")), ja: .format(words("ja"))) }
                func substitution(_ name: String, _ number: Int, _ forms: [PluralCategory: String]) -> TableSubstitution {
                    TableSubstitution(name: name, argumentNumber: number, formatSpecifier: "lld", variations: PluralVariations(forms))
                }
                return Entry(key: key, comment: comment,
                             en: .substitutions(format: "%#@files@ \(words("en")) %#@folders@", [
                                substitution("files", 1, [.one: "%arg file", .other: "%arg files"]),
                                substitution("folders", 2, [.one: "%arg folder", .other: "%arg folders"]),
                             ]),
                             ja: .substitutions(format: "%#@files@と%#@folders@", [
                                substitution("files", 1, [.other: "%arg個"]), substitution("folders", 2, [.other: "%arg個"]),
                             ]))
            }
        }
    }

    // MARK: Writers that are not Copydeck's

    static func catalog(_ entries: [Entry]) throws -> Data {
        func localization(_ text: TableText, _ state: TableState) -> [String: Any] {
            func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": state.rawValue, "value": value]] }
            func plural(_ variations: PluralVariations) -> [String: Any] {
                ["plural": Dictionary(uniqueKeysWithValues: variations.categories.map { ($0.rawValue, unit(variations[$0]!)) })]
            }
            switch text {
            case .format(let value): return unit(value)
            case .plural(let variations): return ["variations": plural(variations)]
            case .substitutions(let format, let substitutions):
                var result = unit(format)
                result["substitutions"] = Dictionary(uniqueKeysWithValues: substitutions.map {
                    ($0.name, ["argNum": $0.argumentNumber, "formatSpecifier": $0.formatSpecifier, "variations": plural($0.variations)] as [String: Any])
                })
                return result
            case .devices(let devices):
                return ["variations": ["device": Dictionary(uniqueKeysWithValues: devices.devices.map { ($0, localization(devices[$0]!, state)) })]]
            }
        }
        var strings: [String: Any] = [:]
        for entry in entries {
            var object: [String: Any] = ["localizations": ["en": localization(entry.en, .translated), "ja": localization(entry.ja, entry.jaState)]]
            if let comment = entry.comment { object["comment"] = comment }
            strings[entry.key] = object
        }
        let root: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.1"]
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    }

    /// Xcode's `.xcloc` XLIFF by hand: a unit per text with its `<source>`, its `<target state>`
    /// and the comment as `<note>` (Xcode's stand-in when there is none).
    static func xliff(_ entries: [Entry]) -> Data {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let states: [TableState: String] = [.translated: "translated", .new: "new", .needsReview: "needs-review-translation", .stale: "x-stale"]
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Localizable.xcstrings" source-language="en" target-language="ja" datatype="plaintext">
                <body>

            """
        for entry in entries {
            guard case .format(let en) = entry.en, case .format(let ja) = entry.ja else { continue }
            text += "      <trans-unit id=\"\(escaped(entry.key))\" xml:space=\"preserve\">\n"
            text += "        <source>\(escaped(en))</source>\n"
            text += "        <target state=\"\(states[entry.jaState]!)\">\(escaped(ja))</target>\n"
            text += "        <note>\(escaped(entry.comment ?? XLIFFReadUnit.xcodeNoComment))</note>\n"
            text += "      </trans-unit>\n"
        }
        return Data((text + "    </body>\n  </file>\n</xliff>\n").utf8)
    }

    /// `.strings` by hand, in one of the encodings and line endings Xcode projects have.
    static func strings(_ entries: [(key: String, value: String, comment: String?)], _ random: inout SplitMix) -> Data {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        }
        let newline = random.chance(0.5) ? "\r\n" : "\n"
        var text = ""
        for entry in entries {
            if let comment = entry.comment { text += "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */" + newline }
            text += "\"\(escaped(entry.key))\" = \"\(escaped(entry.value))\";" + newline
        }
        switch random.next(0...3) {
        case 0: return Data(text.utf8)
        case 1: return Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        case 2: return Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        default: return Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
        }
    }

    /// A `.stringsdict` by Foundation's property list writer; `%arg` as the variable's bare `%lld`.
    static func stringsdict(_ entries: [(key: String, text: TableText)]) throws -> Data {
        func variable(_ variations: PluralVariations, _ type: String) -> [String: Any] {
            var result: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": type]
            for category in variations.categories { result[category.rawValue] = variations[category]!.replacingOccurrences(of: "%arg", with: "%lld") }
            return result
        }
        var root: [String: Any] = [:]
        for (key, text) in entries {
            switch text {
            case .format: continue
            case .plural(let variations):
                root[key] = ["NSStringLocalizedFormatKey": "%#@value@", "value": variable(variations, "lld")]
            case .substitutions(let format, let substitutions):
                var object: [String: Any] = ["NSStringLocalizedFormatKey": format]
                for substitution in substitutions { object[substitution.name] = variable(substitution.variations, substitution.formatSpecifier) }
                root[key] = object
            case .devices(let devices):
                // A device's text as a string, its plural under a variable named as the app likes.
                var rule: [String: Any] = [:]
                for device in devices.devices {
                    switch devices[device]! {
                    case .plural(let variations):
                        rule[device] = ["NSStringLocalizedFormatKey": "%#@items@", "items": variable(variations, "lld")]
                    case .format(let format):
                        rule[device] = format
                    default:
                        continue
                    }
                }
                root[key] = ["NSStringDeviceSpecificRuleType": rule]
            }
        }
        return try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }

    /// `strings.xml` by hand, escaped as aapt2 reads it; Apple's `%@` as Java's `%s`.
    static func android(_ entries: [(key: String, text: TableText, comment: String?)]) -> Data {
        func escaped(_ text: String) -> String {
            var output = ""
            for character in text {
                switch character {
                case "\\": output += "\\\\"
                case "'": output += "\\'"
                case "\"": output += "\\\""
                case "\n": output += "\\n"
                case "\t": output += "\\t"
                case "&": output += "&amp;"
                case "<": output += "&lt;"
                default: output.append(character)
                }
            }
            return output.hasPrefix("@") || output.hasPrefix("?") ? "\\" + output : output
        }
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        for entry in entries {
            if let comment = entry.comment { text += "    <!-- \(comment.replacingOccurrences(of: "--", with: "- -")) -->\n" }
            switch entry.text {
            case .format(let value):
                text += "    <string name=\"\(entry.key)\">\(escaped(value))</string>\n"
            case .plural(let variations):
                text += "    <plurals name=\"\(entry.key)\">\n"
                for category in variations.categories { text += "        <item quantity=\"\(category.rawValue)\">\(escaped(variations[category]!))</item>\n" }
                text += "    </plurals>\n"
            case .substitutions, .devices:
                continue
            }
        }
        return Data((text + "</resources>\n").utf8)
    }

    // MARK: The property

    /// format: 0 String Catalog, 1 `.strings` and `.stringsdict`, 2 Android, 3 XLIFF.
    func check(seed: Int, format: Int) throws {
        var generator = Generator(random: SplitMix(seed: UInt64(seed)), android: format == 2)
        var entries: [Entry] = []
        var keys: Set<String> = []
        for index in 0..<generator.random.next(3...10) {
            let entry = generator.entry(index)
            if keys.insert(entry.key).inserted { entries.append(entry) }
        }
        var random = SplitMix(seed: UInt64(seed) &* 31 &+ 7)
        let files: [(path: String, data: Data)]
        switch format {
        case 0:
            files = [("Localizable.xcstrings", try Self.catalog(entries))]
        case 1:
            func plain(_ locale: KeyPath<Entry, TableText>) -> [(key: String, value: String, comment: String?)] {
                entries.compactMap { entry in
                    guard case .format(let value) = entry[keyPath: locale] else { return nil }
                    return (entry.key, value, entry.comment)
                }
            }
            files = [
                ("en.lproj/Localizable.strings", Self.strings(plain(\.en), &random)),
                ("en.lproj/Localizable.stringsdict", try Self.stringsdict(entries.map { ($0.key, $0.en) })),
                ("ja.lproj/Localizable.strings", Self.strings(plain(\.ja), &random)),
                ("ja.lproj/Localizable.stringsdict", try Self.stringsdict(entries.map { ($0.key, $0.ja) })),
            ]
        case 2:
            files = [
                ("res/values/strings.xml", Self.android(entries.map { ($0.key, $0.en, $0.comment) })),
                ("res/values-ja/strings.xml", Self.android(entries.map { ($0.key, $0.ja, nil) })),
            ]
        default:
            // The XLIFF holds the plain texts; the others stay out of the file and the property.
            entries = entries.filter { Self.isPlain($0.en) && Self.isPlain($0.ja) }
            if entries.isEmpty { entries = [Entry(key: "plain.text", comment: nil, en: .format("Hello"), ja: .format("こんにちは"))] }
            files = [("Localizable.xcloc/Localized Contents/ja.xliff", Self.xliff(entries))]
        }
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt(files)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "seed \(seed), format \(format): \(errors.map(\.message))")
        guard errors.isEmpty else { return }
        var expected: [S] = []
        for entry in entries {
            for (locale, text) in [("en", entry.en), ("ja", entry.ja)] {
                var text = text
                if format == 2 { text = Self.appleFormat(text) }
                if format == 2, case .substitutions = text { continue }
                expected.append(S(table: "Localizable", key: entry.key, locale: locale, text: text))
            }
        }
        let built = try trip.built()
        AdoptRoundTrip.expectSame(expected, in: format == 2 ? built.android : built.apple, "seed \(seed), format \(format)")
        // Each comment is the key's note (a `.stringsdict` has none to give).
        let deck = try #require(try trip.project.lint().project.decks.first { $0.id == "app" })
        let notes = Dictionary(deck.tables.flatMap(\.fields).map { ($0.id.value, $0.note) }, uniquingKeysWith: { first, _ in first })
        for entry in entries where format != 1 || Self.isPlain(entry.en) {
            #expect(notes[entry.key] == .some(entry.comment), "seed \(seed), format \(format): \(entry.key.debugDescription)'s note")
        }
        // Each ja state, read by Foundation's JSON reader from the catalog the build wrote.
        if format == 0 || format == 3 {
            let catalog = try Data(contentsOf: trip.project.root.appendingPathComponent("build/app/apple/Localizable.xcstrings"))
            let strings = try #require((try JSONSerialization.jsonObject(with: catalog) as? [String: Any])?["strings"] as? [String: Any])
            for entry in entries {
                let ja = ((strings[entry.key] as? [String: Any])?["localizations"] as? [String: Any])?["ja"] as? [String: Any]
                #expect(Set(Self.states(in: ja ?? [:])) == [entry.jaState.rawValue], "seed \(seed), format \(format): \(entry.key.debugDescription)'s ja state")
            }
        }
        // plutil, not Copydeck, reads the built `.strings`: the same words and arguments.
        if StringsOracle.hasPlutil, format != 2 {
            for locale in ["en", "ja"] {
                let url = trip.project.root.appendingPathComponent("build/app/apple/\(locale).lproj/Localizable.strings")
                let read = try StringsOracle.json(of: url)
                for string in expected where string.locale == locale {
                    guard case .format(let text) = string.text else { continue }
                    let value = read[string.key] as? String
                    #expect(value.map { Adopter.sameMeaning(.format($0), .format(text), hasArguments: AdoptedArguments.isFormat(text)) } == true,
                            "seed \(seed): plutil reads \(string.key.debugDescription) (\(locale)) as \(value.debugDescription), not \(text.debugDescription)")
                }
            }
        }
    }

    /// Every `state` of a localization's string units, however deep they are.
    static func states(in object: [String: Any]) -> [String] {
        object.flatMap { key, value -> [String] in
            if key == "state", let state = value as? String { return [state] }
            return (value as? [String: Any]).map(states(in:)) ?? []
        }
    }

    static func isPlain(_ text: TableText) -> Bool {
        if case .format = text { true } else { false }
    }

    /// Java's `%s` is Apple's `%@`.
    static func appleFormat(_ text: TableText) -> TableText {
        func convert(_ format: String) -> String {
            format.replacingOccurrences(of: "$s", with: "$@").replacingOccurrences(of: "%s", with: "%@")
        }
        switch text {
        case .format(let format): return .format(convert(format))
        case .plural(let variations): return .plural(variations.mapForms(convert))
        case .substitutions, .devices: return text
        }
    }

    @Test(arguments: 0..<4) func generatedTablesComeBackTheSame(format: Int) throws {
        for seed in 0..<12 { try check(seed: seed * 4 + format, format: format) }
    }
}
