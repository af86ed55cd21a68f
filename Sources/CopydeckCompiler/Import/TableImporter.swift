import CopydeckKit

/// Decides what imported strings change: each is matched with the message it translates, compared
/// in table form with the text the locale has today (equal: nothing to do, so the file stays
/// byte for byte), written back as ICU text, and checked (placeholders, plural categories, the
/// source it was made from) before it may replace anything. A translation's state comes in with
/// it: a text marked `new`, `needs_review` or `stale` is imported and its state kept in the
/// locale's review record, never promoted to translated. Reads nothing from disk.
public struct TableImporter: Sendable {
    let lint: LintResult

    public init(lint: LintResult) {
        self.lint = lint
    }

    /// `deckHints`: imported file path → the deck it belongs to (a folder of its path named after
    /// a deck, as in `build/<deck>/apple/`), which decides Info.plist keys several decks have.
    ///
    /// Three passes: the strings are matched and screened in their order (which decides the
    /// duplicates and the conflicts), the texts that may change are written and checked side by
    /// side on every core, and the outcomes are gathered in the strings' order: the plan a single
    /// pass over the strings makes.
    /// `tableHints`: imported file path → the table it holds (`Settings.strings` → `Settings`),
    /// which finds an adopted key (`AdoptedTable`) by the name the app's code calls it.
    public func plan(_ given: [ImportedString], deckHints: [String: String] = [:], tableHints: [String: String] = [:]) -> ImportPlan {
        var plan = ImportPlan()
        let decks = lint.project.decks, tables = lint.tables
        // A regional locale no deck has is its language's (an export to `en-US` of a project of
        // `en`), as adopt takes it (`LocaleCode.regionalAsLanguage`): said once per locale.
        let mapped = LocaleCode.regionalAsLanguage(given: Set(given.map(\.locale)), known: Set(decks.flatMap(\.locales)))
        var asLanguage: [String: (language: String, range: SourceRange)] = [:]
        let regional = given.map { string -> ImportedString in
            guard let language = mapped[string.locale] else { return string }
            if asLanguage[string.locale] == nil { asLanguage[string.locale] = (language, string.range) }
            var string = string
            string.locale = language
            return string
        }
        for (locale, mapped) in asLanguage.sorted(by: { $0.key < $1.key }) {
            plan.diagnostics.append(Diagnostic(rule: Rules.importLocale.id, severity: .note, range: mapped.range,
                message: "the strings in `\(locale)` are imported as `\(mapped.language)`, the project's locale of that language; add `\(locale)` to `locales` in copydeck.yml to keep them apart"))
        }
        let original = regional
        let (strings, leftOut) = Self.leavingOutUnusedCategories(regional)
        let contexts = Parallel.map(decks.count) { DeckImportContext(deck: decks[$0], tables: tables[$0]) }
        var byDeck: [String: Int] = [:]
        for (index, deck) in decks.enumerated() { byDeck[deck.id] = index }

        var steps: [Step] = []
        steps.reserveCapacity(strings.count)
        var seen: [Identity: (text: TableText, range: SourceRange)] = [:]
        seen.reserveCapacity(strings.count)
        var conflicted: Set<Identity> = []
        var sourceWarnings: [Int: Diagnostic] = [:]
        var candidates: [Candidate] = []
        for (index, string) in strings.enumerated() {
            let table = string.original.map { TableImporter.tablePlace(ofFileAt: $0) } ?? tableHints[string.range.file].map {
                (name: $0, folders: ImportInput.folders(ofTableAt: string.range.file))
            }
            switch screen(string, original: original[index], byDeck: byDeck, contexts: contexts, hint: deckHints[string.range.file], table: table) {
            case .decided(let step):
                steps.append(step)
            case .screened(let identity, let current):
                if identity.locale == contexts[identity.deck].sourceIndex, let warning = Self.sourceStateWarning(identity.key, string) {
                    sourceWarnings[index] = warning
                }
                if let earlier = seen[identity] {
                    if earlier.text != string.text, conflicted.insert(identity).inserted {
                        steps.append(.conflict(identity, "`\(identity.key)` in \(string.locale) is imported twice with different texts (first at \(earlier.range)); keep one of them"))
                    } else {
                        steps.append(.skipped)
                    }
                    continue
                }
                seen[identity] = (string.text, string.range)
                if current {
                    steps.append(.unchanged)
                } else {
                    steps.append(.candidate(candidates.count))
                    candidates.append(Candidate(string: index, identity: identity))
                }
            }
        }
        let outcomes = Self.outcomes(of: candidates, strings: strings, contexts: contexts)

        var changes: [Identity: (position: Int, change: ImportPlan.Change)] = [:]
        var reviews: [Identity: ImportPlan.ReviewChange] = [:]
        // A locale no deck has is reported once per file, where its first string stands.
        var missingLocales: [String: (diagnostic: Int, count: Int)] = [:]
        for (index, (string, step)) in zip(strings, steps).enumerated() {
            func report(_ rule: RuleDescriptor, _ message: String) {
                plan.diagnostics.append(Diagnostic(rule: rule.id, severity: rule.defaultSeverity, range: string.range, message: message))
            }
            if let warning = leftOut[index] {
                if case .fallback = step {} else { plan.diagnostics.append(warning) }
            }
            if let warning = sourceWarnings[index] { plan.diagnostics.append(warning) }
            switch step {
            case .report(let rule, let message) where rule.id == Rules.importLocale.id:
                let file = "\(string.range.file)\u{0}\(string.locale)"
                if let seen = missingLocales[file] {
                    missingLocales[file] = (seen.diagnostic, seen.count + 1)
                } else {
                    missingLocales[file] = (plan.diagnostics.count, 1)
                    report(rule, message)
                }
            case .report(let rule, let message):
                report(rule, message)
            case .unchanged:
                plan.unchanged += 1
            case .fallback:
                plan.fallbacks += 1
            case .skipped:
                continue
            case .conflict(let identity, let message):
                report(Rules.importConflict, message)
                changes[identity] = nil
                reviews[identity] = nil
            case .candidate(let index):
                let identity = candidates[index].identity
                switch outcomes[index] {
                case .failure(let problem):
                    report(problem.rule, "`\(identity.key)` in \(string.locale): \(problem.reason)")
                case .unchanged:
                    plan.unchanged += 1
                    reviews[identity] = Self.reviewChange(identity, string, contexts)
                case .changed(let old, let new, let position):
                    changes[identity] = (position, ImportPlan.Change(deck: contexts[identity.deck].deck.id, locale: string.locale, key: identity.key,
                                                                     oldText: old, newText: new, origin: string.range))
                    reviews[identity] = Self.reviewChange(identity, string, contexts)
                }
            }
        }
        for (_, missing) in missingLocales where missing.count > 1 {
            plan.diagnostics[missing.diagnostic].message += " (\(missing.count) strings of this locale in the file, none imported; `--locale` imports only the locales named)"
        }
        // By deck, then locale (the deck's order), then the deck's declaration order.
        let ordered = changes.sorted {
            ($0.key.deck, $0.key.locale, $0.value.position, $0.key.key) < ($1.key.deck, $1.key.locale, $1.value.position, $1.key.key)
        }
        plan.changes = ordered.map(\.value.change)
        plan.reviews = reviews.values.sorted { ($0.deck, $0.locale, $0.key) < ($1.deck, $1.locale, $1.key) }
        return plan
    }

