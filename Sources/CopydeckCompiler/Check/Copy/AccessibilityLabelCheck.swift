/// A button, link or toggle has an accessibility label: VoiceOver reads it, and for an icon or
/// a "✓ 허용됨" it is the only words a blind user gets.
public struct AccessibilityLabelCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "field.accessibility", defaultSeverity: .error,
        summary: "An interactive element (button, link, toggle) without an accessibility label.",
        help: "Add a `label` field with the spoken text and point to it with `accessibility: field_id`.",
        examples: [
            RuleExample("an icon button with no label", file: "content/demo/screens.yml", """
                screens:
                  photo_intro:
                    kind: page
                    fields:
                      title: title
                      ↓close: button
                """),
            RuleExample("a label field, or the button's own words (`accessibility: text`)", file: "content/demo/screens.yml", """
                screens:
                  photo_intro:
                    kind: page
                    fields:
                      title: title
                      close: { surface: button, accessibility: close_label }
                      close_label: label
                      next: { surface: button, accessibility: text }
                """),
        ])

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks {
            let owners: [(String, [Field])] = deck.screens.map { ($0.id.value, $0.fields) }
                + deck.permissions.filter { $0.template == nil }.map { ($0.id.value, $0.fields) }
                + deck.templates.map { ($0.id.value, $0.fields) } + deck.shields.map { ($0.id.value, $0.fields) }
            for (owner, fields) in owners {
                for field in fields where field.effectiveSurface.isInteractive && field.accessibility == nil {
                    diagnostics.emit(Self.rule, at: field.id.range,
                        "\(field.effectiveSurface.rawValue) `\(owner).\(field.id.value)` has no accessibility label; add `accessibility: text` when its own words label it, or `accessibility: FIELD` naming the field that does")
                }
            }
        }
    }
}
