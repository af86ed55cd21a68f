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

    /// The terms every message's source text is searched for, found in one pass over its bytes
    /// (`ByteSearch.Words`): a search per term of every message was most of this rule's time.
    struct Terms {
        let doNotTranslate: ByteSearch.Words
        let glossary: ByteSearch.Words

        init(_ copy: CopyConfig) {
            doNotTranslate = ByteSearch.Words(copy.doNotTranslate.map(\.value))
            glossary = ByteSearch.Words(copy.glossary.map(\.term.value))
        }
    }

    func check(slice messages: [CopyMessage], project: Project, into diagnostics: inout DiagnosticCollector) {
        let copy = project.config.copy
        guard !copy.doNotTranslate.isEmpty || !copy.glossary.isEmpty else { return }
        let terms = Terms(copy)
        for message in messages { check(message, terms: terms, project: project, into: &diagnostics) }
    }

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        check(slice: [message], project: project, into: &diagnostics)
    }

    private func check(_ message: CopyMessage, terms: Terms, project: Project, into diagnostics: inout DiagnosticCollector) {
        // Read in place: most projects have a short glossary or none.
        let doNotTranslate = project.config.copy.doNotTranslate, glossary = project.config.copy.glossary
        guard !message.isSource, let source = message.source?.text else { return }
        let text = message.entry.text
        // Screened by bytes, every term in one pass; Foundation decides for the terms found.
        for index in terms.doNotTranslate.found(in: source) {
            let term = doNotTranslate[index]
            guard ByteSearch.screened(term.value, in: source), !text.contains(term.value) else { continue }
            diagnostics.emit(Self.rule, at: Self.range(of: term.value, in: source, message, project),
                "message `\(message.key)` in \(message.locale) drops or changes `\(term.value)`, which stays as written; write `\(term.value)` exactly as the source does",
                notes: [.init("listed in doNotTranslate", at: term.range)])
        }
        for index in terms.glossary.found(in: source) {
            let (term, translations) = glossary[index]
            guard ByteSearch.screened(term.value, in: source), let agreed = translations[message.locale], !text.localizedCaseInsensitiveContains(agreed.value) else { continue }
            diagnostics.emit(Self.rule, at: Self.range(of: term.value, in: source, message, project),
                "message `\(message.key)` in \(message.locale) does not translate `\(term.value)` as agreed; use `\(agreed.value)`, or change the glossary entry",
                notes: [.init("the glossary entry", at: agreed.range)])
        }
    }
}

import Foundation
