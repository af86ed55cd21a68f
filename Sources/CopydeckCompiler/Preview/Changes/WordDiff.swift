/// The words two texts share and the ones that changed, for marking a change where it is: the
/// longest common run of tokens (a word of letters, a run of spaces, a punctuation mark, and each
/// Han, kana or Hangul character on its own, since Japanese is written without spaces and a
/// Korean word changes by its endings). Texts too long to compare token by token (over
/// `maximumCells` pairs) are one change.
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
        guard old.count * new.count <= Self.maximumCells else {
            pieces = [Piece(kind: .removed, text: before), Piece(kind: .added, text: after)].filter { !$0.text.isEmpty }
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
        var pieces: [Piece] = []
        func add(_ kind: Kind, _ text: Substring) {
            if let last = pieces.last, last.kind == kind { pieces[pieces.count - 1].text += text } else { pieces.append(Piece(kind: kind, text: String(text))) }
        }
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                add(.same, old[i]); i += 1; j += 1
            } else if j < new.count, i == old.count || lengths[i * columns + j + 1] >= lengths[(i + 1) * columns + j] {
                add(.added, new[j]); j += 1
            } else {
                add(.removed, old[i]); i += 1
            }
        }
        // Texts that share no word (only spaces and marks: a text rewritten, or translated anew)
        // read better as one text out and one in than as words woven between shared spaces.
        let sharesAWord = pieces.contains { $0.kind == .same && $0.text.contains { $0.isLetter || $0.isNumber } }
        if !sharesAWord, pieces.contains(where: { $0.kind != .same }) {
            self.pieces = [Piece(kind: .removed, text: before), Piece(kind: .added, text: after)].filter { !$0.text.isEmpty }
            return
        }
        // Removed before added where they meet, as a reader expects `old → new`.
        var ordered: [Piece] = []
        for piece in pieces {
            if piece.kind == .removed, let last = ordered.last, last.kind == .added {
                ordered.insert(piece, at: ordered.count - 1)
            } else {
                ordered.append(piece)
            }
        }
        self.pieces = ordered
    }

    static func tokens(_ text: String) -> [Substring] {
        var tokens: [Substring] = []
        var start = text.startIndex
        var current: Class?
        for index in text.indices {
            let kind = Class(text[index])
            if kind != current || kind == .single {
                if index > start { tokens.append(text[start..<index]) }
                start = index
                current = kind
            }
        }
        if start < text.endIndex { tokens.append(text[start...]) }
        return tokens
    }

    private enum Class: Equatable {
        case word, space, single

        init(_ character: Character) {
            if character.isWhitespace { self = .space; return }
            guard let scalar = character.unicodeScalars.first, character.isLetter || character.isNumber else { self = .single; return }
            switch scalar.value {
            case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF66...0xFF9F:
                self = .single
            default:
                self = .word
            }
        }
    }
}
