/// A translation identical to the source text was probably never translated. Brand names and
/// other terms in `copy.doNotTranslate`, numbers and symbols are exempt.
public struct UntranslatedCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.untranslated", defaultSeverity: .error,
        summary: "A translation identical to the source-locale text.",
        help: "Translate it; if it is a name that stays as written, add it to `copy.doNotTranslate` in copydeck.yml.",
        examples: [
            RuleExample("Korean copied into the Japanese file", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "photo_access:\n  title: 사진 접근 허용\n"),
                .init("locales/ja/demo.yml", "photo_access:\n  title: ↓사진 접근 허용\n"),
            ]),
            RuleExample("a name in `copy.doNotTranslate` stays as written", files: [
                .init("copydeck.yml", RuleExample.standardConfig + "copy:\n  doNotTranslate: [Wander]\n"),
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "photo_access:\n  title: Wander\n"),
                .init("locales/ja/demo.yml", "photo_access:\n  title: Wander\n"),
            ]),
        ])

    static let screens = """
        screens:
          photo_access:
            kind: page
            fields:
              title: title
        """

    public init() {}

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        // The same text (canonically: a copy in another Unicode normalization counts too). Most
        // translations differ in their first bytes, which decides it without normalizing.
        guard !message.isSource, let source = message.source, Self.sameText(source.text, message.entry.text) else { return }
        var remainder = message.entry.message?.plainText ?? message.entry.text
        remainder = Self.removingPlaceholders(remainder)
        for term in project.config.copy.doNotTranslate.map(\.value).sorted(by: { $0.count > $1.count }) {
            remainder = remainder.replacingOccurrences(of: term, with: "")
        }
        guard remainder.contains(where: \.isLetter) else { return }
        diagnostics.emit(Self.rule, at: message.entry.valueRange,
            "message `\(message.key)` in \(message.locale) is the same as in \(message.context.sourceLocale): “\(message.entry.text)”; translate it, or list the term in `copy.doNotTranslate` if it stays as written",
            notes: [.init("the source text", at: source.valueRange)])
    }

    /// The same text as written, byte for byte: what copying the source text over gives. (Text
    /// equal only after Unicode normalization is not taken for a copy; comparing canonically
    /// would cost more than the rest of the copy rules together.)
    static func sameText(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8)
    }

    static func removingPlaceholders(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if character == "{" { depth += 1; continue }
            if character == "}" { depth = max(0, depth - 1); continue }
            if depth == 0 { result.append(character) }
        }
        return result
    }
}

import Foundation
