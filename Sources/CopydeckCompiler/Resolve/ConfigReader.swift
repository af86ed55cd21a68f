/// Reads `copydeck.yml` into `ProjectConfig`, rejecting unknown keys where they stand.
struct ConfigReader {
    static let topLevelKeys = ["version", "sourceLocale", "locales", "fallbacks", "decks", "rules", "copy", "tables"]
    static let tablesKeys = ["stringCatalogVersion"]
    static let copyKeys = ["budgets", "doNotTranslate", "glossary", "forbiddenTerms"]
    static let deckKeys = ["name", "sourceLocale", "register"]

    func read(_ document: YAMLDocument, _ diagnostics: inout DiagnosticCollector) -> ProjectConfig {
        var config = ProjectConfig()
        guard let rootNode = document.root else {
            diagnostics.emit(Rules.invalidValue, at: .wholeFile(document.file.path),
                             "copydeck.yml is empty; write at least `version`, `sourceLocale`, `locales` and `decks` (`copydeck init` writes a project to start from)")
            return config
        }
        guard let root = YAMLValue(node: rootNode, document: document).mapping("copydeck.yml", &diagnostics) else {
            return config
        }
        root.rejectUnknownKeys(Self.topLevelKeys, in: "copydeck.yml", &diagnostics)

        if let version = root.require("version", in: "copydeck.yml", &diagnostics)?.int("`version`", &diagnostics) {
            if version.value != ProjectConfig.supportedVersion {
                diagnostics.emit(Rules.invalidValue, at: version.range,
                    "copydeck.yml version \(version.value) is not supported, and this Copydeck reads version \(ProjectConfig.supportedVersion); write `version: \(ProjectConfig.supportedVersion)`, or use the Copydeck the project was written for")
            }
            config.version = version
        }
        config.sourceLocale = root.require("sourceLocale", in: "copydeck.yml", &diagnostics)?.string("`sourceLocale`", &diagnostics)
            .flatMap { LocaleCode.validated($0, "`sourceLocale`", &diagnostics) }
        config.locales = distinct((root.require("locales", in: "copydeck.yml", &diagnostics)?.stringList("`locales`", &diagnostics) ?? [])
            .compactMap { LocaleCode.validated($0, "the locale", &diagnostics) }, &diagnostics)
        if let fallbacks = root["fallbacks"]?.mapping("`fallbacks`", &diagnostics) {
            config.fallbacks = fallbacks.entries.compactMap { entry in
                guard let locale = LocaleCode.validated(entry.key, "the locale", &diagnostics) else { return nil }
                return (locale, entry.value.stringList("the fallbacks of `\(entry.key.value)`", &diagnostics)
                    .compactMap { LocaleCode.validated($0, "the fallback", &diagnostics) })
            }
        }
        if let decks = root.require("decks", in: "copydeck.yml", &diagnostics)?.mapping("`decks`", &diagnostics) {
            config.decks = decks.entries.map { readDeck($0, &diagnostics) }
        }
        if let rules = root["rules"]?.mapping("`rules`", &diagnostics) {
            config.rules = rules.entries.compactMap { entry in
                guard let setting = entry.value.choice(ProjectConfig.RuleSetting.self, "rule setting", &diagnostics) else { return nil }
                return (entry.key, setting)
            }
        }
        if let copy = root["copy"]?.mapping("`copy`", &diagnostics) {
            config.copy = readCopy(copy, &diagnostics)
        }
        if let tables = root["tables"]?.mapping("`tables`", &diagnostics) {
            tables.rejectUnknownKeys(Self.tablesKeys, in: "`tables`", &diagnostics)
            config.stringCatalogVersion = tables["stringCatalogVersion"]?.choice(ProjectConfig.StringCatalogVersion.self, "String Catalog version", &diagnostics)
        }
        return config
    }

