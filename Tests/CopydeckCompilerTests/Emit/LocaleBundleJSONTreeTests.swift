import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// A locale bundle's hand-made JSON tree (`LocaleBundle+JSONTree`) gives the bytes its
/// `Encodable` conformance gives, through `SortedJSONEncoder` and through Foundation's
/// `JSONEncoder` itself: for bundles with every optional present and absent, empty lists and
/// dictionaries, and keys and texts that sort and escape differently.
@Suite struct LocaleBundleJSONTreeTests {
    static func foundation(_ bundle: LocaleBundle) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(bundle) + Data([0x0A])
    }

    @Test func randomBundlesGiveTheEncodedBytes() throws {
        var generator = SeededGenerator(seed: 46)
        for _ in 0..<300 {
            let bundle = Self.bundle(&generator)
            let tree = OutputTree.json(tree: bundle.jsonTree)
            #expect(tree == (try OutputTree.json(bundle)))
            #expect(tree == (try Self.foundation(bundle)))
            // And it reads back as the same bundle.
            #expect(try JSONDecoder().decode(LocaleBundle.self, from: tree) == bundle)
        }
    }

    /// With every optional present, each type's tree has one member per stored property: a
    /// property added later, which the random bundles would never set, fails here until the tree
    /// writes it.
    @Test func everyStoredPropertyIsAMember() throws {
        func members(_ tree: JSONTreeEncoder.Value) -> Int {
            if case .object(let box) = tree { return box.members.count }
            return -1
        }
        let event = LocaleBundle.EventReference(name: "n", properties: ["a": "b"])
        let field = LocaleBundle.Field(id: "f", surface: "title", key: "k", variants: ["v": "k2"], placeholders: ["p": "string"],
                                       accessibilityKey: "a")
        let screen = LocaleBundle.Screen(id: "s", kind: "page", spec: "spec", permission: "p", events: [event], fields: [field])
        let permission = LocaleBundle.Permission(id: "p", system: "camera", infoPlistKey: "NSCameraUsageDescription", fields: [field])
        let shield = LocaleBundle.Shield(id: "sh", fields: [field])
        let bundle = LocaleBundle(deck: "d", locale: "ko", messages: ["k": "v"], screens: [screen], permissions: [permission], shields: [shield])
        #expect(members(event.jsonTree) == Mirror(reflecting: event).children.count)
        #expect(members(field.jsonTree) == Mirror(reflecting: field).children.count)
        #expect(members(screen.jsonTree) == Mirror(reflecting: screen).children.count)
        #expect(members(permission.jsonTree) == Mirror(reflecting: permission).children.count)
        #expect(members(shield.jsonTree) == Mirror(reflecting: shield).children.count)
        #expect(members(bundle.jsonTree) == Mirror(reflecting: bundle).children.count)
        #expect(OutputTree.json(tree: bundle.jsonTree) == (try Self.foundation(bundle)))
        // Listed in key order, so the writer has nothing to sort (the messages, a dictionary,
        // aside), with every optional present and with none.
        func keys(_ tree: JSONTreeEncoder.Value) -> [String] {
            if case .object(let box) = tree { return box.members.map(\.key) }
            return []
        }
        let bare = LocaleBundle.Field(id: "f", surface: "title", key: nil)
        let bareScreen = LocaleBundle.Screen(id: "s", kind: "page", fields: [bare])
        let barePermission = LocaleBundle.Permission(id: "p", system: "camera", infoPlistKey: nil, fields: [])
        for tree in [event.jsonTree, field.jsonTree, screen.jsonTree, permission.jsonTree, shield.jsonTree, bundle.jsonTree,
                     bare.jsonTree, bareScreen.jsonTree, barePermission.jsonTree] {
            #expect(keys(tree) == keys(tree).sorted() && !keys(tree).isEmpty, "\(keys(tree))")
        }
    }

    @Test func anEmptyBundleAndTheExampleProjectsBundlesGiveTheEncodedBytes() throws {
        let empty = LocaleBundle(deck: "", locale: "", messages: [:], screens: [], permissions: [], shields: [])
        #expect(OutputTree.json(tree: empty.jsonTree) == (try Self.foundation(empty)))
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
