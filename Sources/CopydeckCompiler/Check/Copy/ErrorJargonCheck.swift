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
            guard let found = Self.find(term.lowercased(), in: lowered) else { continue }
            let offset = lowered.unicodeScalars.distance(from: lowered.unicodeScalars.startIndex, to: found.lowerBound.samePosition(in: lowered.unicodeScalars) ?? lowered.unicodeScalars.startIndex)
            diagnostics.emit(Self.rule, at: message.range(at: offset, project.files),
                "error copy `\(message.key)` in \(message.locale) uses the technical term “\(term)”")
        }
    }

    /// A whole-word match for Latin terms and digits; a substring match for Korean and Japanese.
    static func find(_ term: String, in text: String) -> Range<String.Index>? {
        var searchStart = text.startIndex
        while let found = text.range(of: term, range: searchStart..<text.endIndex) {
            let latin = term.unicodeScalars.allSatisfy { $0.isASCII }
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
            let boundaryBefore = before.map { !($0.isLetter && $0.isASCII) && !$0.isNumber } ?? true
            let boundaryAfter = after.map { !($0.isLetter && $0.isASCII) && !$0.isNumber } ?? true
            if !latin || (boundaryBefore && boundaryAfter) { return found }
            searchStart = found.upperBound
        }
        return nil
    }
}

import Foundation
