extension MermaidLexer {
    /// The rules of the initial state, in `flow.jison`'s order.
    mutating func lexInitial() throws(MermaidSyntaxError) {
        let start = position
        let c = s[start]

        if c == "a", let matched = accessibilityKeyword(at: start) { return matched(&self) }
        if c == "@", at(start + 1) == "{" {
            push(.shapeData)
            emit(.shapeData, start, start + 2)
            return
        }
        if c == "c", matches("call", at: start), let next = at(start + 4), isWhitespace(next) {
            push(.callbackName)
            position = skipWhitespace(from: start + 4)
            return
        }
        if c == "\"" { return openQuote(at: start) }
        if let kind = stylingKeyword(at: start) {
            let keywordEnd = start + keywordLength(kind)
            emit(kind, start, keywordEnd)
            if atStatementStart(before: tokens.count - 1) { emitStylingRest(from: keywordEnd) }
            return
        }
        if c == "d", matchesKeyword("default", at: start) { return emit(.defaultKeyword, start, start + 7) }
        if c == "i", matchesKeyword("interpolate", at: start) { return emit(.interpolate, start, start + 11) }
        if c == "h", matches("href", at: start), let next = at(start + 4), isWhitespace(next) {
            return emit(.href, start, start + 5)
        }
        if c == "c", matches("click", at: start), let next = at(start + 5), isWhitespace(next),
           atStatementStart(before: tokens.count) {
            return lexClick(from: start)
        }
        if c == "f" || c == "g" {
            for keyword: StaticString in ["flowchart-elk", "graph", "flowchart"] where matchesKeyword(keyword, at: start) {
                emit(.graph, start, start + keyword.utf8CodeUnitCount)
                if firstGraph {
                    firstGraph = false
                    push(.direction)
                }
                return
            }
        }
        if c == "s", matchesKeyword("subgraph", at: start) { return emit(.subgraph, start, start + 8) }
        if c == "e", matchesKeyword("end", at: start) { return emit(.end, start, skipWhitespace(from: start + 3)) }
        if c == "_" {
            for keyword: StaticString in ["_self", "_blank", "_parent", "_top"] where matchesKeyword(keyword, at: start) {
                return emit(.linkTarget, start, start + keyword.utf8CodeUnitCount)
            }
        }
        if let (kind, end) = directionStatement(at: start) { return emit(kind, start, end) }
        if let end = linkID(at: start) { return emit(.linkID, start, end) }
        if isDigit(c) {
            var end = start + 1
            while end < s.count, isDigit(s[end]) { end += 1 }
            return emit(.number, start, end)
        }
        switch c {
        case "#": return emit(.bracket, start, start + 1)
        case ":":
            if matches(":::", at: start) { return emit(.styleSeparator, start, start + 3) }
            return emit(.colon, start, start + 1)
        case "&": return emit(.amp, start, start + 1)
        case ";": return emit(.semicolon, start, start + 1)
        case ",": return emit(.comma, start, start + 1)
        case "*": return emit(.mult, start, start + 1)
        default: break
        }
        if isWhitespace(c) || c == "-" || c == "=" || c == "." || c == "~" || c == "x" || c == "o" || c == "<" {
            if try lexLink(at: start) { return }
        }
        // ` -> ` is no link in a flowchart (a common slip for `-->`): said where it is, rather
        // than as whatever `>` opens further on. Written against an id (`odd->text]`), `-` ends
        // the id and `>` opens the asymmetric shape, as Mermaid reads it.
        if c == "-", at(start + 1) == ">", start == 0 || isWhitespace(s[start - 1]) {
            throw error("`->` is not a Mermaid link; did you mean `-->`?", at: start)
        }
        if lexShapeOpening(at: start, allowTagEnd: true) { return }
        switch c {
        case "<": return emit(.tagStart, start, start + 1)
        case "^": return emit(.up, start, start + 1)
        case "v" where matchesKeyword("v", at: start): return emit(.down, start, start + 1)
        default: break
        }
        if let end = nodeString(at: start) { return emit(.nodeString, start, end) }
        if c == "-" { return emit(.minus, start, start + 1) }
        if isUnicodeLetter(c) { return emit(.unicodeText, start, start + 1) }
        if lexBracketOpening(at: start) { return }
        if c == "\n" {
            var end = start + 1
            while end < s.count, s[end] == "\n" { end += 1 }
            return emit(.newline, start, end)
        }
        if isWhitespace(c) {
            // Every later blank of the run would fail the same rules: one token for the run.
            var end = start + 1
            while end < s.count, s[end] != "\n", isWhitespace(s[end]) { end += 1 }
            return emit(.space, start, end)
        }
    }

