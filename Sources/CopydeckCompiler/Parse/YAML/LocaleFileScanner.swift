/// A fast path for locale files, which are almost always a plain tree of `key: text` lines.
///
/// It reads block mappings of plain keys whose values are plain, single- or double-quoted
/// one-line scalars or literal block scalars (`|`, `|-`, `|+`), with comments and blank lines,
/// and gives the same entries and positions as composing the file with Yams (a test holds it to
/// that on every locale file of the repository). Anything else (flow collections, anchors, tags,
/// folded or multi-line plain scalars, nulls, repeated keys, tabs, document markers...) returns
/// nil, and the caller composes the file with Yams, which also reports what is wrong with it.
/// Structure is ASCII, so lines are scanned as UTF-8 bytes; only values are decoded.
enum LocaleFileScanner {
    struct Entry: Equatable {
        /// Keys from the top of the file down to this value.
        var path: [String]
        var text: String
        var keyLine: Int
        var keyColumn: Int
        var valueLine: Int
        var valueColumn: Int
    }

    private static let space = UInt8(ascii: " ")
    private static let hash = UInt8(ascii: "#")
    private static let colon = UInt8(ascii: ":")
    private static let tab = UInt8(ascii: "\t")
    /// Bytes that may not start a plain key or value.
    private static let indicators = Set("-?:,[]{}#&*!|>'\"%@`".utf8)

    static func scan(_ file: SourceFile) -> [Entry]? {
        var entries: [Entry] = []
        entries.reserveCapacity(file.lines.count)
        // Open mappings: (indent of their keys, key path, keys seen).
        var stack: [(indent: Int, path: [String], keys: Set<String>)] = [(0, [], [])]
        var pendingKey: (indent: Int, path: [String])?
        let lines = file.lines
        var index = 0
        while index < lines.count {
            let bytes = Array(lines[index].utf8)
            let number = index + 1
            index += 1
            let indent = leadingSpaces(bytes)
            if indent == bytes.count || bytes[indent] == hash { continue }
            if bytes[indent] == tab { return nil }
            if let pending = pendingKey {
                // `key:` with nothing deeper under it is a null, which Yams marks differently: fall back.
                guard indent > pending.indent else { return nil }
                stack.append((indent, pending.path, []))
                pendingKey = nil
            }
            while let last = stack.last, indent < last.indent { stack.removeLast() }
            // Read the open mapping's indent and path only: holding the whole tuple would make the
            // insertion below copy its key set every time.
            guard let topIndent = stack.last?.indent, indent == topIndent, !indicators.contains(bytes[indent]) else { return nil }
            let topPath = stack[stack.count - 1].path
            var keyEnd = indent
            while keyEnd < bytes.count, !(bytes[keyEnd] == colon && (keyEnd + 1 == bytes.count || bytes[keyEnd + 1] == space)) {
                keyEnd += 1
            }
            guard keyEnd < bytes.count, bytes[keyEnd - 1] != space else { return nil }
            let key = String(decoding: bytes[indent..<keyEnd], as: UTF8.self)
            guard stack[stack.count - 1].keys.insert(key).inserted else { return nil }
            let path = topPath + [key]
            var valueStart = keyEnd + 1
            while valueStart < bytes.count, bytes[valueStart] == space { valueStart += 1 }
            if valueStart == bytes.count || bytes[valueStart] == hash {
                pendingKey = (indent, path)
                continue
            }
            let value: String
            switch bytes[valueStart] {
            case UInt8(ascii: "\""):
                guard let text = doubleQuoted(bytes, from: valueStart) else { return nil }
                value = text
            case UInt8(ascii: "'"):
                guard let text = singleQuoted(bytes, from: valueStart) else { return nil }
                value = text
            case UInt8(ascii: "|"):
                guard let (text, next) = literalBlock(bytes, from: valueStart, lines: lines, after: index, parentIndent: indent) else {
                    return nil
                }
                value = text
                index = next
            default:
                guard let text = plain(bytes, from: valueStart) else { return nil }
                // A deeper line after a plain value would continue it (Yams folds it): fall back.
                if let next = nextContentIndent(lines, from: index), next > indent { return nil }
                if text == "~" || text == "null" || text == "Null" || text == "NULL" { return nil }
                value = text
            }
            entries.append(Entry(path: path, text: value, keyLine: number, keyColumn: indent + 1,
                                 valueLine: number, valueColumn: scalarCount(bytes, upTo: valueStart) + 1))
        }
        return pendingKey == nil ? entries : nil
    }

