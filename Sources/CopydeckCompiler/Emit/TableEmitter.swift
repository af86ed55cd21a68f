import Foundation

/// Emits a deck's string tables under `<deck>/`: Android resources (and, as their writers land,
/// String Catalogs, `.strings`/`.stringsdict` and XLIFF). Reads the tables the lint made; the
/// writers' own findings (a name Android cannot take…) come back as diagnostics at the message.
public struct TableEmitter: Sendable {
    public init() {}

    public func emit(_ deck: Deck, tables: DeckTables, into tree: inout OutputTree) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let locate = Self.locator(deck)
        let catalogs = XCStringsWriter()
        tree.add("\(deck.id)/apple/Localizable.xcstrings", catalogs.write(tables.localizable))
        tree.add("\(deck.id)/apple/InfoPlist.xcstrings", catalogs.write(tables.infoPlist))
        for locale in deck.locales {
            let folder = "\(deck.id)/apple/\(locale).lproj"
            tree.add("\(folder)/Localizable.strings", StringsFileWriter.write(tables.localizable, locale: locale))
            let plurals = StringsDictWriter.write(tables.localizable, locale: locale) { locate($0, locale) }
            tree.add("\(folder)/Localizable.stringsdict", plurals.data)
            diagnostics += plurals.diagnostics
            if !tables.infoPlist.entries.isEmpty {
                tree.add("\(folder)/InfoPlist.strings", StringsFileWriter.write(tables.infoPlist, locale: locale))
            }
        }
        for locale in deck.locales where locale != deck.sourceLocale {
            let xliff = XLIFFWriter().export([tables.translation], targetLocale: locale, deck: deck.id)
            tree.add("\(deck.id)/xliff/\(locale).xliff", xliff.data)
            diagnostics += xliff.problems.map { $0.diagnostic(at: locate($0.key, $0.locale ?? deck.sourceLocale)) }
        }
        let android = AndroidResourcesWriter().write(tables.localizable, locate: locate)
        for file in android.files { tree.add("\(deck.id)/android/\(file.path)", file.data) }
        diagnostics += android.diagnostics
        return diagnostics
    }

    /// Where a key's text is written in a locale (its source-locale text when the locale has
    /// none; the deck's declaration for a key without text of its own).
    static func locator(_ deck: Deck) -> @Sendable (String?, String) -> SourceRange? {
        var found: [String: Int] = [:]
        for (index, message) in deck.declaredMessages.enumerated() where found[message.key] == nil { found[message.key] = index }
        let positions = found
        let table = deck.messageTable
        let locales = deck.locales
        let source = deck.sourceLocale
        let declaration = deck.declaration
        return { key, locale in
            let column = locales.firstIndex(of: locale)
            guard let key else { return declaration }
            guard let index = positions[key] else { return declaration }
            if let column, column < table.entries.count, let entry = table.entries[column][index] { return entry.valueRange }
            if let column = locales.firstIndex(of: source), column < table.entries.count, let entry = table.entries[column][index] {
                return entry.valueRange
            }
            return deck.declaredMessages[index].range
        }
    }
}
