extension MermaidGrammar {
    /// `A --> B & C -.-> D`: nodes joined by links. Returns the members it names, in Mermaid's
    /// order (the last group first), for an enclosing subgraph.
    mutating func parseVertexStatement() throws(MermaidSyntaxError) -> [String] {
        var groups: [[FlowchartBuilder.Reference]] = [try parseNodeGroup()]
        while true {
            let saved = index
            while kind == .space { advance() }
            guard kind == .link || kind == .startLink || kind == .linkID else {
                index = saved
                break
            }
            let link = try parseLink()
            while kind == .space { advance() }
            guard isIDToken(kind) else { throw unexpected("a node after the link") }
            let group = try parseNodeGroup()
            try builder.addLinks(from: groups[groups.count - 1], to: group, link: link)
            groups.append(group)
        }
        // Mermaid lists a statement's nodes last first (`a & b --> c & e` gives e, c, b, a).
        return groups.joined().map(\.id).reversed()
    }

    /// `A`, `A & B`, each with an optional shape, `:::class` and `@{ … }`.
    mutating func parseNodeGroup() throws(MermaidSyntaxError) -> [FlowchartBuilder.Reference] {
        var group = [try parseStyledVertex()]
        while true {
            let saved = index
            while kind == .space { advance() }
            guard kind == .amp else {
                index = saved
                return group
            }
            advance()
            while kind == .space { advance() }
            guard isIDToken(kind) else { throw unexpected("a node after `&`") }
            group.append(try parseStyledVertex())
        }
    }

    mutating func parseStyledVertex() throws(MermaidSyntaxError) -> FlowchartBuilder.Reference {
        let reference = try parseVertex()
        if kind == .styleSeparator {
            advance()
            guard isIDToken(kind) else { throw unexpected("a class name after `:::`") }
            _ = parseIDString()
        }
        if kind == .shapeData {
            let start = current
            var data = ""
            while kind == .shapeData {
                data += text(current) == "@{" ? "" : text(current)
                advance()
            }
            try builder.applyShapeData(MermaidShapeData(data), to: reference.id, at: position(start))
        }
        return reference
    }

    /// The id: adjacent id tokens joined (`A`, `1a`, `사진`, `a-b`, `x:y`).
    mutating func parseIDString() -> String {
        if !isIDToken(peek()) {
            defer { advance() }
            return text(current)
        }
        var id = ""
        while isIDToken(kind) {
            id += text(current)
            advance()
        }
        return id
    }

    /// An id and its optional bracket form.
    mutating func parseVertex() throws(MermaidSyntaxError) -> FlowchartBuilder.Reference {
        let idPosition = position(current)
        let id = parseIDString()
        let shape: String
        let label: FlowchartBuilder.Label
        switch kind {
        case .squareStart:
            advance(); label = try parseText(closing: .squareEnd); shape = "square"
        case .doubleCircleStart:
            advance(); label = try parseText(closing: .doubleCircleEnd); shape = "doublecircle"
        case .parenStart where peek() == .parenStart:
            advance(); advance()
            label = try parseText(closing: .parenEnd)
            try expect(.parenEnd, "`))` to close the circle")
            shape = "circle"
        case .parenStart:
            advance(); label = try parseText(closing: .parenEnd); shape = "round"
        case .ellipseStart:
            advance(); label = try parseText(closing: .ellipseEnd); shape = "ellipse"
        case .stadiumStart:
            advance(); label = try parseText(closing: .stadiumEnd); shape = "stadium"
        case .subroutineStart:
            advance(); label = try parseText(closing: .subroutineEnd); shape = "subroutine"
        case .cylinderStart:
            advance(); label = try parseText(closing: .cylinderEnd); shape = "cylinder"
        case .vertexWithPropsStart:
            advance()
            try expect(.nodeString, "a property name after `[|`")
            try expect(.colon, "`:` after the property name")
            try expect(.nodeString, "a property value")
            try expect(.pipe, "`|` after the property")
            label = try parseText(closing: .squareEnd); shape = "rect"
        case .diamondStart where peek() == .diamondStart:
            advance(); advance()
            label = try parseText(closing: .diamondStop)
            try expect(.diamondStop, "`}}` to close the hexagon")
            shape = "hexagon"
        case .diamondStart:
            advance(); label = try parseText(closing: .diamondStop); shape = "diamond"
        case .tagEnd:
            advance(); label = try parseText(closing: .squareEnd); shape = "odd"
        case .trapStart, .invTrapStart:
            let opensWithSlash = kind == .trapStart
            advance()
            label = try parseText(closing: nil)
            switch (opensWithSlash, kind) {
            case (true, .trapEnd): shape = "trapezoid"
            case (true, .invTrapEnd): shape = "lean_right"
            case (false, .invTrapEnd): shape = "inv_trapezoid"
            case (false, .trapEnd): shape = "lean_left"
            default: throw unexpected("`/]` or `\\]` to close the node")
            }
            advance()
        default:
            try builder.addVertex(id, at: idPosition)
            return FlowchartBuilder.Reference(id: id, position: idPosition)
        }
        try builder.addVertex(id, at: idPosition, label: label, shape: shape)
        return FlowchartBuilder.Reference(id: id, position: idPosition)
    }

