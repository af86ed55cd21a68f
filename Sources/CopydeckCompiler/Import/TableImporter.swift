import CopydeckKit

/// Decides what imported strings change: each is matched with the message it translates, compared
/// in table form with the text the locale has today (equal: nothing to do, so the file stays
/// byte for byte), written back as ICU text, and checked (placeholders, plural categories, the
/// source it was made from) before it may replace anything. Reads nothing from disk.
public struct TableImporter: Sendable {
    let lint: LintResult

    public init(lint: LintResult) {
        self.lint = lint
    }

    /// `deckHints`: imported file path → the deck it belongs to (a folder of its path named after
    /// a deck, as in `build/<deck>/apple/`), which decides Info.plist keys several decks have.
    public func plan(_ strings: [ImportedString], deckHints: [String: String] = [:]) -> ImportPlan {
        var plan = ImportPlan()
        let contexts = lint.project.decks.indices.map { DeckImportContext(deck: lint.project.decks[$0], tables: lint.tables[$0]) }
        var byDeck: [String: Int] = [:]
        for (index, deck) in lint.project.decks.enumerated() { byDeck[deck.id] = index }
        var seen: [String: (text: TableText, range: SourceRange)] = [:]
        var conflicted: Set<String> = []
        var changes: [String: ImportPlan.Change] = [:]

        func report(_ rule: RuleDescriptor, _ string: ImportedString, _ message: String) {
            plan.diagnostics.append(Diagnostic(rule: rule.id, severity: rule.defaultSeverity, range: string.range, message: message))
        }

        for string in strings {
            guard let (deckIndex, key) = locate(string, byDeck: byDeck, contexts: contexts, hint: deckHints[string.range.file]) else {
                let describing = contexts.filter { $0.infoPlistKeys[string.key] != nil }.map(\.deck.id)
                if describing.count > 1 {
                    report(Rules.importUnknownKey, string, "decks \(describing.map { "`\($0)`" }.joined(separator: ", ")) all describe `\(string.key)`: import the file from the deck's folder (`build/<deck>/apple/…`)")
                    continue
                }
                let keys = contexts.flatMap { $0.translationKeys.keys } + contexts.flatMap { $0.infoPlistKeys.keys }
                let hint = Suggestion.closest(to: string.key, in: keys).map { " (did you mean `\($0)`?)" } ?? ""
                report(Rules.importUnknownKey, string, "no deck declares `\(string.key)`\(hint)")
                continue
            }
            let context = contexts[deckIndex]
            let deck = context.deck
            guard let localeIndex = deck.locales.firstIndex(of: string.locale) else {
                report(Rules.importLocale, string, "deck `\(deck.id)` has no locale `\(string.locale)` (it has \(deck.locales.joined(separator: ", "))); add `\(string.locale)` to `locales` in copydeck.yml first, or import a file of one of those")
                continue
            }
            guard let entry = context.translationKeys[key] else {
                // Made by the build from a template: only an unchanged text is fine.
                if let made = context.localizableKeys[key], made.localization(string.locale)?.text != string.text {
                    report(Rules.importDerived, string, "`\(key)` is made from a permission template and its parameters: change the template's field or the parameter values instead")
                } else {
                    plan.unchanged += 1
                }
                continue
            }
            if let state = string.state, state != .translated {
                report(Rules.importState, string, "`\(key)` in \(string.locale) is marked `\(state.rawValue)`, so it is not imported as a finished translation; mark it translated in the tool once it is done, then import again")
                continue
            }
            let sourceIndex = deck.locales.firstIndex(of: deck.sourceLocale) ?? 0
            if let source = string.source, localeIndex != sourceIndex,
               let current = entry.localization(deck.sourceLocale), current.state == .translated,
               !Self.source(source, matches: current.text) {
                report(Rules.importSourceChanged, string, "`\(key)` was translated from a source text that has changed since: export again")
                continue
            }
            let identity = "\(deck.id)\u{0}\(string.locale)\u{0}\(key)"
            if let earlier = seen[identity] {
                if earlier.text != string.text, conflicted.insert(identity).inserted {
                    report(Rules.importConflict, string, "`\(key)` in \(string.locale) is imported twice with different texts (first at \(earlier.range)); keep one of them")
                    changes[identity] = nil
                }
                continue
            }
            seen[identity] = (string.text, string.range)
            let current = entry.localization(string.locale)
            if let current, current.state == .translated, current.text == string.text {
                plan.unchanged += 1
                continue
            }
            switch context.messageText(for: key, string: string, localeIndex: localeIndex, sourceIndex: sourceIndex) {
            case .failure(let problem):
                report(problem.rule, string, "`\(key)` in \(string.locale): \(problem.reason)")
            case .success(let text):
                let old = context.text(of: key, localeIndex: localeIndex)
                if old == text {
                    plan.unchanged += 1
                } else {
                    changes[identity] = ImportPlan.Change(deck: deck.id, locale: string.locale, key: key, oldText: old, newText: text, origin: string.range)
                }
            }
        }
        plan.changes = orderedChanges(Array(changes.values), contexts: contexts)
        return plan
    }

