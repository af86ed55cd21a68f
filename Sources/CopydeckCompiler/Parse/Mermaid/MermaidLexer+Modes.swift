extension MermaidLexer {
    /// `<*>["][`]` and `<*>["]`: a quote opens a string, a quote and a backtick a markdown string.
    mutating func openQuote(at start: Int) {
        if at(start + 1) == "`" {
            push(.markdownString)
            position = start + 2
        } else {
            push(.string)
            position = start + 1
        }
    }

    /// `[^"]+` inside quotes; the closing quote pops. A quote followed by a backtick opens markdown.
    mutating func lexString() {
        let start = position
        if s[start] == "\"" {
            if at(start + 1) == "`" {
                push(.markdownString)
                position = start + 2
            } else {
                pop()
                position = start + 1
            }
            return
        }
        var end = start
        while end < s.count, s[end] != "\"" { end += 1 }
        emitMerging(.string, start, end)
    }

    /// "`…`": the text up to a backtick and a quote.
    mutating func lexMarkdownString() throws(MermaidSyntaxError) {
        let start = position
        if s[start] == "`", at(start + 1) == "\"" {
            pop()
            position = start + 2
            return
        }
        if s[start] == "\"" { return openQuote(at: start) }
        var end = start
        while end < s.count, s[end] != "`", s[end] != "\"" { end += 1 }
        guard end > start else {
            throw error("a markdown string must end with a backtick and a quote", at: start)
        }
        emitMerging(.markdownString, start, end)
    }

    /// `accTitle:` and `accDescr:` take the rest of the line.
    mutating func lexRestOfLine() {
        let kind: MermaidTokenKind = state == .accTitle ? .accTitleValue : .accDescrValue
        var end = position
        while end < s.count, s[end] != "\n" { end += 1 }
        pop()
        emit(kind, position, end)
    }

    /// `accDescr { … }` takes everything up to the closing brace.
    mutating func lexMultilineDescription() {
        lexUntil("}", as: .accDescrMultilineValue)
    }

    /// The text up to `closer` as one token; the closer itself pops the state.
    mutating func lexUntil(_ closer: Unicode.Scalar, as kind: MermaidTokenKind) {
        if s[position] == closer {
            pop()
            position += 1
            return
        }
        var end = position
        while end < s.count, s[end] != closer { end += 1 }
        emit(kind, position, end)
    }

    /// After the first `graph`/`flowchart`: a direction, or a line break for none.
    mutating func lexDirection() throws(MermaidSyntaxError) {
        let start = position
        var end = start
        var lastNewline: Int?
        while end < s.count, isWhitespace(s[end]) {
            if s[end] == "\n" { lastNewline = end }
            end += 1
        }
        if let lastNewline {
            pop()
            return emit(.noDirection, start, lastNewline + 1)
        }
        let word = end
        for keyword: StaticString in ["LR", "RL", "TB", "BT", "TD", "BR"] where matchesKeyword(keyword, at: word) {
            pop()
            return emit(.direction, start, word + 2)
        }
        if let c = at(word), c == "<" || c == ">" || c == "^" || (c == "v" && matchesKeyword("v", at: word)) {
            pop()
            return emit(.direction, start, word + 1)
        }
        if word >= s.count {
            pop()
            return emit(.noDirection, start, word)
        }
        throw error("expected a direction (TB, TD, BT, LR or RL) or a line break after the diagram keyword, found \(describe(at: word))", at: word)
    }

    /// Inside `[…]`, `(…)`, `{…}`, `|…|` and the other brackets.
    mutating func lexText() throws(MermaidSyntaxError) {
        let start = position
        let c = s[start]
        if c == "\"" { return openQuote(at: start) }
        if let end = invisibleLink(at: start) { return emit(.link, start, end) }
        let next = at(start + 1)
        if c == "(" && next == "-" { push(.ellipseText); return emit(.ellipseStart, start, start + 2) }
        if c == "]" && next == ")" { pop(); return emit(.stadiumEnd, start, start + 2) }
        if c == "(" && next == "[" { push(.text); return emit(.stadiumStart, start, start + 2) }
        if c == "]" && next == "]" { pop(); return emit(.subroutineEnd, start, start + 2) }
        if c == "[" && next == "[" { push(.text); return emit(.subroutineStart, start, start + 2) }
        if c == ")" && next == "]" { pop(); return emit(.cylinderEnd, start, start + 2) }
        if c == "[" && next == "(" { push(.text); return emit(.cylinderStart, start, start + 2) }
        if c == ")" && next == ")" && at(start + 2) == ")" { pop(); return emit(.doubleCircleEnd, start, start + 3) }
        if c == "(" && next == "(" && at(start + 2) == "(" { push(.text); return emit(.doubleCircleStart, start, start + 3) }
        if c == "[" && next == "/" { push(.trapText); return emit(.trapStart, start, start + 2) }
        if c == "[" && next == "\\" { push(.trapText); return emit(.invTrapStart, start, start + 2) }
        switch c {
        case "|": pop(); return emit(.pipe, start, start + 1)
        case ")": pop(); return emit(.parenEnd, start, start + 1)
        case "(": push(.text); return emit(.parenStart, start, start + 1)
        case "]": pop(); return emit(.squareEnd, start, start + 1)
        case "[": push(.text); return emit(.squareStart, start, start + 1)
        case "}": pop(); return emit(.diamondStop, start, start + 1)
        case "{": push(.text); return emit(.diamondStart, start, start + 1)
        default: break
        }
        var end = start
        while end < s.count {
            switch s[end] {
            case "[", "]", "(", ")", "{", "}", "|", "\"": break
            default: end += 1; continue
            }
            break
        }
        emitMerging(.text, start, end)
    }

    /// Inside `(-…-)`.
    mutating func lexEllipseText() throws(MermaidSyntaxError) {
        let start = position
        let c = s[start]
        if c == "\"" { return openQuote(at: start) }
        if let end = invisibleLink(at: start) { return emit(.link, start, end) }
        if (c == "-" || c == "/" || c == ")"), at(start + 1) == ")" { pop(); return emit(.ellipseEnd, start, start + 2) }
        switch c {
        case "(", ")", "[", "]", "{", "}": break
        default: return emitMerging(.text, start, start + 1)
        }
        if lexShapeOpening(at: start, allowTagEnd: false) { return }
        if lexBracketOpening(at: start) { return }
    }

    /// Inside `[/…/]`, `[/…\]`, `[\…\]` and `[\…/]`.
    mutating func lexTrapText() throws(MermaidSyntaxError) {
        let start = position
        let c = s[start]
        if c == "\"" { return openQuote(at: start) }
        if let end = invisibleLink(at: start) { return emit(.link, start, end) }
        let next = at(start + 1)
        if c == "(" && next == "-" { push(.ellipseText); return emit(.ellipseStart, start, start + 2) }
        if c == "(" && next == "[" { push(.text); return emit(.stadiumStart, start, start + 2) }
        if c == "[" && next == "[" { push(.text); return emit(.subroutineStart, start, start + 2) }
        if c == "[" && next == "(" { push(.text); return emit(.cylinderStart, start, start + 2) }
        if c == "(" && next == "(" && at(start + 2) == "(" { push(.text); return emit(.doubleCircleStart, start, start + 3) }
        if next == "]", c == "\\" || c == "(" || c == "?" || c == "=" || c == "]" { pop(); return emit(.trapEnd, start, start + 2) }
        if c == "/" && next == "]" { pop(); return emit(.invTrapEnd, start, start + 2) }
        if c == "/" || c == "\\" { return emitMerging(.text, start, start + 1) }
        var end = start
        while end < s.count {
            switch s[end] {
            case "\\", "[", "]", "(", ")", "{", "}", "/": break
            default: end += 1; continue
            }
            break
        }
        if end > start { return emitMerging(.text, start, end) }
        if lexShapeOpening(at: start, allowTagEnd: false) { return }
        if lexBracketOpening(at: start) { return }
    }

    /// Between `--` and `-->` (and the thick and dotted forms).
    mutating func lexEdgeText() throws(MermaidSyntaxError) {
        let start = position
        let c = s[start]
        if c == "\"" { return openQuote(at: start) }
        switch state {
        case .edgeText:
            if let end = link(at: start, dash: "-", headChars: "xo>") { pop(); return emit(.link, start, end) }
            // Text that runs past its line after a `->` (`B -- yes -> C`, then the next line's
            // link ends it): Mermaid would take the lines as one label; it is a slip for `-->`.
            if c == "\n", let opened = openedAt.last, let arrow = singleDashArrow(after: opened), arrow < start {
                throw error("`->` does not end a link's text; did you mean `-->`?", at: arrow)
            }
            if c != "-" || at(start + 1) != "-" { return emitMerging(.edgeText, start, start + 1) }
        case .thickEdgeText:
            if let end = link(at: start, dash: "=", headChars: "xo>") { pop(); return emit(.link, start, end) }
            if c != "=" || at(start + 1) != "=" { return emitMerging(.edgeText, start, start + 1) }
        default:
            if let end = dottedLink(at: start) { pop(); return emit(.link, start, end) }
            if c != "." || at(start + 1) != "-" { return emitMerging(.edgeText, start, start + 1) }
        }
        throw error("a link's text must be followed by the rest of the link (for example `-- text -->`)", at: start)
    }

    /// `call name(args)` after `click`.
    mutating func lexCallbackName() {
        let start = position
        if s[start] == "(" {
            var index = start + 1
            while index < s.count, isWhitespace(s[index]) { index += 1 }
            pop()
            if at(index) == ")" {
                position = index + 1
            } else {
                push(.callbackArgs)
                position = start + 1
            }
            return
        }
        var end = start
        while end < s.count, s[end] != "(" { end += 1 }
        emit(.callbackName, start, end)
    }

    mutating func lexCallbackArgs() {
        lexUntil(")", as: .callbackArgs)
    }

    /// Inside `@{ … }`: the text is kept as written (quoted parts separately, line breaks in
    /// them as `<br/>`), for ``MermaidShapeData`` to read.
    mutating func lexShapeData() throws(MermaidSyntaxError) {
        let start = position
        switch s[start] {
        case "\"":
            push(.shapeDataString)
            emit(.shapeData, start, start + 1)
        case "}":
            pop()
            position = start + 1
        case "^":
            throw error("`^` is not allowed in node data", at: start)
        default:
            var end = start
            while end < s.count, s[end] != "}", s[end] != "^", s[end] != "\"" { end += 1 }
            emit(.shapeData, start, end)
        }
    }

    mutating func lexShapeDataString() {
        let start = position
        if s[start] == "\"" {
            pop()
            return emit(.shapeData, start, start + 1)
        }
        var end = start
        var text = String.UnicodeScalarView()
        while end < s.count, s[end] != "\"" {
            if s[end] == "\n" {
                text.append(contentsOf: "<br/>".unicodeScalars)
                end += 1
                while end < s.count, isWhitespace(s[end]) { end += 1 }
                continue
            }
            text.append(s[end])
            end += 1
        }
        replacements[start] = String(text)
        emit(.shapeData, start, end)
    }
}
