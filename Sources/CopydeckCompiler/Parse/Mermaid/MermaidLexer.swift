/// Mermaid's flowchart lexer, rule for rule.
///
/// `flow.jison` is a modal lexer that tries its rules in order and takes the first that matches
/// (not the longest), with `\b` after every rule that ends in a word character. This one keeps
/// that order and those modes, so ids, labels and links split exactly where Mermaid splits them.
/// Styling statements (`style`, `classDef`, `class`, `linkStyle`, `click`) are taken as the keyword
/// and the rest of the statement: they are accepted and ignored.
///
/// It runs in one pass over the scalars, without regular expressions or recursion; the two rules
/// that look ahead over a whole word or line cache what they found, so the pass stays linear.
struct MermaidLexer {
    enum State {
        case initial, string, markdownString, accTitle, accDescr, accDescrMultiline, direction
        case text, ellipseText, trapText, edgeText, thickEdgeText, dottedEdgeText
        case callbackName, callbackArgs, shapeData, shapeDataString
    }

    let source: MermaidSource
    let s: CountedScalars
    var position = 0
    var states: [State] = [.initial]
    /// Where each state above the initial one was entered, to point at what was left open.
    var openedAt: [Int] = [0]
    var firstGraph = true
    var tokens: [MermaidToken] = []
    /// Token start offset → its text, where that is not a plain slice of the source (shape data strings).
    var replacements: [Int: String] = [:]
    var directionCache = DirectionRuleCache()
    var linkIDCache = LinkIDRuleCache()
    var whitespaceCache = WhitespaceRunCache()
    /// The offset of the diagram's last `"` (found once, on first need; -1: none), so that
    /// asking whether a quote still closes is O(1).
    var lastQuote: Int?
    /// The first bracket whose text ran on past its line (see `pop`).
    var firstSpanningBracket: Int?

    init(source: MermaidSource) {
        self.source = source
        self.s = CountedScalars(source.scalars)
        tokens.reserveCapacity(s.count / 3)
    }

    var state: State { states[states.count - 1] }

    mutating func push(_ state: State) {
        states.append(state)
        openedAt.append(position)
    }

    /// jison's `popState`: never pops the initial state. A node's text closed on a later line
    /// than its bracket opened is remembered: when something is left open at the end, that
    /// bracket is most often the one missing its closer.
    mutating func pop() {
        if states.count > 1 {
            let state = states.removeLast(), opened = openedAt.removeLast()
            if firstSpanningBracket == nil, state == .text || state == .ellipseText || state == .trapText,
               (opened..<position).contains(where: { s[$0] == "\n" }) {
                firstSpanningBracket = opened
            }
        }
    }

    func at(_ index: Int) -> Unicode.Scalar? {
        index < s.count ? s[index] : nil
    }

    mutating func emit(_ kind: MermaidTokenKind, _ start: Int, _ end: Int) {
        tokens.append(MermaidToken(kind: kind, start: Int32(start), end: Int32(end)))
        position = end
    }

    /// Appends to the previous token when it has the same kind and ends here (runs of text).
    mutating func emitMerging(_ kind: MermaidTokenKind, _ start: Int, _ end: Int) {
        if let last = tokens.last, last.kind == kind, Int(last.end) == start, replacements[Int(last.start)] == nil {
            tokens[tokens.count - 1].end = Int32(end)
            position = end
        } else {
            emit(kind, start, end)
        }
    }

    func error(_ message: String, at offset: Int) -> MermaidSyntaxError {
        MermaidSyntaxError(position: source.position(of: offset), message: message)
    }

