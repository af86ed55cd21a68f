import CopydeckCompiler
import Foundation

/// The input as an XLIFF file, any bytes (the reader takes bytes, not text):
/// - `XLIFFReader` never crashes, and places every diagnostic and string within the file's
///   lines (LF, CRLF or a lone CR end a line, as XML counts them);
/// - what it read, written by `XLIFFWriter` file by file (each `<file>` is a table of its target
///   language) and read again, comes back with the same keys, texts and states (a string read
///   without state is written `translated`; one read as `new` is written without target, as
///   the writer writes every `new` text, so it does not come back), with no export problem and
///   no diagnostic.
enum XLIFFCheck {
    static func check(_ input: [UInt8]) -> [String] {
        var problems: [String] = []
        let document = XLIFFReader().readDocument(Data(input), path: "fuzz.xliff")
        let lines = lineCount(input)
        func place(_ range: SourceRange?, _ what: String) {
            guard let range else { return }
            if range.start.line < 1 || range.start.line > lines || range.start.column < 1 {
                problems.append("\(what) at \(range.start), outside the file (\(lines) lines)")
            }
        }
        for diagnostic in document.diagnostics { place(diagnostic.range, "diagnostic `\(diagnostic.message)`") }
        for (index, file) in document.files.enumerated() {
            for string in file.strings {
                place(string.range, "string `\(string.key)`")
                if string.locale != file.targetLanguage { problems.append("`\(string.key)` read as \(string.locale) in a \(file.targetLanguage) file") }
            }
            problems += roundTrip(file, table: "T\(index)")
        }
        return problems
    }

    private static func roundTrip(_ file: XLIFFDocument.File, table: String) -> [String] {
        let target = file.targetLanguage
        let source = file.sourceLanguage.flatMap { $0 == target ? nil : $0 } ?? (target == "und" ? "zxx" : "und")
        let entries = file.strings.map { string in
            TableEntry(key: string.key, comment: nil, localizations: [
                TableLocalization(locale: source, state: .translated, text: string.source ?? .format("")),
                TableLocalization(locale: target, state: string.state ?? .translated, text: string.text),
            ])
        }
        let tables = [StringTable(name: table, sourceLocale: source, locales: [source, target], entries: entries)]
        let export = XLIFFWriter().export(tables, targetLocale: target, deck: "fuzz")
        var problems = export.problems.map { "writing back: \($0.message)" }
        let again = XLIFFReader().read(export.data, path: "again.xliff")
        problems += again.diagnostics.map { "reading back: \($0.message) at \($0.range?.start.description ?? "?")" }
        let expected = file.strings.filter { $0.state != .new }
        if again.strings.map(\.key) != expected.map(\.key) {
            problems.append("keys read back \(again.strings.map(\.key)) instead of \(expected.map(\.key))")
            return problems
        }
        for (old, new) in zip(expected, again.strings) {
            if new.text != old.text { problems.append("`\(old.key)` read back as \(new.text) instead of \(old.text)") }
            if new.state != (old.state ?? .translated) { problems.append("`\(old.key)` read back \(String(describing: new.state)) instead of \(String(describing: old.state))") }
            if new.locale != old.locale { problems.append("`\(old.key)` read back in \(new.locale) instead of \(old.locale)") }
        }
        return problems
    }

    /// Lines as XML counts them: LF, CR LF and a lone CR each end one.
    private static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                count += 1
            } else if bytes[index] == 0x0D {
                count += 1
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            }
            index += 1
        }
        return count
    }
}
