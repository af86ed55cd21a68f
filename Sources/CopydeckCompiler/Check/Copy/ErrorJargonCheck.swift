/// Error copy speaks to people, not to developers: no exception, null, token, HTTP status or
/// "error code" in messages shown when something fails (surfaces `error` and `toast`, and
/// fields named `error…`). The list is per locale and configurable in `copy.forbiddenTerms`.
/// A term counts only where it is a word of its own (see ``find(_:in:original:)``): 널 (null)
/// is not in 채널 or 널리.
public struct ErrorJargonCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.jargon", defaultSeverity: .error,
        summary: "Technical jargon in user-facing error copy.",
        help: "Say what happened and what the person can do (\"Your session ended. Please sign in again.\").",
        examples: [
            RuleExample("a token and an HTTP status in a sign-in error", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    sign_in:
                      title: 다시 로그인해 주세요
                      error: ↓토큰이 만료되었습니다 (↓401)
                    """),
            ]),
            RuleExample("널 (null) inside 채널 is no jargon: a term counts only as a word of its own", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    sign_in:
                      title: 다시 로그인해 주세요
                      error: 채널 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요
                    """),
            ]),
        ])

    static let screens = """
        screens:
          sign_in:
            kind: form
            fields:
              title: title
              error: error
        """

    public init() {}

    /// A locale's forbidden terms as written and lowercased, with their bytes: worked out once for
    /// a slice of messages (which are all of one locale), not for every message.
    struct Terms {
        let locale: String
        let terms: [(term: String, lowered: String, bytes: [UInt8])]

        init(_ project: Project, locale: String) {
            self.locale = locale
            terms = project.config.copy.forbiddenTerms(for: locale).map { term in
                let lowered = term.lowercased()
                return (term, lowered, Array(lowered.utf8))
            }
        }
    }

    func check(slice messages: [CopyMessage], project: Project, into diagnostics: inout DiagnosticCollector) {
        var terms: Terms?
        for message in messages where message.declared.isErrorCopy {
            if terms?.locale != message.locale { terms = Terms(project, locale: message.locale) }
            check(message, terms: terms!, project: project, into: &diagnostics)
        }
    }

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        check(slice: [message], project: project, into: &diagnostics)
    }

    private func check(_ message: CopyMessage, terms: Terms, project: Project, into diagnostics: inout DiagnosticCollector) {
        let text = message.entry.text
        let lowered = text.lowercased()
        for (term, loweredTerm, bytes) in terms.terms {
            // Most error copy holds none of the terms: a byte search says so cheaply.
            guard ByteSearch.contains(bytes, in: lowered) else { continue }
            guard let found = Self.find(loweredTerm, in: lowered, original: text) else { continue }
            // Counted in the text as written: lowercasing may change scalars (İ → i̇), not characters.
            let offset = text.prefix(lowered.distance(from: lowered.startIndex, to: found.lowerBound)).unicodeScalars.count
            diagnostics.emit(Self.rule, at: message.range(at: offset, project.files),
                "error copy `\(message.key)` in \(message.locale) uses the technical term “\(term)”; say what happened and what the person can do, in their words")
        }
    }

    /// Where `term` occurs in `text` as a word of its own, or nil. `text` is `original`
    /// lowercased (same characters).
    ///
    /// - A Latin term (or digits) matches as a whole word, or as a word of a code identifier
    ///   (`SQLiteException`, `NullPointerException` hold `exception`, `null`).
    /// - A Korean term matches where it is a word of its own: no Hangul just before it (널 is not
    ///   in 채널, 패널, 터널), and after it no Hangul, or a particle or copula that attaches to a
    ///   noun (널이, 토큰을, 예외가, 토큰입니다; not 널리). 예외 in the set phrase 「예외 없이」
    ///   ("without exception", also 예외 없는, 예외없이) is no jargon.
    /// - A Japanese term matches where its script does not run on: a katakana term is not preceded
    ///   or followed by katakana (or ー), a kanji term not by kanji (例外 in 例外的 is an ordinary
    ///   word); a following hiragana particle (例外が, トークンの) is fine.
    static func find(_ term: String, in text: String, original: String? = nil) -> Range<String.Index>? {
        let latin = term.unicodeScalars.allSatisfy { $0.isASCII }
        let characters = original.map(Array.init) ?? Array(text)
        let termCharacters = Array(term)
        var searchStart = text.startIndex
        while let found = text.range(of: term, range: searchStart..<text.endIndex) {
            let start = text.distance(from: text.startIndex, to: found.lowerBound)
            let end = start + text.distance(from: found.lowerBound, to: found.upperBound)
            if latin {
                if isBoundary(characters, at: start, atStart: true) && isBoundary(characters, at: end, atStart: false) { return found }
            } else if let first = termCharacters.first, let last = termCharacters.last,
                      isWordStart(characters, at: start, first: first), isWordEnd(characters, at: end, last: last),
                      !isSetPhrase(characters, term: termCharacters, at: start, end: end) {
                return found
            }
            searchStart = found.upperBound
        }
        return nil
    }

    /// The script of a character, as far as word boundaries go.
    private enum Script { case hangul, katakana, kanji, other }

    private static func script(of character: Character) -> Script {
        guard let scalar = character.unicodeScalars.first else { return .other }
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: return .hangul
        case 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .katakana
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x3005: return .kanji
        default: return .other
        }
    }

    /// Syllables that start a particle or copula after a noun: 이/가, 은/는, 을/를, 의, 에(서),
    /// (으)로, 와/과, 도, 만, (이)나, 예요, 입니다, 였어요.
    private static let particleStarts: Set<Character> = ["이", "가", "은", "는", "을", "를", "의", "에", "으", "로", "와", "과", "도", "만", "나", "예", "입", "였"]

    /// Whether a term starting with `first` may start at `index`: the character before is not of
    /// the same Korean or Japanese script.
    private static func isWordStart(_ characters: [Character], at index: Int, first: Character) -> Bool {
        guard index > 0 else { return true }
        let own = script(of: first)
        return own == .other || script(of: characters[index - 1]) != own
    }

    /// Whether a term ending with `last` may end at `index`: the character after is not of the same
    /// script, except a Korean particle or copula after a Korean term.
    private static func isWordEnd(_ characters: [Character], at index: Int, last: Character) -> Bool {
        guard index < characters.count else { return true }
        let own = script(of: last), after = characters[index]
        guard own != .other, script(of: after) == own else { return true }
        return own == .hangul && particleStarts.contains(after)
    }

    /// 예외 in 「예외 없이」, 「예외 없는」, 「예외없이」: "without exception", an ordinary phrase.
    private static func isSetPhrase(_ characters: [Character], term: [Character], at start: Int, end: Int) -> Bool {
        guard term == ["예", "외"] else { return false }
        var next = end
        if next < characters.count, characters[next] == " " { next += 1 }
        return next < characters.count && characters[next] == "없"
    }

    /// Whether a word may start (or end) at `index`: not inside a run of letters or digits, or
    /// at a camel-case step of an identifier (`SQLite|Exception`, `Null|Pointer`).
    private static func isBoundary(_ characters: [Character], at index: Int, atStart: Bool) -> Bool {
        func isWordCharacter(_ character: Character) -> Bool { (character.isLetter && character.isASCII) || character.isNumber }
        guard index > 0, index < characters.count else { return true }
        let before = characters[index - 1], after = characters[index]
        guard isWordCharacter(before), isWordCharacter(after) else { return true }
        // camelCase step: a lowercase letter or digit, then an uppercase letter.
        if (before.isLowercase || before.isNumber) && after.isUppercase { return true }
        // The end of an acronym before a word: `IO|Exception` (upper, then upper + lower).
        if atStart, before.isUppercase, after.isUppercase, index + 1 < characters.count, characters[index + 1].isLowercase { return true }
        return false
    }
}

import Foundation
