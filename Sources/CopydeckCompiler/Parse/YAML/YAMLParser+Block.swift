/// Block structure: mappings and lists nested by indentation.
extension YAMLParser {
    /// The node whose first byte is at `column` of `line`: a list, a mapping or an inline value.
    /// Leaves `self.line` at the first line after it.
    mutating func parseBlock(line start: Int, column: Int, parentIndent: Int) -> YAMLNode? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return nil }
        if isSequenceEntry(start, column) { return parseSequence(line: start, column: column) }
        if let key = readKey(start, column) { return parseMapping(line: start, column: column, firstKey: key) }
        return parseInlineValue(line: start, column: column, parentIndent: parentIndent)
    }

    private mutating func parseMapping(line start: Int, column: Int, firstKey: Key) -> YAMLNode? {
        let base = scratch.count
        defer { scratch.removeLast(scratch.count - base) }
        // Repeated keys are left to Yams, which reports them. Short mappings are scanned; long
        // ones (a locale file's screens) keep a set of their keys.
        var seen = YAMLKeySet()
        var current = start
        var key = firstKey
        while true {
            if scratch.count - base < 16 {
                for entry in scratch[base...] {
                    if case .scalar(let earlier) = entry.key, earlier.string == key.scalar.string { return nil }
                }
            } else {
                if seen.isEmpty {
                    for entry in scratch[base...] { if case .scalar(let earlier) = entry.key { _ = seen.insert(earlier.string) } }
                }
                guard seen.insert(key.scalar.string) else { return nil }
            }
            let value: YAMLNode
            if restIsBlank(current, from: key.end) {
                // The value is on the lines below: deeper, or a list at the key's own indent; or empty.
                let next = nextContent(from: current + 1)
                let nextIndent = next.map(indent) ?? -1
                if let next, nextIndent > column {
                    guard let node = parseBlock(line: next, column: nextIndent, parentIndent: column) else { return nil }
                    value = node
                } else if let next, nextIndent == column, isSequenceEntry(next, column) {
                    depth += 1
                    defer { depth -= 1 }
                    guard depth <= Self.maximumDepth, let node = parseSequence(line: next, column: column) else { return nil }
                    value = node
                } else {
                    // libyaml marks an empty value right after its `:`.
                    value = .scalar(YAMLNode.Scalar(string: "", style: .plain, position: position(current, key.end)))
                    line = current + 1
                }
            } else {
                guard let node = parseInlineValue(line: current, column: skipSpaces(current, from: key.end), parentIndent: column) else {
                    return nil
                }
                value = node
            }
            scratch.append(YAMLNode.Mapping.Entry(key: .scalar(key.scalar), value: value))
            guard let next = nextContent(from: line) else { break }
            let nextIndent = indent(next)
            if nextIndent < column { break }
            guard nextIndent == column, let nextKey = readKey(next, column) else { return nil }
            current = next
            key = nextKey
        }
        return .mapping(YAMLNode.Mapping(entries: takeEntries(from: base), position: firstKey.scalar.position))
    }

    private mutating func parseSequence(line start: Int, column: Int) -> YAMLNode? {
        var items: [YAMLNode] = []
        var current = start
        while true {
            let item: YAMLNode
            if restIsBlank(current, from: column + 1) {
                guard let next = nextContent(from: current + 1), indent(next) > column else {
                    return nil  // an empty item: left to Yams
                }
                guard let node = parseBlock(line: next, column: indent(next), parentIndent: column) else { return nil }
                item = node
            } else {
                guard let node = parseBlock(line: current, column: skipSpaces(current, from: column + 1), parentIndent: column) else {
                    return nil
                }
                item = node
            }
            items.append(item)
            guard let next = nextContent(from: line) else { break }
            let nextIndent = indent(next)
            if nextIndent < column { break }
            guard nextIndent == column else { return nil }
            // Not a `-` at this indent: the end of a list written at its key's indent.
            guard isSequenceEntry(next, column) else { break }
            current = next
        }
        return .sequence(YAMLNode.Sequence(items: items, position: position(start, column)))
    }

    /// A value that starts on `line` at `column`: a flow collection, a quoted or plain scalar, or
    /// a literal block scalar. Nothing more may follow on the line but a comment, and the lines
    /// below must not continue it.
    mutating func parseInlineValue(line start: Int, column: Int, parentIndent: Int) -> YAMLNode? {
        guard let first = byte(start, column) else { return nil }
        let node: YAMLNode
        let end: Int
        switch first {
        case .openBrace, .openBracket:
            var cursor = column
            guard let flow = parseFlow(start, &cursor, depth: depth) else { return nil }
            (node, end) = (flow, cursor)
        case .doubleQuote, .singleQuote:
            guard let (string, after) = first == .doubleQuote ? doubleQuoted(start, column) : singleQuoted(start, column) else {
                return nil
            }
            node = .scalar(YAMLNode.Scalar(string: string, style: first == .doubleQuote ? .doubleQuoted : .singleQuoted,
                                           position: position(start, column)))
            end = after
        case .pipe:
            return literalBlock(start, column, parentIndent: parentIndent)
        default:
            guard let (string, after) = plainInBlock(start, column) else { return nil }
            node = .scalar(YAMLNode.Scalar(string: string, style: .plain, position: position(start, column)))
            end = after
        }
        guard restIsBlank(start, from: end) else { return nil }
        line = start + 1
        // A deeper line would continue the value (a multi-line scalar or a mistake): Yams decides.
        if let next = nextContent(from: line), indent(next) > parentIndent { return nil }
        return node
    }

    /// A key at `column`: a plain or quoted scalar followed by `:` and a space or the line end.
    struct Key {
        var scalar: YAMLNode.Scalar
        /// The column after the `:`.
        var end: Int
    }

    func readKey(_ line: Int, _ column: Int) -> Key? {
        guard let first = byte(line, column) else { return nil }
        if first == .doubleQuote || first == .singleQuote {
            // libyaml allows simple keys up to 1024 characters, to the `:`; bytes are never fewer.
            guard let (text, after) = first == .doubleQuote ? doubleQuoted(line, column) : singleQuoted(line, column),
                  byte(line, after) == .colon, after - column <= 1024 else { return nil }
            let next = byte(line, after + 1)
            guard next == nil || next == .space else { return nil }
            let style: YAMLNode.Style = first == .doubleQuote ? .doubleQuoted : .singleQuoted
            return Key(scalar: YAMLNode.Scalar(string: text, style: style, position: position(line, column)), end: after + 1)
        }
        guard canStartPlain(line, column, inFlow: false) else { return nil }
        var index = column
        while let byte = byte(line, index) {
            if byte == .hash, self.byte(line, index - 1) == .space { return nil }
            if byte == .colon {
                let next = self.byte(line, index + 1)
                if next == nil || next == .space {
                    var end = index
                    while end > column, self.byte(line, end - 1) == .space { end -= 1 }
                    // libyaml allows simple keys up to 1024 characters, to the `:`; bytes are never fewer.
                    guard end > column, index - column <= 1024 else { return nil }
                    return Key(scalar: YAMLNode.Scalar(string: text(line, column, end), style: .plain, position: position(line, column)),
                               end: index + 1)
                }
            }
            index += 1
        }
        return nil
    }
}
