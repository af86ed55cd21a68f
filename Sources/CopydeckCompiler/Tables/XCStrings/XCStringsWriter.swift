import CopydeckKit
import Foundation

/// Writes a `StringTable` as an Xcode String Catalog (`Localizable.xcstrings`,
/// `InfoPlist.xcstrings`) with the bytes Xcode writes, so opening the file in Xcode changes none:
/// Foundation's `JSONSerialization` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`
/// (`PrettyJSONOutput`, `JSONStringEscaping`, keys in `FoundationKeyOrder`), without a final
/// line break.
///
/// The catalog:
///
///     {
///       "sourceLanguage" : "<source locale>",
///       "strings" : {
///         "<key>" : {
///           "comment" : "<translator note>",          (when the entry has a non-empty one)
///           "extractionState" : "manual",             (Copydeck's own keys, which Xcode would mark stale
///                                                      otherwise; an adopted key's as its catalog had it)
///           "shouldTranslate" : false,                (the app's constant, after "localizations")
///           "localizations" : {                       (when the entry has any)
///             "<locale>" : { "stringUnit" : { "state" : "<state>", "value" : "<format>" } }
///             "<locale>" : { "variations" : { "plural" : { "<category>" : { "stringUnit" : … } } } }
///             "<locale>" : { "stringUnit" : { … "value" : "…%1$#@name@…" },
///                            "substitutions" : { "<name>" : { "argNum" : 1, "formatSpecifier" : "lld",
///                                                             "variations" : { "plural" : { … } } } } }
///           }
///         }
///       },
///       "version" : "1.1"                           (or "1.0": `version`)
///     }
///
/// Every `stringUnit` of a localization carries that localization's state. Texts are written as
/// given (the table holds them in their printf form already).
///
/// A table cannot hold two of one name in a JSON object, so where it has them the first is
/// written and the rest left out: a second entry with an equal key (equal as Swift compares
/// strings, canonical equivalence included), a second localization of one locale in an entry, a
/// second substitution of one name in a localization. `duplicates(in:)` names them, for the
/// caller to report; the build never makes them.
public struct XCStringsWriter: Sendable {
    /// The format written: Xcode 26 writes `1.1` (and turns a `1.0` catalog it saves into one,
    /// with no other change), Xcode 15 and 16 write `1.0`.
    public let version: ProjectConfig.StringCatalogVersion

    public init(version: ProjectConfig.StringCatalogVersion = .current) {
        self.version = version
    }

    public func write(_ table: StringTable) -> Data {
        output(table).data()
    }

    /// The catalog's bytes.
    public func bytes(_ table: StringTable) -> [UInt8] {
        output(table).bytes()
    }

    private func output(_ table: StringTable) -> PrettyJSONOutput {
        // Width variants are a `.stringsdict`'s alone: a catalog has no width variations.
        let entries = table.entries.contains { !$0.widths.isEmpty } ? table.entries.filter { $0.widths.isEmpty } : table.entries
        var localeOrder = LocaleOrder()
        var output = PrettyJSONOutput(capacity: Self.estimatedSize(of: entries))
        output.beginObject()
        output.plainKey("sourceLanguage")
        output.string(table.sourceLocale)
        output.plainKey("strings")
        output.beginObject()
        for index in FoundationKeyOrder.sortedFirstIndices(entries.map(\.key)) {
            write(entries[index], localeOrder: &localeOrder, to: &output)
        }
        output.endObject()
        output.plainKey("version")
        output.plainString(version == .v1_0 ? "1.0" : "1.1")
        output.endObject()
        return output
    }

    /// What `write` leaves out because a name repeats (see the type's documentation), one line
    /// each, in table order.
    public func duplicates(in table: StringTable) -> [String] {
        var found: [String] = []
        var keys = Set<String>()
        for entry in table.entries {
            guard keys.insert(entry.key).inserted else {
                found.append("entry \(entry.key)")
                continue
            }
            var locales = Set<String>()
            for localization in entry.localizations {
                guard locales.insert(localization.locale).inserted else {
                    found.append("\(entry.key): localization \(localization.locale)")
                    continue
                }
                if case .substitutions(_, let substitutions) = localization.text {
                    var names = Set<String>()
                    for substitution in substitutions where !names.insert(substitution.name).inserted {
                        found.append("\(entry.key) (\(localization.locale)): substitution \(substitution.name)")
                    }
                }
            }
        }
        return found
    }

    // MARK: - Parts

    private func write(_ entry: TableEntry, localeOrder: inout LocaleOrder, to output: inout PrettyJSONOutput) {
        output.key(entry.key)
        output.beginObject()
        if let comment = entry.comment, !comment.isEmpty {
            output.plainKey("comment")
            output.string(comment)
        }
        switch entry.extraction {
        case nil:
            output.plainKey("extractionState")
            output.plainString("manual")
        case Field.automaticExtraction?:
            break
        case let state?:
            output.plainKey("extractionState")
            output.string(state)
        }
        // The app's constant is its source text alone (and a text of its own a locale has).
        let localizations = entry.isTranslatable ? entry.localizations : entry.localizations.filter { !$0.isFallback }
        if !localizations.isEmpty {
            output.plainKey("localizations")
            output.beginObject()
            for index in localeOrder.order(of: localizations) {
                let localization = localizations[index]
                output.key(localization.locale)
                write(localization, stringSet: entry.isStringSet, to: &output)
            }
            output.endObject()
        }
        if !entry.isTranslatable {
            output.plainKey("shouldTranslate")
            output.literal("false")
        }
        output.endObject()
    }

