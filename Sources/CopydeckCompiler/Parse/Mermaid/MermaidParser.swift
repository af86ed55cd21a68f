/// Reads a Mermaid flowchart into the model Mermaid builds from it.
///
/// The grammar is `flow.jison`'s; the parser is hand-written, drives no recursion (nested
/// subgraphs live on an explicit stack), and runs in time linear in the diagram's length.
public enum MermaidParser {
    /// Parses one diagram (the text of a `.mmd` file or of one ```` ```mermaid ```` fence); a
    /// diagram past `limits` is an error with reason `.tooLarge` where it goes past them.
    public static func parse(_ text: String, limits: FlowLimits = .standard) throws(MermaidSyntaxError) -> Flowchart {
        try parse(MermaidSource(text), limits: limits)
    }

    /// Parses a diagram already read as Mermaid reads it (`MermaidSource`).
    static func parse(_ source: MermaidSource, limits: FlowLimits = .standard) throws(MermaidSyntaxError) -> Flowchart {
        var lexer = MermaidLexer(source: source)
        let tokens = try lexer.tokenize()
        var parser = MermaidGrammar(source: source, tokens: tokens, replacements: lexer.replacements, limits: limits)
        var chart = try parser.parseChart()
        chart.comments = source.comments
        if source.inheritsDirection {
            for index in chart.subgraphs.indices where chart.subgraphs[index].direction == nil {
                chart.subgraphs[index].direction = chart.direction
            }
        }
        return chart
    }
}

/// The statements of a flowchart, over the lexer's tokens.
struct MermaidGrammar {
    let source: MermaidSource
    let tokens: [MermaidToken]
    let replacements: [Int: String]
    var index = 0
    /// The line of the last position asked for: positions come mostly in order.
    var lineHint = 0
    var builder: FlowchartBuilder

    /// An open `subgraph … end`.
    struct SubgraphFrame {
        var id: String?
        var title: String?
        var idIsTitle: Bool
        var members: [String] = []
        var direction: String?
        var position: FlowPosition
    }

    var frames: [SubgraphFrame] = []

    init(source: MermaidSource, tokens: [MermaidToken], replacements: [Int: String] = [:], limits: FlowLimits = .standard) {
        self.source = source
        self.tokens = tokens
        self.replacements = replacements
        builder = FlowchartBuilder(keyword: "flowchart", limits: limits)
        builder.reserve(min(tokens.count / 8, limits.maximumNodes))
    }

    var current: MermaidToken { tokens[index] }
    var kind: MermaidTokenKind { tokens[index].kind }

    func peek(_ offset: Int = 1) -> MermaidTokenKind {
        let target = index + offset
        return target < tokens.count ? tokens[target].kind : .eof
    }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func text(_ token: MermaidToken) -> String {
        if !replacements.isEmpty, let replacement = replacements[Int(token.start)] { return replacement }
        return source.string(token.range)
    }

    mutating func position(_ token: MermaidToken) -> FlowPosition {
        position(of: Int(token.start))
    }

    /// The position of the first non-blank scalar of a token (links carry their spaces).
    mutating func visiblePosition(_ token: MermaidToken) -> FlowPosition {
        var offset = Int(token.start)
        while offset < Int(token.end), isWhitespace(source.scalars[offset]) { offset += 1 }
        return position(of: offset)
    }

    /// Like `MermaidSource.position(of:)`, starting from the last line found.
    mutating func position(of offset: Int) -> FlowPosition {
        let starts = source.lineStarts
        if lineHint < starts.count, starts[lineHint] <= offset {
            var line = lineHint
            while line + 1 < starts.count, starts[line + 1] <= offset, line - lineHint < 8 { line += 1 }
            if line + 1 >= starts.count || starts[line + 1] > offset {
                lineHint = line
                return FlowPosition(line: line + 1, column: offset - starts[line] + 1)
            }
        }
        let found = source.position(of: offset)
        lineHint = found.line - 1
        return found
    }

    mutating func unexpected(_ expected: String) -> MermaidSyntaxError {
        let token = current
        var found = token.kind.displayName
        if [.nodeString, .text, .edgeText, .unicodeText, .number].contains(token.kind) {
            found = "`\(text(token))`"
        }
        return MermaidSyntaxError(position: token.kind == .eof ? endOfLastText(before: token) : visiblePosition(token),
                                  message: "expected \(expected), found \(found)")
    }

    /// Where a diagram that ends too soon is reported: right after its last written character,
    /// on the line that is unfinished, not past the blank lines and comments after it.
    mutating func endOfLastText(before token: MermaidToken) -> FlowPosition {
        var offset = min(Int(token.start), source.scalars.count)
        while offset > 0, isWhitespace(source.scalars[offset - 1]) {
            offset -= 1
        }
        return position(of: offset)
    }

    // MARK: - Diagram

