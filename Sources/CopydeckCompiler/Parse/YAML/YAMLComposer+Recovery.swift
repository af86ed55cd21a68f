/// What libyaml would say after its first refusal. libyaml stops at the first error, so a file
/// with three mistakes would be mended one run at a time. Here the reading goes on: from the next
/// key at the failing line's depth or above (a sibling or an ancestor's sibling, never a child,
/// which might be the text of a block scalar), the file is composed again from that key on, as
/// libyaml reads a mapping that starts indented, and the first failure of the block the key starts
/// is reported in turn (the line after the block, shallower than that root, only ends it).
///
/// A block read so is valid when it was valid in the file, so nothing is reported that mending
/// the earlier errors would not leave; what the recovery cannot see (a key repeated across two
/// blocks, a flow collection that spans blocks) is left for the run after the fix.
extension YAMLComposer {
    /// Failures reported per file at most: past a few dozen, the file is not YAML at all.
    static let maximumFailures = 64

    /// The failures after `first`, each where it stands in `file`, with what the blocks read
    /// after it refused without failing (foreign tags).
    static func laterFailures(in file: SourceFile, after first: Failure) -> [Failure] {
        guard var line = first.line else { return [] }
        var failures: [Failure] = []
        var depth = resumeDepth(after: first, at: line, in: file)
        var next = line + 1
        while failures.count + 1 < maximumFailures, let start = nextKey(from: next, deepest: depth, in: file) {
            let blockDepth = indentation(of: start, in: file)
            let end = endOfBlock(startingAt: start, depth: blockDepth, in: file)
            // Read from the key to the end of the file, so that what runs on past the block (an
            // unclosed `[`) fails where it would in the whole file; the line after the block,
            // shallower than a root indented as it is, is where a sound block's reading stops.
            let rest = SourceFile(path: file.path, text: text(of: file, from: start))
            let failure: Failure?
            switch compose(rest) {
            case .failure(let found):
                let placed = found.shifted(by: start - 1)
                failure = placed.belongs(to: start...end) ? placed : nil
            case .success(let composition):
                failures += composition.refused.map { $0.shifted(by: start - 1) }
                failure = nil
            }
            if let failure {
                failures.append(failure)
                guard let failureLine = failure.line else { return failures }
                line = failureLine
                depth = resumeDepth(after: failure, at: line, in: file)
                next = line + 1
            } else {
                // The line after the block is shallower than its key: resume there or above.
                next = end + 1
                depth = blockDepth - 1
            }
        }
        return failures
    }

    /// The first line from `line` on that starts a mapping key no deeper than `deepest`.
    private static func nextKey(from line: Int, deepest: Int, in file: SourceFile) -> Int? {
        var deepest = deepest
        var line = line
        while line <= file.lineCount {
            guard let text = file.line(line), let first = text.first(where: { $0 != " " }), first != "#" else {
                line += 1
                continue
            }
            let indent = indentation(of: line, in: file)
            if indent <= deepest, text.dropFirst(indent).first != "\t" {
                if startsKey(text.drop { $0 == " " }) { return line }
                // A sequence item or a stray bracket: its children are not keys to resume at.
                deepest = indent
            }
            line += 1
        }
        return nil
    }

    /// Whether a line (its indentation dropped) begins `key:`, a plain or quoted key.
    private static func startsKey(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first.isNumber || "_\"'".contains(first) else { return false }
        return text.contains(":")
    }

    /// The last line of the block a key at `depth` starts: the lines after it that are blank,
    /// comments, or deeper than it, up to the next line no deeper than a sibling's.
    private static func endOfBlock(startingAt line: Int, depth: Int, in file: SourceFile) -> Int {
        var last = line
        var next = line + 1
        while next <= file.lineCount, let text = file.line(next) {
            // A line indented with a tab is one libyaml refuses where it stands: part of the block.
            if let first = text.first(where: { $0 != " " }), first != "#", first != "\t", indentation(of: next, in: file) < depth { break }
            last = next
            next += 1
        }
        return last
    }

