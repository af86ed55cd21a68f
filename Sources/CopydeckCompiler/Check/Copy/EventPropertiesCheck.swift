/// A screen that logs an event gives the event's required properties, only properties the event
/// defines, and only allowed values. (An event that is not defined at all is
/// `reference.unresolved`.)
public struct EventPropertiesCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "event.properties", defaultSeverity: .error,
        summary: "An event logged by a screen without its required properties, or with properties or values it does not define.",
        help: "Give the reference `properties:` with every required property, using the event's allowed values.",
        examples: [
            RuleExample("a required property not given", file: "content/demo/screens.yml", """
                events:
                  perm_push_preprompt_cta:
                    properties:
                      action: { required: true, values: [allow, later] }
                screens:
                  push_ask:
                    kind: dialog
                    events: [↓perm_push_preprompt_cta]
                    fields:
                      title: title
                """),
            RuleExample("a value the event does not allow, and a property it does not define", file: "content/demo/screens.yml", """
                events:
                  perm_push_preprompt_cta:
                    properties:
                      action: { required: true, values: [allow, later] }
                screens:
                  push_ask:
                    kind: dialog
                    events:
                      - name: perm_push_preprompt_cta
                        properties: { action: ↓deny, ↓source: banner }
                    fields:
                      title: title
                """),
            RuleExample("every required property, with an allowed value", file: "content/demo/screens.yml", """
                events:
                  perm_push_preprompt_cta:
                    properties:
                      action: { required: true, values: [allow, later] }
                screens:
                  push_ask:
                    kind: dialog
                    events:
                      - name: perm_push_preprompt_cta
                        properties: { action: allow }
                    fields:
                      title: title
                """),
        ])

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks {
            let events = Dictionary(deck.events.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
            for screen in deck.screens {
                for reference in screen.events {
                    guard let event = events[reference.name.value] else { continue }
                    let given = Dictionary(reference.properties.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
                    for property in event.properties where property.required && given[property.name.value] == nil {
                        diagnostics.emit(Self.rule, at: reference.name.range,
                            "screen `\(screen.id.value)` logs `\(event.name.value)` without its required property `\(property.name.value)`; give it under the reference's `properties`",
                            notes: [.init("required here", at: property.name.range)])
                    }
                    for (name, value) in reference.properties {
                        guard let property = event.properties.first(where: { $0.name.value == name.value }) else {
                            diagnostics.emit(Self.rule, at: name.range, "event `\(event.name.value)` has no property `\(name.value)`; use one it declares (\(event.properties.map { "`\($0.name.value)`" }.joined(separator: ", "))), or declare it")
                            continue
                        }
                        let allowed = property.values.map(\.value)
                        if !allowed.isEmpty && !allowed.contains(value.value) {
                            diagnostics.emit(Self.rule, at: value.range,
                                "`\(value.value)` is not an allowed value of `\(event.name.value).\(name.value)` (\(allowed.joined(separator: ", "))); use one of those, or add it to the property's `values`")
                        }
                    }
                }
            }
        }
    }
}
