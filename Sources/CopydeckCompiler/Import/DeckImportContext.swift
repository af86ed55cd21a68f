import CopydeckKit

/// One deck as an import sees it: its tables by key, and its messages' text in each locale. A
/// class: the plan refers to it for every imported string rather than copying its tables, from
/// every core (it is not changed once made).
final class DeckImportContext: Sendable {
    let deck: Deck
    let tables: DeckTables
    /// Key → its entry's index in the translation table (the first, for a key made twice).
    let translationKeys: [String: Int]
    /// Key → its entry's index in the Localizable table.
    let localizableKeys: [String: Int]
    /// Info.plist key → the usage message's key.
    let infoPlistKeys: [String: String]
    /// Message key → its position among the deck's declared messages.
    let order: [String: Int]
    /// The source locale's index in `deck.locales`.
    let sourceIndex: Int

    init(deck: Deck, tables: DeckTables) {
        self.deck = deck
        self.tables = tables
        // Three look-ups of 60,000 keys in a large deck, made side by side.
        let lookups = Parallel.map(3) { which in
            switch which {
            case 0: Self.positions(of: tables.translation.entries.lazy.map(\.key))
            case 1: Self.positions(of: tables.localizable.entries.lazy.map(\.key))
            default: Self.positions(of: deck.declaredMessages.lazy.map(\.key))
            }
        }
        translationKeys = lookups[0]
        localizableKeys = lookups[1]
        order = lookups[2]
        infoPlistKeys = tables.infoPlistMessageKeys
        sourceIndex = deck.locales.firstIndex(of: deck.sourceLocale) ?? 0
    }

    /// Each key's first position.
    private static func positions(of keys: some Collection<String>) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() where positions[key] == nil { positions[key] = index }
        return positions
    }

    /// The translation table's entry of a key.
    func translation(_ key: String) -> TableEntry? {
        translationKeys[key].map { tables.translation.entries[$0] }
    }

    /// The Localizable table's entry of a key.
    func localizable(_ key: String) -> TableEntry? {
        localizableKeys[key].map { tables.localizable.entries[$0] }
    }

    /// The locale file's text of a message today.
    func text(of key: String, localeIndex: Int) -> String? {
        entry(of: key, localeIndex: localeIndex)?.text
    }

    private func entry(of key: String, localeIndex: Int) -> LocaleCatalog.Entry? {
        guard let index = order[key], let texts = deck.texts(in: deck.locales[localeIndex]), index < texts.count else { return nil }
        return texts[index]
    }

    struct Problem: Error, Sendable {
        var rule: RuleDescriptor
        var reason: String
    }

    /// The imported text as the ICU text of the locale file, checked.
    func messageText(for key: String, string: ImportedString, localeIndex: Int) -> Result<String, Problem> {
        guard let arguments = tables.arguments[key] else {
            return .failure(Problem(rule: Rules.importUnknownKey, reason: "the message has no table form"))
        }
        let own = entry(of: key, localeIndex: localeIndex)
        let source = entry(of: key, localeIndex: sourceIndex)
        var spelled: [(message: Message, text: String)] = []
        for candidate in [own, source] {
            if let candidate, let message = candidate.message { spelled.append((message, candidate.text)) }
        }
        let pluralName = source?.message.flatMap { message in
            message.arguments.first { if case .plural = $0.kind { true } else { false } }?.name
        }
        let locale = deck.locales[localeIndex]
        if let problem = pluralProblem(string.text) { return .failure(problem) }
        let writer = MessageTextWriter(
            arguments: arguments, spellings: MessageTextWriter.spellings(of: spelled), pluralArgument: pluralName, locale: locale)
        let text: String
        do {
            text = try writer.text(string.text)
        } catch {
            return .failure(Problem(rule: Rules.importFormat, reason: error.reason))
        }
        guard let message = try? MessageParser().parse(text) else {
            return .failure(Problem(rule: Rules.importFormat, reason: "the text does not read back as a message: \(text)"))
        }
        if let sourceMessage = source?.message {
            // The source's placeholders, all of them; and no other but those the field declares
            // (as lint checks a translation: an adopted key's source may leave out what its key
            // passes, `starred` for `favorite %lld`, and a translation may still use it).
            let expected = Set(sourceMessage.arguments.map(\.name)), found = Set(message.arguments.map(\.name))
            let declared = order[key].map { Set(deck.declaredMessages[$0].field.placeholders.map(\.name.value)) } ?? []
            let missing = expected.subtracting(found).sorted(), extra = found.subtracting(expected).subtracting(declared).sorted()
            if !missing.isEmpty || !extra.isEmpty {
                var parts: [String] = []
                if !missing.isEmpty { parts.append("drops \(missing.map { "`{\($0)}`" }.joined(separator: ", "))") }
                if !extra.isEmpty { parts.append("adds \(extra.map { "`{\($0)}`" }.joined(separator: ", "))") }
                return .failure(Problem(rule: Rules.importPlaceholders, reason: "the translation \(parts.joined(separator: " and ")) of the source; use exactly the source's placeholders"))
            }
        }
        return .success(text)
    }

    /// A plural without `other`. (Categories the locale never uses were left out, with a
    /// warning, before the plan: `TableImporter.leavingOutUnusedCategories`.)
    private func pluralProblem(_ text: TableText) -> Problem? {
        switch text {
        case .format:
            return nil
        case .plural(let plural) where plural[.other] == nil:
            return Problem(rule: Rules.importPluralCategories, reason: "a plural without `other`")
        case .substitutions(_, let substitutions) where substitutions.contains(where: { $0.variations[.other] == nil }):
            return Problem(rule: Rules.importPluralCategories, reason: "a plural without `other`")
        case .plural, .substitutions:
            return nil
        case .devices(let devices):
            return devices.devices.lazy.compactMap { devices[$0].flatMap(self.pluralProblem) }.first
        }
    }
}
