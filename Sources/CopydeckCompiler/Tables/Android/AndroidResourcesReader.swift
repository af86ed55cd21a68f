import CopydeckKit
import Foundation

/// Reads an Android `values[-qualifier]/strings.xml` back into texts, as aapt2 reads it
/// (`AndroidStringBuilder`): each `<string>` becomes a format, each `<plurals>` a plural, and
/// the comments just before it (nothing but white space and comments between) its note; the key
/// is the resource name (`CompilerDriver` matches it with a message key by the name the Android
/// writer gives that key). Java's `Formatter` specifiers are said as Apple's tables say them (`JavaFormat`:
/// `%s` is `%@`, `%,d` is `%'d`, `%n` a line break), and the import checks them against the
/// message's arguments.
///
/// A reference (`@string/other`) instead of text is read as written, marked `isReference`; a
/// `<string-array>`'s items are strings of their own (`AndroidArrayItem`).
///
/// Left out, and said where they stand (`import.unsupported`): a resource
/// for one `product`, a plural `<item>` without
/// a category, an element that is not a string resource (a warning: a `strings.xml` may hold
/// colours and dimensions too). A string marked `translatable="false"`, or any string of a
/// `donottranslate*.xml` file (Android Lint's convention), is the app's constant: read with
/// `translatable` false. Text aapt2 refuses (an unescaped
/// apostrophe, a bad `\u` escape) is `import.syntax`.
public enum AndroidResourcesReader {
    public static func read(_ data: Data, path: String, locale: String) -> TableReadResult {
        guard let text = String(data: data, encoding: .utf8) else {
            return TableReadResult(diagnostics: [Diagnostic(
                rule: Rules.importSyntax.id, severity: Rules.importSyntax.defaultSeverity,
                range: SourceRange(file: path, start: SourceLocation(line: 1, column: 1)),
                message: "the file is not UTF-8, which aapt2 reads; save it as UTF-8")])
        }
        let file = SourceFile(path: path, text: text)
        var reader = Reader(file: file, locale: locale)
        reader.read(data)
        return TableReadResult(strings: reader.strings, diagnostics: reader.diagnostics, refused: reader.refused)
    }

    private struct Reader {
        let file: SourceFile
        let locale: String
        var strings: [ImportedString] = []
        var diagnostics: [Diagnostic] = []
        var refused: [RefusedString] = []
        /// How the element being read holds its tags (`html` once any of its texts does).
        var markup: Field.Markup?
        /// Whether the element being read names another resource (`@string/other`).
        var reference = false
        /// Whether the element's text has a `%` that Java would not format (`formatted="false"`,
        /// or a `%` that starts no specifier Java reads): shown as written.
        var plainText = false
        /// Where the last element was found (its line and the UTF-8 offset after its `<`), so two on
        /// one line get their own columns.
        private var searchFrom: (line: Int, column: Int) = (0, 0)

        /// `donottranslate.xml` and its kin: Android Lint takes every string in it for untranslatable.
        let isConstantsFile: Bool

        init(file: SourceFile, locale: String) {
            self.file = file
            self.locale = locale
            isConstantsFile = (file.path.split(separator: "/").last ?? "").lowercased().hasPrefix("donottranslate")
        }

        mutating func read(_ data: Data) {
            let root: XMLElement
            do {
                root = try XMLDocumentParser().parse(data, url: file.path)
            } catch {
                report(Rules.importSyntax, SourceLocation(line: error.line, column: error.column),
                       "not well-formed XML: \(error.message); fix the file, or export it again")
                return
            }
            guard root.name == "resources", root.namespace == nil else {
                report(Rules.importUnsupported, locate(root), "the root element is `<\(root.name)>`, not `<resources>`: not an Android resources file")
                return
            }
            var seen: [String: SourceLocation] = [:]
            for element in root.elements where element.namespace == nil {
                let location = locate(element)
                guard ["string", "plurals", "string-array"].contains(element.name) else {
                    if element.name == "array", Self.holdsText(element) {
                        // A typed array of words the app shows: `obtainTypedArray` reads it, which a
                        // `<string-array>` written back would break.
                        report(Rules.importUnsupported, location, "`\(element[attribute: "name"] ?? "")` is a typed `<array>` holding text, which Copydeck's tables do not write back as such; not imported: keep it in the app's resources, or make it a `<string-array>`", severity: .warning)
                    } else if !["skip", "eat-comment"].contains(element.name) {
                        report(Rules.importUnsupported, location, "`<\(element.name)>` is not a string resource; not imported", severity: .note)
                    }
                    continue
                }
                guard let name = element[attribute: "name"], !name.isEmpty else {
                    report(Rules.importUnsupported, location, "a `<\(element.name)>` without a `name`; not imported")
                    continue
                }
                if let product = element[attribute: "product"], !product.isEmpty {
                    report(Rules.importUnsupported, location, "`\(name)` is for the product `\(product)` only, which Copydeck messages do not vary by; not imported")
                    continue
                }
                if element.name == "string-array" {
                    readArray(element, name: name, at: location, seen: &seen)
                    continue
                }
                if let earlier = seen[name] {
                    report(Rules.importUnsupported, location, "`\(name)` is defined again (first on line \(earlier.line)); aapt2 refuses a duplicate, so this one is not imported")
                    continue
                }
                seen[name] = location
                let formatted = element[attribute: "formatted"] != "false"
                markup = nil
                reference = false
                plainText = false
                let text: TableText?
                if element.name == "string" {
                    text = value(of: element, name: name, at: location, formatted: formatted).map { .format($0) }
                } else {
                    text = plural(element, name: name, at: location, formatted: formatted)
                }
                if let text {
                    var string = ImportedString(key: name, locale: locale, text: text, range: SourceRange(file: file.path, start: location),
                                                comment: Self.note(element.leadingComments))
                    string.translatable = element[attribute: "translatable"] != "false" && !isConstantsFile
                    string.markup = markup
                    string.quantityApart = element.name == "plurals"
                    string.isReference = reference
                    string.isPlainText = plainText && element.name == "string"
                    string.androidTools = Self.tools(of: element)
                    strings.append(string)
                } else {
                    refused.append(RefusedString(key: name, locale: locale, range: SourceRange(file: file.path, start: location)))
                }
            }
        }

