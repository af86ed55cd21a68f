/// How a block scalar (`|`, `>`) is laid out in the file: its header's indicators and comment,
/// where its content lines are indented and where the last one ends. libyaml ends the scalar
/// after its trailing blank lines; an edit keeps those (they separate entries) unless they are
/// part of the text (`|+`).
struct BlockScalarLayout {
    enum Chomping {
        case strip, clip, keep
    }

    var chomping = Chomping.clip
    /// The explicit indentation indicator (`|2`), if any.
    var indicator: Int?
    /// What follows the indicators on the header line, when it is a comment (`  # note`).
    var comment: ArraySlice<UInt8> = []
    /// The column of the content lines; nil when the scalar has none.
    var contentIndent: Int?
    /// The byte after the line break of the last content line (after the header's when none).
    var contentEnd = 0

    /// The layout of the block scalar `span` of `bytes`, in a mapping whose keys stand at
    /// `parentIndent`. Nil when the span does not start with its indicator (a tag or an anchor
    /// stands before it).
    init?(_ span: ScalarSpan, parentIndent: Int, in bytes: [UInt8]) {
        var index = span.start
        guard index < bytes.count, bytes[index] == .pipe || bytes[index] == UInt8(ascii: ">") else { return nil }
        index += 1
        indicators: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): indicator = Int(bytes[index] - UInt8(ascii: "0"))
            case .dash: chomping = .strip
            case UInt8(ascii: "+"): chomping = .keep
            default: break indicators
            }
            index += 1
        }
        let headerLineEnd = bytes[index...].firstIndex(of: .newline) ?? bytes.count
        var tailEnd = headerLineEnd
        if tailEnd > index, bytes[tailEnd - 1] == .carriageReturn { tailEnd -= 1 }
        if bytes[index..<tailEnd].first(where: { $0 != .space }) == .hash { comment = bytes[index..<tailEnd] }
        let headerEnd = min(headerLineEnd + 1, bytes.count)
        contentEnd = headerEnd
        // The content's column, found as libyaml finds it: an explicit indicator counts from the
        // mapping's column; otherwise the first line with text (and the blank lines before it).
        var indent = indicator.map { parentIndent + $0 }
        var leadingBlank = 0
        var lineStart = headerEnd
        while lineStart < span.end {
            let lineEnd = bytes[lineStart...].firstIndex(of: .newline) ?? bytes.count
            var length = lineEnd - lineStart
            if length > 0, bytes[lineEnd - 1] == .carriageReturn { length -= 1 }
            if indent == nil {
                var spaces = 0
                while spaces < length, bytes[lineStart + spaces] == .space { spaces += 1 }
                if spaces == length { leadingBlank = max(leadingBlank, spaces) } else { indent = max(spaces, leadingBlank, parentIndent + 1) }
            }
            // A line longer than the indentation is content, even when it holds only spaces.
            if let indent, length > indent { contentEnd = min(lineEnd + 1, bytes.count) }
            lineStart = lineEnd + 1
        }
        contentIndent = indent
    }

    /// Where the text of the scalar ends for an edit: its trailing blank lines are its own
    /// with `|+`, the file's otherwise.
    func end(of span: ScalarSpan) -> Int {
        chomping == .keep ? span.end : contentEnd
    }
}