    /// A source text a person marked for review or as no longer used: the source locale has no
    /// review record, so the mark is reported. (`new` is what Xcode gives every source text it
    /// extracts: nothing to say.)
    static func sourceStateWarning(_ key: String, _ string: ImportedString) -> Diagnostic? {
        guard let state = string.state, state == .needsReview || state == .stale else { return nil }
        return Diagnostic(rule: Rules.importState.id, severity: Rules.importState.defaultSeverity, range: string.range,
            message: "`\(key)` in \(string.locale), the source locale, is marked `\(state.rawValue)`: its text comes in as the source, which awaits no review, and the mark is not kept; check the source text in locales/ once it comes in")
    }

    /// The state an imported string keeps: nil for a finished one (or one with no state).
    private static func reviewState(of string: ImportedString) -> TableState? {
        guard let state = string.state, state != .translated else { return nil }
        return state
    }

    /// The review record's change an imported string makes, when its state is not the one
    /// recorded (the source locale has no record).
    private static func reviewChange(_ identity: Identity, _ string: ImportedString, _ contexts: [DeckImportContext]) -> ImportPlan.ReviewChange? {
        let context = contexts[identity.deck]
        guard identity.locale != context.sourceIndex else { return nil }
        let state = reviewState(of: string)
        let record = context.deck.catalogs[string.locale]?.review
        // A finished translation now follows today's source; one still awaiting review keeps the
        // source it was recorded with, so a stale text stays stale until a person finishes it.
        let source = state == nil ? context.deck.catalogs[context.deck.sourceLocale]?[identity.key]?.text : nil
        guard state != record?.state(of: identity.key) || (source != nil && source != record?.source(of: identity.key)) else { return nil }
        return ImportPlan.ReviewChange(deck: context.deck.id, locale: string.locale, key: identity.key, state: state, source: source)
    }

