/// Reads `copydeck.yml` into `ProjectConfig`, rejecting unknown keys where they stand.
struct ConfigReader {
    static let topLevelKeys = ["version", "sourceLocale", "locales", "fallbacks", "decks", "rules"]
    static let deckKeys = ["name", "sourceLocale"]

    func read(_ document: YAMLDocument, _ diagnostics: inout DiagnosticCollector) -> ProjectConfig {
        var config = ProjectConfig()
        guard let rootNode = document.root else {
            diagnostics.emit(Rules.invalidValue, at: .wholeFile(document.file.path),
                             "copydeck.yml is empty: it needs at least `version`, `sourceLocale`, `locales` and `decks`")
            return config
        }
        guard let root = YAMLValue(node: rootNode, document: document).mapping("copydeck.yml", &diagnostics) else {
            return config
        }
        root.rejectUnknownKeys(Self.topLevelKeys, in: "copydeck.yml", &diagnostics)

        if let version = root.require("version", in: "copydeck.yml", &diagnostics)?.int("`version`", &diagnostics) {
            if version.value != ProjectConfig.supportedVersion {
                diagnostics.emit(Rules.invalidValue, at: version.range,
                    "copydeck.yml version \(version.value) is not supported; this Copydeck reads version \(ProjectConfig.supportedVersion)")
            }
            config.version = version
        }
        config.sourceLocale = root.require("sourceLocale", in: "copydeck.yml", &diagnostics)?.string("`sourceLocale`", &diagnostics)
        config.locales = root.require("locales", in: "copydeck.yml", &diagnostics)?.stringList("`locales`", &diagnostics) ?? []
        if let fallbacks = root["fallbacks"]?.mapping("`fallbacks`", &diagnostics) {
            config.fallbacks = fallbacks.entries.map { entry in
                (entry.key, entry.value.stringList("the fallbacks of `\(entry.key.value)`", &diagnostics))
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
        return config
    }

    private func readDeck(_ entry: YAMLMapping.Entry, _ diagnostics: inout DiagnosticCollector) -> ProjectConfig.DeckEntry {
        var deck = ProjectConfig.DeckEntry(id: entry.key)
        guard let mapping = entry.value.mapping("deck `\(entry.key.value)`", &diagnostics) else { return deck }
        mapping.rejectUnknownKeys(Self.deckKeys, in: "deck `\(entry.key.value)`", &diagnostics)
        deck.name = mapping["name"]?.string("`name`", &diagnostics)?.value
        deck.sourceLocale = mapping["sourceLocale"]?.string("`sourceLocale`", &diagnostics)
        return deck
    }
}
