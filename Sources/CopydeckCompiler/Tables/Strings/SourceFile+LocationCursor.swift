extension SourceFile {
    /// Turns UTF-8 offsets of the file's text into lines and columns in characters, counting on
    /// from the last offset asked for when it is on the same line (a reader asks in order, so a
    /// file costs about one pass). Scalars that always stand alone as one character (ASCII,
    /// Latin, Greek, Cyrillic, CJK, kana, Hangul syllables, common emoji and punctuation) are
    /// counted one each; a line with anything else (a combining mark, a joiner, a jamo, a flag)
    /// is left to `location(line:scalarColumn:)`, which counts its characters the slow way.
    struct LocationCursor {
        private let file: SourceFile
        private var line = -1
        private var offset = 0
        private var scalarColumn = 1
        private var characterColumn = 1
        /// Whether every scalar of the line before `offset` stands alone.
        private var simple = true

        init(_ file: SourceFile) {
            self.file = file
        }

        mutating func location(ofByte target: Int) -> SourceLocation {
            let bounds = file.lineBounds
            let target = min(max(target, 0), file.text.utf8.count)
            if line < 0 || target < offset || target > bounds[line].end {
                // Another line, or back: start at the beginning of the target's line.
                var low = 0, high = bounds.count - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if bounds[middle].start <= target { low = middle } else { high = middle - 1 }
                }
                line = low
                offset = bounds[low].start
                scalarColumn = 1
                characterColumn = 1
                simple = true
            }
            var text = file.text
            text.withUTF8 { bytes in
                while offset < target {
                    let lead = bytes[offset]
                    let length = lead < 0x80 ? 1 : UTF8.scalarLength(lead: lead)
                    if simple && !Self.standsAlone(bytes, at: offset, lead: lead) { simple = false }
                    offset = min(offset + length, target)
                    scalarColumn += 1
                    characterColumn += 1
                }
                // The character at the target must start there too (not be a mark on the last one).
                if simple, target < bytes.count, !Self.standsAlone(bytes, at: target, lead: bytes[target]) {
                    simple = false
                }
            }
            if simple { return SourceLocation(line: line + 1, column: characterColumn) }
            return file.location(line: line + 1, scalarColumn: scalarColumn)
        }

        /// Whether the scalar at `offset` is one that never joins the one before into a character.
        private static func standsAlone(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, lead: UInt8) -> Bool {
            // Every ASCII character, controls too, is a character of its own (CR LF never stands
            // inside a line).
            if lead < 0x80 { return true }
            let length = UTF8.scalarLength(lead: lead)
            guard offset + length <= bytes.count else { return false }
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for index in 1..<length { value = value << 6 | UInt32(bytes[offset + index] & 0x3F) }
            switch value {
            case 0xA0...0x2FF: return value != 0xAD
            case 0x370...0x482, 0x48A...0x52F: return true
            case 0x2010...0x2027, 0x2030...0x205E: return true
            case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309D...0x30FF: return true
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
            case 0xFF01...0xFF60: return true
            case 0x1F300...0x1F3FA, 0x1F400...0x1F64F: return true
            default: return false
            }
        }
    }
}
