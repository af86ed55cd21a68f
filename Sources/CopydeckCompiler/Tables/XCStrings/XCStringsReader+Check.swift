import Foundation

/// The invariants of `XCStringsReader` on any input, for the fuzzer (`Fuzz/Checks/XCStringsCheck`)
/// and the tests: every position is inside the file; a syntax error reads nothing; and what was
/// read, written as a catalog and read again, gives the same strings, source language, keys and
/// comments, and a catalog that writes to the same bytes again.
package enum XCStringsReaderCheck {
    /// The broken invariants found reading `bytes` (empty when all hold).
    package static func problems(in bytes: [UInt8]) -> [String] {
        let path = "Fuzz.xcstrings"
        return problems(of: XCStringsReader().readCatalog(bytes, path: path), readFrom: bytes, path: path)
    }

    /// The broken invariants of `catalog`, read from `bytes` at `path`.
    package static func problems(of catalog: XCStringsCatalog, readFrom bytes: [UInt8], path: String) -> [String] {
        let reader = XCStringsReader()
        var problems: [String] = []
        let lines = Lines(bytes)

        for diagnostic in catalog.diagnostics {
            if let problem = lines.problem(with: diagnostic.range, path: path) {
                problems.append("diagnostic \(diagnostic.rule) \"\(diagnostic.message)\": \(problem)")
            }
        }
        if catalog.diagnostics.contains(where: { $0.rule == Rules.importSyntax.id }), !catalog.strings.isEmpty {
            problems.append("a syntax error, yet \(catalog.strings.count) strings were read")
        }
        for string in catalog.strings {
            if let problem = lines.problem(with: string.range, path: path) {
                problems.append("string \(string.key) (\(string.locale)): \(problem)")
                continue
            }
            // The range starts at the value's quote, or at the plural's object (the first scalar
            // of the character there: a combining mark after the quote joins it).
            let expected: Unicode.Scalar = if case .plural = string.text { "{" } else { "\"" }
            let found = lines.character(at: string.range.start)
            if found?.unicodeScalars.first != expected {
                problems.append("string \(string.key) (\(string.locale)) starts at \(string.range.start), where \(found.map { "\($0)".debugDescription } ?? "nothing") stands, not \(expected)")
            }
        }
        guard !catalog.diagnostics.contains(where: { $0.rule == Rules.importSyntax.id }) else { return problems }

        // Written and read again: the same.
        let table = catalog.table(name: "Localizable")
        let writer = XCStringsWriter()
        let written = writer.bytes(table)
        let again = reader.readCatalog(written, path: path)
        if !again.diagnostics.isEmpty {
            problems.append("the written catalog reads with diagnostics: \(again.diagnostics.map(\.message))")
        }
        if let language = catalog.sourceLanguage, again.sourceLanguage != language {
            problems.append("source language \(language.debugDescription) came back as \(again.sourceLanguage.debugDescription)")
        }
        struct Place: Hashable {
            var key: String
            var locale: String
        }
        var first: [Place: ImportedString] = [:]
        for string in catalog.strings { first[Place(key: string.key, locale: string.locale)] = string }
        var second: [Place: ImportedString] = [:]
        for string in again.strings { second[Place(key: string.key, locale: string.locale)] = string }
        if first.count != catalog.strings.count {
            problems.append("the reader returned a key and locale twice")
        }
        for (place, string) in first {
            guard let back = second[place] else {
                problems.append("\(place.key) (\(place.locale)) did not come back")
                continue
            }
            if back.text != string.text { problems.append("\(place.key) (\(place.locale)): \(string.text) came back as \(back.text)") }
            if back.state != (string.state ?? .translated) { problems.append("\(place.key) (\(place.locale)): state \(String(describing: string.state)) came back as \(String(describing: back.state))") }
        }
        if second.count != first.count { problems.append("\(first.count) strings were written, \(second.count) came back") }
        if Set(again.keys) != Set(catalog.keys) { problems.append("keys \(catalog.keys) came back as \(again.keys)") }
        if again.comments.filter({ !$0.value.isEmpty }) != catalog.comments.filter({ !$0.value.isEmpty }) {
            problems.append("comments \(catalog.comments) came back as \(again.comments)")
        }
        // And once written, writing again changes no byte — where the order of the keys is
        // Copydeck's own (every key has a collation key: printable ASCII, as every key Copydeck
        // writes). For other keys the order is Foundation's, whose answers for some of them
        // change from call to call (a key with U+026A, found by fuzzing): there it is not one
        // order, and JSONSerialization's own output moves the same way.
        let ordered = again.keys.allSatisfy { FoundationKeyOrder.collationKey($0) != nil }
        if ordered, writer.bytes(again.table(name: "Localizable")) != written {
            problems.append("the catalog read back from the written one writes other bytes")
        }
        return problems
    }

    /// The file's lines as characters, to check positions against.
    private struct Lines {
        let lines: [[Character]]

        init(_ bytes: [UInt8]) {
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var lines: [[Character]] = []
            var lineStart = start
            var index = start
            func add(_ end: Int) {
                lines.append(Array(String(decoding: bytes[lineStart..<end], as: UTF8.self)))
            }
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") {
                    add(index)
                    lineStart = index + 1
                } else if bytes[index] == UInt8(ascii: "\r") {
                    add(index)
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    lineStart = index + 1
                }
                index += 1
            }
            add(bytes.count)
            self.lines = lines
        }

        func problem(with range: SourceRange?, path: String) -> String? {
            guard let range else { return "no position" }
            guard range.file == path else { return "file \(range.file), not \(path)" }
            for location in [range.start, range.end] {
                guard location.line >= 1, location.line <= lines.count else {
                    return "line \(location.line) outside the file's \(lines.count) lines"
                }
                guard location.column >= 1, location.column <= lines[location.line - 1].count + 1 else {
                    return "column \(location.column) outside line \(location.line)'s \(lines[location.line - 1].count) characters"
                }
            }
            return range.end < range.start ? "ends at \(range.end), before it starts at \(range.start)" : nil
        }

        func character(at location: SourceLocation) -> Character? {
            guard location.line >= 1, location.line <= lines.count else { return nil }
            let line = lines[location.line - 1]
            return location.column >= 1 && location.column <= line.count ? line[location.column - 1] : nil
        }
    }
}
