import Foundation

/// Emits a deck's string tables under `<deck>/`: String Catalogs, `<locale>.lproj` `.strings` and
/// `.stringsdict`, Android resources and XLIFF. Reads the tables the lint made; the writers run
/// side by side (each file is a function of the tables alone, so the bytes do not depend on
/// which finishes first), and their findings come back as diagnostics at the message.
public struct TableEmitter: Sendable {
    /// Where `copydeck.yml` declares each locale: findings about a locale (one Android cannot
    /// name) land there.
    let localeDeclarations: [String: SourceRange]
    /// The String Catalog format to write.
    let catalogVersion: ProjectConfig.StringCatalogVersion

    public init(config: ProjectConfig? = nil) {
        catalogVersion = config?.catalogVersion ?? .current
        var declarations: [String: SourceRange] = [:]
        for locale in config?.locales ?? [] where declarations[locale.value] == nil { declarations[locale.value] = locale.range }
        localeDeclarations = declarations
    }

    /// One writer's files and findings.
    typealias Written = (files: [(file: OutputFile, data: Data)], diagnostics: [Diagnostic])

    public func emit(_ deck: Deck, tables: DeckTables, into tree: inout OutputTree) -> [Diagnostic] {
        let jobs = jobs(deck) { tables }
        var diagnostics: [Diagnostic] = []
        for written in Parallel.map(jobs.count, { jobs[$0]() }) {
            for (file, data) in written.files { tree.add(file.path, data) }
            diagnostics += written.diagnostics
        }
        return diagnostics
    }

    /// Each writer of the deck's tables as a job of its own, independent of the others: the
    /// String Catalogs, each locale's `.lproj`, each target locale's XLIFF, Android's resources.
    /// Their findings in job order are the deck's. `tables` gives the deck's tables (made once,
    /// by the first job that asks).
    func jobs(_ deck: Deck, tables: @escaping @Sendable () -> DeckTables) -> [@Sendable () -> Written] {
        let locate = Self.locator(deck, localeDeclarations: localeDeclarations)
        let id = deck.id
        var jobs: [@Sendable () -> Written] = []
        let catalogVersion = catalogVersion
        jobs.append {
            // `Localizable`, then each adopted table under its own name (`Settings.strings`).
            let tables = tables()
            let catalogs = XCStringsWriter(version: catalogVersion)
            return (tables.appTables.map { (OutputFile.stringCatalog(deck: id, table: $0.name), catalogs.write($0)) }
                    + [(OutputFile.stringCatalog(deck: id, table: "InfoPlist"), catalogs.write(tables.infoPlist))], [])
        }
        for locale in deck.locales {
            jobs.append {
                let tables = tables()
                let appTables = tables.appTables
                var files: [(file: OutputFile, data: Data)] = []
                var diagnostics: [Diagnostic] = []
                for table in appTables {
                    // A target's table in the target's folder, as the app keeps it:
                    // `apple/WatchApp/ja.lproj/InfoPlist.strings`.
                    let targets = AdoptedTable.folders(of: table.name)
                    let target = targets.isEmpty ? nil : targets
                    let name = AdoptedTable.fileName(of: table.name)
                    files.append((OutputFile.lprojFile(deck: id, target: target, locale: locale, file: "\(name).strings"),
                                  StringsFileWriter.write(table, locale: locale)))
                    // `Localizable.stringsdict` always (the output layout names it); another
                    // table's only when it has a plural: no empty table is written.
                    guard table.name == AdoptedTable.localizable || table.entries.contains(where: { $0.hasPlural }) else { continue }
                    let plurals = StringsDictWriter.write(table, locale: locale) { locate($0, locale) }
                    files.append((OutputFile.lprojFile(deck: id, target: target, locale: locale, file: "\(name).stringsdict"), plurals.data))
                    diagnostics += plurals.diagnostics
                }
                if !tables.infoPlist.entries.isEmpty {
                    files.append((OutputFile.lprojFile(deck: id, target: nil, locale: locale, file: "InfoPlist.strings"),
                                  StringsFileWriter.write(tables.infoPlist, locale: locale)))
                }
                return (files, diagnostics)
            }
        }
        for locale in deck.locales where locale != deck.sourceLocale {
            let source = deck.sourceLocale
            jobs.append {
                let xliff = XLIFFWriter().export(tables().translationFiles, targetLocale: locale, deck: id)
                return ([(OutputFile.xliff(deck: id, locale: locale), xliff.data)],
                        xliff.problems.map { $0.diagnostic(at: locate($0.key, $0.locale ?? source)) })
            }
        }
        // Android has one namespace: every table's keys in one `strings.xml`.
        jobs.append {
            let (android, unnamed) = Self.androidTable(deck, tables: tables())
            let written = AndroidResourcesWriter().write(android, locate: locate)
            return (written.files.map { (OutputFile.android(deck: id, path: $0.path), $0.data) }, unnamed + written.diagnostics)
        }
        return jobs
    }

    /// Every table's keys as Android's one `strings.xml` holds them. An adopted key that cannot
    /// be a resource name (`%@ photos`, from an iOS app) is left out, one warning per table: such
    /// an app has no Android resources to replace.
    static func androidTable(_ deck: Deck, tables: DeckTables) -> (table: StringTable, unnamed: [Diagnostic]) {
        var android = tables.localizable
        android.entries = []
        var unnamed: [Diagnostic] = []
        let adoptedKeys = Set(tables.adoptedKeys.filter { $0.key.table == AdoptedTable.localizable }.map(\.key.key))
        for table in [tables.localizable] + tables.adopted {
            var nameless: [String] = []
            for entry in table.entries {
                let adopted = table.name != AdoptedTable.localizable || adoptedKeys.contains(entry.key)
                // An array's item (`colors[0]`) is named by its array.
                let resource = AndroidArrayItem.parse(entry.key)?.array ?? entry.key
                if adopted, AndroidResourceName.name(forKey: resource) == nil {
                    nameless.append(entry.key)
                } else {
                    android.entries.append(entry)
                }
            }
            guard let first = nameless.first else { continue }
            let rule = Rules.exportAndroidName
            let one = nameless.count == 1
            unnamed.append(Diagnostic(rule: rule.id, severity: .warning, range: deck.declaration,
                message: "\(nameless.count) key\(one ? "" : "s") of the adopted table `\(table.name)` cannot be Android resource names (the first: `\(first)`), so \(one ? "it is" : "they are") left out of the Android resources; rename \(one ? "it" : "them") in an Android app's table, or ignore this for an iOS app"))
        }
        return (android, unnamed)
    }

    /// Where a key's text is written in a locale (its source-locale text when the locale has
    /// none; the deck's declaration for a key without text of its own); without a key, where
    /// the locale is declared.
    static func locator(_ deck: Deck, localeDeclarations: [String: SourceRange] = [:]) -> @Sendable (String?, String) -> SourceRange? {
        var found: [String: Int] = [:]
        for (index, message) in deck.declaredMessages.enumerated() where found[message.key] == nil { found[message.key] = index }
        let positions = found
        let table = deck.messageTable
        let locales = deck.locales
        let source = deck.sourceLocale
        let declaration = deck.declaration
        let declared = deck.declaredMessages
        return { key, locale in
            guard let key else { return localeDeclarations[locale] ?? declaration }
            guard let index = positions[key] else { return declaration }
            if let column = locales.firstIndex(of: locale), column < table.entries.count, let entry = table.entries[column][index] {
                return entry.valueRange
            }
            if let column = locales.firstIndex(of: source), column < table.entries.count, let entry = table.entries[column][index] {
                return entry.valueRange
            }
            return declared[index].range
        }
    }
}
