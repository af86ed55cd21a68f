import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// A locale bundle written straight into bytes (`LocaleBundle+JSON`) gives the bytes its
/// `Encodable` conformance gives, through `SortedJSONEncoder` and through Foundation's
/// `JSONEncoder` itself: for bundles with every optional present and absent, empty lists and
/// dictionaries, keys and texts that sort and escape differently, and dictionaries large enough
/// to be sorted by their bytes (`KeyOrder`) and by `String`'s comparison.
@Suite struct LocaleBundleJSONTests {
    static func foundation(_ bundle: LocaleBundle) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(bundle) + Data([0x0A])
    }

    @Test func randomBundlesGiveTheEncodedBytes() throws {
        var generator = SeededGenerator(seed: 46)
        var bytesSorted = 0
        for round in 0..<300 {
            var bundle = Self.bundle(&generator)
            // Every third bundle has many messages: ASCII keys only in half of them (sorted by
            // their bytes), any keys in the rest (sorted by `String`).
            if round % 3 == 0 {
                let ascii = round % 6 == 0
                if ascii { bundle.messages = [:] }
                for index in 0..<Int.random(in: KeyOrder.minimumCount...120, using: &generator) {
                    let key = ascii ? "d.s\(Int.random(in: 0...40, using: &generator)).f\(index)" : Self.text(&generator) + "\(index)"
                    bundle.messages[key] = Self.text(&generator)
                }
                if KeyOrder.asciiIndices(Array(bundle.messages.keys)) != nil { bytesSorted += 1 }
            }
            let written = bundle.json
            #expect(written == (try OutputTree.json(bundle)))
            #expect(written == (try Self.foundation(bundle)))
            // And it reads back as the same bundle.
            #expect(try JSONDecoder().decode(LocaleBundle.self, from: written) == bundle)
        }
        #expect(bytesSorted == 50)
    }

    /// With every optional present, each type's object has one member per stored property: a
    /// property added later, which the random bundles would never set, fails here until the
    /// writer writes it. With none present, the bytes are still the encoded ones.
    @Test func everyStoredPropertyIsAMember() throws {
        let event = LocaleBundle.EventReference(name: "n", properties: ["a": "b"])
        let field = LocaleBundle.Field(id: "f", surface: "title", key: "k", variants: ["v": "k2"], placeholders: ["p": "string"],
                                       accessibilityKey: "a")
        let screen = LocaleBundle.Screen(id: "s", kind: "page", spec: "spec", permission: "p", events: [event], fields: [field])
        let permission = LocaleBundle.Permission(id: "p", system: "camera", infoPlistKey: "NSCameraUsageDescription", fields: [field])
        let shield = LocaleBundle.Shield(id: "sh", fields: [field])
        let bundle = LocaleBundle(deck: "d", locale: "ko", messages: ["k": "v"], screens: [screen], permissions: [permission], shields: [shield])
        #expect(bundle.json == (try Self.foundation(bundle)))
        let object = try #require(try JSONSerialization.jsonObject(with: bundle.json) as? [String: Any])
        func first(_ object: [String: Any], _ key: String) throws -> [String: Any] {
            try #require((object[key] as? [Any])?.first as? [String: Any], "\(key)")
        }
        let writtenScreen = try first(object, "screens")
        #expect(object.count == Mirror(reflecting: bundle).children.count)
        #expect(writtenScreen.count == Mirror(reflecting: screen).children.count)
        #expect(try first(writtenScreen, "events").count == Mirror(reflecting: event).children.count)
        #expect(try first(writtenScreen, "fields").count == Mirror(reflecting: field).children.count)
        #expect(try first(object, "permissions").count == Mirror(reflecting: permission).children.count)
        #expect(try first(object, "shields").count == Mirror(reflecting: shield).children.count)

        let bare = LocaleBundle.Field(id: "f", surface: "title", key: nil)
        let bareBundle = LocaleBundle(deck: "d", locale: "ko", messages: [:],
                                      screens: [LocaleBundle.Screen(id: "s", kind: "page", fields: [bare])],
                                      permissions: [LocaleBundle.Permission(id: "p", system: "camera", infoPlistKey: nil, fields: [])],
                                      shields: [LocaleBundle.Shield(id: "sh", fields: [])])
        #expect(bareBundle.json == (try Self.foundation(bareBundle)))
    }

    @Test func anEmptyBundleAndTheExampleProjectsBundlesGiveTheEncodedBytes() throws {
        let empty = LocaleBundle(deck: "", locale: "", messages: [:], screens: [], permissions: [], shields: [])
        #expect(empty.json == (try Self.foundation(empty)))
        // The checkout's example project: read, never written.
        let project = try CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).lint(tables: false).project
        let emitter = BundleEmitter(config: project.config)
        var compared = 0
        for deck in project.decks {
            for locale in deck.locales {
                let bundle = emitter.localeBundle(deck, locale: locale)
                #expect(emitter.localeFile(deck, locale: locale) == (try Self.foundation(bundle)))
                compared += 1
            }
        }
        #expect(compared >= 15)
    }

    // MARK: - Random bundles

    static let texts = ["", "a", "B", "a b", "é", "한국어", "日本語", "😀", "a/b", "\"quoted\"", "back\\slash", "line\nbreak",
                        "tab\t", "\u{1}", "\u{7f}", "</script>", "\u{2028}", "a10", "a9", "Z", "_", "ｚ"]

    static func text(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...3, using: &generator)).map { _ in texts.randomElement(using: &generator)! }.joined()
    }

    static func maybe<T>(_ generator: inout SeededGenerator, _ make: (inout SeededGenerator) -> T) -> T? {
        Bool.random(using: &generator) ? make(&generator) : nil
    }

    static func strings(_ generator: inout SeededGenerator) -> [String: String] {
        var result: [String: String] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &generator) { result[text(&generator)] = text(&generator) }
        return result
    }

    static func fields(_ generator: inout SeededGenerator) -> [LocaleBundle.Field] {
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            LocaleBundle.Field(id: text(&generator), surface: text(&generator), key: maybe(&generator, text),
                               variants: maybe(&generator, strings), placeholders: maybe(&generator, strings),
                               accessibilityKey: maybe(&generator, text))
        }
    }

    static func bundle(_ generator: inout SeededGenerator) -> LocaleBundle {
        let screens = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            LocaleBundle.Screen(id: text(&generator), kind: text(&generator), spec: maybe(&generator, text), permission: maybe(&generator, text),
                                events: maybe(&generator) { generator in
                                    (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                                        LocaleBundle.EventReference(name: text(&generator), properties: maybe(&generator, strings))
                                    }
                                },
                                fields: fields(&generator))
        }
        let permissions = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
            LocaleBundle.Permission(id: text(&generator), system: text(&generator), infoPlistKey: maybe(&generator, text), fields: fields(&generator))
        }
        let shields = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
            LocaleBundle.Shield(id: text(&generator), fields: fields(&generator))
        }
        return LocaleBundle(formatVersion: Int.random(in: 0...9, using: &generator), deck: text(&generator), locale: text(&generator),
                            messages: strings(&generator), screens: screens, permissions: permissions, shields: shields)
    }
}