    mutating func expect(_ expected: MermaidTokenKind, _ description: String) throws(MermaidSyntaxError) {
        guard kind == expected else { throw unexpected(description) }
        advance()
    }

    /// A label: a quoted or markdown string or plain text, then more plain text; ends at `closing`
    /// (consumed) or, when `closing` is nil, before the first token that is not text.
    mutating func parseText(closing: MermaidTokenKind?) throws(MermaidSyntaxError) -> FlowchartBuilder.Label {
        var label = FlowchartBuilder.Label(text: "", type: .text)
        var first = true
        while true {
            switch kind {
            case .string where first:
                label = .init(text: text(current), type: .string)
            case .markdownString where first:
                label = .init(text: text(current), type: .markdown)
            case .text, .tagStart, .tagEnd, .unicodeText:
                label.text += text(current)
            default:
                if first { throw unexpected("text") }
                if let closing {
                    guard kind == closing else { throw unexpected(closing.displayName) }
                    advance()
                }
                return label
            }
            first = false
            advance()
        }
    }

    /// `-->`, `-->|text|`, `-- text -->`, `e1@-->` and their thick, dotted and invisible forms.
    mutating func parseLink() throws(MermaidSyntaxError) -> MermaidLink {
        var id: String?
        if kind == .linkID {
            id = String(text(current).dropLast())
            advance()
        }
        let position = visiblePosition(current)
        if kind == .startLink {
            let start = text(current)
            advance()
            var label = FlowchartBuilder.Label(text: "", type: .text)
            var first = true
            while kind == .edgeText || kind == .unicodeText || (first && (kind == .string || kind == .markdownString)) {
                switch kind {
                case .string: label = .init(text: text(current), type: .string)
                case .markdownString: label = .init(text: text(current), type: .markdown)
                default: label.text += text(current)
                }
                first = false
                advance()
            }
            guard !first else { throw unexpected("the text of the link") }
            guard kind == .link else { throw unexpected("the end of the link, such as `-->`") }
            let endText = text(current)
            guard let info = MermaidLink.combined(start: start, end: endText) else {
                throw MermaidSyntaxError(position: position, message: "the start `\(start.trimmingWhitespace())` and the end `\(endText.trimmingWhitespace())` of this link do not match")
            }
            advance()
            return MermaidLink(type: info.type, stroke: info.stroke, length: info.length, text: label, position: position, id: id)
        }
        guard kind == .link else { throw unexpected("a link such as `-->`") }
        let info = MermaidLink.end(source.scalars[current.range])
        advance()
        var label: FlowchartBuilder.Label?
        if kind == .pipe {
            advance()
            label = try parseText(closing: .pipe)
            if kind == .space { advance() }
        }
        return MermaidLink(type: info.type, stroke: info.stroke, length: info.length, text: label, position: position, id: id)
    }
}