    private func readCopy(_ mapping: YAMLMapping, _ diagnostics: inout DiagnosticCollector) -> CopyConfig {
        var copy = CopyConfig()
        mapping.rejectUnknownKeys(Self.copyKeys, in: "`copy`", &diagnostics)
        if let budgets = mapping["budgets"]?.mapping("`budgets`", &diagnostics) {
            for entry in budgets.entries {
                guard let surface = Field.Surface(rawValue: entry.key.value) else {
                    var message = "unknown surface `\(entry.key.value)` in `budgets`"
                    if let suggestion = Suggestion.closest(to: entry.key.value, in: Field.Surface.allCases.map(\.rawValue)) {
                        message += "; did you mean `\(suggestion)`?"
                    }
                    diagnostics.emit(Rules.unknownKey, at: entry.key.range, message)
                    continue
                }
                if let budget = entry.value.int("the budget of `\(surface.rawValue)`", &diagnostics) { copy.budgets[surface] = budget }
            }
        }
        copy.doNotTranslate = mapping["doNotTranslate"]?.stringList("`doNotTranslate`", &diagnostics) ?? []
        if let glossary = mapping["glossary"]?.mapping("`glossary`", &diagnostics) {
            for entry in glossary.entries {
                guard let translations = entry.value.mapping("the translations of `\(entry.key.value)`", &diagnostics) else { continue }
                var byLocale: [String: Located<String>] = [:]
                for translation in translations.entries {
                    if let text = translation.value.string("a translation", &diagnostics) { byLocale[translation.key.value] = text }
                }
                copy.glossary.append((entry.key, byLocale))
            }
        }
        if let terms = mapping["forbiddenTerms"]?.mapping("`forbiddenTerms`", &diagnostics) {
            for entry in terms.entries {
                copy.forbiddenTerms[entry.key.value] = entry.value.stringList("the forbidden terms of `\(entry.key.value)`", &diagnostics)
            }
        }
        return copy
    }

    private func readDeck(_ entry: YAMLMapping.Entry, _ diagnostics: inout DiagnosticCollector) -> ProjectConfig.DeckEntry {
        var deck = ProjectConfig.DeckEntry(id: entry.key)
        guard let mapping = entry.value.mapping("deck `\(entry.key.value)`", &diagnostics) else { return deck }
        mapping.rejectUnknownKeys(Self.deckKeys, in: "deck `\(entry.key.value)`", &diagnostics)
        deck.name = mapping["name"]?.string("`name`", &diagnostics)?.value
        deck.sourceLocale = mapping["sourceLocale"]?.string("`sourceLocale`", &diagnostics)
            .flatMap { LocaleCode.validated($0, "`sourceLocale`", &diagnostics) }
        for word in mapping["register"]?.stringList("`register`", &diagnostics) ?? [] {
            guard let register = ProjectConfig.Register(rawValue: word.value) else {
                diagnostics.emit(Rules.invalidValue, at: word.range,
                    "`\(word.value)` is not a register; use \(ProjectConfig.Register.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")) (one per language)")
                continue
            }
            if let other = deck.registers.first(where: { $0.value.language == register.language }) {
                diagnostics.emit(Rules.invalidValue, at: word.range,
                    "deck `\(entry.key.value)` already declares `\(other.value.rawValue)` for its \(register.language) copy; keep one register per language")
                continue
            }
            deck.registers.append(Located(register, at: word.range))
        }
        return deck
    }

    /// The locales without repeats, each repeat reported. `en-GB` and `en-gb` are one tag, and one
    /// folder on a case-insensitive file system (macOS, Windows): the second would overwrite the
    /// first's output.
    private func distinct(_ locales: [Located<String>], _ diagnostics: inout DiagnosticCollector) -> [Located<String>] {
        var seen: [String: Located<String>] = [:]
        var kept: [Located<String>] = []
        for locale in locales {
            if let first = seen[locale.value.lowercased()] {
                diagnostics.emit(Rules.invalidValue, at: locale.range,
                    first.value == locale.value
                        ? "the locale `\(locale.value)` is listed twice; remove one"
                        : "the locale `\(locale.value)` is `\(first.value)` written in other case: they are one language tag, and one folder on a case-insensitive file system; keep one spelling",
                    notes: [.init("first listed here", at: first.range)])
            } else {
                seen[locale.value.lowercased()] = locale
                kept.append(locale)
            }
        }
        return kept
    }
}
