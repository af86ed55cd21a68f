extension DeckTables {
    /// The translation table as XLIFF carries it, one `<file>` per app table and target as Xcode
    /// writes them: the deck's own messages and its adopted `Localizable` keys in `Localizable`,
    /// each other adopted table (`Settings`, `WatchApp/InfoPlist`) in a `<file>` of its own, an
    /// adopted key under the key the app calls (`settings.title`, not `app.Settings.settings.title`).
    /// `copydeck import` finds each unit by its `<file>`'s table, as it finds an Xcode export's.
    public var translationFiles: [StringTable] {
        guard !adoptedKeys.isEmpty else { return [translation] }
        var places: [String: TableKey] = [:]
        for (place, messageKey) in adoptedKeys where places[messageKey] == nil { places[messageKey] = place }
        var own = translation
        own.entries = []
        var byTable: [String: [TableEntry]] = [:]
        var order: [String] = []
        for entry in translation.entries {
            guard let place = places[entry.key] else {
                own.entries.append(entry)
                continue
            }
            var entry = entry
            entry.key = place.key
            if place.table == AdoptedTable.localizable {
                own.entries.append(entry)
                continue
            }
            if byTable[place.table] == nil { order.append(place.table) }
            byTable[place.table, default: []].append(entry)
        }
        // No empty `<file>` for a deck whose every message is in another table.
        return (own.entries.isEmpty && !order.isEmpty ? [] : [own]) + order.map { name in
            StringTable(name: name, sourceLocale: translation.sourceLocale, locales: translation.locales, entries: byTable[name] ?? [])
        }
    }
}
