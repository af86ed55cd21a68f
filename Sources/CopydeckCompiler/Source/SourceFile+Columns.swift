extension SourceFile {
    /// Lines longer than this get column checkpoints (`ColumnCheckpoints`).
    static let checkpointedLineBytes = 256

    /// Places along one long line (every 64 characters) where the scalar count, the character
    /// count and the byte offset are known, so turning a scalar column into a character column
    /// walks at most 64 characters from the nearest one instead of the whole line before it. A
    /// one-line flow mapping of thousands of entries would otherwise cost the square of its length.
    struct ColumnCheckpoints: Sendable {
        struct Point: Sendable {
            /// Scalars and characters before the point, and its byte offset, from the line's start.
            var scalars: Int
            var characters: Int
            var byte: Int
            /// Whether every byte before the point is ASCII.
            var ascii: Bool
        }

        static let spacing = 64
        let points: [Point]

        init(_ line: Substring) {
            var points = [Point(scalars: 0, characters: 0, byte: 0, ascii: true)]
            var scalars = 0, characters = 0, bytes = 0
            var ascii = true
            for character in line {
                let utf8 = character.utf8.count
                if ascii, character.utf8.contains(where: { $0 >= 0x80 }) { ascii = false }
                scalars += character.unicodeScalars.count
                characters += 1
                bytes += utf8
                if characters % Self.spacing == 0 {
                    points.append(Point(scalars: scalars, characters: characters, byte: bytes, ascii: ascii))
                }
            }
            self.points = points
        }

        /// The last point at or before `scalars` scalars into the line.
        func point(before scalars: Int) -> Point {
            var low = 0, high = points.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if points[middle].scalars <= scalars { low = middle } else { high = middle - 1 }
            }
            return points[low]
        }
    }

    /// Checkpoints for each line longer than `checkpointedLineBytes` (by 0-based line index).
    static func checkpoints(of text: String, lines: [(start: Int, end: Int)]) -> [Int: ColumnCheckpoints] {
        var found: [Int: ColumnCheckpoints] = [:]
        let utf8 = text.utf8
        for (index, bounds) in lines.enumerated() where bounds.end - bounds.start > checkpointedLineBytes {
            let start = utf8.index(utf8.startIndex, offsetBy: bounds.start)
            found[index] = ColumnCheckpoints(text[start..<utf8.index(start, offsetBy: bounds.end - bounds.start)])
        }
        return found
    }

    /// `characterColumn` on a checkpointed line: from the nearest checkpoint on.
    func characterColumn(onLongLine line: Int, _ checkpoints: ColumnCheckpoints, scalarColumn: Int) -> Int {
        guard let text = self.line(line) else { return scalarColumn }
        let target = scalarColumn - 1
        let point = checkpoints.point(before: target)
        var scalarsSeen = point.scalars
        var characters = point.characters
        var ascii = point.ascii
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: point.byte)
        for character in text[from...] {
            if scalarsSeen >= target { break }
            if ascii, character.utf8.contains(where: { $0 >= 0x80 }) { ascii = false }
            scalarsSeen += character.unicodeScalars.count
            characters += 1
        }
        if ascii { return scalarColumn }
        if scalarsSeen < target { characters += target - scalarsSeen }
        return characters + 1
    }
}
