import CopydeckKit
import Foundation

/// Reads a `.stringsdict` file (an XML property list; see `PlistXMLReader`) back into texts:
/// `%#@value@` with the one variable `value` of value type `lld` (what `StringsDictWriter`
/// writes for a whole-message plural) becomes `.plural`; any other entry of
/// `NSStringPluralRuleType` variables becomes `.substitutions`, the format as it is and one
/// substitution per variable the format names, in the order it names them, with the argument
/// number the format gives it (`%2$#@files@`) or the one its place implies (`%#@files@`).
///
/// Each string is placed at its entry's `<key>`. What the reader does not map is reported, never
/// dropped silently: width variants, a device rule without `other` or with a device Apple does
/// not name (a device rule, `NSStringDeviceSpecificRuleType`, becomes `.devices`: each device's
/// string a format, its dictionary a plural), values that are not dictionaries or
/// strings, a rule type other than `NSStringPluralRuleType`, a variable the format names but
/// that is missing, an unknown key in a variable, a plural without `other` (`import.unsupported`,
/// the entry is not read); a variable the format does not name (a warning: Foundation never
/// uses it). A variable without `NSStringFormatValueTypeKey` takes the conversion of its `other`
/// form (`%d` → `d`), or `lld`. A binary property list is `import.unsupported`.
public enum StringsDictReader {
    public static func read(_ data: Data, path: String, locale: String) -> TableReadResult {
        let read = PlistXMLReader.rootDictionary(data, path: path, binaryAdvice: "convert it to XML, `plutil -convert xml1 FILE`, and import it again",
                                                 what: "the property list")
        let entries: [PlistEntry], reader: PlistXMLReader
        var result: TableReadResult
        switch read {
        case .stopped(let stopped): return stopped
        case .read(let read, let by, let start): (entries, reader, result) = (read, by, start)
        }
        var mapper = Mapper(reader: reader, locale: locale)
        for entry in entries {
            mapper.widths = nil
            guard let text = mapper.text(of: entry) else { continue }
            var string = ImportedString(key: entry.key, locale: locale, text: text, range: SourceRange(file: path, start: entry.keyLocation))
            string.widths = mapper.widths
            mapper.strings.append(string)
        }
        result.strings = StringsFileReader.keepingLast(mapper.strings, diagnostics: &mapper.diagnostics, file: path)
        result.diagnostics += mapper.diagnostics
        return result
    }

    private struct Mapper {
        let reader: PlistXMLReader
        let locale: String
        var strings: [ImportedString] = []
        var diagnostics: [Diagnostic] = []
        /// The widths of the entry just read when it varies by width (its text a variant per line).
        var widths: [Int]?

        mutating func unsupported(_ location: SourceLocation, _ message: String, severity: Severity? = nil) {
            diagnostics.append(reader.diagnostic(Rules.importUnsupported, at: location, message, severity: severity))
        }

