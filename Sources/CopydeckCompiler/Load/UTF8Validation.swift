/// Where a byte sequence stops being UTF-8, found with the standard library's strict decoder
/// (no overlong forms, no surrogates, nothing past U+10FFFF): the same judgement as `String`'s.
enum UTF8Validation {
    struct Failure: Equatable {
        /// Byte offset of the first byte that is not part of a valid character.
        var offset: Int
        /// 1-based line (after `\n`, `\r\n` or a lone `\r`) and column in characters.
        var line: Int
        var column: Int
        /// The bytes from the first bad one, at most four, up to the end of the line.
        var bytes: [UInt8]
    }

    /// Nil when every byte is part of a valid UTF-8 character.
    static func firstFailure<Bytes: Collection>(in bytes: Bytes) -> Failure? where Bytes.Element == UInt8, Bytes.Index == Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        var lineStart = offset
        var line = 1
        var previousWasCR = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let byte = encoded.first!
                if byte == 0x0A, !previousWasCR || offset != lineStart {
                    line += 1
                    lineStart = offset + 1
                } else if byte == 0x0A {
                    lineStart = offset + 1   // the `\n` of a `\r\n`: the line already broke
                } else if byte == 0x0D {
                    line += 1
                    lineStart = offset + 1
                }
                previousWasCR = byte == 0x0D
                offset += encoded.count
            case .error:
                let lineText = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
                let shown = Array(bytes[offset..<min(offset + 4, bytes.endIndex)].prefix { $0 != 0x0A && $0 != 0x0D })
                return Failure(offset: offset, line: line, column: lineText.count + 1, bytes: shown)
            case .emptyInput:
                return nil
            }
        }
    }
}
