/// Every declared message needs text in every locale of its deck. A missing translation is
/// reported at the key in the source locale, naming the locale that lacks it; text missing from the
/// source locale itself is reported at the field's declaration, and for the standard fields of a
/// permission or shield that lists no `fields` (all declared at its id), once for them all.
public struct MissingMessageCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "message.missing", defaultSeverity: .error,
        summary: "A declared message has no text in a locale.",
        help: """
            Every field of every screen, permission, template and shield needs text in every locale \
            of its deck. Add the key to the locale file named in the message, or remove the field. \
            A permission or shield that lists no `fields` has the standard ones (a permission: title, \
            body, allow, later, denied, settings, and usage when iOS asks for a usage description; a \
            shield: title, subtitle, primary); when they have no text, one finding at its id names them \
            and what each locale needs.
            """,
        examples: [
            RuleExample("a translation missing in ja: at the source text's key", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "intro:\n  title: 사진 몇 장이면 충분해요\n  ↓next: 시작하기\n"),
                .init("locales/ja/demo.yml", "intro:\n  title: 写真は数枚で十分です\n"),
                .init("locales/en/demo.yml", "intro:\n  title: A few photos are enough\n  next: Start\n"),
            ]),
            RuleExample("no text in the source locale: at the field", files: [
                .init("content/demo/screens.yml", """
                    screens:
                      intro:
                        kind: page
                        fields:
                          title: title
                          ↓next: button
                    """),
                .init("locales/ko/demo.yml", "intro:\n  title: 사진 몇 장이면 충분해요\n"),
                .init("locales/ja/demo.yml", "intro:\n  title: 写真は数枚で十分です\n  next: はじめる\n"),
                .init("locales/en/demo.yml", "intro:\n  title: A few photos are enough\n  next: Start\n"),
            ]),
            RuleExample("a permission without `fields` and no text: one finding at its id for its seven standard fields", files: [
                .init("content/demo/permissions.yml", "permissions:\n  ↓photo:\n    system: photoLibrary\n"),
                .init("locales/ko/demo.yml", "{}\n"),
                .init("locales/ja/demo.yml", "{}\n"),
                .init("locales/en/demo.yml", "{}\n"),
            ]),
            RuleExample("text in every locale", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "intro:\n  title: 사진 몇 장이면 충분해요\n  next: 시작하기\n"),
                .init("locales/ja/demo.yml", "intro:\n  title: 写真は数枚で十分です\n  next: はじめる\n"),
                .init("locales/en/demo.yml", "intro:\n  title: A few photos are enough\n  next: Start\n"),
            ]),
        ])

    static let screens = """
        screens:
          intro:
            kind: page
            fields:
              title: title
              next: button
        """

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks {
            let declared = deck.declaredMessages
            guard !declared.isEmpty else { continue }
            let source = deck.texts(in: deck.sourceLocale)
            // Standard fields a permission or shield has because it lists no `fields` stand at
            // its id; those without text in the source locale are reported together, per owner.
            let implicitOwners = Self.ownersWithStandardFields(deck)
            var untold: [String: [Int]] = [:]
            for (localeIndex, locale) in deck.locales.enumerated() {
                guard let catalog = deck.catalogs[locale], !catalog.unreadable else { continue }
                guard catalog.exists else {
                    diagnostics.emit(Self.rule, at: deck.declaration,
                        "deck `\(deck.id)` has no text in \(locale): \(catalog.path) does not exist (\(declared.count) messages missing); \(locale == deck.sourceLocale ? "write it: the ids of the deck's screens, permissions, templates and shields, and below each its fields" : "write it with the deck's keys, as \(deck.catalogs[deck.sourceLocale]?.path ?? "the source locale's file") has them")")
                    continue
                }
                guard localeIndex < deck.messageTable.entries.count else { continue }
                let texts = deck.messageTable.entries[localeIndex]
                for (index, message) in declared.enumerated() where texts[index] == nil {
                    // The app's constant (`translate: false`) and a reference have their source text only.
                    if locale != deck.sourceLocale, !message.field.isTranslated { continue }
                    if locale != deck.sourceLocale, let sourceEntry = source?[index] {
                        diagnostics.emit(Self.rule, at: sourceEntry.keyRange,
                            "message `\(message.key)` is missing in \(locale) (\(catalog.path)); add its translation there",
                            notes: [.init("declared here", at: message.range)])
                    } else if locale == deck.sourceLocale {
                        if let owner = implicitOwners[Self.ownerKey(message)], owner == message.range {
                            untold[Self.ownerKey(message), default: []].append(index)
                        } else {
                            diagnostics.emit(Self.rule, at: message.range,
                                "message `\(message.key)` has no text in the source locale \(locale) (\(catalog.path)); write it there, then translate it")
                        }
                    }
                    // Otherwise the source locale lacks it too: reported once, for the source locale.
                }
            }
            for (owner, indices) in untold.sorted(by: { $0.key < $1.key }) {
                diagnostics.emit(Self.rule, at: implicitOwners[owner]!, Self.standardFieldsMessage(deck, indices))
            }
        }
    }

    private static func ownerKey(_ message: DeclaredMessage) -> String { "\(message.ownerKind.rawValue) \(message.ownerID)" }

    /// Permissions and shields whose fields are the standard ones (no `fields` listed), by
    /// `ownerKey`, with the range of their id, where those fields stand.
    static func ownersWithStandardFields(_ deck: Deck) -> [String: SourceRange] {
        var owners: [String: SourceRange] = [:]
        // A permission that fills a template has its parameters and `usage` at its id instead:
        // those are reported one by one, as declared fields are.
        for permission in deck.permissions where !permission.declaresFields && permission.template == nil && !permission.fields.isEmpty {
            owners["permission \(permission.id.value)"] = permission.id.range
        }
        for shield in deck.shields where shield.fields.allSatisfy({ $0.id.range == shield.id.range }) {
            owners["shield \(shield.id.value)"] = shield.id.range
        }
        return owners
    }

    /// One finding for the standard fields of one owner that have no text in the source locale
    /// (`indices` into `deck.declaredMessages`): which fields it has and why, what each locale
    /// needs, and the two ways out.
    static func standardFieldsMessage(_ deck: Deck, _ indices: [Int]) -> String {
        let messages = indices.map { deck.declaredMessages[$0] }
        let first = messages[0]
        let kind = first.ownerKind == .permission ? "permission" : "shield"
        let standard = deck.declaredMessages.filter { $0.ownerKind == first.ownerKind && $0.ownerID == first.ownerID }.map(\.name)
        var needs: [String] = []
        for (localeIndex, locale) in deck.locales.enumerated() {
            guard let catalog = deck.catalogs[locale], catalog.exists, !catalog.unreadable,
                  localeIndex < deck.messageTable.entries.count else { continue }
            let texts = deck.messageTable.entries[localeIndex]
            let lacking = zip(messages, indices).filter { texts[$0.1] == nil }.map(\.0.name)
            guard !lacking.isEmpty else { continue }
            let what = lacking.count == standard.count ? "all \(lacking.count)" : lacking.joined(separator: ", ")
            needs.append("\(locale) needs \(what) (\(catalog.path))")
        }
        let list = standard.count > 1 ? standard.dropLast().joined(separator: ", ") + " and " + standard.last! : standard[0]
        let narrower = kind == "permission"
            ? "or list under `fields:` only the fields the app shows (`fields: { usage: usage }` for the iOS usage description alone)"
            : "or list under `fields:` only the fields the shield shows"
        return "\(kind) `\(first.ownerID)` lists no `fields`, so it has the standard fields \(list), and \(messages.count == standard.count ? "none of them has" : "\(messages.count) of them have no") text: \(needs.joined(separator: "; ")); write them under `\(first.ownerID):` in those files, \(narrower)"
    }
}
