import Foundation

/// JSON for a `<script type="application/json">`: encoded with sorted keys (deterministic), then
/// every `<`, `>`, `&`, U+2028 and U+2029 written as a `\uXXXX` escape, so that no `</script>`,
/// `<!--` or line separator can end the script or the string early. In valid JSON these
/// characters occur only inside strings, where the escape means the same character.
enum InlineJSON {
    static func encode(_ value: some Encodable) throws(MarkupError) -> [UInt8] {
        let json: [UInt8]
        do {
            json = try SortedJSONEncoder(pretty: false).encode(value)
        } catch {
            throw .jsonEncoding(String(describing: error))
        }
        return escape(json)
    }

    /// Escapes JSON text (UTF-8) for a script element. Runs of bytes that need nothing are
    /// copied at once (a flow page's prototype is hundreds of kilobytes).
    static func escape(_ json: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(json.count + 16)
        json.withUnsafeBufferPointer { input in
            var index = 0
            var runStart = 0
            while index < input.count {
                let replacement: StaticString
                var length = 1
                switch input[index] {
                case UInt8(ascii: "<"): replacement = #"\u003c"#
                case UInt8(ascii: ">"): replacement = #"\u003e"#
                case UInt8(ascii: "&"): replacement = #"\u0026"#
                case 0xE2 where index + 2 < input.count && input[index + 1] == 0x80
                    && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9):
                    // U+2028 LINE SEPARATOR (E2 80 A8) and U+2029 PARAGRAPH SEPARATOR (E2 80 A9).
                    replacement = input[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#
                    length = 3
                default:
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index]))
                replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                index += length
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<input.count]))
        }
        return output
    }
}
