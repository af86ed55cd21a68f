import CopydeckKit

/// Plural cases follow CLDR for the locale: every category it uses is present, none it never
/// uses is written, and `other` is always there.
public struct PluralCategoryCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.plural-categories", defaultSeverity: .error,
        summary: "A plural missing a category its locale needs, using one the locale never uses, or missing `other`.",
        help: "CLDR: ko and ja use only `other`; en uses `one` and `other`. Exact matches like `=0` are always allowed.",
        examples: [
            RuleExample("English lacks `one` and never uses `few`; Korean never uses `one`", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "streak:\n  title: \"{days, plural, ↓one {#일} other {#일}} 연속\"\n"),
                .init("locales/en/demo.yml", "streak:\n  title: \"{↓days, plural, ↓few {# days} other {# days}} in a row\"\n"),
            ]),
            RuleExample("each locale's categories; an exact match like `=0` is always allowed", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "streak:\n  title: \"{days, plural, other {#일}} 연속\"\n"),
                .init("locales/ja/demo.yml", "streak:\n  title: \"{days, plural, other {#日}}連続\"\n"),
                .init("locales/en/demo.yml", "streak:\n  title: \"{days, plural, =0 {No days} one {# day} other {# days}} in a row\"\n"),
            ]),
        ])

    static let screens = """
        screens:
          streak:
            kind: page
            fields:
              title: title
        """

    public init() {}

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        guard !message.entry.arguments.isEmpty else { return }
        let arguments = message.entry.arguments
        let rules = message.context.plurals
        guard rules.isKnown else { return }
        for argument in arguments {
            let cases: [Message.Case]
            let needed: [PluralCategory]
            switch argument.kind {
            case .plural(_, let list): cases = list; needed = rules.cardinalCategories
            case .selectOrdinal(let list): cases = list; needed = rules.ordinalCategories
            default: continue
            }
            // Each case's category, read once (`other`, the usual one, is recognised at once).
            let written = cases.map { $0.selector == "other" ? PluralCategory.other : PluralCategory(rawValue: $0.selector) }
            for (item, category) in zip(cases, written) {
                guard let category, !needed.contains(category) else { continue }
                diagnostics.emit(Self.rule, at: message.range(at: item.selectorRange.lowerBound, project.files),
                    "\(message.locale) never uses the plural category `\(category.rawValue)` (it uses \(needed.map { "`\($0.rawValue)`" }.joined(separator: ", "))) in message `\(message.key)`; remove that case")
            }
            let missing = needed.filter { !written.contains($0) }
            guard !missing.isEmpty else { continue }
            let names = missing.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            diagnostics.emit(Self.rule, at: message.range(at: argument.nameRange.lowerBound, project.files),
                "the plural `{\(argument.name)}` in message `\(message.key)` lacks \(names), which \(message.locale) needs; add \(missing.count == 1 ? "that case" : "those cases")")
        }
    }
}
