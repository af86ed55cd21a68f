/// Wrapping of diagram labels to a width (`TextMeasure`): Latin and Korean text break at spaces
/// (Korean is written with spaces between words), Chinese and Japanese between any two
/// characters except before closing punctuation (`、。」`…) and after opening punctuation
/// (`「（`…). A word longer than the line is broken between grapheme clusters; a cluster is never
/// split. A newline and Mermaid's `<br>` (`<br/>`, `<br />`, any case) start a new line. The
/// spaces a line breaks at are dropped, and no line ends with a space. A Chinese or Japanese
/// character is not left alone on a paragraph's last line (`pushOut`).
extension TextMeasure {
    public static func wrap(_ text: String, maxWidth: Double, fontSize: Double) -> [String] {
        var lines: [String] = []
        for hardLine in hardLines(text) {
            wrapLine(Array(hardLine), maxEms: fontSize > 0 ? maxWidth / fontSize : .infinity, into: &lines)
        }
        return lines
    }

    /// Splits at `\n`, `\r\n`, `\r` and `<br>` in its spellings.
    static func hardLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append(text[start..<index])
                index = text.index(after: index)
                start = index
            } else if character == "<", let end = brEnd(text, at: index) {
                lines.append(text[start..<index])
                index = end
                start = index
            } else {
                index = text.index(after: index)
            }
        }
        lines.append(text[start..<text.endIndex])
        return lines
    }

    /// The end of a `<br>`, `<br/>` or `<br />` starting at `index`, any case.
    private static func brEnd(_ text: String, at index: String.Index) -> String.Index? {
        let rest = text.utf8[index...].prefix(6)
        var bytes = Array(rest)
        for position in bytes.indices where bytes[position] >= 0x41 && bytes[position] <= 0x5A {
            bytes[position] += 0x20
        }
        for form in ["<br>", "<br/>", "<br />"] where bytes.starts(with: form.utf8) {
            return text.utf8.index(index, offsetBy: form.utf8.count)
        }
        return nil
    }

    private static func wrapLine(_ clusters: [Character], maxEms: Double, into lines: inout [String]) {
        let widths = clusters.map(emWidth(of:))
        let first = lines.count
        var line: [Character] = []
        var lineWidth = 0.0  // of `line` without its trailing spaces
        var pendingSpaces: [Character] = []
        var pendingWidth = 0.0
        // Whether the last break was between two characters with no space dropped there.
        var brokeWithoutSpace = false

        func emit() {
            lines.append(String(line))
            line = []
            lineWidth = 0
        }

        // Words: runs of clusters between break opportunities, each with the spaces after it.
        var index = 0
        while index < clusters.count {
            var end = index
            while end < clusters.count && !isSpace(clusters[end]) {
                end += 1
                if end < clusters.count && !isSpace(clusters[end]) && canBreak(clusters[end - 1], clusters[end]) { break }
            }
            var spaceEnd = end
            while spaceEnd < clusters.count && isSpace(clusters[spaceEnd]) { spaceEnd += 1 }
            let word = clusters[index..<end]
            let wordWidth = widths[index..<end].reduce(0, +)
            if !line.isEmpty || !pendingSpaces.isEmpty, lineWidth + pendingWidth + wordWidth <= maxEms {
                line += pendingSpaces
                line += word
                lineWidth += pendingWidth + wordWidth
            } else {
                // Leading spaces that do not fit with the first word are dropped with the break.
                if !line.isEmpty {
                    brokeWithoutSpace = pendingSpaces.isEmpty
                    emit()
                }
                // The word alone on a line, broken between clusters when it is longer than it.
                for position in index..<end {
                    if !line.isEmpty && lineWidth + widths[position] > maxEms {
                        brokeWithoutSpace = true
                        emit()
                    }
                    line.append(clusters[position])
                    lineWidth += widths[position]
                }
            }
            pendingSpaces = Array(clusters[end..<spaceEnd])
            pendingWidth = widths[end..<spaceEnd].reduce(0, +)
            index = spaceEnd
        }
        pushOut(&line, brokeWithoutSpace: brokeWithoutSpace, maxEms: maxEms, lines: &lines, first: first)
        lines.append(String(line))
    }

    /// A Chinese or Japanese character alone on the last line takes the one before it along
    /// ("タイムア" / "ウト", not "タイムアウ" / "ト"), as UILabel's standard line-break strategy
    /// pushes out a line to leave no orphan; only where the line may break there and the two fit.
    private static func pushOut(_ line: inout [Character], brokeWithoutSpace: Bool, maxEms: Double, lines: inout [String], first: Int) {
        guard line.count == 1, brokeWithoutSpace, lines.count > first, let orphan = line.first, breaksBetweenCharacters(orphan) else { return }
        let previous = Array(lines[lines.count - 1])
        guard previous.count >= 3 else { return }
        let moved = previous[previous.count - 1], before = previous[previous.count - 2]
        guard !isSpace(moved), !isSpace(before), canBreak(before, moved), emWidth(of: moved) + emWidth(of: orphan) <= maxEms else { return }
        lines[lines.count - 1] = String(previous.dropLast())
        line = [moved, orphan]
    }

    static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\u{3000}"
    }

    /// Whether a line may break between `before` and `after` with no space between them: between
    /// Chinese or Japanese characters (not Hangul), but never before closing punctuation or a
    /// small kana, and never after opening punctuation.
    static func canBreak(_ before: Character, _ after: Character) -> Bool {
        guard breaksBetweenCharacters(before) || breaksBetweenCharacters(after) else { return false }
        return !closing.contains(after) && !opening.contains(before)
    }

    private static func breaksBetweenCharacters(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, isWide(scalar.value) else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x3131...0x318E, 0xA960...0xA97F, 0xAC00...0xD7A3: return false  // Hangul
        default: return true
        }
    }

    static let closing: Set<Character> = [
        "、", "。", "，", "．", "」", "』", "）", "】", "〉", "》", "〕", "｝", "］", "！", "？", "：", "；", "・",
        "ー", "…", "‥", "〜", "ゝ", "ゞ", "々", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ",
        "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ", ")", "]", "}", ".", ",", "!", "?",
        ":", ";", "%",
    ]
    static let opening: Set<Character> = ["「", "『", "（", "【", "〈", "《", "〔", "｛", "［", "(", "[", "{"]
}
