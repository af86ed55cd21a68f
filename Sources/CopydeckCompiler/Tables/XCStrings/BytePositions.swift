import Foundation

/// Turns byte offsets of a UTF-8 file into 1-based lines and columns counted in characters, as
/// `SourceFile` counts them: `\n`, `\r\n` and a lone `\r` end a line; a byte-order mark at the
/// start is not a column. Offsets asked for in increasing order (as a reader walks a document)
/// cost one pass over the bytes between them, so a whole file on one line stays linear.
struct BytePositions {
    private let bytes: [UInt8]
    /// The byte offset each line starts at.
    private let lineStarts: [Int]
    /// The last place asked for: its offset, 0-based line and 1-based column.
    private var cursor: (offset: Int, line: Int, column: Int)

    init(_ bytes: [UInt8], start: Int = 0) {
        self.bytes = bytes
        var starts = [start]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start < buffer.count else { return }
            if memchr(base + start, Int32(UInt8(ascii: "\r")), buffer.count - start) == nil {
                // No `\r` (the usual case): memchr jumps from `\n` to `\n`.
                var index = start
                while index < buffer.count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), buffer.count - index) {
                    index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(index)
                }
                return
            }
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < buffer.count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
        }
        lineStarts = starts
        cursor = (start, 0, 1)
    }

    /// How many lines the file has (one past its last line break when it ends with one).
    var lineCount: Int { lineStarts.count }

    /// The location of the byte at `offset` (the end of the file for an offset past it).
    mutating func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, lineStarts[0]), bytes.count)
        let line = lineIndex(of: offset)
        let from: (offset: Int, column: Int)
        if cursor.line == line, cursor.offset <= offset {
            from = (cursor.offset, cursor.column)
        } else {
            from = (lineStarts[line], 1)
        }
        let column = from.column + characters(from: from.offset, to: offset)
        cursor = (offset, line, column)
        return SourceLocation(line: line + 1, column: column)
    }

    /// The range from `start` to `end` (exclusive) in `file`.
    mutating func range(_ file: String, from start: Int, to end: Int) -> SourceRange {
        let startLocation = location(of: start)
        return SourceRange(file: file, start: startLocation, end: location(of: max(end, start)))
    }

    /// The last line starting at or before `offset`.
    private func lineIndex(of offset: Int) -> Int {
        if cursor.offset <= offset {
            // Usually on the cursor's line or just after it.
            var line = cursor.line
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset, line - cursor.line < 8 { line += 1 }
            if line + 1 >= lineStarts.count || lineStarts[line + 1] > offset { return line }
        }
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Characters (extended grapheme clusters) in `bytes[start..<end]`, which holds no line break.
    private func characters(from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        var ascii = true
        for index in start..<end where bytes[index] >= 0x80 {
            ascii = false
            break
        }
        if ascii { return end - start }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self).count }
    }
}
