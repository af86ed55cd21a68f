/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo; of two as
    /// close, the first in code-point order, so the answer does not depend on the candidates'
    /// order (a `Set`'s differs between two sets of the same keys).
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word, candidate, limit: limit)
            guard distance <= limit else { continue }
            if let (word, least) = best, distance > least || distance == least && word < candidate { continue }
            best = (candidate, distance)
        }
        return best?.0
    }

    /// The one candidate close enough to `word` to be its typo, when no other is: what a fix
    /// may take for certain (of `name1` and `name2`, `name` could be either).
    static func only(closeTo word: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        let close = candidates.filter { $0 != word && editDistance(word, $0, limit: limit) <= limit }
        return close.count == 1 ? close.first : nil
    }

    /// Edit distance over characters, a swap of two neighbours counting as one edit (the optimal
    /// string alignment distance: `titel` is one edit from `title`, `dmeo` from `demo`), giving
    /// up early (returning `limit + 1`) once it exceeds `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a), b = Array(b)
        // What "over the limit" is returned as.
        let over = limit == .max ? limit : limit + 1
        if abs(a.count - b.count) > limit { return over }
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), over) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            // A swap reaches back two rows: stop only when this row and the one before are over.
            if rowMinimum > limit && previous.min()! > limit { return over }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return min(previous[b.count], over)
    }
}