    /// Lexes the whole diagram; the last token is `eof`.
    mutating func tokenize() throws(MermaidSyntaxError) -> [MermaidToken] {
        while position < s.count {
            let before = position
            switch state {
            case .initial: try lexInitial()
            case .string: lexString()
            case .markdownString: try lexMarkdownString()
            case .accTitle, .accDescr: lexRestOfLine()
            case .accDescrMultiline: lexMultilineDescription()
            case .direction: try lexDirection()
            case .text: try lexText()
            case .ellipseText: try lexEllipseText()
            case .trapText: try lexTrapText()
            case .edgeText, .thickEdgeText, .dottedEdgeText: try lexEdgeText()
            case .callbackName: lexCallbackName()
            case .callbackArgs: lexCallbackArgs()
            case .shapeData: try lexShapeData()
            case .shapeDataString: lexShapeDataString()
            }
            if position == before {
                throw error("unexpected \(describe(at: position))", at: position)
            }
        }
        if states.count > 1 {
            // A bracket left open earlier takes a later line's closer, and the one left open at
            // the end is not the mistake: point at the first bracket whose text ran past its line.
            if let spanning = firstSpanningBracket, spanning < openedAt[openedAt.count - 1] {
                throw error("this bracket is not closed on its line (its text runs on to a later line's closer); close it here", at: spanning)
            }
            // `A -- yes -> B`: the link's text ran on past a one-dash arrow, a slip for `-->`.
            if state == .edgeText, let arrow = singleDashArrow(after: openedAt[openedAt.count - 1]) {
                throw error("`->` does not end a link's text; did you mean `-->`?", at: arrow)
            }
            throw error("\(unclosedDescription) by the end of the diagram; close it", at: openedAt[openedAt.count - 1])
        }
        tokens.append(MermaidToken(kind: .eof, start: Int32(s.count), end: Int32(s.count)))
        return tokens
    }

    /// Where a `->` (not the end of `-->`) is on the line that starts at `start`, if one is.
    func singleDashArrow(after start: Int) -> Int? {
        var index = start
        while index + 1 < s.count, s[index] != "\n" {
            if s[index] == "-", s[index + 1] == ">", index == 0 || s[index - 1] != "-" { return index }
            index += 1
        }
        return nil
    }

    private var unclosedDescription: String {
        switch state {
        case .string, .shapeDataString: "this quoted string is not closed"
        case .markdownString: "this markdown string is not closed with a backtick and a quote"
        case .text, .ellipseText, .trapText: "this bracket is not closed"
        case .edgeText, .thickEdgeText, .dottedEdgeText: "this link's text is not followed by the rest of the link (such as `-->`)"
        case .shapeData: "this `@{` is not closed with `}`"
        default: "this statement is not complete"
        }
    }

    func describe(at offset: Int) -> String {
        guard let scalar = at(offset) else { return "end of the diagram" }
        if scalar == "\n" { return "line break" }
        return "character `\(Character(scalar))`"
    }

    // MARK: - Small matchers

    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        var index = offset
        var matched = true
        literal.withUTF8Buffer { buffer in
            for byte in buffer {
                guard index < s.count, s[index].value == UInt32(byte) else { matched = false; return }
                index += 1
            }
        }
        return matched
    }

    /// A literal followed by a word boundary, as jison appends `\b` to rules ending in a word character.
    func matchesKeyword(_ literal: StaticString, at offset: Int) -> Bool {
        guard matches(literal, at: offset) else { return false }
        let after = offset + literal.utf8CodeUnitCount
        return after >= s.count || !isWordScalar(s[after])
    }

    /// The end of the run of whitespace (line breaks included, as JavaScript's `\s`) at `offset`.
    ///
    /// The link rules start with `\s*`, so every token in a run of blank or comment lines
    /// (blanked to spaces) would look across the rest of the run: the run's end is kept, and
    /// asking again from anywhere inside it costs nothing. Each scalar of a run is read once.
    mutating func skipWhitespace(from offset: Int) -> Int {
        if whitespaceCache.start <= offset, offset <= whitespaceCache.end { return whitespaceCache.end }
        var index = offset
        while index < s.count, isWhitespace(s[index]) {
            index += 1
            if index == whitespaceCache.start { index = whitespaceCache.end; break }
        }
        if index > offset { whitespaceCache = WhitespaceRunCache(start: offset, end: index) }
        return index
    }
}

/// A run of whitespace found by `skipWhitespace`: every offset in `start...end` skips to `end`.
struct WhitespaceRunCache {
    var start = -1
    var end = -2
}