    private static func leadingSpaces(_ bytes: [UInt8]) -> Int {
        var count = 0
        while count < bytes.count, bytes[count] == space { count += 1 }
        return count
    }

    /// Scalars in the first `end` bytes (those that are not UTF-8 continuation bytes).
    private static func scalarCount(_ bytes: [UInt8], upTo end: Int) -> Int {
        var count = 0
        for byte in bytes[..<end] where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    private static func nextContentIndent(_ lines: [Substring], from index: Int) -> Int? {
        var cursor = index
        while cursor < lines.count {
            let utf8 = lines[cursor].utf8
            var indent = 0
            var first: UInt8?
            for byte in utf8 {
                if byte != space { first = byte; break }
                indent += 1
            }
            if let first, first != hash { return indent }
            cursor += 1
        }
        return nil
    }

    /// A plain one-line scalar; `#` after a space starts a comment. Nil for what a plain scalar
    /// may not hold (`: `) or start with (an indicator).
    private static func plain(_ bytes: [UInt8], from start: Int) -> String? {
        let first = bytes[start]
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "?") || first == colon {
            if start + 1 == bytes.count || bytes[start + 1] == space { return nil }
        } else if indicators.contains(first) {
            return nil
        }
        var end = start
        while end < bytes.count {
            if bytes[end] == hash && bytes[end - 1] == space { break }
            if bytes[end] == colon && (end + 1 == bytes.count || bytes[end + 1] == space) { return nil }
            end += 1
        }
        while end > start, bytes[end - 1] == space { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func restIsComment(_ bytes: [UInt8], from index: Int) -> Bool {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == space { cursor += 1 }
        return cursor == bytes.count || (bytes[cursor] == hash && cursor > index)
    }

    private static func singleQuoted(_ bytes: [UInt8], from start: Int) -> String? {
        var result: [UInt8] = []
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "'") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
                    result.append(UInt8(ascii: "'"))
                    index += 2
                    continue
                }
                return restIsComment(bytes, from: index + 1) ? String(decoding: result, as: UTF8.self) : nil
            }
            result.append(bytes[index])
            index += 1
        }
        return nil
    }

    private static func doubleQuoted(_ bytes: [UInt8], from start: Int) -> String? {
        var result: [UInt8] = []
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                return restIsComment(bytes, from: index + 1) ? String(decoding: result, as: UTF8.self) : nil
            }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { return nil }
                let replacement: UInt8
                switch bytes[index + 1] {
                case UInt8(ascii: "\""): replacement = UInt8(ascii: "\"")
                case UInt8(ascii: "\\"): replacement = UInt8(ascii: "\\")
                case UInt8(ascii: "/"): replacement = UInt8(ascii: "/")
                case UInt8(ascii: "n"): replacement = 0x0A
                case UInt8(ascii: "t"): replacement = 0x09
                case UInt8(ascii: "r"): replacement = 0x0D
                case UInt8(ascii: "0"): replacement = 0x00
                case space: replacement = space
                default: return nil
                }
                result.append(replacement)
                index += 2
                continue
            }
            result.append(byte)
            index += 1
        }
        return nil
    }

    /// `|`, `|-`, `|+`: the more-indented lines that follow, kept as written.
    private static func literalBlock(_ bytes: [UInt8], from start: Int, lines: [Substring], after index: Int,
                                     parentIndent: Int) -> (String, Int)? {
        var chomping: UInt8?
        var cursor = start + 1
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") {
            chomping = bytes[cursor]
            cursor += 1
        }
        guard restIsComment(bytes, from: cursor) else { return nil }
        var blockIndent: Int?
        var body: [[UInt8]] = []
        var next = index
        while next < lines.count {
            let line = Array(lines[next].utf8)
            let indent = leadingSpaces(line)
            if indent == line.count {
                // A blank line deeper than the block keeps spaces in YAML; not tracked here.
                if let blockIndent, indent > blockIndent { return nil }
                body.append([])
                next += 1
                continue
            }
            if blockIndent == nil {
                guard indent > parentIndent else { break }
                blockIndent = indent
            }
            guard indent >= blockIndent! else { break }
            if line[indent] == tab { return nil }
            body.append(Array(line[blockIndent!...]))
            next += 1
        }
        guard blockIndent != nil else { return nil }
        var trailingBlank = 0
        while let last = body.last, last.isEmpty {
            body.removeLast()
            trailingBlank += 1
        }
        var text = body.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        switch chomping {
        case UInt8(ascii: "-"): break
        case UInt8(ascii: "+"): text += String(repeating: "\n", count: trailingBlank + 1)
        default: text += "\n"
        }
        return (text, next)
    }
}
