import CopydeckKit

/// A deck's string tables: `Localizable` and `InfoPlist` for apps (what the app shows: permission
/// templates filled in), and the translation table of what `locales/` holds (templates and their
/// parameters as written), which XLIFF carries to translators and `copydeck import` brings back.
/// Made once from the resolved model, in declaration order; a message a table cannot say is
/// left out of every table (the lint's `TableExportCheck` reports it, walking each message the
/// way the conversion does; `InfoPlistKeyCheck` reports two permissions with one Info.plist key).
public struct DeckTables: Sendable {
    public var localizable: StringTable
    public var infoPlist: StringTable
    public var translation: StringTable
    /// Key → how its arguments are numbered (every key of every table, Info.plist keys by their
    /// message key), so an import reads `%2$@` back as the argument the export wrote there.
    public var arguments: [String: TableArguments]
    /// Info.plist key → the message key of the usage description it holds.
    public var infoPlistMessageKeys: [String: String]
    /// The adopted tables other than `Localizable` (whose keys join the `Localizable` table), in
    /// the order the deck declares them: `Settings.strings`, `Settings.xcstrings`.
    public var adopted: [StringTable]
    /// An adopted message's table and app key (`TableKey`) → its message key.
    public var adoptedKeys: [TableKey: String]

    /// Where an adopted message stands in the app's tables.
    public struct TableKey: Hashable, Sendable {
        public var table: String
        public var key: String

        public init(table: String, key: String) {
            self.table = table
            self.key = key
        }
    }

    public init(deck: Deck, fallbacks: [String: [String]]) {
        var maker = DeckTableMaker(deck: deck, fallbacks: fallbacks)
        maker.makeDeclaredEntries()
        localizable = maker.localizable()
        infoPlist = maker.infoPlist()
        adopted = maker.adoptedTables()
        translation = maker.translation()
        arguments = maker.arguments
        infoPlistMessageKeys = maker.infoPlistMessageKeys
        adoptedKeys = maker.adoptedKeys
    }

    /// Every table an app reads: `Localizable`, then the adopted ones (`InfoPlist` apart).
    public var appTables: [StringTable] { [localizable] + adopted }
}

/// The work behind `DeckTables`: one deck's declared messages, their text in each locale, and
/// the locale each falls back to.
struct DeckTableMaker {
    let deck: Deck
    /// Per deck locale (in `deck.locales` order): the locales to take a missing text from.
    let chains: [[Int]]
    /// Per deck locale: its plural rules, made once rather than for every message.
    let plurals: [PluralRules]
    /// Per deck locale, per declared message: its entry.
    let texts: [[LocaleCatalog.Entry?]]
    /// Per deck locale: which of its texts are not final (the source locale's are).
    let reviews: [ReviewRecord?]
    /// Declared message key → its position in `deck.declaredMessages`.
    let positions: [String: Int]
    /// Template id → the template (the first, for an id declared twice).
    let templates: [String: PermissionTemplate]
    var arguments: [String: TableArguments] = [:]
    var infoPlistMessageKeys: [String: String] = [:]
    var adoptedKeys: [DeckTables.TableKey: String] = [:]
    /// Per declared message: its entry once made (the translation and app tables share most).
    private var made: [TableEntry??]

