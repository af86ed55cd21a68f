import Foundation
import Testing
@testable import CopydeckCompiler

/// The marker a build writes is laid out directly, not through an encoder: it must be the bytes
/// Foundation's `JSONEncoder` writes of it (pretty, keys sorted, slashes not escaped), and read
/// back as the same marker.
@Suite struct OutputMarkerEncodingTests {
    private func foundationBytes(_ marker: OutputMarker) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(marker) + Data("\n".utf8)
    }

    @Test(arguments: [
        ["d000/bundle/en.json"],
        ["a.json", "b/c.json", "report/lint.sarif"],
        ["say \"hi\"/back\\slash.txt", "한국어/日本語.html", "tab\there", "line\u{2028}sep", "ctl\u{01}\u{1F}.txt", "emoji 😀.txt", "é/e\u{301}.txt"],
    ])
    func aMarkerIsWhatJSONEncoderWritesOfIt(_ paths: [String]) throws {
        let entries = paths.enumerated().map { index, path in
            OutputMarker.Entry(path: path, size: [0, 1, 283_611, Int.max][index % 4], hash: String(format: "%016llx", UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        }
        let marker = OutputMarker(entries: entries)
        let bytes = try marker.encoded()
        #expect(bytes == (try foundationBytes(marker)), "\(String(decoding: bytes, as: UTF8.self))")
        #expect(OutputMarker.decode(bytes)?.files == marker.files || paths.contains { !OutputPath.isSafe($0) })
        #expect(try JSONDecoder().decode(OutputMarker.self, from: bytes) == marker)
    }

    @Test func anEmptyOrOlderMarkerIsStillWhatJSONEncoderWrites() throws {
        let empty = OutputMarker(entries: [])
        #expect(try empty.encoded() == (try foundationBytes(empty)))
        var older = OutputMarker(entries: [OutputMarker.Entry(path: "a.json", size: 3, hash: nil, fnv1a: "0011223344556677")])
        older.format = 1
        #expect(try older.encoded() == (try foundationBytes(older)))
    }
}