        /// One entry's text, or nil (reported) when it is not one Copydeck reads.
        mutating func text(of entry: PlistEntry) -> TableText? {
            let key = entry.key
            guard case .dictionary(let fields) = entry.node.value else {
                switch entry.node.value {
                case .invalid: break
                case .string: unsupported(entry.node.location, "`\(key)` is a plain string; a `.stringsdict` entry is a dictionary with `NSStringLocalizedFormatKey` (put plain strings in the `.strings` file)")
                case .other(let kind): unsupported(entry.node.location, "`\(key)` is `<\(kind)>`, not a dictionary")
                case .dictionary: break
                }
                return nil
            }
            var format: String?
            var variables: [PlistEntry] = []
            for field in fields {
                switch field.key {
                case StringsDictFormat.formatKey:
                    guard case .string(let text) = field.node.value else {
                        unsupported(field.node.location, "`NSStringLocalizedFormatKey` of `\(key)` is not a string")
                        return nil
                    }
                    format = text
                case StringsDictFormat.deviceRuleKey:
                    guard fields.count == 1 else {
                        unsupported(field.keyLocation, "`\(key)` has `\(field.key)` beside other keys; a device rule is the entry's only key; not imported")
                        return nil
                    }
                    return devices(field, of: key)
                case "NSStringVariableWidthRuleType":
                    guard fields.count == 1 else {
                        unsupported(field.keyLocation, "`\(key)` has `\(field.key)` beside other keys; a width rule is the entry's only key; not imported")
                        return nil
                    }
                    return widthVariants(field, of: key)
                default:
                    variables.append(field)
                }
            }
            guard let format else {
                unsupported(entry.keyLocation, "`\(key)` has no `NSStringLocalizedFormatKey`; not imported")
                return nil
            }

            var plurals: [String: (valueType: String, variations: PluralVariations, location: SourceLocation)] = [:]
            for variable in variables {
                guard let plural = self.plural(variable, of: key) else { return nil }
                plurals[variable.key] = (plural.valueType, plural.variations, variable.keyLocation)
            }

            // The variables in the order the format names them, each once.
            var substitutions: [TableSubstitution] = []
            var named: Set<String> = []
            for reference in StringsDictFormat.references(in: format) {
                if named.contains(reference.name) {
                    if let earlier = substitutions.first(where: { $0.name == reference.name }), earlier.argumentNumber != reference.argumentNumber {
                        unsupported(entry.keyLocation, "the format of `\(key)` uses the plural `\(reference.name)` for two arguments (\(earlier.argumentNumber) and \(reference.argumentNumber)); not imported")
                        return nil
                    }
                    continue
                }
                named.insert(reference.name)
                guard let plural = plurals[reference.name] else {
                    unsupported(entry.keyLocation, "the format of `\(key)` names `%#@\(reference.name)@`, which the entry does not define; not imported")
                    return nil
                }
                substitutions.append(TableSubstitution(
                    name: reference.name, argumentNumber: reference.argumentNumber,
                    formatSpecifier: plural.valueType, variations: plural.variations))
            }
            for variable in variables where !named.contains(variable.key) {
                unsupported(variable.keyLocation, "`\(variable.key)` of `\(key)` is not named in its format (`%#@\(variable.key)@`), so Foundation never uses it; not imported", severity: .note)
            }

            // `%#@value@` alone: a whole-message plural, whatever integer type it counts with.
            if format == StringsDictFormat.pluralFormat, substitutions.count == 1, let only = substitutions.first,
               only.name == StringsDictFormat.pluralVariable {
                return .plural(only.variations)
            }
            return .substitutions(format: format, substitutions)
        }

        /// A width rule's texts (`NSStringVariableWidthRuleType`: width in ems → text), narrowest
        /// first, as one text of a variant per line; `widths` says which. Nil (reported) for a
        /// width that is no positive number, a text that is not a string or holds a line break.
        mutating func widthVariants(_ rule: PlistEntry, of key: String) -> TableText? {
            guard case .dictionary(let fields) = rule.node.value, !fields.isEmpty else {
                if case .invalid = rule.node.value { return nil }
                unsupported(rule.node.location, "`\(rule.key)` of `\(key)` is not a dictionary of widths; not imported")
                return nil
            }
            var variants: [(width: Int, text: String)] = []
            for field in fields {
                guard let width = Int(field.key), width > 0, String(width) == field.key else {
                    unsupported(field.keyLocation, "`\(field.key)` in the width rule of `\(key)` is not a width (a whole number of ems); not imported")
                    return nil
                }
                guard case .string(let text) = field.node.value, !text.contains("\n") else {
                    unsupported(field.node.location, "the \(field.key)-em text of `\(key)` is not a string on one line, which Copydeck holds a width's text as; not imported")
                    return nil
                }
                variants.append((width, text))
            }
            variants.sort { $0.width < $1.width }
            widths = variants.map(\.width)
            return .format(variants.map(\.text).joined(separator: "\n"))
        }

