/// A Screen Time shield shows what `ShieldConfiguration` holds and nothing else: a `title`, a
/// `subtitle` and at most two buttons (`primaryButtonLabel`, `secondaryButtonLabel`), besides its
/// icon and colours (Apple's ManagedSettingsUI documentation). A shield field of another surface
/// (a caption, a body, a label), a second title or subtitle, or a third button has no slot: the
/// app cannot show it, so its words would be written, translated and never seen.
public struct ShieldSlotCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "shield.slot", defaultSeverity: .error,
        summary: "A shield field that ShieldConfiguration has no slot for (only a title, a subtitle and two buttons).",
        help: "Put the text in the shield's subtitle (a subtitle may have several lines), or drop the field.",
        examples: [
            RuleExample("a caption under the subtitle", file: "content/demo/shields.yml", """
                shields:
                  focus:
                    fields:
                      title: {}
                      subtitle: {}
                      ↓reminder: { surface: caption }
                      primary: {}
                """),
            RuleExample("a third button", file: "content/demo/shields.yml", """
                shields:
                  focus:
                    fields:
                      title: {}
                      primary: {}
                      secondary: {}
                      ↓snooze: { surface: button }
                """),
            RuleExample("the slots ShieldConfiguration has", file: "content/demo/shields.yml", """
                shields:
                  focus:
                    fields:
                      title: {}
                      subtitle: {}
                      primary: {}
                      secondary: {}
                """),
        ])

    /// How many fields of each surface a shield can show.
    static let slots: [Field.Surface: Int] = [.title: 1, .subtitle: 1, .button: 2]

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks {
            for shield in deck.shields {
                var used: [Field.Surface: Int] = [:]
                for field in shield.fields {
                    guard let surface = field.surface?.value else { continue }
                    used[surface, default: 0] += 1
                    guard let room = Self.slots[surface] else {
                        diagnostics.emit(Self.rule, at: field.id.range,
                            "shield `\(shield.id.value)` has no slot for a \(surface.rawValue): ShieldConfiguration shows a title, a subtitle and up to two buttons; put `\(field.id.value)`'s text in the subtitle, or drop it")
                        continue
                    }
                    if used[surface]! > room {
                        let what = surface == .button ? "a third button (ShieldConfiguration has a primary and a secondary)" : "a second \(surface.rawValue)"
                        diagnostics.emit(Self.rule, at: field.id.range,
                            "shield `\(shield.id.value)` has no slot for \(what): `\(field.id.value)` would never be shown; merge it into the first, or drop it")
                    }
                }
            }
        }
    }
}