    private func write(_ localization: TableLocalization, stringSet: Bool, to output: inout PrettyJSONOutput) {
        output.beginObject()
        if stringSet, case .format(let phrases) = localization.text {
            // `{ "stringSet" : { "state" : …, "values" : [ … ] } }`, a value per line.
            output.plainKey("stringSet")
            output.beginObject()
            output.plainKey("state")
            output.string(localization.state.rawValue)
            output.plainKey("values")
            output.beginArray()
            for phrase in phrases.isEmpty ? [] : phrases.split(separator: "\n", omittingEmptySubsequences: false) {
                output.element()
                output.string(String(phrase))
            }
            output.endArray()
            output.endObject()
        } else {
            write(localization.text, state: localization.state, to: &output)
        }
        output.endObject()
    }

    /// A text's members inside its object: `stringUnit`, `variations`, `substitutions`.
    private func write(_ text: TableText, state: TableState, to output: inout PrettyJSONOutput) {
        switch text {
        case .format(let format):
            output.plainKey("stringUnit")
            writeStringUnit(state: state, value: format, to: &output)
        case .plural(let variations):
            output.plainKey("variations")
            writeVariations(variations, state: state, to: &output)
        case .substitutions(let format, let substitutions):
            output.plainKey("stringUnit")
            writeStringUnit(state: state, value: format, to: &output)
            output.plainKey("substitutions")
            output.beginObject()
            for index in FoundationKeyOrder.sortedFirstIndices(substitutions.map(\.name)) {
                let substitution = substitutions[index]
                output.key(substitution.name)
                output.beginObject()
                output.plainKey("argNum")
                output.integer(substitution.argumentNumber)
                output.plainKey("formatSpecifier")
                output.string(substitution.formatSpecifier)
                output.plainKey("variations")
                writeVariations(substitution.variations, state: state, to: &output)
                output.endObject()
            }
            output.endObject()
        case .devices(let devices):
            // `{ "device" : { "<device>" : { "stringUnit" | "variations" : … } } }`; Apple's
            // device names are in Foundation's order already.
            output.plainKey("variations")
            output.beginObject()
            output.plainKey("device")
            output.beginObject()
            for device in devices.devices {
                output.key(device)
                output.beginObject()
                write(devices[device]!, state: state, to: &output)
                output.endObject()
            }
            output.endObject()
            output.endObject()
        }
    }

    /// `{ "plural" : { "<category>" : { "stringUnit" : … } } }`, categories in Foundation's order.
    private func writeVariations(_ variations: PluralVariations, state: TableState, to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("plural")
        output.beginObject()
        // The forms in Foundation's order of their names, without a hash lookup per category.
        var forms: (String?, String?, String?, String?, String?, String?) = (nil, nil, nil, nil, nil, nil)
        for (category, form) in variations.forms {
            switch category {
            case .few: forms.0 = form
            case .many: forms.1 = form
            case .one: forms.2 = form
            case .other: forms.3 = form
            case .two: forms.4 = form
            case .zero: forms.5 = form
            }
        }
        func write(_ name: StaticString, _ form: String?, to output: inout PrettyJSONOutput) {
            guard let form else { return }
            output.plainKey(name)
            output.beginObject()
            output.plainKey("stringUnit")
            writeStringUnit(state: state, value: form, to: &output)
            output.endObject()
        }
        write("few", forms.0, to: &output)
        write("many", forms.1, to: &output)
        write("one", forms.2, to: &output)
        write("other", forms.3, to: &output)
        write("two", forms.4, to: &output)
        write("zero", forms.5, to: &output)
        output.endObject()
        output.endObject()
    }

    private func writeStringUnit(state: TableState, value: String, to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("state")
        output.string(state.rawValue)
        output.plainKey("value")
        output.string(value)
        output.endObject()
    }

    // MARK: - Orders

    /// What the catalog costs in bytes, about, so the buffer is allocated once: the texts and
    /// the lines around them at their depths.
    private static func estimatedSize(of entries: [TableEntry]) -> Int {
        var size = 128
        for entry in entries {
            size += 90 + 2 * entry.key.utf8.count + (entry.comment?.utf8.count ?? 0)
            for localization in entry.localizations {
                size += 40 + localization.locale.utf8.count
                switch localization.text {
                case .format(let format):
                    size += 130 + format.utf8.count
                case .plural(let variations):
                    size += 70 + variations.forms.values.reduce(0) { $0 + 190 + $1.utf8.count }
                case .substitutions(let format, let substitutions):
                    size += 160 + format.utf8.count
                    for substitution in substitutions {
                        size += 180 + substitution.name.utf8.count + substitution.variations.forms.values.reduce(0) { $0 + 220 + $1.utf8.count }
                    }
                case .devices(let devices):
                    size += 120 + devices.texts.count * 300
                }
            }
        }
        return size + size / 16
    }
}

/// Puts an entry's localizations in Foundation's order of their locales, the first of each
/// locale. Entries of one table mostly list the same locales in the same order, so the order of
/// the last list is kept and reused while the next is the same.
private struct LocaleOrder {
    private var lastLocales: [String] = []
    private var lastOrder: [Int] = []

    /// Indices into `localizations`, in the order to write them.
    mutating func order(of localizations: [TableLocalization]) -> [Int] {
        if localizations.count == lastLocales.count, localizations.indices.allSatisfy({ localizations[$0].locale == lastLocales[$0] }) {
            return lastOrder
        }
        lastLocales = localizations.map(\.locale)
        lastOrder = FoundationKeyOrder.sortedFirstIndices(lastLocales)
        return lastOrder
    }
}