        /// A device rule's texts: each device Apple names → a format (a string) or a plural (an
        /// entry's dictionary), with `other` among them; nil (reported) otherwise.
        mutating func devices(_ rule: PlistEntry, of key: String) -> TableText? {
            guard case .dictionary(let fields) = rule.node.value else {
                if case .invalid = rule.node.value { return nil }
                unsupported(rule.node.location, "`\(rule.key)` of `\(key)` is not a dictionary of devices; not imported")
                return nil
            }
            var texts: [String: TableText] = [:]
            for field in fields {
                guard DeviceVariations.devices.contains(field.key) else {
                    unsupported(field.keyLocation, "`\(field.key)` in the device rule of `\(key)` is not a device Apple's tables name (\(DeviceVariations.devices.joined(separator: ", "))); not imported")
                    return nil
                }
                switch field.node.value {
                case .string(let format):
                    texts[field.key] = .format(format)
                case .dictionary:
                    guard var text = text(of: PlistEntry(key: key, keyLocation: field.keyLocation, node: field.node)) else { return nil }
                    // One variable that is the whole format, whatever its name: the device's plural.
                    if case .substitutions(let format, let substitutions) = text, substitutions.count == 1, let only = substitutions.first,
                       ["%#@\(only.name)@", "%1$#@\(only.name)@"].contains(format) {
                        text = .plural(only.variations)
                    }
                    guard case .plural = text else {
                        unsupported(field.keyLocation, "the \(field.key) text of `\(key)` has words around its plurals, which Copydeck holds for a whole message only (a device's text may be one plural); not imported")
                        return nil
                    }
                    texts[field.key] = text
                case .invalid:
                    return nil
                case .other(let kind):
                    unsupported(field.node.location, "the \(field.key) text of `\(key)` is `<\(kind)>`, not a string or a dictionary; not imported")
                    return nil
                }
            }
            guard texts["other"] != nil else {
                unsupported(rule.keyLocation, "the device rule of `\(key)` has no `other`, the text of every other device; not imported")
                return nil
            }
            return .devices(DeviceVariations(texts))
        }

        /// A variable's forms and value type, or nil (reported).
        mutating func plural(_ variable: PlistEntry, of key: String) -> (valueType: String, variations: PluralVariations)? {
            guard case .dictionary(let fields) = variable.node.value else {
                if case .invalid = variable.node.value { return nil }
                unsupported(variable.node.location, "`\(variable.key)` of `\(key)` is not a dictionary of plural forms; not imported")
                return nil
            }
            var specType: String?
            var valueType: String?
            var forms: [PluralCategory: String] = [:]
            for field in fields {
                guard case .string(let text) = field.node.value else {
                    if case .invalid = field.node.value { return nil }
                    unsupported(field.node.location, "`\(field.key)` in `\(variable.key)` of `\(key)` is not a string; not imported")
                    return nil
                }
                switch field.key {
                case StringsDictFormat.specTypeKey: specType = text
                case StringsDictFormat.valueTypeKey: valueType = text
                default:
                    guard let category = PluralCategory(rawValue: field.key) else {
                        unsupported(field.keyLocation, "`\(field.key)` in `\(variable.key)` of `\(key)` is not a plural category (zero, one, two, few, many, other); not imported")
                        return nil
                    }
                    forms[category] = text
                }
            }
            guard specType == StringsDictFormat.pluralRuleType else {
                unsupported(variable.keyLocation, specType.map {
                    "`\(variable.key)` of `\(key)` is a `\($0)`; Copydeck reads `NSStringPluralRuleType` only; not imported"
                } ?? "`\(variable.key)` of `\(key)` has no `NSStringFormatSpecTypeKey`; not imported")
                return nil
            }
            guard let other = forms[.other] else {
                unsupported(variable.keyLocation, "the plural `\(variable.key)` of `\(key)` has no `other` form; not imported")
                return nil
            }
            return (valueType ?? Self.conversion(in: other) ?? StringsDictFormat.pluralValueType, PluralVariations(forms))
        }

        /// The length modifiers and conversion of the first printf conversion in a form
        /// (`%d` → `d`, `%1$lu` → `lu`), if any.
        static func conversion(in form: String) -> String? {
            let bytes = Array(form.utf8)
            let skipped = Set("0123456789$-+ #.*'".utf8)
            let lengths = Set("hlqLzjt".utf8)
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "%") { index += 1; continue }
                while index < bytes.count, skipped.contains(bytes[index]) { index += 1 }
                let start = index
                while index < bytes.count, lengths.contains(bytes[index]) { index += 1 }
                guard index < bytes.count else { return nil }
                let byte = bytes[index]
                if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "@") {
                    return String(decoding: bytes[start...index], as: UTF8.self)
                }
            }
            return nil
        }
    }
}
