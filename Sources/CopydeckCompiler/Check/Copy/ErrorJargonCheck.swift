/// Error copy speaks to people, not to developers: no exception, null, token, HTTP status or
/// "error code" in messages shown when something fails (surfaces `error` and `toast`, and
/// fields named `error…`). The list is per locale and configurable in `copy.forbiddenTerms`.
///
///     error: "토큰이 만료되었습니다 (401)"   ← message.jargon: `토큰`, `401`
public struct ErrorJargonCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.jargon", defaultSeverity: .error,
        summary: "Technical jargon in user-facing error copy.",
        help: "Say what happened and what the person can do (\"Your session ended. Please sign in again.\").",
        example: """
            error: "토큰이 만료되었습니다 (401)"   ← message.jargon: `토큰`, `401`
            """)

    public init() {}

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        guard message.declared.isErrorCopy else { return }
        let text = message.entry.text
        let lowered = text.lowercased()
        for term in project.config.copy.forbiddenTerms(for: message.locale) {
            guard let found = Self.find(term.lowercased(), in: lowered, original: text) else { continue }
            let offset = lowered.unicodeScalars.distance(from: lowered.unicodeScalars.startIndex, to: found.lowerBound.samePosition(in: lowered.unicodeScalars) ?? lowered.unicodeScalars.startIndex)
            diagnostics.emit(Self.rule, at: message.range(at: offset, project.files),
                "error copy `\(message.key)` in \(message.locale) uses the technical term “\(term)”")
        }
    }

    /// A whole-word match for Latin terms and digits, or a word of a code identifier
    /// (`SQLiteException`, `NullPointerException` hold `exception`, `null`); a substring match
    /// for Korean and Japanese. `text` is `original` lowercased (same characters).
    static func find(_ term: String, in text: String, original: String? = nil) -> Range<String.Index>? {
        let latin = term.unicodeScalars.allSatisfy { $0.isASCII }
        let characters = original.map(Array.init) ?? Array(text)
        var searchStart = text.startIndex
        while let found = text.range(of: term, range: searchStart..<text.endIndex) {
            if !latin { return found }
            let start = text.distance(from: text.startIndex, to: found.lowerBound)
            let end = start + text.distance(from: found.lowerBound, to: found.upperBound)
            if isBoundary(characters, at: start, atStart: true) && isBoundary(characters, at: end, atStart: false) { return found }
            searchStart = found.upperBound
        }
        return nil
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