    /// Whether the source an imported string carries is today's source text. A translation's
    /// units follow the target's plural categories, so the source comes back spread over them:
    /// a plain source as the same text in every category, a missing category as `other`.
    static func source(_ imported: TableText, matches current: TableText) -> Bool {
        func covers(_ variations: PluralVariations, _ expected: (PluralCategory) -> String?) -> Bool {
            variations.categories.allSatisfy { variations[$0] == expected($0) }
        }
        switch (imported, current) {
        case _ where imported == current:
            return true
        case (.plural(let spread), .format(let text)):
            return covers(spread) { _ in text }
        case (.plural(let spread), .plural(let plural)):
            return covers(spread) { plural[$0] ?? plural[.other] }
        case (.substitutions(let format, let spread), .substitutions(let currentFormat, let substitutions)):
            guard format == currentFormat, spread.count == substitutions.count else { return false }
            return zip(spread, substitutions).allSatisfy { item, own in
                item.name == own.name && covers(item.variations) { own.variations[$0] ?? own.variations[.other] }
            }
        default:
            // Shapes differ (a plain source, a plural target: the units follow the target), so the
            // units' sources carry the source only where they all do: its text around the plurals.
            return representative(imported) == representative(current)
        }
    }

    /// A text's words outside plural forms: a format, a plural's `other`, a substitution's format.
    private static func representative(_ text: TableText) -> String? {
        switch text {
        case .format(let format): format
        case .plural(let variations): variations[.other]
        case .substitutions(let format, _): format
        }
    }

    /// The deck and message key an imported string is for: a key starting with a deck's id, or
    /// an Info.plist key only one deck describes.
    private func locate(_ string: ImportedString, byDeck: [String: Int], contexts: [DeckImportContext], hint: String?) -> (Int, String)? {
        if let dot = string.key.firstIndex(of: "."), let index = byDeck[String(string.key[..<dot])] {
            let context = contexts[index]
            if context.translationKeys[string.key] != nil || context.localizableKeys[string.key] != nil { return (index, string.key) }
        }
        var owners = contexts.indices.filter { contexts[$0].infoPlistKeys[string.key] != nil }
        if owners.count > 1, let hint { owners = owners.filter { contexts[$0].deck.id == hint } }
        if owners.count == 1, let key = contexts[owners[0]].infoPlistKeys[string.key] { return (owners[0], key) }
        return nil
    }

    /// Changes by deck, then locale (the deck's order), then the deck's declaration order: each
    /// change's place worked out once, then the places sorted.
    private func orderedChanges(_ changes: [ImportPlan.Change], contexts: [DeckImportContext]) -> [ImportPlan.Change] {
        var deckOrder: [String: Int] = [:]
        for (index, context) in contexts.enumerated() { deckOrder[context.deck.id] = index }
        let places = changes.map { change -> (Int, Int, Int) in
            let deck = deckOrder[change.deck, default: 0]
            let context = contexts[deck]
            return (deck, context.deck.locales.firstIndex(of: change.locale) ?? 0, context.order[change.key, default: .max])
        }
        return changes.indices.sorted { places[$0] < places[$1] }.map { changes[$0] }
    }
}