    /// The link rules, in order: normal, thick, dotted (each with its text-opening form), invisible.
    private mutating func lexLink(at start: Int) throws(MermaidSyntaxError) -> Bool {
        let first = skipWhitespace(from: start)
        guard let c = at(first), c == "-" || c == "=" || c == "." || c == "~" || c == "x" || c == "o" || c == "<" else {
            return false
        }
        if let end = link(at: start, dash: "-", headChars: "xo>") { emit(.link, start, end); return true }
        if let end = startLink(at: start, first: "-", second: "-") {
            push(.edgeText)
            emit(.startLink, start, end)
            return true
        }
        if let end = link(at: start, dash: "=", headChars: "xo>") { emit(.link, start, end); return true }
        if let end = startLink(at: start, first: "=", second: "=") {
            push(.thickEdgeText)
            emit(.startLink, start, end)
            return true
        }
        if let end = dottedLink(at: start) { emit(.link, start, end); return true }
        if let end = startLink(at: start, first: "-", second: ".") {
            push(.dottedEdgeText)
            emit(.startLink, start, end)
            return true
        }
        if let end = invisibleLink(at: start) { emit(.link, start, end); return true }
        return false
    }

    /// The multi-character openings that every state shares (`(-`, `([`, `[[`, `[(`, `(((`, `[/`,
    /// `[\`), in rule order; `[|` and `>` only in the initial state.
    mutating func lexShapeOpening(at start: Int, allowTagEnd: Bool) -> Bool {
        let c = s[start]
        let next = at(start + 1)
        if c == "(" && next == "-" { push(.ellipseText); emit(.ellipseStart, start, start + 2); return true }
        if c == "(" && next == "[" { push(.text); emit(.stadiumStart, start, start + 2); return true }
        if c == "[" && next == "[" { push(.text); emit(.subroutineStart, start, start + 2); return true }
        if allowTagEnd {
            if c == "[" && next == "|" { emit(.vertexWithPropsStart, start, start + 2); return true }
            if c == ">" { push(.text); emit(.tagEnd, start, start + 1); return true }
        }
        if c == "[" && next == "(" { push(.text); emit(.cylinderStart, start, start + 2); return true }
        if c == "(" && next == "(" && at(start + 2) == "(" {
            push(.text); emit(.doubleCircleStart, start, start + 3); return true
        }
        if c == "[" && next == "/" { push(.trapText); emit(.trapStart, start, start + 2); return true }
        if c == "[" && next == "\\" { push(.trapText); emit(.invTrapStart, start, start + 2); return true }
        return false
    }

    /// `|`, `(`, `[`, `{`: each opens text.
    mutating func lexBracketOpening(at start: Int) -> Bool {
        switch s[start] {
        case "|": push(.text); emit(.pipe, start, start + 1)
        case "(": push(.text); emit(.parenStart, start, start + 1)
        case "[": push(.text); emit(.squareStart, start, start + 1)
        case "{": push(.text); emit(.diamondStart, start, start + 1)
        default: return false
        }
        return true
    }

    // MARK: - Links

    /// `\s*[xo<]?DD+[D<heads>]\s*` where D is `-` or `=`.
    mutating func link(at start: Int, dash: Unicode.Scalar, headChars: String) -> Int? {
        var index = skipWhitespace(from: start)
        if let c = at(index), c == "x" || c == "o" || c == "<", at(index + 1) == dash { index += 1 }
        var run = 0
        while at(index + run) == dash { run += 1 }
        guard run >= 2 else { return nil }
        var end = index + run
        if let head = at(end), headChars.unicodeScalars.contains(head) {
            end += 1
        } else if run < 3 {
            return nil
        }
        return skipWhitespace(from: end)
    }

    /// `\s*[xo<]?<first><second>\s*`: the start of a link with text (`-- text -->`).
    mutating func startLink(at start: Int, first: Unicode.Scalar, second: Unicode.Scalar) -> Int? {
        var index = skipWhitespace(from: start)
        if let c = at(index), c == "x" || c == "o" || c == "<", at(index + 1) == first { index += 1 }
        guard at(index) == first, at(index + 1) == second else { return nil }
        return skipWhitespace(from: index + 2)
    }

    /// `\s*[xo<]?-?\.+-[xo>]?\s*`
    mutating func dottedLink(at start: Int) -> Int? {
        var index = skipWhitespace(from: start)
        if let c = at(index), c == "x" || c == "o" || c == "<", let n = at(index + 1), n == "-" || n == "." { index += 1 }
        if at(index) == "-", at(index + 1) == "." { index += 1 }
        guard at(index) == "." else { return nil }
        while at(index) == "." { index += 1 }
        guard at(index) == "-" else { return nil }
        index += 1
        if let head = at(index), head == "x" || head == "o" || head == ">" { index += 1 }
        return skipWhitespace(from: index)
    }

