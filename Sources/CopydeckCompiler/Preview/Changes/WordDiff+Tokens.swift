/// How `WordDiff` cuts a text into the units a change is marked by, without a dictionary:
///
/// - a run of spaces is a token, and so is each punctuation mark or symbol (`、`, `。`, `!`, `🙂`);
/// - Latin, Hangul and digits: a word is a run of letters and digits between spaces and marks.
///   For Korean that is the eojeol (어절), the unit a reader sees change: 「나중에」 → 「다음에」 is
///   one word out and one in, never letters struck inside a word.
/// - Japanese, written without spaces: a phrase is a head (a run of kanji, of katakana, or of
///   Latin letters and digits) with the hiragana that follows it (okurigana and particles:
///   「写真が」, 「数枚あれば」, 「ログインする」); hiragana with no head before it is a phrase of its
///   own. A new phrase starts where the head's script changes or a head follows hiragana. `ー`
///   and `々` continue the run they are in. Chinese (all Han) falls into runs of Han between marks.
extension WordDiff {
    static func tokens(_ text: String) -> [Substring] {
        var tokens: [Substring] = []
        var start = text.startIndex
        var current: Script?
        for index in text.indices {
            var script = Script(text[index])
            if script == .continuing {
                // After a mark, a space or nothing, a long vowel mark is katakana's.
                script = current.flatMap { [.word, .kanji, .hiragana, .katakana].contains($0) ? $0 : nil } ?? .katakana
            }
            defer { current = script }
            if let previous = current, index > start, Self.breaks(between: previous, and: script) {
                tokens.append(text[start..<index])
                start = index
            }
        }
        if start < text.endIndex { tokens.append(text[start...]) }
        return tokens
    }

    /// Whether a token ends between a character of `previous` script and one of `next`.
    private static func breaks(between previous: Script, and next: Script) -> Bool {
        switch (previous, next) {
        case (.space, .space): false
        case (.mark, _), (_, .mark), (.space, _), (_, .space): true
        case (.word, .word): false
        // Okurigana and particles stay with the head before them, and hiragana with hiragana.
        case (.kanji, .hiragana), (.katakana, .hiragana), (.word, .hiragana), (.hiragana, .hiragana): false
        case (.kanji, .kanji), (.katakana, .katakana): false
        default: true
        }
    }

    /// What a character is to the segmentation.
    enum Script: Equatable {
        case space, mark, word, kanji, hiragana, katakana
        /// `ー` (the long vowel mark) and `々` (the kanji repeat mark): part of the run they follow
        /// (`tokens` resolves it to that run's script).
        case continuing

        init(_ character: Character) {
            if character.isWhitespace { self = .space; return }
            guard let scalar = character.unicodeScalars.first, character.isLetter || character.isNumber else { self = .mark; return }
            switch scalar.value {
            case 0x30FC, 0xFF70, 0x3005: self = .continuing
            case 0x3041...0x309F: self = .hiragana
            case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .katakana
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: self = .kanji
            default: self = .word   // Latin, Hangul, digits and every other script's letters
            }
        }
    }
}
