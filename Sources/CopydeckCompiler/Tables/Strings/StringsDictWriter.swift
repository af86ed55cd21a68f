import CopydeckKit
import Foundation

/// The bytes of a `.stringsdict` file and what could not be written into it.
public struct StringsDictOutput: Sendable {
    public var data: Data
    /// `export.stringsdict`, one per entry left out, naming the key and locale.
    public var diagnostics: [Diagnostic]
}

/// Writes `<locale>.lproj/Localizable.stringsdict`: every key whose text in the locale is a
/// plural or has plural substitutions, with the bytes `plutil -convert xml1` writes for the same
/// property list (see `PlistXMLWriter`), so converting the file with `plutil` changes nothing:
///
///     KEY → NSStringLocalizedFormatKey: the format with `%1$#@count@` where each plural stands
///           count → NSStringFormatSpecTypeKey: NSStringPluralRuleType
///                   NSStringFormatValueTypeKey: the substitution's conversion (`lld`)
///                   zero, one, …, other: the format of each category the locale uses
///     KEY → NSStringDeviceSpecificRuleType: each device (`iphone`, `mac`, …, `other`) → its
///           format as a string, or its plural as the dictionary above
///
/// A whole-message plural (`TableText.plural`, which has no argument name) is written under the
/// variable `value`: `NSStringLocalizedFormatKey` `%#@value@`, value type `lld`; Foundation
/// selects its form by the message's first argument, as for Xcode's "Vary by Plural" on a string
/// with one argument. `StringsDictReader` maps exactly that shape back to `.plural`.
///
/// Keys are sorted as CF sorts them, so the table's order does not show; the file of a locale
/// without plurals is an empty dictionary (`<dict/>`). An entry the format cannot hold (no
/// `other`, two plurals with one name, a name that is empty, holds `@` or is
/// `NSStringLocalizedFormatKey`, an empty value type, a key or text that starts with U+FEFF,
/// which CF's XML reader drops) is left out with an `export.stringsdict`
/// diagnostic; `range(key)` places it (the message's line in `locales/`), when the caller knows.
public enum StringsDictWriter {
    public static func write(
        _ table: StringTable, locale: String, range: (String) -> SourceRange? = { _ in nil }
    ) -> StringsDictOutput {
        var diagnostics = DiagnosticCollector()
        var items: [(key: String, text: TableText, widths: [Int])] = []
        for entry in table.entries {
            guard let localization = entry.localization(locale) else { continue }
            // A width rule: a variant per width, one per line of the text.
            if !entry.widths.isEmpty, case .format(let variants) = localization.text {
                guard variants.split(separator: "\n", omittingEmptySubsequences: false).count == entry.widths.count else {
                    diagnostics.emit(Rules.exportStringsDict, at: range(entry.key),
                                     "`\(entry.key)` (\(locale)) is left out of \(table.name).stringsdict: it varies by \(entry.widths.count) widths, and its text has another number of lines; give it a line per width")
                    continue
                }
                items.append((entry.key, localization.text, entry.widths))
                continue
            }
            switch localization.text {
            case .format: continue
            case .plural, .substitutions, .devices:
                if let problem = problem(key: entry.key, localization.text) {
                    diagnostics.emit(Rules.exportStringsDict, at: range(entry.key),
                                     "`\(entry.key)` (\(locale)) is left out of \(table.name).stringsdict: \(problem)")
                    continue
                }
                items.append((entry.key, localization.text, []))
            }
        }
        // Sorting positions moves less than sorting the texts; the sort is stable, so of two
        // entries with one key the first comes first.
        var order = Array(items.indices)
        order.sort { PlistXMLWriter.precedes(items[$0].key, items[$1].key) }
        var kept: [Int] = []
        kept.reserveCapacity(order.count)
        for index in order {
            if let last = kept.last, PlistXMLWriter.sameBytes(items[last].key, items[index].key) {
                diagnostics.emit(Rules.exportStringsDict, at: range(items[index].key),
                                 "`\(items[index].key)` (\(locale)) is in the table twice; \(table.name).stringsdict keeps the first")
                continue
            }
            kept.append(index)
        }

        var writer = PlistXMLWriter(capacity: 256 + kept.count * 512)
        if kept.isEmpty {
            writer.emptyDictionary(depth: 0)
        } else {
            writer.openDictionary(depth: 0)
            for index in kept {
                writer.key(items[index].key, depth: 1)
                writer.openDictionary(depth: 1)
                if items[index].widths.isEmpty {
                    write(items[index].text, into: &writer)
                } else if case .format(let variants) = items[index].text {
                    // `NSStringVariableWidthRuleType` : { "<width>" : "<text>" … }, widths as keys, sorted as a plist sorts them.
                    writer.key("NSStringVariableWidthRuleType", depth: 2)
                    writer.openDictionary(depth: 2)
                    let pairs = zip(items[index].widths.map(String.init), variants.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
                        .sorted { PlistXMLWriter.precedes($0.0, $1.0) }
                    for (width, text) in pairs {
                        writer.key(width, depth: 3)
                        writer.string(text, depth: 3)
                    }
                    writer.closeDictionary(depth: 2)
                }
                writer.closeDictionary(depth: 1)
            }
            writer.closeDictionary(depth: 0)
        }
        return StringsDictOutput(data: Data(writer.finish()), diagnostics: diagnostics.diagnostics)
    }

    /// The inside of one entry's dictionary (its keys at `depth`), keys in CF's order.
    private static func write(_ text: TableText, depth: Int = 2, into writer: inout PlistXMLWriter) {
        switch text {
        case .format:
            return
        case .plural(let variations):
            // `NSStringLocalizedFormatKey` sorts before `value`.
            writer.entry(StringsDictFormat.formatKey, StringsDictFormat.pluralFormat, depth: depth)
            writer.key(StringsDictFormat.pluralVariable, depth: depth)
            write(variations, valueType: StringsDictFormat.valueType(of: variations), depth: depth, into: &writer)
        case .substitutions(let format, let substitutions):
            var keys: [(name: String, substitution: TableSubstitution?)] = [(StringsDictFormat.formatKey, nil)]
            keys += substitutions.map { ($0.name, $0) }
            keys.sort { PlistXMLWriter.precedes($0.name, $1.name) }
            for (name, substitution) in keys {
                if let substitution {
                    writer.key(name, depth: depth)
                    write(substitution.variations, valueType: substitution.formatSpecifier, depth: depth, into: &writer)
                } else {
                    writer.entry(StringsDictFormat.formatKey, format, depth: depth)
                }
            }
        case .devices(let devices):
            // Apple's device names sort as CF sorts them (`appletv` … `mac`, `other`).
            writer.key(StringsDictFormat.deviceRuleKey, depth: depth)
            writer.openDictionary(depth: depth)
            for device in devices.devices {
                switch devices[device]! {
                case .format(let format):
                    writer.entry(device, format, depth: depth + 1)
                case let inner:
                    writer.key(device, depth: depth + 1)
                    writer.openDictionary(depth: depth + 1)
                    write(inner, depth: depth + 2, into: &writer)
                    writer.closeDictionary(depth: depth + 1)
                }
            }
            writer.closeDictionary(depth: depth)
        }
    }

    /// A variable's dictionary (its keys at `depth + 1`): its two type keys, then the categories
    /// in CF's (alphabetical) order.
    private static func write(_ variations: PluralVariations, valueType: String, depth: Int, into writer: inout PlistXMLWriter) {
        writer.openDictionary(depth: depth)
        writer.entry(StringsDictFormat.specTypeKey, StringsDictFormat.pluralRuleType, depth: depth + 1)
        writer.entry(StringsDictFormat.valueTypeKey, valueType, depth: depth + 1)
        for category in categoriesInKeyOrder {
            if let form = variations[category] { writer.entry(category.rawValue, form, depth: depth + 1) }
        }
        writer.closeDictionary(depth: depth)
    }

    /// `few, many, one, other, two, zero`: the categories as CF sorts them.
    static let categoriesInKeyOrder: [PluralCategory] = PluralCategory.allCases.sorted {
        PlistXMLWriter.precedes($0.rawValue, $1.rawValue)
    }

    /// Why a plural text cannot be written as a `.stringsdict` entry, or nil.
    static func problem(key: String, _ text: TableText) -> String? {
        if key.unicodeScalars.first == byteOrderMark { return "the key starts with U+FEFF, which CoreFoundation drops when it reads a `.stringsdict`; delete the U+FEFF" }
        switch text {
        case .format:
            return nil
        case .plural(let variations):
            if variations[.other] == nil { return "the plural has no `other` form" }
            return startsWithByteOrderMark(variations)
        case .substitutions(let format, let substitutions):
            if format.unicodeScalars.first == byteOrderMark { return "the text starts with U+FEFF, which CoreFoundation drops when it reads a `.stringsdict`; delete the U+FEFF" }
            for (index, substitution) in substitutions.enumerated() {
                let name = substitution.name
                if name.isEmpty { return "a plural argument has no name" }
                if name.utf8.contains(UInt8(ascii: "@")) { return "the plural argument `\(name)` has `@` in its name, which ends `%#@name@`" }
                if name == StringsDictFormat.formatKey { return "a plural argument is named `\(name)`, the key of the format itself" }
                if substitutions[..<index].contains(where: { $0.name == name }) { return "two plural arguments are named `\(name)`" }
                if substitution.formatSpecifier.isEmpty { return "the plural argument `\(name)` has no format specifier (such as `lld`)" }
                if substitution.variations[.other] == nil { return "the plural `\(name)` has no `other` form" }
                if name.unicodeScalars.first == byteOrderMark { return "the plural argument `\(name)` starts with U+FEFF, which CoreFoundation drops when it reads a `.stringsdict`; delete the U+FEFF" }
                if let problem = startsWithByteOrderMark(substitution.variations) { return problem }
            }
            return nil
        case .devices(let devices):
            if devices["other"] == nil { return "the device variations have no `other` text" }
            for device in devices.devices {
                switch devices[device]! {
                case .format(let format) where format.unicodeScalars.first == byteOrderMark:
                    return "the \(device) text starts with U+FEFF, which CoreFoundation drops when it reads a `.stringsdict`; delete the U+FEFF"
                case .substitutions, .devices:
                    return "the \(device) text has text around its plurals, which a device variation of a `.stringsdict` does not hold here; make it one plural"
                case let inner:
                    if let problem = problem(key: key, inner) { return "its \(device) text: \(problem)" }
                }
            }
            return nil
        }
    }

    /// CF's XML reader drops a U+FEFF that starts a `<key>` or `<string>` (it reads each as if it
    /// were a file with a byte-order mark), so such a text would not come back.
    private static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"

    private static func startsWithByteOrderMark(_ variations: PluralVariations) -> String? {
        for category in variations.categories where variations[category]?.unicodeScalars.first == byteOrderMark {
            return "its `\(category.rawValue)` form starts with U+FEFF, which CoreFoundation drops when it reads a `.stringsdict`; delete the U+FEFF"
        }
        return nil
    }
}
