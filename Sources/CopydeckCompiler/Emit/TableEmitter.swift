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
    typealias Written = (files: [(path: String, data: Data)], diagnostics: [Diagnostic])

    public func emit(_ deck: Deck, tables: DeckTables, into tree: inout OutputTree) -> [Diagnostic] {
        let jobs = jobs(deck, tables: tables)
        var diagnostics: [Diagnostic] = []
        for written in Parallel.map(jobs.count, { jobs[$0]() }) {
            for (path, data) in written.files { tree.add(path, data) }
            diagnostics += written.diagnostics
        }
        return diagnostics
    }

    /// Each writer of the deck's tables as a job of its own, independent of the others: the
    /// String Catalogs, each locale's `.lproj`, each target locale's XLIFF, Android's resources.
    /// Their findings in job order are the deck's.
    func jobs(_ deck: Deck, tables: DeckTables) -> [@Sendable () -> Written] {
        let locate = Self.locator(deck, localeDeclarations: localeDeclarations)
        let id = deck.id
        var jobs: [@Sendable () -> Written] = []
        let catalogVersion = catalogVersion
        jobs.append {
            let catalogs = XCStringsWriter(version: catalogVersion)
            return ([("\(id)/apple/Localizable.xcstrings", catalogs.write(tables.localizable)),
                     ("\(id)/apple/InfoPlist.xcstrings", catalogs.write(tables.infoPlist))], [])
        }
        for locale in deck.locales {
            jobs.append {
                let folder = "\(id)/apple/\(locale).lproj"
                var files = [("\(folder)/Localizable.strings", StringsFileWriter.write(tables.localizable, locale: locale))]
                let plurals = StringsDictWriter.write(tables.localizable, locale: locale) { locate($0, locale) }
                files.append(("\(folder)/Localizable.stringsdict", plurals.data))
                if !tables.infoPlist.entries.isEmpty {
                    files.append(("\(folder)/InfoPlist.strings", StringsFileWriter.write(tables.infoPlist, locale: locale)))
                }
                return (files, plurals.diagnostics)
            }
        }
        for locale in deck.locales where locale != deck.sourceLocale {
            let source = deck.sourceLocale
            jobs.append {
                let xliff = XLIFFWriter().export([tables.translation], targetLocale: locale, deck: id)
                return ([("\(id)/xliff/\(locale).xliff", xliff.data)],
                        xliff.problems.map { $0.diagnostic(at: locate($0.key, $0.locale ?? source)) })
            }
        }
        jobs.append {
            let android = AndroidResourcesWriter().write(tables.localizable, locate: locate)
            return (android.files.map { ("\(id)/android/\($0.path)", $0.data) }, android.diagnostics)
        }
        return jobs
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
