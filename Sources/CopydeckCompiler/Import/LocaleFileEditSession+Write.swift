/// Writing the edits: each changed scalar's bytes replaced, each slot of new entries rendered and
/// inserted at a line start, everything else copied as it is.
extension LocaleFileEditSession {
    /// A change to the file: the bytes `start..<end` (empty for an insertion) become `bytes`.
    struct Splice {
        var start: Int
        var end: Int
        var bytes: [UInt8]
        /// Insertions at one offset go innermost mapping first: the end of a nested mapping and
        /// the place after its parent's entry are the same line start.
        var isInsertion: Bool
        var depth: Int
        var sequence: Int
    }

    /// The file's new bytes (without its byte-order mark).
    func write() throws(Refusal) -> [UInt8] {
        var splices: [Splice] = []
        splices.reserveCapacity(replaced.count + insertedKeys.count)
        for (entry, text) in replaced {
            splices.append(try replacement(of: entry, with: text, sequence: splices.count))
        }
        if let root { insertions(in: root, into: &splices) }
        if splices.contains(where: { $0.isInsertion && $0.start == body.count }), let (entry, text) = lastBlockScalarWithoutBreak() {
            splices.append(try replacement(of: entry, with: text, sequence: splices.count))
        }
        splices.sort { lhs, rhs in
            if lhs.start != rhs.start { return lhs.start < rhs.start }
            if lhs.isInsertion != rhs.isInsertion { return !lhs.isInsertion }
            if lhs.depth != rhs.depth { return lhs.depth > rhs.depth }
            return lhs.sequence < rhs.sequence
        }
        var out: [UInt8] = []
        out.reserveCapacity(body.count + splices.reduce(0) { $0 + $1.bytes.count } + splices.count * 2)
        var copied = 0
        for splice in splices {
            guard splice.start >= copied else {
                throw Refusal(rule: Rules.localeEditMismatch, message: "two edits of the file overlap; it is not written", offset: splice.start)
            }
            out.append(contentsOf: body[copied..<splice.start])
            if splice.isInsertion, let last = out.last, last != .newline { out.append(contentsOf: lineBreak) }
            out.append(contentsOf: splice.bytes)
            copied = splice.end
        }
        out.append(contentsOf: body[copied...])
        return out
    }

    /// A block scalar that ends the file without a line break reads without its last break
    /// (`|`, `>`, `|+`); a line added after it would give it one. When a key is added at the
    /// end, such a scalar is written again with its own text, which sets its chomping right.
    private func lastBlockScalarWithoutBreak() -> (EditEntry, String)? {
        guard let last = body.last, last != .newline, var mapping = root else { return nil }
        while let entry = mapping.entries.last {
            switch entry.value {
            case .mapping(let child) where !child.flow:
                mapping = child
            case .scalar(let span) where span.isBlock && span.end == body.count && entry.replacedEnd == nil:
                guard let block = BlockScalarLayout(span, parentIndent: mapping.indent, in: body), block.chomping != .strip else { return nil }
                return (entry, span.text)
            default:
                return nil
            }
        }
        return nil
    }

    // MARK: Replacing a text

    private func replacement(of entry: EditEntry, with text: String, sequence: Int) throws(Refusal) -> Splice {
        guard case .scalar(let span) = entry.value else {
            throw Refusal(rule: Rules.localeEditMismatch, message: "`\(entry.fullKey)` is not a text", offset: entry.keyStart)
        }
        let mapping = entry.container
        let original: YAMLNode.Style = span.hasProperties && span.style == .plain ? .other : span.style
        let style = YAMLScalarWriter.style(for: text, replacing: original, inFlow: mapping.flow)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        if span.isBlock {
            guard let block = BlockScalarLayout(span, parentIndent: mapping.indent, in: body) else {
                throw Refusal(rule: Rules.localeEditUnsupported,
                    message: "`\(entry.fullKey)` is a block scalar with a tag or an anchor; remove it to import into it", offset: span.start)
            }
            // A text kept with `|+` owns the blank lines after it; so does a new one.
            var end = block.end(of: span)
            switch style {
            case .literal, .folded:
                var indent = block.contentIndent ?? mapping.indent + indentStep
                if indent - mapping.indent > 9 { indent = mapping.indent + indentStep }
                YAMLScalarWriter.appendBlock(text, folded: style == .folded, parentIndent: mapping.indent, contentIndent: indent,
                                             headerTail: block.comment, lineBreak: lineBreak, to: &out)
                if text.utf8.reversed().prefix(2).elementsEqual([.newline, .newline]) { end = span.end }
            default:
                append(text, style, to: &out)
                out.append(contentsOf: block.comment)
                out.append(contentsOf: lineBreak)
            }
            entry.replacedEnd = end
            return Splice(start: span.start, end: end, bytes: out, isInsertion: false, depth: mapping.depth, sequence: sequence)
        }
        if span.isImplicitEmpty {
            // `key:` with nothing: the value goes after the `:` (block), or before the `,` or `}`.
            var before = span.start
            while before > 0, body[before - 1] == .space { before -= 1 }
            guard before > 0, body[before - 1] == .colon else {
                throw Refusal(rule: Rules.localeEditUnsupported, message: "`\(entry.fullKey)` has no `:` to write its text after", offset: span.start)
            }
            if before == span.start { out.append(.space) }
        }
        append(text, style, to: &out)
        return Splice(start: span.start, end: span.end, bytes: out, isInsertion: false, depth: mapping.depth, sequence: sequence)
    }

