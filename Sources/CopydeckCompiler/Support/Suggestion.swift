/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word, candidate, limit: limit)
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance over characters, giving up early (returning `limit + 1`) once it exceeds `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
