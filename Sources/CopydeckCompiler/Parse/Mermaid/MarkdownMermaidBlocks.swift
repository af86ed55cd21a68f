import Foundation

/// The ```` ```mermaid ```` fences of a Markdown file, each with the line it starts on, so that
/// a position in the diagram maps back to the Markdown file.
public struct MarkdownMermaidBlock: Sendable, Equatable {
    /// The diagram text: the lines between the fences, unchanged (columns stay the file's).
    public var text: String
    /// The file line of the diagram's first line (1-based).
    public var firstLine: Int
}

public enum MarkdownMermaidBlocks {
    /// Fenced code blocks (backticks or tildes, three or more, optionally indented) whose info
    /// string is `mermaid`. An unclosed fence runs to the end of the file, as in CommonMark.
    /// Lines end with `\n`, `\r\n` or a lone `\r`, as `SourceFile` counts them, so a block's
    /// `firstLine` is the file's line whichever an editor wrote; a block's lines are joined with `\n`.
    public static func extract(from markdown: String) -> [MarkdownMermaidBlock] {
        var work = 0
        return extract(from: markdown, work: &work)
    }

    /// `extract(from:)`, adding to `work` the lines and characters it looks at: each is looked at
    /// a bounded number of times, which tests check by doubling the input.
    static func extract(from markdown: String, work: inout Int) -> [MarkdownMermaidBlock] {
        let lines = Self.lines(of: markdown)
        var blocks: [MarkdownMermaidBlock] = []
        var index = 0
        while index < lines.count {
            work += 1
            guard let fence = opening(lines[index], work: &work) else {
                index += 1
                continue
            }
            let first = index + 1
            var end = first
            while end < lines.count, !closes(lines[end], fence: fence, work: &work) {
                work += 1
                end += 1
            }
            if fence.isMermaid {
                let body = lines[first..<end]
                work += body.reduce(0) { $0 + $1.utf8.count }
                blocks.append(MarkdownMermaidBlock(text: body.joined(separator: "\n"), firstLine: first + 1))
            }
            index = end + 1
        }
        return blocks
    }

    /// The lines of `text` without their breaks (`\n`, `\r\n` or a lone `\r`; a CRLF is one
    /// break), found by their bytes: the same lines splitting the text's Characters gives, as a
    /// line break is always a Character of its own, but without breaking the whole text into
    /// Characters.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = utf8.index(after: index)
            if byte == UInt8(ascii: "\r"), index != utf8.endIndex, utf8[index] == UInt8(ascii: "\n") { index = utf8.index(after: index) }
            start = index
        }
        lines.append(text[start...])
        return lines
    }

    private struct Fence {
        var character: Character
        var length: Int
        var isMermaid: Bool
    }

    private static func opening(_ line: Substring, work: inout Int) -> Fence? {
        let indent = line.prefix(while: { work += 1; return $0 == " " }).count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let run = rest.prefix(while: { work += 1; return $0 == character }).count
        guard run >= 3 else { return nil }
        let infoText = rest.dropFirst(run)
        work += infoText.utf8.count
        let info = infoText.trimmingCharacters(in: .whitespaces)
        if character == "`" && info.contains("`") { return nil }
        let language = info.split(separator: " ").first.map(String.init) ?? ""
        return Fence(character: character, length: run, isMermaid: language.lowercased() == "mermaid")
    }

    private static func closes(_ line: Substring, fence: Fence, work: inout Int) -> Bool {
        let indent = line.prefix(while: { work += 1; return $0 == " " }).count
        guard indent <= 3 else { return false }
        let trimmed = line.dropFirst(indent)
        let run = trimmed.prefix(while: { work += 1; return $0 == fence.character }).count
        return run >= fence.length && trimmed.dropFirst(run).allSatisfy { work += 1; return $0 == " " || $0 == "\t" }
    }
}