        /// The element's `tools:` attributes (Android Studio's: `tools:ignore`), in order.
        static func tools(of element: XMLElement) -> [Field.AndroidToolsAttribute] {
            element.namespacedAttributes.filter { $0.namespace == "http://schemas.android.com/tools" }
                .map { Field.AndroidToolsAttribute(name: $0.name, value: $0.value) }
        }

        /// A `<string-array>`: each `<item>` a string of its own, keyed `name[0]`, `name[1]`…
        /// (`AndroidArrayItem`), in order; the array's comment is its first item's note. Android
        /// never formats an array's items: their text is taken as written. An array with an item
        /// that cannot be read is left out whole, as it could not be written back whole.
        mutating func readArray(_ element: XMLElement, name: String, at location: SourceLocation, seen: inout [String: SourceLocation]) {
            let key = "array/" + name
            if let earlier = seen[key] {
                report(Rules.importUnsupported, location, "the array `\(name)` is defined again (first on line \(earlier.line)); aapt2 refuses a duplicate, so this one is not imported")
                return
            }
            seen[key] = location
            var items: [ImportedString] = []
            var complete = true
            for item in element.elements where item.namespace == nil {
                let itemLocation = locate(item)
                let itemKey = AndroidArrayItem.key(name, items.count)
                guard item.name == "item" else {
                    report(Rules.importUnsupported, itemLocation, "the array `\(name)` holds a `<\(item.name)>`, not an `<item>`; the array is not imported")
                    complete = false
                    break
                }
                markup = nil
                reference = false
                plainText = false
                guard let text = value(of: item, name: itemKey, at: itemLocation, formatted: false) else {
                    complete = false
                    continue
                }
                var string = ImportedString(key: itemKey, locale: locale, text: .format(text), range: SourceRange(file: file.path, start: itemLocation),
                                            comment: items.isEmpty ? Self.note(element.leadingComments) : nil)
                string.translatable = element[attribute: "translatable"] != "false" && !isConstantsFile
                string.markup = markup
                string.isReference = reference
                string.isPlainText = plainText
                string.androidTools = Self.tools(of: element)
                items.append(string)
            }
            guard complete else {
                if !items.isEmpty {
                    report(Rules.importUnsupported, location, "the array `\(name)` is not imported: an item of it cannot be (see the finding at the item), and an array is written back whole")
                }
                refused += items.map { RefusedString(key: $0.key, locale: locale, range: $0.range) }
                return
            }
            strings += items
        }

        /// Whether a typed `<array>` holds words (not only numbers, colours and references).
        static func holdsText(_ element: XMLElement) -> Bool {
            element.elements.contains { item in
                let text = item.text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard let first = text.first else { return false }
                return !("@?#".contains(first) || Double(text) != nil)
            }
        }

        /// A string's note: the comments just before it (a section's heading, then its own), each
        /// without the spaces around its text, one a line.
        static func note(_ comments: [String]) -> String? {
            let texts = comments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            return texts.isEmpty ? nil : texts.joined(separator: "\n")
        }

