import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// Written and read back: every localization returns as it was written, at the line of its
/// value, and a catalog read and written again is byte-identical.
@Suite struct XCStringsRoundTripTests {
    let writer = XCStringsWriter()
    let reader = XCStringsReader()

    /// The first entry of each key and the first localization of each locale: what the writer writes.
    private func written(_ table: StringTable) -> [String: [String: TableLocalization]] {
        var result: [String: [String: TableLocalization]] = [:]
        for entry in table.entries where result[entry.key] == nil {
            var localizations: [String: TableLocalization] = [:]
            for localization in entry.localizations where localizations[localization.locale] == nil {
                localizations[localization.locale] = localization
            }
            result[entry.key] = localizations
        }
        return result
    }

    @Test func everyLocalizationComesBackAtItsLine() async {
        await propertyCheck(count: 300, input: XCStringsGen.tables()) { table in
            let bytes = writer.bytes(table)
            let catalog = reader.readCatalog(bytes, path: "Localizable.xcstrings")
            #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics.map(\.message))")
            #expect(catalog.sourceLanguage == table.sourceLocale)
            #expect(catalog.version == "1.1")
            let expected = written(table)
            #expect(catalog.strings.count == expected.values.map(\.count).reduce(0, +))
            #expect(Set(catalog.keys) == Set(expected.keys))
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for string in catalog.strings {
                guard let localization = expected[string.key]?[string.locale] else {
                    Issue.record("\(string.key) (\(string.locale)) was not written")
                    continue
                }
                #expect(string.text == localization.text, "\(string.key) (\(string.locale))")
                #expect(string.state == localization.state, "\(string.key) (\(string.locale))")
                // A format's range starts at its value, on the line `"value" : "…"`; a plural's at
                // the localization's object, on the line `"<locale>" : {`.
                let line = lines[string.range.start.line - 1]
                let before = String(line.prefix(string.range.start.column - 1))
                if case .plural = string.text {
                    #expect(before.trimmingCharacters(in: .whitespaces) == "\"\(string.locale)\" :")
                } else {
                    #expect(before.trimmingCharacters(in: .whitespaces) == "\"value\" :")
                }
            }
        }
    }

    @Test func aCatalogReadAndWrittenAgainIsByteIdentical() async {
        await propertyCheck(count: 300, input: XCStringsGen.tables()) { table in
            let bytes = writer.bytes(table)
            let catalog = reader.readCatalog(bytes, path: "Localizable.xcstrings")
            expectSameBytes(writer.bytes(catalog.table(name: "Localizable")), bytes)
        }
    }

    @Test func theReaderCheckHoldsOnWrittenCatalogs() async {
        await propertyCheck(count: 100, input: XCStringsGen.tables()) { table in
            #expect(XCStringsReaderCheck.problems(in: writer.bytes(table)) == [])
        }
    }

    /// Catalogs cut, spliced and with bytes changed: the reader never crashes and the check
    /// (positions inside the file, what was read comes back) holds, whatever came out.
    @Test func theReaderCheckHoldsOnDamagedCatalogs() async {
        let damage = Generator { rng -> [UInt8] in
            var generator = AnyRNG(rng: rng)
            defer { rng = generator.rng }
            var bytes = writer.bytes(XCStringsGen.table(&generator, maxEntries: 4))
            let tokens: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\uD83D", "\n", "\r", "\u{FEFF}", "1.5", "-0", "null", "true",
                                     "\"variations\" : {\"device\" : {}}", "\"state\" : \"signed_off\"", "\"plural\" : {}", "\"argNum\" : 0", "é", "\u{301}", "\u{600}"]
                .map { Array($0.utf8) }
            for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &generator)))
                case 2: bytes.insert(contentsOf: tokens.randomElement(using: &generator)!, at: at)
                case 3: bytes = Array(bytes.prefix(at))
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 60)], at: Int.random(in: 0..<bytes.count, using: &generator))
                }
            }
            return bytes
        }
        await propertyCheck(count: 400, input: damage) { bytes in
            #expect(XCStringsReaderCheck.problems(in: bytes) == [], "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }

    @Test func theReaderCheckHoldsOnHostileInputs() {
        let inputs: [[UInt8]] = [
            [], [0xEF, 0xBB, 0xBF], Array("{".utf8), Array("\"".utf8), [0xFF, 0xFE], Array("\r\r\n\n".utf8),
            Array(String(repeating: "[", count: 10_000).utf8), Array(String(repeating: "{\"a\":", count: 10_000).utf8),
            Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"\u{600}\"}}}}}}".utf8),
            Array("{\"strings\":{\"e\u{301}\":{},\"\u{E9}\":{\"comment\":\"second\"}}}".utf8),
            Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"%#@b@\"},\"substitutions\":{\"b\":{\"argNum\":1,\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"other\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"x\"}}}}},\"a\":{\"argNum\":1,\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"other\":{\"stringUnit\":{\"state\":\"stale\",\"value\":\"y\"}}}}}}}}}}}".utf8),
        ]
        for input in inputs {
            #expect(XCStringsReaderCheck.problems(in: input) == [], "\(String(decoding: input, as: UTF8.self).prefix(80).debugDescription)")
        }
    }

    /// The check finds what it is meant to find, shown on read results damaged by hand.
    @Test func theReaderCheckCanFail() throws {
        let bytes = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"k\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"v\" } } } } }\n}".utf8)
        let path = "Fuzz.xcstrings"
        let catalog = reader.readCatalog(bytes, path: path)
        #expect(XCStringsReaderCheck.problems(of: catalog, readFrom: bytes, path: path) == [])

        var outside = catalog
        outside.strings[0].range.start = CopydeckCompiler.SourceLocation(line: 9, column: 1)
        #expect(XCStringsReaderCheck.problems(of: outside, readFrom: bytes, path: path).first?.contains("line 9 outside the file's 4 lines") == true)

        var beside = catalog
        beside.strings[0].range.start.column -= 1
        #expect(XCStringsReaderCheck.problems(of: beside, readFrom: bytes, path: path).first?.contains("not \"") == true)

        var syntax = catalog
        syntax.diagnostics.append(Diagnostic(rule: Rules.importSyntax.id, severity: .error, range: SourceRange(file: path, start: .init(line: 4, column: 2)), message: "m"))
        #expect(XCStringsReaderCheck.problems(of: syntax, readFrom: bytes, path: path).first?.contains("a syntax error, yet 1 strings were read") == true)

        var twice = catalog
        twice.strings.append(catalog.strings[0])
        #expect(XCStringsReaderCheck.problems(of: twice, readFrom: bytes, path: path).contains("the reader returned a key and locale twice"))
    }
}
