import CopydeckKit
import Foundation

/// Writes a `Localizable` string table as Android resources: `values/strings.xml` for the source
/// locale and `values-<qualifier>/strings.xml` for every other one, as aapt2 compiles them.
///
/// - Names: the key with `.` → `_` (`AndroidResourceName`); keys that cannot be named, or that
///   meet another key's name, are reported (`export.android-name`) and left out.
/// - Folders: `AndroidLocaleQualifier` (`ko` → `values-ko`, `en-GB` → `values-en-rGB`,
///   `zh-Hant` → `values-b+zh+Hant`). `values/` carries `tools:locale` with the source
///   language's qualifier, so Android Lint checks its plurals and spelling in that language.
/// - A key is a `<plurals>` when any language's text is a plural; a language whose text has no
///   plural then has one `other` item (Android uses `other` for every quantity without an item).
///   Otherwise it is a `<string>`, with `formatted="false"` when it holds a `%` and no language
///   has an argument (`getString(id)` does not format, so its `%` is written as one `%`).
/// - Plural items: only the categories the language's CLDR rules have
///   (`PluralRules.cardinalCategories`), because Android selects by CLDR category; a `zero` form
///   in a language without it (en, ja, ko) is left out with `export.android-zero`. For a language
///   CopydeckKit has no rules for, every form is written: Android's CLDR data chooses.
/// - Substitutions: a substitution whose forms are the same in every category of the language is
///   inlined; the one that varies becomes the items (the text around it repeated in each); two
///   that vary cannot be one `<plurals>` (`export.android-plurals`).
/// - Untranslated (`new`) texts are left out of `values-xx`: Android falls back to `values/` for
///   a name a folder lacks, which is what `new` means; writing the fallback text would hide it
///   from translation tools. The source locale is always written.
/// - Consecutive keys `name[0]`, `name[1]`… (`AndroidArrayItem`) are the items of one
///   `<string-array>`, their texts as written (Android never formats an array); a language that
///   lacks an item has no array of its own, and Android shows values/'s.
/// - The entry's comment precedes the element in every file. Order is the table's.
public struct AndroidResourcesWriter: Sendable {
    public init() {}

    /// Where a diagnostic about `key` in `locale` points; `key` is nil for the locale itself
    /// (its declaration in `copydeck.yml`).
    public typealias Locator = (_ key: String?, _ locale: String) -> SourceRange?

    /// The files (paths relative to `android/`, `values/` first, then the table's locale order)
    /// and what could not be written.
    public func write(_ table: StringTable, locate: Locator = { _, _ in nil })
        -> (files: [(path: String, data: Data)], diagnostics: [Diagnostic])
    {
        var run = Run(table: table, locate: locate)
        // App Shortcuts phrases and width variants are Apple's alone.
        for entry in table.entries where !entry.isStringSet && entry.widths.isEmpty { run.add(entry, locate: locate) }
        let files = run.files()
        return (files, run.diagnostics.diagnostics)
    }
}

extension AndroidResourcesWriter {
    /// One output file under construction.
    struct Output {
        var locale: String
        var folder: String
        var isSource: Bool
        /// The CLDR categories of the language; nil when CopydeckKit has no rules for it, and
        /// every form the table has is written (Android's own CLDR data selects among them).
        var categories: Set<PluralCategory>?
        var bytes: [UInt8] = []
    }

    /// One `<string>` value or `<plurals>` item of the current key: its bytes are
    /// `format.output[start..<end]` (the converted texts of a key share that buffer).
    struct Item {
        var category: PluralCategory
        var start: Int
        var end: Int
    }

    /// A language's text of the current key, converted: its items are `items[firstItem..<endItem]`.
    struct Converted {
        var output: Int
        var firstItem: Int
        var endItem: Int
        var specifierCount: Int
        var hasLiteralPercent: Bool
    }

    /// The state of one `write`. The buffers of the current key (`texts`, `items`, `converted`,
    /// `format.output`, `comment`) are reused from key to key.
    struct Run {
        var outputs: [Output] = []
        var diagnostics = DiagnosticCollector()
        var stringNames: [String: String] = [:]
        var pluralNames: [String: String] = [:]
        var format = AndroidFormat()
        var texts: [(output: Int, position: Int)] = []
        var items: [Item] = []
        var converted: [Converted] = []
        var comment: [UInt8] = []
        /// The `<string-array>` whose items are being gathered (`AndroidArrayItem` keys).
        var array: PendingArray?

        init(table: StringTable, locate: Locator) {
            let capacity = table.entries.count * 128 + 256
            stringNames.reserveCapacity(table.entries.count)
            var qualifiers: [String: String] = [:]
            outputs.append(Output(
                locale: table.sourceLocale, folder: "values", isSource: true,
                categories: Self.categories(table.sourceLocale)))
            for locale in table.locales where locale != table.sourceLocale {
                guard let qualifier = AndroidLocaleQualifier.qualifier(for: locale) else {
                    diagnostics.emit(Rules.exportAndroidLocale, at: locate(nil, locale),
                        "locale `\(locale)` has no Android resource qualifier, so its strings are left out of the Android resources; use a locale tag Android has a folder for (such as `ja` or `zh-Hant`)")
                    continue
                }
                if let other = qualifiers[qualifier] {
                    diagnostics.emit(Rules.exportAndroidLocale, at: locate(nil, locale),
                        "locale `\(locale)` is `values-\(qualifier)` like `\(other)`; its strings are left out of the Android resources")
                    continue
                }
                qualifiers[qualifier] = locale
                outputs.append(Output(
                    locale: locale, folder: "values-" + qualifier, isSource: false,
                    categories: Self.categories(locale)))
            }
            for index in outputs.indices {
                outputs[index].bytes.reserveCapacity(capacity)
                outputs[index].bytes.append(contentsOf: Self.header)
                if outputs[index].isSource, let qualifier = AndroidLocaleQualifier.qualifier(for: table.sourceLocale) {
                    outputs[index].bytes.append(contentsOf: Self.toolsLocaleOpen)
                    outputs[index].bytes.append(contentsOf: Array(qualifier.utf8))
                    outputs[index].bytes.append(contentsOf: Self.toolsLocaleClose)
                } else {
                    outputs[index].bytes.append(contentsOf: Self.resourcesOpen)
                }
            }
        }

        static func categories(_ locale: String) -> Set<PluralCategory>? {
            let rules = PluralRules(locale: locale)
            return rules.isKnown ? Set(rules.cardinalCategories) : nil
        }

        /// The finished files; the buffers are closed in place (no copy of the text before `Data`'s).
        mutating func files() -> [(path: String, data: Data)] {
            finishArray()
            return outputs.indices.map { index in
                outputs[index].bytes.append(contentsOf: Self.resourcesClose)
                return (outputs[index].folder + "/strings.xml", Data(outputs[index].bytes))
            }
        }

        static let header = Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n".utf8)
        static let resourcesOpen = Array("<resources>\n".utf8)
        static let toolsLocaleOpen = Array("<resources xmlns:tools=\"http://schemas.android.com/tools\" tools:locale=\"".utf8)
        static let toolsLocaleClose = Array("\">\n".utf8)
        static let resourcesClose = Array("</resources>\n".utf8)
    }
}