    /// The strings without the plural forms their locales never use, and by string index the
    /// warning that says which were left out (`TableText.leavingOutUnusedCategories`).
    private static func leavingOutUnusedCategories(_ strings: [ImportedString]) -> ([ImportedString], [Int: Diagnostic]) {
        var rules: [String: PluralRules] = [:]
        var warnings: [Int: Diagnostic] = [:]
        let kept = strings.enumerated().map { index, string in
            if case .format = string.text { return string }
            let localeRules = rules[string.locale] ?? PluralRules(locale: string.locale)
            rules[string.locale] = localeRules
            let (kept, warning) = string.leavingOutUnusedCategories(localeRules, verb: "import")
            warnings[index] = warning
            return kept
        }
        return (kept, warnings)
    }

    /// A message in one locale of one deck: what an imported string is for.
    struct Identity: Hashable {
        var deck: Int
        var locale: Int
        var key: String
    }

    /// What the first pass decided of one string.
    private enum Step {
        case report(RuleDescriptor, String)
        case unchanged
        /// The text the build wrote for a locale without its own: a fallback, never a translation.
        case fallback
        /// A later string for the same message with another text: the message is not imported.
        case conflict(Identity, String)
        /// A later string for the same message with the same text: nothing to do.
        case skipped
        /// The index of its text to write and check.
        case candidate(Int)
    }

    /// A string whose text is to be written as ICU text and checked.
    private struct Candidate: Sendable {
        var string: Int
        var identity: Identity
    }

    private enum Screening {
        /// Decided without writing the text: a finding, or nothing to change.
        case decided(Step)
        /// `current`: the text equals the locale's translated text today.
        case screened(Identity, current: Bool)
    }

    private enum Outcome: Sendable {
        case failure(DeckImportContext.Problem)
        case unchanged
        /// `position`: the message's place among the deck's declared ones.
        case changed(old: String?, new: String, position: Int)
    }

    /// One string matched with its message and checked for what needs no writing: a key no deck
    /// declares, a locale the deck lacks, a text the build makes, a state, a changed source.
    /// `original`: the string as its file wrote it, forms its locale never uses included.
    private func screen(
        _ string: ImportedString, original: ImportedString, byDeck: [String: Int], contexts: [DeckImportContext], hint: String?,
        table: (name: String, folders: [String])?
    ) -> Screening {
        guard let (deckIndex, key) = locate(string, byDeck: byDeck, contexts: contexts, hint: hint, table: table) else {
            let describing = contexts.filter { $0.infoPlistKeys[string.key] != nil }.map(\.deck.id)
            if describing.count > 1 {
                return .decided(.report(Rules.importUnknownKey, "decks \(describing.map { "`\($0)`" }.joined(separator: ", ")) all describe `\(string.key)`: import the file from the deck's folder (`build/<deck>/apple/…`)"))
            }
            let keys = contexts.flatMap { $0.translationKeys.keys } + contexts.flatMap { $0.infoPlistKeys.keys }
            let hint = Suggestion.closest(to: string.key, in: keys).map { " (did you mean `\($0)`?)" } ?? ""
            return .decided(.report(Rules.importUnknownKey, "no deck declares `\(string.key)`\(hint)"))
        }
        let context = contexts[deckIndex]
        let deck = context.deck
        guard let localeIndex = deck.locales.firstIndex(of: string.locale) else {
            return .decided(.report(Rules.importLocale, "deck `\(deck.id)` has no locale `\(string.locale)` (it has \(deck.locales.joined(separator: ", "))); add `\(string.locale)` to `locales` in copydeck.yml first, or import a file of one of those"))
        }
        guard let entry = context.translation(key) else {
            // Made by the build from a template: only an unchanged text is fine.
            if let made = context.localizable(key), made.localization(string.locale)?.text != string.text {
                return .decided(.report(Rules.importDerived, "`\(key)` is made from a permission template and its parameters: change the template's field or the parameter values instead"))
            }
            return .decided(.unchanged)
        }
        // Copydeck's own tables carry the fallback chain's text (with en's `one`, in a ja table)
        // where a locale has none: that text coming back is not a translation.
        if let own = entry.localization(string.locale), own.isFallback,
           original.text.meaning == own.text.meaning || string.text.meaning == own.text.meaning {
            return .decided(.fallback)
        }
        // Current: the same text in the state the file gives it (a source's is always translated).
        let state = localeIndex == context.sourceIndex ? .translated : Self.reviewState(of: string) ?? .translated
        let current = entry.localization(string.locale).map { !$0.isFallback && $0.state == state && $0.text == string.text } ?? false
        // A translation made from another source than today's would replace the current one;
        // the very text the project has already changes nothing (the file it was adopted from,
        // whose `<source>` is the base text the app's own source-language table overrides).
        if !current, let source = string.source, localeIndex != context.sourceIndex,
           let currentSource = entry.localization(deck.sourceLocale), currentSource.state == .translated,
           !Self.source(source, matches: currentSource.text) {
            return .decided(.report(Rules.importSourceChanged, "`\(key)` was translated from a source text that has changed since: export again"))
        }
        return .screened(Identity(deck: deckIndex, locale: localeIndex, key: key), current: current)
    }

