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
///           "extractionState" : "manual",             (always: Xcode marks other keys stale)
///           "localizations" : {                       (when the entry has any)
///             "<locale>" : { "stringUnit" : { "state" : "<state>", "value" : "<format>" } }
///             "<locale>" : { "variations" : { "plural" : { "<category>" : { "stringUnit" : … } } } }
///             "<locale>" : { "stringUnit" : { … "value" : "…%1$#@name@…" },
///                            "substitutions" : { "<name>" : { "argNum" : 1, "formatSpecifier" : "lld",
///                                                             "variations" : { "plural" : { … } } } } }
///           }
///         }
///       },
///       "version" : "1.0"
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
    public init() {}

    public func write(_ table: StringTable) -> Data {
        Data(bytes(table))
    }

    /// The catalog's bytes.
    public func bytes(_ table: StringTable) -> [UInt8] {
        var seen = Set<String>(minimumCapacity: table.entries.count)
        var entries: [TableEntry] = []
        entries.reserveCapacity(table.entries.count)
        for entry in table.entries where seen.insert(entry.key).inserted {
            entries.append(entry)
        }
        let localeRanks = Self.ranks(of: entries.lazy.flatMap { $0.localizations.lazy.map(\.locale) })
        let order = FoundationKeyOrder.sortedIndices(entries.map(\.key))

        var output = PrettyJSONOutput(capacity: 128 + entries.count * (160 + 170 * table.locales.count))
        output.beginObject()
        output.plainKey("sourceLanguage")
        output.string(table.sourceLocale)
        output.plainKey("strings")
        output.beginObject()
        for index in order {
            write(entries[index], localeRanks: localeRanks, to: &output)
        }
        output.endObject()
        output.plainKey("version")
        output.plainString("1.0")
        output.endObject()
        return output.bytes
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

    private func write(_ entry: TableEntry, localeRanks: [String: Int], to output: inout PrettyJSONOutput) {
        output.key(entry.key)
        output.beginObject()
        if let comment = entry.comment, !comment.isEmpty {
            output.plainKey("comment")
            output.string(comment)
        }
        output.plainKey("extractionState")
        output.plainString("manual")
        if !entry.localizations.isEmpty {
            output.plainKey("localizations")
            output.beginObject()
            for localization in Self.inLocaleOrder(entry.localizations, ranks: localeRanks) {
                output.key(localization.locale)
                write(localization, to: &output)
            }
            output.endObject()
        }
        output.endObject()
    }

    private func write(_ localization: TableLocalization, to output: inout PrettyJSONOutput) {
        let state = localization.state
        output.beginObject()
        switch localization.text {
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
            var names = Set<String>()
            let unique = substitutions.filter { names.insert($0.name).inserted }
            for index in FoundationKeyOrder.sortedIndices(unique.map(\.name)) {
                let substitution = unique[index]
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
        }
        output.endObject()
    }

    /// `{ "plural" : { "<category>" : { "stringUnit" : … } } }`, categories in Foundation's order.
    private func writeVariations(_ variations: PluralVariations, state: TableState, to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("plural")
        output.beginObject()
        for category in Self.categoryOrder {
            guard let form = variations[category] else { continue }
            output.key(category.rawValue)
            output.beginObject()
            output.plainKey("stringUnit")
            writeStringUnit(state: state, value: form, to: &output)
            output.endObject()
        }
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

    /// Plural categories as Foundation sorts their names: few, many, one, other, two, zero.
    static let categoryOrder: [PluralCategory] = {
        let names = PluralCategory.allCases.map(\.rawValue)
        return FoundationKeyOrder.sorted(names).compactMap(PluralCategory.init(rawValue:))
    }()

    /// Each distinct name's rank in Foundation's order.
    private static func ranks(of names: some Sequence<String>) -> [String: Int] {
        var unique: [String] = []
        var seen = Set<String>()
        for name in names where seen.insert(name).inserted { unique.append(name) }
        var ranks: [String: Int] = [:]
        for (rank, index) in FoundationKeyOrder.sortedIndices(unique).enumerated() {
            ranks[unique[index]] = rank
        }
        return ranks
    }

    /// An entry's localizations in Foundation's order of their locales, the first of each locale.
    private static func inLocaleOrder(_ localizations: [TableLocalization], ranks: [String: Int]) -> [TableLocalization] {
        var ranked: [(rank: Int, localization: TableLocalization)] = []
        ranked.reserveCapacity(localizations.count)
        for localization in localizations {
            let rank = ranks[localization.locale] ?? Int.max
            if ranked.contains(where: { $0.localization.locale == localization.locale }) { continue }
            ranked.append((rank, localization))
        }
        if ranked.count > 1 { ranked.sort { $0.rank < $1.rank } }
        return ranked.map(\.localization)
    }
}
