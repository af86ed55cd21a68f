/// Agreed terms stay agreed: a glossary term in the source text appears as its agreed
/// translation, and a `doNotTranslate` term appears as written, in every locale.
public struct GlossaryCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.glossary", defaultSeverity: .error,
        summary: "A glossary term not translated as agreed, or a do-not-translate term changed.",
        help: "Use the agreed translation from `copy.glossary`, and keep `copy.doNotTranslate` terms as written.",
        examples: [
            RuleExample("집중 not translated as the glossary agrees", files: [
                .init("copydeck.yml", Self.config), .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "focus_intro:\n  title: Unwind로 집중해요\n"),
                .init("locales/ja/demo.yml", "focus_intro:\n  title: Unwindで集中しましょう\n"),
                .init("locales/en/demo.yml", "focus_intro:\n  title: ↓Concentrate with Unwind\n"),
            ]),
            RuleExample("a do-not-translate name translated", files: [
                .init("copydeck.yml", Self.config), .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "focus_intro:\n  title: Unwind로 집중해요\n"),
                .init("locales/ja/demo.yml", "focus_intro:\n  title: ↓アンワインドで集中しましょう\n"),
                .init("locales/en/demo.yml", "focus_intro:\n  title: Focus with Unwind\n"),
            ]),
            RuleExample("the agreed terms, in any case", files: [
                .init("copydeck.yml", Self.config), .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "focus_intro:\n  title: Unwind로 집중해요\n"),
                .init("locales/ja/demo.yml", "focus_intro:\n  title: Unwindで集中しましょう\n"),
                .init("locales/en/demo.yml", "focus_intro:\n  title: Focus with Unwind\n"),
            ]),
        ])

    static let config = """
        version: 1
        sourceLocale: ko
        locales: [ko, ja, en]
        decks:
          demo: {}
        copy:
          doNotTranslate: [Unwind]
          glossary:
            집중: { ja: 集中, en: focus }
        """

    static let screens = """
        screens:
          focus_intro:
            kind: page
            fields:
              title: title
        """

    public init() {}

    /// Where to point: in a multi-line text, the line that matches the source's line holding the
    /// term (the translation of that line); else the value.
    static func range(of term: String, in source: String, _ message: CopyMessage, _ project: Project) -> SourceRange {
        let text = message.entry.text
        guard text.contains("\n"), let found = source.range(of: term) else { return message.entry.valueRange }
        let sourceLine = source[..<found.lowerBound].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard sourceLine > 0, sourceLine < lines.count else { return message.entry.valueRange }
        let offset = lines[..<sourceLine].reduce(0) { $0 + $1.unicodeScalars.count + 1 }
        return message.range(at: offset, project.files)
    }

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        // Read in place: most projects have a short glossary or none.
        let doNotTranslate = project.config.copy.doNotTranslate, glossary = project.config.copy.glossary
        guard !doNotTranslate.isEmpty || !glossary.isEmpty, !message.isSource, let source = message.source?.text else { return }
        let text = message.entry.text
        // Screened by bytes: Foundation's search, asked of every term of every message, was most
        // of a lint's time with a glossary of a dozen names.
        for term in doNotTranslate where ByteSearch.screened(term.value, in: source) && !text.contains(term.value) {
            diagnostics.emit(Self.rule, at: Self.range(of: term.value, in: source, message, project),
                "message `\(message.key)` in \(message.locale) drops or changes `\(term.value)`, which stays as written; write `\(term.value)` exactly as the source does",
                notes: [.init("listed in doNotTranslate", at: term.range)])
        }
        for (term, translations) in glossary where ByteSearch.screened(term.value, in: source) {
            guard let agreed = translations[message.locale], !text.localizedCaseInsensitiveContains(agreed.value) else { continue }
            diagnostics.emit(Self.rule, at: Self.range(of: term.value, in: source, message, project),
                "message `\(message.key)` in \(message.locale) does not translate `\(term.value)` as agreed; use `\(agreed.value)`, or change the glossary entry",
                notes: [.init("the glossary entry", at: agreed.range)])
        }
    }
}

import Foundation