    mutating func parseChart() throws(MermaidSyntaxError) -> Flowchart {
        while kind == .space || kind == .newline { advance() }
        guard kind == .graph else {
            throw unexpected("`flowchart` or `graph` to start the diagram")
        }
        let keyword = text(current)
        builder.chart.keyword = keyword == "graph" || keyword == "flowchart-elk" ? keyword : "flowchart"
        advance()
        switch kind {
        case .noDirection:
            advance()
        case .direction:
            builder.chart.direction = Self.direction(text(current).trimmingWhitespace())
            advance()
            while kind == .space { advance() }
            guard kind == .semicolon || kind == .newline || kind == .eof else {
                throw unexpected("a line break or `;` after the direction")
            }
            advance()
        default:
            throw unexpected("a direction or a line break")
        }
        try parseDocument()
        return builder.chart
    }

    static func direction(_ text: String) -> String {
        switch text {
        case "TD", "v": "TB"
        case "<": "RL"
        case ">": "LR"
        case "^": "BT"
        default: text
        }
    }

    /// Statements until the end of the diagram; `subgraph` opens a frame and `end` closes it.
    mutating func parseDocument() throws(MermaidSyntaxError) {
        while true {
            switch kind {
            case .eof:
                if let open = frames.last {
                    throw MermaidSyntaxError(position: open.position,
                                             message: "this subgraph is never closed with `end`")
                }
                return
            case .newline, .semicolon, .space:
                advance()
            case .end:
                guard let frame = frames.popLast() else { throw unexpected("a statement (`end` closes no subgraph)") }
                let id = builder.addSubgraph(id: frame.id, title: frame.title, idIsTitle: frame.idIsTitle,
                                             members: frame.members, direction: frame.direction, at: frame.position)
                addMembers([id])
                advance()
            case .subgraph:
                try parseSubgraphHeader()
            case .directionTB, .directionBT, .directionRL, .directionLR:
                if !frames.isEmpty {
                    // As `flow.jison` gives it: `TD` stays `TD` in a subgraph.
                    let value: String = switch kind {
                    case .directionTB: text(current).trimmingWhitespace().hasSuffix("TD") ? "TD" : "TB"
                    case .directionBT: "BT"
                    case .directionRL: "RL"
                    default: "LR"
                    }
                    frames[frames.count - 1].direction = value
                }
                advance()
            case .accTitle:
                advance()
                if kind == .accTitleValue { builder.chart.accessibilityTitle = text(current).trimmingWhitespace(); advance() }
            case .accDescr:
                advance()
                if kind == .accDescrValue { builder.chart.accessibilityDescription = text(current).trimmingWhitespace(); advance() }
            case .accDescrMultilineValue:
                builder.chart.accessibilityDescription = text(current).trimmingWhitespace()
                advance()
            case .style:
                advance()
                if kind == .styling, let id = text(current).trimmingWhitespace().split(whereSeparator: { $0 == " " || $0 == "\t" }).first {
                    try builder.addVertex(String(id), at: visiblePosition(current), isReference: false)
                }
                if kind == .styling { advance() }
                try expectSeparator()
            case .classDef, .classKeyword, .linkStyle, .click:
                advance()
                if kind == .styling { advance() }
                try expectSeparator()
            default:
                guard isIDToken(kind) else { throw unexpected("a node, a link or a statement") }
                let members = try parseVertexStatement()
                addMembers(members)
                try expectSeparator()
            }
        }
    }

    mutating func addMembers(_ members: [String]) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].members.append(contentsOf: members)
    }

    mutating func expectSeparator() throws(MermaidSyntaxError) {
        while kind == .space { advance() }
        switch kind {
        case .newline, .semicolon: advance()
        case .eof, .end: break
        default: throw unexpected("a line break or `;`")
        }
    }

    /// `subgraph`, `subgraph id`, `subgraph title with spaces`, `subgraph id [title]`: flow.jison's
    /// `subgraph SPACE textNoTags [SQS text SQE]`, named by flowDb's `addSubGraph` (the id
    /// trimmed; no id when it is also the title and holds a blank).
    mutating func parseSubgraphHeader() throws(MermaidSyntaxError) {
        let position = position(current)
        advance()
        var frame = SubgraphFrame(id: nil, title: nil, idIsTitle: true, position: position)
        if kind == .space {
            // flow.jison's `SPACE` is one blank (`\s`): the blanks after the first begin the
            // name (`subgraph  one` is named " one", a title, so the subgraph gets an id).
            var name = String(String.UnicodeScalarView(text(current).unicodeScalars.dropFirst()))
            var sawName = !name.isEmpty
            advance()
            while true {
                switch kind {
                case .string, .markdownString:
                    name += text(current); sawName = true; advance(); continue
                case .number, .nodeString, .space, .minus, .amp, .unicodeText, .colon, .mult, .bracket,
                     .style, .linkStyle, .classDef, .classKeyword, .click, .graph, .direction, .subgraph, .down, .up, .startLink:
                    name += text(current); sawName = true; advance(); continue
                default: break
                }
                break
            }
            if sawName {
                frame.id = name
                frame.title = name
            }
            if kind == .squareStart {
                advance()
                let label = try parseText(closing: .squareEnd)
                frame.title = label.text
                frame.idIsTitle = false
            }
        }
        try expectSeparator()
        frames.append(frame)
    }

    func isIDToken(_ kind: MermaidTokenKind) -> Bool {
        switch kind {
        case .number, .nodeString, .down, .minus, .defaultKeyword, .comma, .colon, .amp, .bracket, .mult, .unicodeText:
            return true
        default:
            return false
        }
    }
}
