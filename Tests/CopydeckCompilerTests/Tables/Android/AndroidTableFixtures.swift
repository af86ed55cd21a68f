import CopydeckKit
import Foundation
@testable import CopydeckCompiler

/// Small tables for the Android writer's tests.
enum AndroidTableFixtures {
    /// A `Localizable` table of `entries`; `locales` source first.
    static func table(_ entries: [TableEntry], locales: [String] = ["en", "ko", "ja"]) -> StringTable {
        StringTable(name: "Localizable", sourceLocale: locales[0], locales: locales, entries: entries)
    }

    /// An entry with a translated text in each of `texts`' locales, in the order given.
    static func entry(_ key: String, comment: String? = nil, _ texts: [(String, TableText)], state: TableState = .translated) -> TableEntry {
        TableEntry(key: key, comment: comment, localizations: texts.map { TableLocalization(locale: $0.0, state: state, text: $0.1) })
    }

    static func plural(_ forms: [PluralCategory: String]) -> TableText { .plural(PluralVariations(forms)) }

    /// The text of one written file.
    static func file(_ files: [(path: String, data: Data)], _ path: String) -> String? {
        files.first { $0.path == path }.map { String(decoding: $0.data, as: UTF8.self) }
    }
}
