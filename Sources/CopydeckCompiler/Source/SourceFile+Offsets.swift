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