    /// Each candidate's text written as ICU text, checked, and compared with the locale file's,
    /// a slice of the candidates on each core.
    private static func outcomes(of candidates: [Candidate], strings: [ImportedString], contexts: [DeckImportContext]) -> [Outcome] {
        Parallel.mapInSlices(candidates.count) { index in
            let candidate = candidates[index]
            let context = contexts[candidate.identity.deck]
            let key = candidate.identity.key
            switch context.messageText(for: key, string: strings[candidate.string], localeIndex: candidate.identity.locale) {
            case .failure(let problem):
                return .failure(problem)
            case .success(let text):
                let old = context.text(of: key, localeIndex: candidate.identity.locale)
                return old == text ? .unchanged : .changed(old: old, new: text, position: context.order[key, default: .max])
            }
        }
    }

    /// Whether the source an imported string carries is today's source text. A translation's
    /// units follow the target's plural categories, so the source comes back spread over them:
    /// a plain source as the same text in every category, a missing category as `other`.
    /// Both are compared by meaning (`TableText.meaning`): Xcode's `%lu Photos` is the
    /// `%1$lld Photos` Copydeck exported.
    static func source(_ imported: TableText, matches current: TableText) -> Bool {
        let imported = imported.meaning, current = current.meaning
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
        case .devices(let devices): devices["other"].flatMap(representative)
        }
    }

    /// The table a file at `path` holds (its name without extension) and the folders it is in.
    static func tablePlace(ofFileAt path: String) -> (name: String, folders: [String]) {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        return (stem.isEmpty ? file : stem, ImportInput.folders(ofTableAt: path))
    }

    /// The deck and message key an imported string is for: a key starting with a deck's id, an
    /// adopted table's key (in the file's table, else `Localizable`, else the one table that has
    /// it), or an Info.plist key only one deck describes.
    private func locate(
        _ string: ImportedString, byDeck: [String: Int], contexts: [DeckImportContext], hint: String?, table: (name: String, folders: [String])?
    ) -> (Int, String)? {
        if let dot = string.key.firstIndex(of: "."), let index = byDeck[String(string.key[..<dot])] {
            let context = contexts[index]
            if context.translationKeys[string.key] != nil || context.localizableKeys[string.key] != nil { return (index, string.key) }
        }
        // The file's table in its target (`WatchApp/InfoPlist`, from the most folders to the
        // fewest), the table of the app's own, then `Localizable`.
        var names: [String] = []
        if let table {
            for count in stride(from: table.folders.count, through: 1, by: -1) {
                names.append((table.folders.suffix(count) + [table.name]).joined(separator: "/"))
            }
            names.append(table.name)
        }
        names.append(AdoptedTable.localizable)
        for name in names {
            let adopted = contexts.indices.compactMap { index in
                contexts[index].tables.adoptedKeys[DeckTables.TableKey(table: name, key: string.key)].map { (index, $0) }
            }
            if adopted.count == 1 || (adopted.count > 1 && hint != nil), let found = adopted.first(where: { hint == nil || contexts[$0.0].deck.id == hint }) {
                return found
            }
        }
        var owners = contexts.indices.filter { contexts[$0].infoPlistKeys[string.key] != nil }
        if owners.count > 1, let hint { owners = owners.filter { contexts[$0].deck.id == hint } }
        if owners.count == 1, let key = contexts[owners[0]].infoPlistKeys[string.key] { return (owners[0], key) }
        return nil
    }
}
