import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// Strings escaped byte for byte as `JSONSerialization` escapes them with Xcode's options.
@Suite struct JSONStringEscapingTests {
    private func escaped(_ value: String) -> [UInt8] {
        var bytes: [UInt8] = []
        JSONStringEscaping.append(value, to: &bytes)
        return bytes
    }

    /// The value's bytes inside `JSONSerialization`'s `{"k" : "…"}`.
    private func foundation(_ value: String) throws -> [UInt8] {
        let whole = try XCStringsOracle.serialize(["k": value])
        let prefix = Array("{\n  \"k\" : ".utf8)
        return Array(whole.dropFirst(prefix.count).dropLast(2))
    }

    @Test func everyASCIICharacterAndTheNotableOthers() throws {
        let scalars = Array(0..<0x80) + [0x80, 0x85, 0x9F, 0xA0, 0xAD, 0x0301, 0x200B, 0x200E, 0x200F, 0x2028, 0x2029, 0xD7FF, 0xE000, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x1F600, 0x10FFFF]
        for value in scalars {
            let text = String(UnicodeScalar(UInt32(value))!)
            #expect(escaped(text) == (try foundation(text)), "U+\(String(value, radix: 16))")
        }
    }

    @Test func theEscapesFoundationChose() {
        #expect(String(decoding: escaped("\u{0}\u{8}\t\n\u{B}\u{C}\r\u{1F}\"\\/\u{7F}"), as: UTF8.self)
                == #""\u0000\b\t\n\u000b\f\r\u001f\"\\/\#u{7F}""#)
    }

    @Test func generatedTextsMatchJSONSerialization() async throws {
        let piece = Gen<String?>.element(of: XCStringsGen.textPieces).compactMap { $0 }
        await propertyCheck(count: 500, input: piece.array(of: 0...12).map { $0.joined() }) { text in
            expectSameBytes(escaped(text), try foundation(text), "\(text.debugDescription): ")
        }
    }

    @Test func anyScalarMatchesJSONSerialization() async throws {
        // Gen.unicodeScalar does not skip the surrogates; half the scalars are below U+0100.
        let scalar = zip(Gen.bool, Gen.uint32(in: 0...0xFF), Gen.uint32(in: 0...0x10FFFF)).map { low, small, any in
            Unicode.Scalar(low ? small : any) ?? "\u{FFFD}"
        }
        await propertyCheck(count: 500, input: scalar.array(of: 0...8)) { scalars in
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            expectSameBytes(escaped(text), try foundation(text), "\(text.debugDescription): ")
        }
    }
}