    /// `\s*~~~+\s*`
    mutating func invisibleLink(at start: Int) -> Int? {
        var index = skipWhitespace(from: start)
        var run = 0
        while at(index) == "~" { index += 1; run += 1 }
        guard run >= 3 else { return nil }
        return skipWhitespace(from: index)
    }

    // MARK: - Ids

    /// `([A-Za-z0-9!"#$%&'*+.`?\\_/]|-(?=[^>\-.])|=(?!=))+`
    func nodeString(at start: Int) -> Int? {
        var index = start
        while index < s.count {
            let c = s[index]
            if isNodeStringScalar(c) {
                index += 1
            } else if c == "-", let next = at(index + 1), next != ">", next != "-", next != "." {
                index += 1
            } else if c == "=", at(index + 1) != "=" {
                index += 1
            } else {
                break
            }
        }
        return index > start ? index : nil
    }

    // MARK: - Statements taken whole

    /// Whether the token at `index` would begin a statement: only spaces since the last line
    /// break, `;`, `end` or the diagram's header. Elsewhere (`subgraph old style`) the styling
    /// keywords are plain words.
    func atStatementStart(before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .space: cursor -= 1
            case .newline, .semicolon, .end, .noDirection, .direction: return true
            default: return false
            }
        }
        return true
    }

    private mutating func accessibilityKeyword(at start: Int) -> ((inout MermaidLexer) -> Void)? {
        for (keyword, kind, state): (StaticString, MermaidTokenKind, State) in [
            ("accTitle", .accTitle, .accTitle), ("accDescr", .accDescr, .accDescr),
        ] where matches(keyword, at: start) {
            let afterKeyword = skipWhitespace(from: start + keyword.utf8CodeUnitCount)
            if at(afterKeyword) == ":" {
                let end = skipWhitespace(from: afterKeyword + 1)
                return { lexer in
                    lexer.push(state)
                    lexer.emit(kind, start, end)
                }
            }
            if kind == .accDescr, at(afterKeyword) == "{" {
                let end = skipWhitespace(from: afterKeyword + 1)
                return { lexer in
                    lexer.push(.accDescrMultiline)
                    lexer.position = end
                }
            }
        }
        return nil
    }

    private func stylingKeyword(at start: Int) -> MermaidTokenKind? {
        switch s[start] {
        case "s" where matchesKeyword("style", at: start): .style
        case "l" where matchesKeyword("linkStyle", at: start): .linkStyle
        case "c" where matchesKeyword("classDef", at: start): .classDef
        case "c" where matchesKeyword("class", at: start): .classKeyword
        default: nil
        }
    }

    private func keywordLength(_ kind: MermaidTokenKind) -> Int {
        switch kind {
        case .style, .classKeyword: 5
        case .linkStyle: 9
        case .classDef: 8
        default: 0
        }
    }

    /// The rest of a styling statement, up to `;` or the end of the line (quoted text may hold either).
    mutating func emitStylingRest(from start: Int, quotesSpanLines: Bool = false) {
        var index = start
        var quoted = false
        while index < s.count {
            let c = s[index]
            // A quoted tooltip may span lines (`click A call "first\nsecond"`), as Mermaid's
            // string token does, when its closing quote comes.
            if c == "\n", !(quoted && quotesSpanLines && quoteCloses(after: index)) { break }
            if c == "\"" { quoted.toggle() }
            if c == ";" && !quoted { break }
            index += 1
        }
        emit(.styling, start, index)
    }

    /// `click id …`: the id as its own token, the rest as styling.
    private mutating func lexClick(from start: Int) {
        let idStart = skipWhitespace(from: start + 5)
        var idEnd = idStart
        while idEnd < s.count, !isWhitespace(s[idEnd]) { idEnd += 1 }
        emit(.click, idStart, idEnd)
        emitStylingRest(from: idEnd, quotesSpanLines: true)
    }

    /// Whether a `"` comes after `index`.
    private mutating func quoteCloses(after index: Int) -> Bool {
        if lastQuote == nil {
            var last = s.count - 1
            while last >= 0, s[last] != "\"" { last -= 1 }
            lastQuote = last
        }
        return (lastQuote ?? -1) > index
    }
}

@inline(__always)
func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

@inline(__always)
func isNodeStringScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    case 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2E, 0x60, 0x3F, 0x5C, 0x5F, 0x2F: return true
    default: return false
    }
}

/// The letters Mermaid accepts in ids (`UNICODE_TEXT`): Hangul, kana, kanji, accented Latin...
@inline(__always)
func isUnicodeLetter(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value >= 0xAA, scalar.value <= 0xFFFF else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
}
