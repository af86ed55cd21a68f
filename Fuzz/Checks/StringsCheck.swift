import CopydeckCompiler
import Foundation

/// The input as a `.strings` file and as a `.stringsdict` file, read by `StringsFileReader` and
/// `StringsDictReader` (any bytes: UTF-16 with a BOM, UTF-8, XML, binary):
/// - reading never crashes (a crash or hang is a finding of its own);
/// - every string and every diagnostic (and note) is placed within the file's lines, counted in
///   the text the input decodes to (here decoded again, independently, by the same rules);
/// - what was read, written again (`StringsFileWriter`, `StringsDictWriter`) and read again
///   comes back the same: keys and texts byte for byte, in the order written, with no diagnostic
///   but for the entries the `.stringsdict` writer says it cannot hold.
enum StringsCheck {
    static func check(_ input: [UInt8]) -> [String] {
        var problems: [String] = []
        let file = SourceFile(path: "fuzz", text: decodedText(input))
        let data = Data(input)

        let strings = StringsFileReader.read(data, path: "fuzz", locale: "ko")
        place(strings, in: file, "strings", &problems)
        let dict = StringsDictReader.read(data, path: "fuzz", locale: "ko")
        place(dict, in: file, "stringsdict", &problems)

        // .strings: written in the order read, read back the same.
        let formats = strings.strings.filter { if case .format = $0.text { true } else { false } }
        if formats.count != strings.strings.count { problems.append("strings: the .strings reader gave a text that is not a format") }
        let written = StringsFileWriter.write(table(formats), locale: "ko")
        let again = StringsFileReader.read(written, path: "again", locale: "ko")
        if !again.diagnostics.isEmpty {
            problems.append("strings: reading what was written gives \(again.diagnostics.map(\.message))")
        }
        if !same(again.strings, formats) {
            problems.append("strings: read \(describe(formats)), wrote and read back \(describe(again.strings))")
        }

        // .stringsdict: written (sorted by key), read back the same but for what the writer refuses.
        let output = StringsDictWriter.write(table(dict.strings), locale: "ko")
        let refused = Set(output.diagnostics.compactMap { diagnostic in
            dict.strings.first { diagnostic.message.hasPrefix("`\($0.key)` (ko)") }.map { Array($0.key.utf8) }
        })
        if output.diagnostics.count != refused.count {
            problems.append("stringsdict: the writer refused entries it does not name: \(output.diagnostics.map(\.message))")
        }
        let dictAgain = StringsDictReader.read(output.data, path: "again", locale: "ko")
        if !dictAgain.diagnostics.isEmpty {
            problems.append("stringsdict: reading what was written gives \(dictAgain.diagnostics.map(\.message))")
        }
        let expected = dict.strings.filter { !refused.contains(Array($0.key.utf8)) }.sorted { utf16Precedes($0.key, $1.key) }
        if !same(dictAgain.strings, expected) {
            problems.append("stringsdict: read \(describe(expected)), wrote and read back \(describe(dictAgain.strings))")
        }
        return problems
    }

    /// One-locale table of the strings, in order.
    static func table(_ strings: [ImportedString]) -> StringTable {
        StringTable(name: "Localizable", sourceLocale: "ko", locales: ["ko"], entries: strings.map {
            TableEntry(key: $0.key, comment: nil, localizations: [TableLocalization(locale: "ko", state: .translated, text: $0.text)])
        })
    }

    /// The ranges of strings, diagnostics and notes lie within the file's lines (columns up to
    /// one past the line's last character).
    static func place(_ result: TableReadResult, in file: SourceFile, _ what: String, _ problems: inout [String]) {
        func check(_ range: SourceRange?, _ label: String) {
            guard let range else { return }
            for location in [range.start, range.end] {
                guard let line = file.line(location.line), location.column >= 1, location.column <= line.count + 1 else {
                    problems.append("\(what): \(label) at \(location) outside the file (\(file.lineCount) lines)")
                    return
                }
            }
            if range.end < range.start { problems.append("\(what): \(label) ends at \(range.end) before it starts at \(range.start)") }
        }
        for string in result.strings { check(string.range, "string `\(string.key)`") }
        for diagnostic in result.diagnostics {
            check(diagnostic.range, "diagnostic `\(diagnostic.message)`")
            for note in diagnostic.notes { check(note.range, "note `\(note.message)`") }
        }
    }

    /// The input's text as the readers decode it: UTF-16 after its byte-order mark, else UTF-8
    /// (without its BOM), up to the first thing that is not text in that encoding.
    static func decodedText(_ input: [UInt8]) -> String {
        if input.count >= 2, (input[0] == 0xFF && input[1] == 0xFE) || (input[0] == 0xFE && input[1] == 0xFF) {
            let little = input[0] == 0xFF
            var units: [UInt16] = []
            var index = 2
            while index + 1 < input.count {
                units.append(little ? UInt16(input[index]) | UInt16(input[index + 1]) << 8 : UInt16(input[index]) << 8 | UInt16(input[index + 1]))
                index += 2
            }
            return validPrefix(units, as: UTF16.self)
        }
        let body = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(input.dropFirst(3)) : input
        return validPrefix(body, as: UTF8.self)
    }

    static func validPrefix<Codec: UnicodeCodec>(_ units: [Codec.CodeUnit], as codec: Codec.Type) -> String {
        var scalars = String.UnicodeScalarView()
        var decoder = Codec()
        var iterator = units.makeIterator()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { scalars.append(scalar) }
        return String(scalars)
    }

    /// Same keys and texts, byte for byte (not by Unicode equivalence), in the same order.
    static func same(_ a: [ImportedString], _ b: [ImportedString]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.key.utf8.elementsEqual(y.key.utf8) && bytes(x.text) == bytes(y.text)
        }
    }

    static func bytes(_ text: TableText) -> [[UInt8]] {
        func forms(_ variations: PluralVariations) -> [[UInt8]] {
            variations.categories.flatMap { [Array($0.rawValue.utf8), Array((variations[$0] ?? "").utf8)] }
        }
        switch text {
        case .format(let format): return [[0], Array(format.utf8)]
        case .plural(let variations): return [[1]] + forms(variations)
        case .substitutions(let format, let substitutions):
            return [[2], Array(format.utf8)] + substitutions.flatMap {
                [Array($0.name.utf8), Array(String($0.argumentNumber).utf8), Array($0.formatSpecifier.utf8)] + forms($0.variations)
            }
        case .devices(let devices):
            return [[3]] + devices.devices.flatMap { [Array($0.utf8)] + bytes(devices[$0]!) }
        }
    }

    /// CF's key order: UTF-16 code units.
    static func utf16Precedes(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    static func describe(_ strings: [ImportedString]) -> String {
        strings.prefix(8).map { "\($0.key.debugDescription): \($0.text)" }.joined(separator: ", ")
    }
}
