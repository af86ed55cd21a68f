/// What `.*direction\s+XX[^\n]*` can match on the rest of one line: the last place each
/// direction is named. Computed once per line, so the rule costs nothing on other tokens.
struct DirectionRuleCache {
    var lineEnd = -1
    var last: [(kind: MermaidTokenKind, offset: Int)] = []
}

/// What `[^\s"]+@(?=[^{"])` can match within one word: the last usable `@`.
struct LinkIDRuleCache {
    var wordEnd = -1
    var lastAt = -1
}

extension MermaidLexer {
    /// `direction TB` (and BT, RL, LR) anywhere on the rest of the line makes the rest of the line a
    /// direction statement, as in Mermaid.
    mutating func directionStatement(at start: Int) -> (MermaidTokenKind, Int)? {
        if start > directionCache.lineEnd {
            var end = start
            var found: [(MermaidTokenKind, Int)] = []
            while end < s.count, s[end] != "\n" {
                if s[end] == "d", matches("direction", at: end) {
                    var index = end + 9
                    let wordStart = index
                    while index < s.count, s[index] != "\n", isWhitespace(s[index]) { index += 1 }
                    if index > wordStart {
                        for (literal, kind): (StaticString, MermaidTokenKind) in [
                            ("TB", .directionTB), ("BT", .directionBT), ("RL", .directionRL), ("LR", .directionLR),
                        ] where matches(literal, at: index) {
                            found.append((kind, end))
                        }
                    }
                }
                end += 1
            }
            directionCache = DirectionRuleCache(lineEnd: end, last: found)
        }
        guard !directionCache.last.isEmpty else { return nil }
        // The rules are tried in the order TB, BT, RL, LR; each can start anywhere after `start`.
        for kind in [MermaidTokenKind.directionTB, .directionBT, .directionRL, .directionLR] {
            if directionCache.last.contains(where: { $0.kind == kind && $0.offset >= start }) {
                return (kind, directionCache.lineEnd)
            }
        }
        return nil
    }

    /// `e1@-->`: an edge id. The match runs to the last `@` of the word that is followed by
    /// something other than `{` or `"`.
    mutating func linkID(at start: Int) -> Int? {
        let c = s[start]
        guard !isWhitespace(c), c != "\"" else { return nil }
        if start >= linkIDCache.wordEnd {
            var end = start
            var lastAt = -1
            while end < s.count, !isWhitespace(s[end]), s[end] != "\"" {
                if s[end] == "@", let next = at(end + 1), next != "{", next != "\"" { lastAt = end }
                end += 1
            }
            linkIDCache = LinkIDRuleCache(wordEnd: end, lastAt: lastAt)
        }
        return linkIDCache.lastAt > start ? linkIDCache.lastAt + 1 : nil
    }
}
