/// Flow collections written on one line: `{ surface: title, maxLength: 40 }`, `[ko, ja, en]`.
extension YAMLParser {
    /// The collection opening at `cursor` (a `{` or `[`); `cursor` ends after its closer. Nil for
    /// one that spans lines, has empty values, a trailing comma, or an implicit pair in a list.
    mutating func parseFlow(_ line: Int, _ cursor: inout Int, depth: Int) -> YAMLNode? {
        guard depth < Self.maximumDepth, let opener = byte(line, cursor) else { return nil }
        let position = position(line, cursor)
        let closer: UInt8 = opener == .openBrace ? .closeBrace : .closeBracket
        let base = scratch.count
        defer { scratch.removeLast(scratch.count - base) }
        var items: [YAMLNode] = []
        cursor = skipSpaces(line, from: cursor + 1)
        if byte(line, cursor) != closer {
            while true {
                let nodeStart = cursor
                guard let node = flowNode(line, &cursor, depth: depth) else { return nil }
                cursor = skipSpaces(line, from: cursor)
                if opener == .openBrace {
                    // A key runs at most 1024 characters to its `:` (bytes are never fewer).
                    guard case .scalar(let key) = node, byte(line, cursor) == .colon, byte(line, cursor + 1) == .space,
                          cursor - nodeStart <= 1024,
                          !scratch[base...].contains(where: { if case .scalar(let earlier) = $0.key { earlier.string == key.string } else { false } })
                    else { return nil }
                    cursor = skipSpaces(line, from: cursor + 1)
                    guard let value = flowNode(line, &cursor, depth: depth) else { return nil }
                    scratch.append(YAMLNode.Mapping.Entry(key: node, value: value))
                    cursor = skipSpaces(line, from: cursor)
                } else {
                    items.append(node)
                }
                guard let next = byte(line, cursor) else { return nil }
                if next == closer { break }
                guard next == .comma else { return nil }
                cursor = skipSpaces(line, from: cursor + 1)
                if byte(line, cursor) == closer { return nil }
            }
        }
        cursor += 1
        return opener == .openBrace
            ? .mapping(YAMLNode.Mapping(entries: takeEntries(from: base), position: position))
            : .sequence(YAMLNode.Sequence(items: items, position: position))
    }

    /// A node inside a flow collection: a nested collection, a quoted or a plain scalar.
    private mutating func flowNode(_ line: Int, _ cursor: inout Int, depth: Int) -> YAMLNode? {
        guard let first = byte(line, cursor) else { return nil }
        let start = cursor
        switch first {
        case .openBrace, .openBracket:
            return parseFlow(line, &cursor, depth: depth + 1)
        case .doubleQuote, .singleQuote:
            guard let (string, after) = first == .doubleQuote ? doubleQuoted(line, cursor) : singleQuoted(line, cursor) else { return nil }
            cursor = after
            return .scalar(YAMLNode.Scalar(string: string, style: first == .doubleQuote ? .doubleQuoted : .singleQuoted,
                                           position: position(line, start)))
        default:
            guard let (string, after) = plainInFlow(line, cursor) else { return nil }
            cursor = after
            return .scalar(YAMLNode.Scalar(string: string, style: .plain, position: position(line, start)))
        }
    }
}
