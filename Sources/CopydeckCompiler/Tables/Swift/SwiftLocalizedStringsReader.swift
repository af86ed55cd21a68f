import CopydeckKit
import Foundation

/// Reads the development-language texts an app keeps in its Swift code, as `genstrings` and
/// Xcode's export read them: `NSLocalizedString("key", tableName: "T", bundle: …, value: "Text",
/// comment: "…")` and `String(localized: "key", defaultValue: "Text", table: "T", comment: "…")`.
/// The text is `value:`/`defaultValue:` where given and not empty, else the key itself
/// (Foundation shows the key when no table has it); the table is `tableName:`/`table:`, else `Localizable`; the comment
/// is the key's note. Apps that keep no `en.lproj` for these keys (their English lives only in
/// code) are adopted from this and their translations' tables.
///
/// Only literals are read: a key, value or table given by an expression, or a literal with an
/// interpolation (whose key Swift makes from the values' types), is not read (a note at the
/// call), and the translations of such a key say they have no source text. Comments and other
/// string literals are skipped as the compiler skips them.
public enum SwiftLocalizedStringsReader {
    /// One localized string of the code: the table it is looked up in, and its text.
    public struct Found: Sendable {
        public var table: String
        public var string: ImportedString
    }

    public static func read(_ data: Data, path: String, locale: String) -> (found: [Found], diagnostics: [Diagnostic]) {
        let bytes = [UInt8](data)
        let file = SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
        var scanner = Scanner(bytes: bytes, file: file, locale: locale)
        scanner.scan()
        return (scanner.found, scanner.diagnostics)
    }

    private struct Argument {
        var label: String?
        var literal: SwiftStringLiteral?
        var start: Int
    }

    private struct Scanner {
        let bytes: [UInt8]
        let file: SourceFile
        let locale: String
        var found: [Found] = []
        var diagnostics: [Diagnostic] = []
        private var locations: SourceFile.LocationCursor

        static let nsLocalizedString = Array("NSLocalizedString".utf8)
        static let string = Array("String".utf8)

        init(bytes: [UInt8], file: SourceFile, locale: String) {
            self.bytes = bytes
            self.file = file
            self.locale = locale
            self.locations = SourceFile.LocationCursor(file)
        }

        mutating func scan() {
            var index = 0
            while index < bytes.count {
                if let skipped = skipTrivia(at: index) { index = skipped; continue }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
                    if let literal = SwiftStringLiteral.read(bytes, at: index) { index = literal.end; continue }
                    index += 1
                    continue
                }
                guard isIdentifierStart(byte), index == 0 || !isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
                var end = index
                while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                let call = index
                index = end
                // The two calls that name a localized string, compared as bytes: no string is made
                // of every other identifier.
                let isNSLocalizedString = bytes[call..<end].elementsEqual(Self.nsLocalizedString)
                guard isNSLocalizedString || bytes[call..<end].elementsEqual(Self.string) else { continue }
                var open = end
                while open < bytes.count, bytes[open] == UInt8(ascii: " ") { open += 1 }
                guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else { continue }
                guard let arguments = self.arguments(after: open) else { continue }
                if isNSLocalizedString {
                    take(arguments, key: arguments.first { $0.label == nil }, value: "value", table: "tableName", at: call)
                } else if let first = arguments.first, first.label == "localized" {
                    take(arguments, key: first, value: "defaultValue", table: "table", at: call)
                }
                index = open + 1
            }
        }

        /// One call's string, or a note where it cannot be read from literals.
        mutating func take(_ arguments: [Argument], key: Argument?, value valueLabel: String, table tableLabel: String, at call: Int) {
            func labeled(_ label: String) -> Argument? { arguments.first { $0.label == label } }
            guard let key, let keyText = key.literal?.text else {
                note(at: call, "a localized string whose key is not a plain literal (an expression, or an interpolation whose key Swift makes from the values' types); not adopted")
                return
            }
            let value = labeled(valueLabel)
            let table = labeled(tableLabel)
            for (argument, label) in [(value, valueLabel), (table, tableLabel)] where argument != nil && argument?.literal?.text == nil {
                note(at: call, "`\(keyText)`: its `\(label):` is not a plain literal; not adopted")
                return
            }
            // An empty `value:` is none: Foundation then shows the key.
            let text = value?.literal?.text.flatMap { $0.isEmpty ? nil : $0 } ?? keyText
            var string = ImportedString(key: keyText, locale: locale, text: .format(text), state: .translated,
                                        range: SourceRange(file: file.path, start: location(of: key.start)))
            string.comment = labeled("comment")?.literal?.text.flatMap { $0.isEmpty ? nil : $0 }
            found.append(Found(table: table?.literal?.text ?? AdoptedTable.localizable, string: string))
        }

        mutating func note(at offset: Int, _ message: String) {
            diagnostics.append(Diagnostic(rule: Rules.importUnsupported.id, severity: .note,
                                          range: SourceRange(file: file.path, start: location(of: offset)), message: message))
        }

        mutating func location(of offset: Int) -> SourceLocation { locations.location(ofByte: offset) }

        /// The arguments of the call whose `(` is at `open`; nil when it is not closed.
        func arguments(after open: Int) -> [Argument]? {
            var arguments: [Argument] = []
            var index = open + 1
            var depth = 0
            var start = index
            func finish(_ end: Int) {
                var from = start
                while from < end, isSpace(bytes[from]) { from += 1 }
                var to = end
                while to > from, isSpace(bytes[to - 1]) { to -= 1 }
                guard from < to else { return }
                var label: String?
                var cursor = from
                while cursor < to, isIdentifierByte(bytes[cursor]) { cursor += 1 }
                var colon = cursor
                while colon < to, isSpace(bytes[colon]) { colon += 1 }
                if cursor > from, colon < to, bytes[colon] == UInt8(ascii: ":") {
                    label = String(decoding: bytes[from..<cursor], as: UTF8.self)
                    from = colon + 1
                    while from < to, isSpace(bytes[from]) { from += 1 }
                }
                var literal = SwiftStringLiteral.read(bytes, at: from)
                if let found = literal, found.end != to { literal = SwiftStringLiteral(text: nil, end: found.end) }
                arguments.append(Argument(label: label, literal: literal, start: from))
            }
            while index < bytes.count {
                if let skipped = skipTrivia(at: index) { index = skipped; continue }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == UInt8(ascii: "#"))) {
                    guard let literal = SwiftStringLiteral.read(bytes, at: index) else { return nil }
                    index = literal.end
                    continue
                }
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 {
                        finish(index)
                        return arguments
                    }
                    depth -= 1
                case UInt8(ascii: ",") where depth == 0:
                    finish(index)
                    start = index + 1
                default: break
                }
                index += 1
            }
            return nil
        }

        /// The end of a comment starting at `index`, or nil.
        func skipTrivia(at index: Int) -> Int? {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
            if bytes[index + 1] == UInt8(ascii: "/") {
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                return end
            }
            guard bytes[index + 1] == UInt8(ascii: "*") else { return nil }
            var depth = 0
            var end = index
            while end + 1 < bytes.count {
                if bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "*") { depth += 1; end += 2; continue }
                if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    end += 2
                    if depth == 0 { return end }
                    continue
                }
                end += 1
            }
            return bytes.count
        }

        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }

        func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
        }

        func isIdentifierByte(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
        }
    }
}
