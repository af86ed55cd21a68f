extension SourceFile {
    /// The 1-based line and column (in Unicode scalars, as libyaml counts) of a UTF-8 byte
    /// offset into `text`; nil past the end.
    func position(ofByte offset: Int) -> (line: Int, column: Int)? {
        guard offset >= 0, offset <= text.utf8.count else { return nil }
        // The last line that starts at or before the offset.
        var low = 0, high = lineBounds.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineBounds[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineBounds[low].start)
        let end = utf8.index(utf8.startIndex, offsetBy: offset)
        return (low + 1, text.unicodeScalars[start..<end].count + 1)
    }
}

extension SourceFile {
    /// Turns offsets counted in Unicode scalars from the start of the text (libyaml's
    /// `mark.index`) into lines and columns of this file's own line table, walking forward from
    /// the last offset asked for: marks come in order, so a whole file costs one pass.
    struct ScalarCursor {
        private let file: SourceFile
        /// The last place asked for: its scalar offset, byte offset, 0-based line and 0-based
        /// column, so the next one counts on from there (also along one long line).
        private var scalar = 0
        private var byte = 0
        private var line = 0
        private var column = 0
        /// Whether the line is ASCII up to the column (then columns count characters too).
        private var asciiPrefix = true

        init(_ file: SourceFile) {
            self.file = file
        }

        /// The 1-based line and column (in scalars) of the scalar at `offset`, and whether the
        /// line is ASCII before it.
        mutating func position(ofScalar offset: Int) -> (line: Int, column: Int, asciiPrefix: Bool) {
            if offset < scalar { self = ScalarCursor(file) }
            let bounds = file.lineBounds
            var text = file.text
            text.withUTF8 { bytes in
                while scalar < offset, byte < bytes.count {
                    let lead = bytes[byte]
                    if lead >= 0x80 { asciiPrefix = false }
                    byte += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                    scalar += 1
                    column += 1
                    // Past a line break (`\n`, `\r` or both): the column starts again.
                    while line + 1 < bounds.count, bounds[line + 1].start <= byte {
                        line += 1
                        column = 0
                        asciiPrefix = true
                    }
                }
                byte = min(byte, bytes.count)
            }
            // A break of two scalars (`\r\n`) puts its `\n` at the next line's start; nothing
            // libyaml marks stands there.
            return (line + 1, column + 1, asciiPrefix)
        }
    }
}
