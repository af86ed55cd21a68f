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

    /// Escapes JSON text (UTF-8) for a script element.
    static func escape(_ json: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(json.count + 16)
        var index = 0
        while index < json.count {
            let byte = json[index]
            switch byte {
            case UInt8(ascii: "<"): output.append(contentsOf: Array(#"\u003c"#.utf8))
            case UInt8(ascii: ">"): output.append(contentsOf: Array(#"\u003e"#.utf8))
            case UInt8(ascii: "&"): output.append(contentsOf: Array(#"\u0026"#.utf8))
            case 0xE2 where index + 2 < json.count && json[index + 1] == 0x80
                && (json[index + 2] == 0xA8 || json[index + 2] == 0xA9):
                // U+2028 LINE SEPARATOR (E2 80 A8) and U+2029 PARAGRAPH SEPARATOR (E2 80 A9).
                output.append(contentsOf: Array((json[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8))
                index += 2
            default: output.append(byte)
            }
            index += 1
        }
        return output
    }
}