    /// A one-line rendering (plain or quoted; a block style falls back to double quotes).
    private func append(_ text: String, _ style: YAMLScalarWriter.Style, to out: inout [UInt8]) {
        switch style {
        case .plain: YAMLScalarWriter.appendPlain(text, to: &out)
        case .singleQuoted: YAMLScalarWriter.appendSingleQuoted(text, to: &out)
        case .doubleQuoted, .literal, .folded: YAMLScalarWriter.appendDoubleQuoted(text, to: &out)
        }
    }

    // MARK: Inserting keys

    /// A splice for every slot of new entries of `mapping` and of the mappings in it that the
    /// file has (a new mapping is written with its parent entry).
    private func insertions(in mapping: EditMapping, into splices: inout [Splice]) {
        for entry in mapping.entries {
            if case .mapping(let child) = entry.value { insertions(in: child, into: &splices) }
        }
        for (slot, entries) in mapping.slots.enumerated() where !entries.isEmpty {
            var out: [UInt8] = []
            render(entries, indent: mapping.indent, into: &out)
            let offset = mapping.isNew ? body.count : slot == 0 ? lineStart(of: mapping.entries.first?.keyStart ?? body.count) : after(mapping.entries[slot - 1])
            splices.append(Splice(start: offset, end: offset, bytes: out, isInsertion: true, depth: mapping.depth, sequence: splices.count))
        }
    }

    /// New entries, one a line at `indent`, a new mapping's entries under its key.
    private func render(_ entries: [EditEntry], indent: Int, into out: inout [UInt8]) {
        for entry in entries {
            out.append(contentsOf: repeatElement(UInt8.space, count: indent))
            let key = entry.keyText
            if YAMLScalarWriter.canBePlain(key, inFlow: false) {
                YAMLScalarWriter.appendPlain(key, to: &out)
            } else {
                append(key, YAMLScalarWriter.canBeSingleQuoted(key) ? .singleQuoted : .doubleQuoted, to: &out)
            }
            out.append(.colon)
            switch entry.value {
            case .text(let text):
                out.append(.space)
                let style = YAMLScalarWriter.style(forNew: text)
                if style == .literal {
                    YAMLScalarWriter.appendBlock(text, folded: false, parentIndent: indent, contentIndent: indent + indentStep, lineBreak: lineBreak, to: &out)
                } else {
                    append(text, style, to: &out)
                    out.append(contentsOf: lineBreak)
                }
            case .mapping(let child):
                out.append(contentsOf: lineBreak)
                render(child.slots.first ?? [], indent: child.indent, into: &out)
            case .scalar:
                out.append(contentsOf: lineBreak)
            }
        }
    }

    // MARK: Offsets

    /// The line start after an entry of the file and everything in it: where an entry after it
    /// is inserted.
    func after(_ entry: EditEntry) -> Int {
        if let replacedEnd = entry.replacedEnd { return replacedEnd }
        switch entry.value {
        case .scalar(let span):
            if span.isBlock, let block = BlockScalarLayout(span, parentIndent: entry.container.indent, in: body) { return block.end(of: span) }
            return lineEnd(after: span.end)
        case .mapping(let mapping):
            if mapping.flow { return lineEnd(after: mapping.end) }
            guard let last = mapping.entries.last else { return lineEnd(after: entry.keyStart ?? 0) }
            return after(last)
        case .text:
            return lineEnd(after: entry.keyStart ?? 0)
        }
    }

    /// The start of the line after the one `offset` is on (the end of the file on the last line).
    func lineEnd(after offset: Int) -> Int {
        guard offset < body.count else { return body.count }
        return (body[offset...].firstIndex(of: .newline) ?? body.count - 1) + 1
    }

    func lineStart(of offset: Int) -> Int {
        var index = min(offset, body.count)
        while index > 0, body[index - 1] != .newline { index -= 1 }
        return index
    }
}