        /// A `<plurals>`'s items by CLDR category.
        mutating func plural(_ element: XMLElement, name: String, at location: SourceLocation, formatted: Bool) -> TableText? {
            var forms: [PluralCategory: String] = [:]
            for item in element.elements where item.namespace == nil {
                let itemLocation = locate(item)
                guard item.name == "item", let quantity = item[attribute: "quantity"], let category = PluralCategory(rawValue: quantity) else {
                    report(Rules.importUnsupported, itemLocation, "`\(name)` holds a `<\(item.name)>` that is not an `<item quantity=\"…\">` of a CLDR category (zero, one, two, few, many, other); the plural is not imported")
                    return nil
                }
                guard forms[category] == nil else {
                    report(Rules.importUnsupported, itemLocation, "`\(name)` has two `\(quantity)` items; the plural is not imported")
                    return nil
                }
                guard let value = value(of: item, name: name, at: itemLocation, formatted: formatted) else { return nil }
                forms[category] = value
            }
            guard forms[.other] != nil else {
                report(Rules.importUnsupported, location, "the plural `\(name)` has no `other` item, which every plural needs; not imported")
                return nil
            }
            return .plural(PluralVariations(forms))
        }

        /// An element's text as aapt2 builds it, its Java format said as Apple's (`JavaFormat`);
        /// a reference as written (`reference` set); nil (reported) when aapt2 refuses it or its
        /// format cannot be held.
        mutating func value(of element: XMLElement, name: String, at location: SourceLocation, formatted: Bool) -> String? {
            let built = AndroidStringBuilder.build(element)
            if let error = built.error {
                report(Rules.importSyntax, location, "`\(name)`: \(error); not imported")
                return nil
            }
            if !built.styled, Self.isReference(element.text) {
                reference = true
                return built.text
            }
            if built.htmlAsText { markup = .html } else if built.styled, markup == nil { markup = .spans }
            guard formatted else {
                plainText = plainText || built.text.contains("%")
                return built.text
            }
            if built.text.contains("%"), !JavaFormat.isFormat(built.text) { plainText = true }
            switch JavaFormat.appleFormat(built.text) {
            case .success(let text):
                return text
            case .failure(let problem):
                report(Rules.importFormat, location, "`\(name)` cannot be held exactly: \(problem.reason); not imported: write it in locales/ by hand", severity: .warning)
                return nil
            }
        }

        /// What aapt2 takes for a reference instead of text: `@null`, `@empty`,
        /// `@[+][package:]type/name`, anything after `?`, the raw text trimmed.
        static func isReference(_ raw: String) -> Bool {
            // Most texts start with neither `@` nor `?`: said without building the trimmed text.
            guard let first = raw.utf8.first(where: { !AndroidStringBuilder.isASCIIWhitespace(Unicode.Scalar($0)) }),
                  first == UInt8(ascii: "@") || first == UInt8(ascii: "?") else { return false }
            let text = raw.unicodeScalars.drop { AndroidStringBuilder.isASCIIWhitespace($0) }
            let trimmed = String(String.UnicodeScalarView(text.reversed().drop { AndroidStringBuilder.isASCIIWhitespace($0) }.reversed()))
            if trimmed == "@null" || trimmed == "@empty" { return true }
            func isName(_ part: Substring) -> Bool {
                !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
            }
            func isType(_ part: Substring) -> Bool {
                !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0 == "-") }
            }
            func packaged(_ body: Substring) -> Substring? {
                let parts = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                if parts.count == 2 { return isName(parts[0].drop { $0 == "*" }) ? parts[1] : nil }
                return body
            }
            if trimmed.hasPrefix("@") {
                var body = trimmed.dropFirst()
                if body.hasPrefix("+") { body = body.dropFirst() }
                guard let rest = packaged(body.drop { $0 == "*" }) else { return false }
                let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
                return parts.count == 2 && isType(parts[0]) && isName(parts[1])
            }
            // aapt2 takes whatever follows `?` for an attribute's name (and fails to link it).
            return trimmed.hasPrefix("?") && trimmed.count > 1
        }

        /// Where `<name` of an element starts: on the line libxml2 gives, after the last one found.
        /// Found in the line's UTF-8 bytes; the column counts the characters before it.
        mutating func locate(_ element: XMLElement) -> SourceLocation {
            let line = max(element.line, 1)
            guard let text = file.line(line) else { return SourceLocation(line: line, column: 1) }
            let bytes = Array(text.utf8)
            let tag = Array(("<" + element.name).utf8)
            var offset = line == searchFrom.line ? searchFrom.column : 0
            while offset + tag.count <= bytes.count {
                if bytes[offset] == tag[0], bytes[offset..<(offset + tag.count)].elementsEqual(tag) {
                    searchFrom = (line, offset + 1)
                    let column = String(decoding: bytes[..<offset], as: UTF8.self).count + 1
                    return SourceLocation(line: line, column: column)
                }
                offset += 1
            }
            return SourceLocation(line: line, column: 1)
        }

        mutating func report(_ rule: RuleDescriptor, _ location: SourceLocation, _ message: String, severity: Severity? = nil) {
            diagnostics.append(Diagnostic(rule: rule.id, severity: severity ?? rule.defaultSeverity,
                                          range: SourceRange(file: file.path, start: location), message: message))
        }
    }
}
