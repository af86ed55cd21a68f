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
    public static func extract(from markdown: String) -> [MarkdownMermaidBlock] {
        let lines = markdown.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        var blocks: [MarkdownMermaidBlock] = []
        var index = 0
        while index < lines.count {
            guard let fence = opening(lines[index]) else {
                index += 1
                continue
            }
            let first = index + 1
            var end = first
            while end < lines.count, !closes(lines[end], fence: fence) { end += 1 }
            if fence.isMermaid {
                blocks.append(MarkdownMermaidBlock(text: lines[first..<end].joined(separator: "\n"), firstLine: first + 1))
            }
            index = end + 1
        }
        return blocks
    }

    private struct Fence {
        var character: Character
        var length: Int
        var isMermaid: Bool
    }

    private static func opening(_ line: Substring) -> Fence? {
        let indent = line.prefix(while: { $0 == " " })
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let run = rest.prefix(while: { $0 == character })
        guard run.count >= 3 else { return nil }
        let info = rest.dropFirst(run.count).trimmingCharacters(in: .whitespaces)
        if character == "`" && info.contains("`") { return nil }
        let language = info.split(separator: " ").first.map(String.init) ?? ""
        return Fence(character: character, length: run.count, isMermaid: language.lowercased() == "mermaid")
    }

    private static func closes(_ line: Substring, fence: Fence) -> Bool {
        let trimmed = line.drop(while: { $0 == " " })
        guard line.count - trimmed.count <= 3 else { return false }
        let run = trimmed.prefix(while: { $0 == fence.character })
        return run.count >= fence.length && trimmed.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" }
    }
}
