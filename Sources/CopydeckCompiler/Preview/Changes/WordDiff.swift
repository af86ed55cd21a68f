/// The words two texts share and the ones that changed, for marking a change where it is: the
/// longest common run of tokens (`WordDiff.tokens`: a word, a run of spaces, a punctuation mark;
/// a Korean eojeol, a Japanese phrase), a whole token struck and its new one added when any letter
/// of it changed. Texts too long to compare token by token (over `maximumCells` pairs) are one
/// change, and so are texts that share no word.
struct WordDiff: Equatable, Sendable {
    enum Kind: Sendable, Equatable { case same, removed, added }

    struct Piece: Sendable, Equatable {
        var kind: Kind
        var text: String
    }

    var pieces: [Piece]

    static let maximumCells = 1_000_000

    init(_ before: String, _ after: String) {
        let old = Self.tokens(before), new = Self.tokens(after)
        let whole = [Piece(kind: .removed, text: before), Piece(kind: .added, text: after)].filter { !$0.text.isEmpty }
        guard old.count * new.count <= Self.maximumCells else {
            pieces = before == after ? [Piece(kind: .same, text: before)] : whole
            return
        }
        // lengths[i][j]: the longest common run of old[i...] and new[j...].
        let columns = new.count + 1
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * columns + j] = old[i] == new[j] ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        // Walked from the start: the shared tokens, and between two of them what went and what
        // came, each as one piece, removed before added (a reader expects `old → new`).
        var pieces: [Piece] = []
        var removed = "", added = ""
        func flush() {
            if !removed.isEmpty { pieces.append(Piece(kind: .removed, text: removed)) }
            if !added.isEmpty { pieces.append(Piece(kind: .added, text: added)) }
            removed = ""; added = ""
        }
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                flush()
                if let last = pieces.last, last.kind == .same { pieces[pieces.count - 1].text += old[i] } else { pieces.append(Piece(kind: .same, text: String(old[i]))) }
                i += 1; j += 1
            } else if j < new.count, i == old.count || lengths[i * columns + j + 1] >= lengths[(i + 1) * columns + j] {
                added += new[j]; j += 1
            } else {
                removed += old[i]; i += 1
            }
        }
        flush()
        // Texts that share no word (only spaces and marks: a text rewritten, or translated anew)
        // read better as one text out and one in than as words woven between shared spaces.
        let sharesAWord = pieces.contains { $0.kind == .same && $0.text.contains { $0.isLetter || $0.isNumber } }
        self.pieces = sharesAWord || !pieces.contains(where: { $0.kind != .same }) ? pieces : whole
    }
}