    init(deck: Deck, fallbacks: [String: [String]]) {
        self.deck = deck
        let locales = deck.locales
        let source = locales.firstIndex(of: deck.sourceLocale) ?? 0
        chains = locales.indices.map { index in
            var chain: [Int] = []
            for locale in fallbacks[locales[index]] ?? [] {
                if let position = locales.firstIndex(of: locale), position != index, !chain.contains(position) { chain.append(position) }
            }
            if source != index, !chain.contains(source) { chain.append(source) }
            return chain
        }
        plurals = locales.map { PluralRules(locale: $0) }
        texts = locales.map { deck.texts(in: $0) ?? Array(repeating: nil, count: deck.declaredMessages.count) }
        reviews = locales.indices.map { index in
            guard index != source, let review = deck.catalogs[locales[index]]?.review, !review.isEmpty else { return nil }
            return review
        }
        var positions: [String: Int] = [:]
        for (index, message) in deck.declaredMessages.enumerated() where positions[message.key] == nil {
            positions[message.key] = index
        }
        self.positions = positions
        templates = Dictionary(deck.templates.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        made = Array(repeating: nil, count: deck.declaredMessages.count)
    }

    // MARK: Tables

    mutating func translation() -> StringTable {
        var entries: [TableEntry] = []
        // The app's constants (`translate: false`) are not for translators.
        for index in deck.declaredMessages.indices where deck.declaredMessages[index].field.isTranslated {
            if let entry = entry(forDeclared: index) { entries.append(entry) }
        }
        return table("Localizable", entries)
    }

    mutating func localizable() -> StringTable {
        var entries: [TableEntry] = []
        let owned = Dictionary(grouping: deck.declaredMessages.indices) { OwnerKey(deck.declaredMessages[$0]) }
        func add(_ kind: DeclaredMessage.Owner, _ id: String, skipping skipped: Set<String> = []) {
            for index in owned[OwnerKey(kind: kind, id: id)] ?? [] where !skipped.contains(deck.declaredMessages[index].field.id.value) {
                if let entry = entry(forDeclared: index) { entries.append(entry) }
            }
        }
        for screen in deck.screens { add(.screen, screen.id.value) }
        for permission in deck.permissions {
            var parameters: Set<String> = []
            if let template = template(of: permission) {
                parameters = Set(template.parameters.map(\.value))
                for field in template.fields {
                    if let entry = instantiated(field, of: template, for: permission) { entries.append(entry) }
                }
            }
            add(.permission, permission.id.value, skipping: parameters)
        }
        for shield in deck.shields { add(.shield, shield.id.value) }
        entries += adoptedEntries(of: AdoptedTable.localizable)
        return table("Localizable", entries)
    }

    /// The adopted tables but `Localizable` and the app's own `InfoPlist` (whose keys join
    /// those tables), one per name, in the order the deck names them.
    mutating func adoptedTables() -> [StringTable] {
        var names: [String] = []
        for table in deck.tables where table.name.value != AdoptedTable.localizable && table.name.value != AdoptedTable.infoPlist
            && !names.contains(table.name.value) {
            names.append(table.name.value)
        }
        return names.map { table($0, adoptedEntries(of: $0)) }
    }

    /// An adopted table's entries: under the app's keys, with the translator comment as the
    /// app's table had it (nothing added), the first of a key written twice.
    private mutating func adoptedEntries(of name: String) -> [TableEntry] {
        var entries: [TableEntry] = []
        for index in deck.declaredMessages.indices {
            let declared = deck.declaredMessages[index]
            guard let (table, key) = declared.tableKey, table == name else { continue }
            let place = DeckTables.TableKey(table: table, key: key)
            guard adoptedKeys[place] == nil, var entry = entry(forDeclared: index) else { continue }
            adoptedKeys[place] = declared.key
            entry.key = key
            entry.comment = declared.field.note
            entries.append(entry)
        }
        return entries
    }

    mutating func infoPlist() -> StringTable {
        var entries: [TableEntry] = []
        for permission in deck.permissions {
            guard let plistKey = permission.system?.value.infoPlistKey,
                  let index = positions[.dotted(.dotted(deck.id, permission.id.value), "usage")] else { continue }
            // A second permission with the key: `InfoPlistKeyCheck` reports it; the first is kept.
            if infoPlistMessageKeys[plistKey] != nil { continue }
            guard var entry = entry(forDeclared: index) else { continue }
            infoPlistMessageKeys[plistKey] = entry.key
            entry.key = plistKey
            entries.append(entry)
        }
        // The app's own InfoPlist table, adopted: its keys after the permissions' usage
        // descriptions (a key a permission describes is the permission's).
        let described = Set(entries.map(\.key))
        entries += adoptedEntries(of: AdoptedTable.infoPlist).filter { !described.contains($0.key) }
        return table(AdoptedTable.infoPlist, entries)
    }

    private func table(_ name: String, _ entries: [TableEntry]) -> StringTable {
        StringTable(name: name, sourceLocale: deck.sourceLocale, locales: deck.locales, entries: entries)
    }

    // MARK: Entries

    private struct OwnerKey: Hashable {
        var kind: DeclaredMessage.Owner
        var id: String
        init(kind: DeclaredMessage.Owner, id: String) { self.kind = kind; self.id = id }
        init(_ message: DeclaredMessage) { self.init(kind: message.ownerKind, id: message.ownerID) }
    }

    /// Every declared message's entry made ahead, a slice of the messages on each core: each is
    /// made from its own texts alone. A key made twice (declared twice, or also the key of a
    /// template's field filled in) is left to be made in the tables' order, where the later one
    /// numbers its arguments as the first did.
    mutating func makeDeclaredEntries() {
        var instantiated: Set<String> = []
        for permission in deck.permissions {
            for field in template(of: permission)?.fields ?? [] { instantiated.insert(filledKey(field, of: permission)) }
        }
        let firsts = deck.declaredMessages.indices.filter {
            let key = deck.declaredMessages[$0].key
            return positions[key] == $0 && !instantiated.contains(key)
        }
        let maker = self
        let made = Parallel.mapInSlices(firsts.count) { position in
            let index = firsts[position], declared = maker.deck.declaredMessages[index]
            return maker.entry(key: declared.key, field: declared.field, perLocale: maker.perLocale(index), arguments: nil)
        }
        for (index, (entry, arguments)) in zip(firsts, made) {
            self.made[index] = .some(entry)
            self.arguments[deck.declaredMessages[index].key] = arguments
        }
    }

    /// A declared message's text in each locale, in `deck.locales` order.
    private func perLocale(_ index: Int) -> [Text?] {
        deck.locales.indices.map { texts[$0][index].flatMap(Text.init) }
    }

    /// The entry of a declared message, or nil when a table cannot say it.
    private mutating func entry(forDeclared index: Int) -> TableEntry? {
        if let entry = made[index] { return entry }
        let declared = deck.declaredMessages[index]
        let result = entry(key: declared.key, field: declared.field, perLocale: perLocale(index))
        made[index] = .some(result)
        return result
    }

    /// The template a permission fills in, if it names one the deck has.
    private func template(of permission: Permission) -> PermissionTemplate? {
        permission.template.flatMap { templates[$0.value] }
    }

    /// The key of a template's field filled in by a permission: `<deck>.<permission>.<field>`.
    private func filledKey(_ field: Field, of permission: Permission) -> String {
        .dotted(.dotted(deck.id, permission.id.value), field.id.value)
    }

    /// A template's field filled in with a permission's parameters, in every locale.
    private mutating func instantiated(_ field: Field, of template: PermissionTemplate, for permission: Permission) -> TableEntry? {
        let templateKey = String.dotted(.dotted(deck.id, template.id.value), field.id.value)
        let ownerKey = String.dotted(deck.id, permission.id.value)
        let perLocale: [Text?] = deck.locales.indices.map { locale in
            guard let templateText = text(of: templateKey, in: locale) else { return nil }
            var values: [String: String] = [:]
            var complete = true
            for parameter in template.parameters {
                if let value = text(of: .dotted(ownerKey, parameter.value), in: locale) { values[parameter.value] = value.text } else { complete = false }
            }
            let filled = TemplateInstantiation.instantiate(templateText.text, parameters: values)
            guard complete, let message = try? MessageParser().parse(filled) else { return nil }
            return Text(text: filled, message: message, range: templateText.range)
        }
        return entry(key: filledKey(field, of: permission), field: field, perLocale: perLocale)
    }

    /// One message's text in one locale, with where it is written.
    struct Text {
        var text: String
        var message: Message
        var range: SourceRange

        init(text: String, message: Message, range: SourceRange) {
            self.text = text
            self.message = message
            self.range = range
        }

        init?(_ entry: LocaleCatalog.Entry) {
            guard let message = entry.message else { return nil }
            self.init(text: entry.text, message: message, range: entry.valueRange)
        }
    }

    private func text(of key: String, in locale: Int) -> Text? {
        guard let index = positions[key], let entry = texts[locale][index] else { return nil }
        return Text(entry)
    }

    /// The entry of `key` from its text in each locale (nil: missing there, taken along the
    /// fallback chain and marked new), in the state the locale's review record gives it.
    private mutating func entry(key: String, field: Field, perLocale: [Text?]) -> TableEntry? {
        let (entry, arguments) = entry(key: key, field: field, perLocale: perLocale, arguments: self.arguments[key])
        self.arguments[key] = arguments
        return entry
    }

    /// The same, numbering the arguments as `arguments` does when given (a key made before),
    /// and the arguments it used.
    private func entry(key: String, field: Field, perLocale: [Text?], arguments known: TableArguments?) -> (TableEntry?, TableArguments) {
        let locales = deck.locales
        // The source locale's message first: its order numbers the arguments.
        let source = locales.firstIndex(of: deck.sourceLocale) ?? 0
        let ordered = ([source] + locales.indices.filter { $0 != source }).compactMap { perLocale[$0] }
        let arguments = known ?? TableArguments(field: field, messages: ordered.map(\.message))
        var localizations: [TableLocalization] = []
        for (index, locale) in locales.enumerated() {
            let own = perLocale[index]
            guard let chosen = own ?? chains[index].lazy.compactMap({ perLocale[$0] }).first else { continue }
            // The locale the text is written in: its own, or the one of the chain that has it.
            let written = own == nil ? (chains[index].first { perLocale[$0] != nil } ?? index) : index
            do {
                let text = try TableText(chosen.message, rules: plurals[written], arguments: arguments)
                let recorded = reviews[index]?.state(of: key)
                // A translation of a source that changed since is for a person to look at again.
                let previous = own == nil || reviews[index] == nil ? nil : deck.staleTranslation(key, locale: locale)?.previous
                // A draft source (`draft: true`) is written as its catalog had it: `new`.
                let state = own == nil || (field.draft && locale == deck.sourceLocale) ? .new : recorded ?? (previous == nil ? .translated : .needsReview)
                localizations.append(TableLocalization(locale: locale, state: state, text: text, isFallback: own == nil, previousSource: previous))
            } catch {
                // `TableExportCheck` reports it (the same walk): the key is left out.
                return (nil, arguments)
            }
        }
        guard !localizations.isEmpty else { return (nil, arguments) }
        var entry = TableEntry(key: key, comment: Self.comment(field, arguments), localizations: localizations,
                               isFormat: !arguments.arguments.isEmpty, isTranslatable: field.translate)
        entry.tagsAreText = field.markup == .html
        entry.isReference = field.reference
        entry.extraction = field.extraction
        entry.androidTools = field.androidTools
        entry.isStringSet = field.stringSet
        entry.widths = field.widths
        return (entry, arguments)
    }

    /// For translators: the field's note, its length budget and what each placeholder is.
    static func comment(_ field: Field, _ arguments: TableArguments) -> String? {
        var parts: [String] = []
        if let note = field.note?.trimmingCharacters(in: .whitespacesAndNewlines), !note.isEmpty { parts.append(note) }
        if let budget = field.maxLength?.value {
            parts.append(field.width == .display
                ? "At most \(budget) columns (a Korean, Japanese or Chinese character counts 2)."
                : "At most \(budget) characters.")
        }
        if !arguments.arguments.isEmpty { parts.append(arguments.meanings + ".") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
