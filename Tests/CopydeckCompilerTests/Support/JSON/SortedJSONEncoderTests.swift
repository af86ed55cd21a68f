import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// `SortedJSONEncoder` must write what Foundation's `JSONEncoder` writes with the same options,
/// byte for byte: every value here is encoded by both and compared.
@Suite struct SortedJSONEncoderTests {
    static func foundation<T: Encodable>(_ value: T, pretty: Bool) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    /// Both encoders, pretty and compact, give the same bytes.
    static func expectSame<T: Encodable>(_ value: T, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for pretty in [true, false] {
            let ours = try SortedJSONEncoder(pretty: pretty).encode(value)
            let theirs = try foundation(value, pretty: pretty)
            #expect(ours == theirs, "\(pretty ? "pretty" : "compact"):\n\(String(decoding: ours, as: UTF8.self))\n---\n\(String(decoding: theirs, as: UTF8.self))",
                    sourceLocation: sourceLocation)
        }
    }

    struct Everything: Encodable {
        var keys: [String: Int] = ["a10": 1, "a9": 2, "B": 3, "a": 4, "b": 5, "A": 6, "_x": 7, "a-1": 8, "é": 9, "z": 10,
                                   "Z1": 12, "a01": 13, "a1": 14, "": 15, "😀": 16, "ｚ": 17]
        var emptyArray: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nestedEmpty: [[String: [Int]]] = [[:], ["x": []]]
        var text = "a/b\"\\\u{1}\u{1f}\u{7f}\u{8}\u{c}\n\r\t é\u{2028}\u{2029}</script>\u{0}😀"
        var absent: Int? = nil
        var present: String? = "here"
        var optionals: [Int?] = [nil, 1, nil]
        var numbers: [Double] = [3, 0.1, -0.0, 1e20, 1e-7, 123456789.123, 1.5, 1e16, 1.2345678901234567e19, 0.30000000000000004, -2.5e-300]
        var floats: [Float] = [0.1, 3, 1e10]
        var integers: [Int] = [0, -1, .max, .min]
        var unsigned: [UInt64] = [0, .max]
        var small: [Int8] = [-128, 127]
        var flags = [true, false]
        var intKeys: [Int: String] = [10: "ten", 2: "two", -1: "minus"]
        var url = URL(string: "https://example.com/a b?q=1")!
        var data = Data([0, 1, 2, 250, 255])
        var date = Date(timeIntervalSinceReferenceDate: 12.5)
        var decimal = Decimal(string: "3.14159")!
        var kind = Kind.pair(1, "one")
        var kinds: [Kind] = [.none, .pair(2, "two")]
        var child = Child()
    }

    enum Kind: Encodable {
        case none
        case pair(Int, String)
    }

    /// A class hierarchy with a super encoder, nested containers and a key written twice.
    class Base: Encodable {
        var base = "base"
    }

    final class Child: Base, @unchecked Sendable {
        enum Keys: String, CodingKey { case name, nested, list, repeated }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("child", forKey: .name)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
            try nested.encode(1, forKey: .name)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode("first")
            var inner = list.nestedContainer(keyedBy: Keys.self)
            try inner.encode(true, forKey: .name)
            try list.encodeNil()
            try super.encode(to: container.superEncoder())
            try container.encode("once", forKey: .repeated)
            try container.encode("twice", forKey: .repeated)
        }
    }

    @Test func everyKindOfValueAsJSONEncoderWritesIt() throws {
        try Self.expectSame(Everything())
        try Self.expectSame([String]())
        try Self.expectSame([String: String]())
        try Self.expectSame("top")
        try Self.expectSame(42)
        try Self.expectSame([[[1]]])
        try Self.expectSame(Optional<Int>.none)
    }

    @Test func everyASCIIScalarAndNotableOthersEscapedAlike() throws {
        var strings = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        strings += ["\u{80}", "\u{9F}", "\u{A0}", "\u{FEFF}", "\u{FFFD}", "\u{10FFFF}", "한국어", "日本語", "x\u{301}"]
        try Self.expectSame(strings)
        try Self.expectSame(Dictionary(uniqueKeysWithValues: strings.map { ($0, $0) }))
    }

    /// The refusal names where the number is, as `JSONEncoder`'s does.
    @Test func aRefusalNamesThePathToTheNumber() {
        struct Holder: Encodable { var list: [[String: Double]] }
        let value = Holder(list: [["x": 1], ["y": .infinity]])
        func path(_ encode: () throws -> Void) -> [String]? {
            do { try encode() } catch EncodingError.invalidValue(_, let context) { return context.codingPath.map(\.stringValue) } catch {}
            return nil
        }
        let ours = path { _ = try SortedJSONEncoder(pretty: false).encode(value) }
        let theirs = path { _ = try Self.foundation(value, pretty: false) }
        #expect(ours != nil && ours == theirs, "\(String(describing: ours)) vs \(String(describing: theirs))")
    }

    @Test func nonFiniteNumbersAreRefused() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) { try SortedJSONEncoder(pretty: true).encode(["x": value]) }
            #expect(throws: EncodingError.self) { try Self.foundation(["x": value], pretty: true) }
        }
    }

    /// The example project's bundles, flows and prototypes, as the build writes them.
    @Test func theExampleProjectsBundlesFlowsAndPrototypes() throws {
        let lint = try CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).lint(tables: false)
        let emitter = BundleEmitter(config: lint.project.config)
        var compared = 0
        for deck in lint.project.decks {
            for locale in deck.locales {
                try Self.expectSame(emitter.localeBundle(deck, locale: locale))
                compared += 1
            }
            let context = DeckContext(site: PreviewSite(project: lint.project, diagnostics: lint.diagnostics), deck: deck)
            for flow in deck.flows {
                try Self.expectSame(FlowModelJSON(flow: flow))
                let compiled = FlowEmitter().compiled(flow)
                try Self.expectSame(compiled)
                try Self.expectSame(context.prototypeData(flow, compiled: compiled, page: .flow(deck.id, flow.id.value)))
                compared += 3
            }
        }
        try Self.expectSame(lint.diagnostics.map(\.message))
        #expect(compared > 50, "compared \(compared) values")
    }
}
