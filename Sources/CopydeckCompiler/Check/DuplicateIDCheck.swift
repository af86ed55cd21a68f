/// Ids must be unique where they name something: screens, permissions, templates and shields
/// share one namespace per deck (message keys derive from them), events have their own, and a
/// field's variants and the project's locales must not repeat.
public struct DuplicateIDCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "id.duplicate", defaultSeverity: .error,
        summary: "The same id is declared twice.",
        help: """
            Message keys derive from ids, so two declarations with one id would share their copy. \
            Screens, permissions, permission templates, shields and adopted tables share one \
            namespace per deck (a table may be declared in several files); events have their own.
            """,
        examples: [
            RuleExample("a screen id declared again in another file (files are read in path order)", files: [
                .init("content/demo/onboarding.yml", """
                    screens:
                      intro:
                        kind: page
                        fields: { title: title }
                    """),
                .init("content/demo/settings.yml", """
                    screens:
                      ↓intro:
                        kind: dialog
                        fields: { title: title }
                    """),
            ]),
            RuleExample("a screen and a permission share one namespace", file: "content/demo/screens.yml", """
                screens:
                  photo:
                    kind: page
                    fields: { title: title }
                permissions:
                  ↓photo:
                    system: photoLibrary
                """),
            RuleExample("an adopted table named like a screen would share its keys", file: "content/demo/screens.yml", """
                screens:
                  intro:
                    kind: page
                    fields: { title: title }
                tables:
                  ↓intro:
                    title: {}
                """),
            RuleExample("events have their own namespace", file: "content/demo/screens.yml", """
                events:
                  paywall: {}
                screens:
                  paywall:
                    kind: page
                    events: [paywall]
                    fields: { title: title }
                """),
        ])

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        report(project.config.locales, what: "locale", &diagnostics)
        for deck in project.decks {
            let owners: [(Located<String>, String)] =
                deck.screens.map { ($0.id, "screen") } + deck.permissions.map { ($0.id, "permission") }
                + deck.templates.map { ($0.id, "permission template") } + deck.shields.map { ($0.id, "shield") }
            var first: [String: (Located<String>, String)] = [:]
            for (id, kind) in owners {
                if let (earlier, earlierKind) = first[id.value] {
                    diagnostics.emit(Self.rule, at: id.range,
                        "\(kind) id `\(id.value)` is already used by a \(earlierKind) in deck `\(deck.id)`; rename one (ids name message keys, so they are unique across kinds)",
                        notes: [.init("first declared here", at: earlier.range)])
                } else {
                    first[id.value] = (id, kind)
                }
            }
            // An adopted table's name (its keys are `<deck>.<table>.<key>`) meets no other kind's id.
            for table in deck.tables {
                guard let (earlier, earlierKind) = first[table.name.value] else { continue }
                diagnostics.emit(Self.rule, at: table.name.range,
                    "table `\(table.name.value)` is named like a \(earlierKind) of deck `\(deck.id)`, so their message keys would meet; rename the \(earlierKind), or adopt the table into another deck",
                    notes: [.init("first declared here", at: earlier.range)])
            }
            report(deck.events.map(\.name), what: "event", &diagnostics)
            report(deck.flows.map(\.id), what: "flow", &diagnostics)
            for field in deck.declaredFields where field.variants.count > 1 {
                report(field.variants, what: "variant of field `\(field.id.value)`", &diagnostics)
            }
        }
    }

    private func report(_ ids: [Located<String>], what: String, _ diagnostics: inout DiagnosticCollector) {
        var first: [String: SourceRange] = [:]
        for id in ids {
            if let earlier = first[id.value] {
                diagnostics.emit(Self.rule, at: id.range, "\(what) `\(id.value)` is declared twice; rename or remove one",
                                 notes: [.init("first declared here", at: earlier)])
            } else {
                first[id.value] = id.range
            }
        }
    }
}
