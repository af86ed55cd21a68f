/// Every reference must name something that exists: a screen's permission and events, a
/// permission's template, a field's accessibility label, the locales that copydeck.yml names.
public struct UnresolvedReferenceCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "reference.unresolved", defaultSeverity: .error,
        summary: "A reference names an id that does not exist.",
        help: "Check the spelling; the message suggests the closest existing id.",
        examples: [
            RuleExample("a screen's permission and a button's label field misspelled", file: "content/demo/screens.yml", """
                permissions:
                  photo:
                    system: photoLibrary
                screens:
                  photo_ask:
                    kind: permission
                    permission: ↓photos
                    fields:
                      title: title
                      close: { surface: button, accessibility: ↓close_lable }
                      close_label: label
                """),
            RuleExample("a fallback locale that `locales` does not list", files: [
                .init("copydeck.yml", """
                    version: 1
                    sourceLocale: ko
                    locales: [ko, ja, en]
                    fallbacks:
                      ja: [↓en-US]
                    decks:
                      demo: {}
                    """),
            ]),
            RuleExample("every name declared", file: "content/demo/screens.yml", """
                permissions:
                  photo:
                    system: photoLibrary
                screens:
                  photo_ask:
                    kind: permission
                    permission: photo
                    fields:
                      title: title
                      close: { surface: button, accessibility: close_label }
                      close_label: label
                """),
        ])

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        let locales = project.config.locales.map(\.value)
        let config = project.config
        var localeReferences: [Located<String>] = config.fallbacks.flatMap { [$0.locale] + $0.chain }
        if let source = config.sourceLocale { localeReferences.append(source) }
        localeReferences += config.decks.compactMap(\.sourceLocale)
        for reference in localeReferences {
            expect(reference, in: locales, what: "locale", where: "`locales` of copydeck.yml", &diagnostics)
        }
        for deck in project.decks where !deck.hasUnreadableContent {
            let permissions = deck.permissions.map(\.id.value)
            let templates = deck.templates.map(\.id.value)
            let events = deck.events.map(\.name.value)
            for screen in deck.screens {
                if let permission = screen.permission {
                    expect(permission, in: permissions, what: "permission", where: "deck `\(deck.id)`", &diagnostics)
                }
                for event in screen.events {
                    expect(event.name, in: events, what: "event", where: "deck `\(deck.id)`", &diagnostics)
                }
                checkAccessibility(screen.fields, &diagnostics)
            }
            for permission in deck.permissions {
                if let template = permission.template {
                    expect(template, in: templates, what: "permission template", where: "deck `\(deck.id)`", &diagnostics)
                }
                checkAccessibility(permission.fields, &diagnostics)
            }
            for shield in deck.shields { checkAccessibility(shield.fields, &diagnostics) }
            for template in deck.templates { checkAccessibility(template.fields, &diagnostics) }
        }
    }

    private func checkAccessibility(_ fields: [Field], _ diagnostics: inout DiagnosticCollector) {
        let ids = fields.map(\.id.value)
        for field in fields {
            if let label = field.accessibilityField {
                expect(label, in: ids, what: "field", where: "the same screen", &diagnostics)
            }
        }
    }

    private func expect(
        _ reference: Located<String>, in candidates: [String], what: String, where scope: String,
        _ diagnostics: inout DiagnosticCollector
    ) {
        guard !candidates.contains(reference.value) else { return }
        let hint = Suggestion.closest(to: reference.value, in: candidates).map { "; did you mean `\($0)`?" }
            ?? "; use one of \(candidates.isEmpty ? "those it declares (it declares none yet)" : candidates.prefix(8).map { "`\($0)`" }.joined(separator: ", ") + (candidates.count > 8 ? ", …" : ""))"
        diagnostics.emit(Self.rule, at: reference.range, "no \(what) `\(reference.value)` in \(scope)\(hint)")
    }
}
