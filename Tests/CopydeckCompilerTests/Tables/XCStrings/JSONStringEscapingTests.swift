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

    /// The eight-bytes-at-once test agrees with the byte-by-byte one.
    @Test func wordScanAgreesWithByteScan() async {
        let byte = zip(Gen.bool, Gen<UInt8?>.element(of: [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF]).compactMap { $0 }, Gen.uint8())
            .map { pick, special, any in pick ? special : any }
        await propertyCheck(count: 5000, input: byte.array(of: 8)) { bytes in
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            #expect(JSONStringEscaping.clean(word) == !bytes.contains(where: JSONStringEscaping.needsEscape), "\(bytes)")
        }
        for position in 0..<8 {
            for bad: UInt8 in [0x00, 0x1F, 0x22, 0x5C] {
                var bytes = [UInt8](repeating: 0x41, count: 8)
                bytes[position] = bad
                #expect(!JSONStringEscaping.clean(bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }))
            }
        }
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