    /// How deep the next key may stand after a failure on `line`: as deep as the line and no
    /// deeper than a flow collection the failure was reading (whose lines may run on), or as its
    /// children when it is a key that opens a mapping (`intro:`).
    private static func resumeDepth(after failure: Failure, at line: Int, in file: SourceFile) -> Int {
        var depth = depth(of: line, in: file)
        if let context = failure.flowContextLine, context < line { depth = min(depth, indentation(of: context, in: file)) }
        if let text = file.line(line), text.trimmingCharacters(in: .whitespaces).hasSuffix(":"),
           let child = ((line + 1)..<max(line + 1, file.lineCount + 1)).first(where: { file.line($0)?.contains(where: { $0 != " " }) == true }) {
            depth = max(depth, indentation(of: child, in: file))
        }
        return depth
    }

    /// How deep the failing line stands: its indentation; when a tab indents it (a failure of its
    /// own), that of the line above it, whose sibling it was meant to be, or of the line below it
    /// when the line above opens a mapping (`intro:`) the tabbed line was meant to start.
    private static func depth(of line: Int, in file: SourceFile) -> Int {
        func isTabbed(_ number: Int) -> Bool { file.line(number)?.drop { $0 == " " }.first == "\t" }
        func hasContent(_ number: Int) -> Bool { file.line(number).map { $0.contains { $0 != " " } && !isTabbed(number) } ?? false }
        guard isTabbed(line) else { return indentation(of: line, in: file) }
        guard let above = (1..<max(line, 1)).reversed().first(where: hasContent) else { return 0 }
        if file.line(above)?.trimmingCharacters(in: .whitespaces).hasSuffix(":") == true,
           let below = ((line + 1)..<max(line + 1, file.lineCount + 1)).first(where: hasContent),
           indentation(of: below, in: file) > indentation(of: above, in: file) {
            return indentation(of: below, in: file)
        }
        return indentation(of: above, in: file)
    }

    private static func indentation(of line: Int, in file: SourceFile) -> Int {
        file.line(line)?.prefix { $0 == " " }.count ?? 0
    }

    /// The text from the start of `line` to the end of the file.
    private static func text(of file: SourceFile, from line: Int) -> String {
        let utf8 = file.text.utf8
        return String(utf8[utf8.index(utf8.startIndex, offsetBy: file.lineBounds[line - 1].start)...])!
    }
}

extension YAMLComposer.Failure {
    /// The line the failure stands on; nil when libyaml could not place it.
    var line: Int? {
        switch self {
        case .syntax(_, let at, _, _): at.map { Int($0.line) }
        case .alias(_, let at), .tag(_, let at), .tooDeep(let at), .secondDocument(let at): Int(at.line)
        case .duplicateKey(_, _, let repeated): Int(repeated.line)
        }
    }

    /// Whether a failure read from the key at the start of `block` to the end of the file is the
    /// block's own: on its lines, or past them in a scalar or collection that starts on them (an
    /// unclosed quote fails at the end of the file). Past the block, and about no more than a
    /// block mapping, it is only the block's end, where a root indented as the key is ends.
    func belongs(to block: ClosedRange<Int>) -> Bool {
        guard let line else { return true }
        if line <= block.upperBound { return true }
        if case .syntax(_, _, let context?, let contextAt?) = self, !context.contains("block") {
            return block.contains(Int(contextAt.line))
        }
        return false
    }

    /// The line of the flow collection libyaml was reading when it failed (an unclosed `[` or
    /// `{`): the lines up to the failure may be inside it.
    var flowContextLine: Int? {
        if case .syntax(_, _, let context?, let contextAt?) = self, context.contains("flow") { return Int(contextAt.line) }
        return nil
    }

    /// The same failure in a file that has `lines` more lines before it.
    func shifted(by lines: Int) -> Self {
        func move(_ position: YAMLNode.Position) -> YAMLNode.Position {
            var moved = position
            moved.line += Int32(lines)
            return moved
        }
        return switch self {
        case .syntax(let problem, let at, let context, let contextAt):
            .syntax(problem: problem, at: at.map(move), context: context, contextAt: contextAt.map(move))
        case .alias(let name, let at): .alias(name: name, at: move(at))
        case .tag(let tag, let at): .tag(tag, at: move(at))
        case .duplicateKey(let key, let first, let repeated): .duplicateKey(key, first: move(first), repeated: move(repeated))
        case .tooDeep(let at): .tooDeep(at: move(at))
        case .secondDocument(let at): .secondDocument(at: move(at))
        }
    }
}
