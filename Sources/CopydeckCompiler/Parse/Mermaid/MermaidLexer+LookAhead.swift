/// What `.*direction\s+XX[^\n]*` can match on the rest of one line: the last place each
/// direction is named (-1 for none). Computed once per line, so the rule costs nothing on other
/// tokens, and a line naming directions many times costs no more per token.
struct DirectionRuleCache {
    var lineEnd = -1
    var lastTB = -1, lastTD = -1, lastBT = -1, lastRL = -1, lastLR = -1
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
            var cache = DirectionRuleCache()
            var end = start
            while end < s.count, s[end] != "\n" {
                if s[end] == "d", matches("direction", at: end) {
                    var index = end + 9
                    let wordStart = index
                    while index < s.count, s[index] != "\n", isWhitespace(s[index]) { index += 1 }
                    if index > wordStart {
                        if matches("TB", at: index) { cache.lastTB = end }
                        // Mermaid reads `direction TD` as TB (its `direction_td` rule, after TB's).
                        if matches("TD", at: index) { cache.lastTD = end }
                        if matches("BT", at: index) { cache.lastBT = end }
                        if matches("RL", at: index) { cache.lastRL = end }
                        if matches("LR", at: index) { cache.lastLR = end }
                    }
                }
                end += 1
            }
            cache.lineEnd = end
            directionCache = cache
        }
        // The rules are tried in the order TB, TD, BT, RL, LR; each can start anywhere after `start`.
        let cache = directionCache
        if cache.lastTB >= start { return (.directionTB, cache.lineEnd) }
        if cache.lastTD >= start { return (.directionTB, cache.lineEnd) }
        if cache.lastBT >= start { return (.directionBT, cache.lineEnd) }
        if cache.lastRL >= start { return (.directionRL, cache.lineEnd) }
        if cache.lastLR >= start { return (.directionLR, cache.lineEnd) }
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
