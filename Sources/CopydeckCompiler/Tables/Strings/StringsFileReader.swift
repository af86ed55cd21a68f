import Foundation

/// Reads a `.strings` file (`Localizable.strings`, `InfoPlist.strings`) back into texts, as
/// CoreFoundation reads it (`OldStylePlistParser`): UTF-16 with its byte-order mark or UTF-8;
/// comments; quoted and unquoted strings with CF's escapes; `"key";` for a key that is its own
/// value; a table in `{ }`. A `.strings` file that is an XML property list is read too (a
/// dictionary of strings); a binary one (what Xcode compiles them into) is `import.unsupported`.
///
/// Each string is a `.format` placed at its value (its opening quote). CF stops at the first
/// problem (and then refuses the file, or silently ignores the rest): the strings before it are
/// read and the problem is an `import.syntax` diagnostic at its line and column. A value that is
/// not text (a dictionary, array or data), or a `\U` escape that leaves half a surrogate pair,
/// is `import.unsupported` and not read. A key set twice keeps the last value, as in CF, with an
/// `import.duplicate-key` warning.
public enum StringsFileReader {
    /// The file decoded (UTF-8, or UTF-16 with its byte-order mark) as both readers start: nil
    /// for a binary property list, else a result holding the encoding error, if any.
    static func begin(_ data: Data, path: String) -> (StringsFileDecoding, SourceFile, TableReadResult?) {
        let decoding = StringsFileDecoding(data)
        let file = SourceFile(path: path, text: decoding.text)
        guard !decoding.isBinaryPropertyList else { return (decoding, file, nil) }
        var result = TableReadResult()
        if let failure = decoding.failure { result.diagnostics.append(encodingDiagnostic(failure, file: file)) }
        return (decoding, file, result)
    }

    /// `import.unsupported` for a binary property list, with what to do about it.
    static func binaryDiagnostic(_ path: String, _ advice: String) -> Diagnostic {
        Diagnostic(rule: Rules.importUnsupported.id, severity: Rules.importUnsupported.defaultSeverity, range: .wholeFile(path),
                   message: "a binary property list (\(advice))")
    }

    public static func read(_ data: Data, path: String, locale: String) -> TableReadResult {
        let (decoding, file, start) = begin(data, path: path)
        guard var result = start else {
            return TableReadResult(diagnostics: [binaryDiagnostic(
                path, "what Xcode compiles `.strings` files into; import the source `.strings` file, or convert it: `plutil -convert xml1 FILE`")])
        }
        let bytes = Array(decoding.text.utf8)
        var parser = OldStylePlistParser(bytes)
        if parser.skipSpace(), bytes[parser.index] == UInt8(ascii: "<") {
            var xml = readXML(file: file, locale: locale)
            xml.diagnostics = result.diagnostics + xml.diagnostics
            return xml
        }
        parser = OldStylePlistParser(bytes)

        var positions = SourceFile.LocationCursor(file)
        func location(_ offset: Int) -> SourceLocation { positions.location(ofByte: offset) }
        var strings: [ImportedString] = []
        var diagnostics: [Diagnostic] = []
        do {
            try parser.parseTable { key, value, comment in
                guard case .string(let token) = value else {
                    let (kind, start) = value.notText ?? ("not text", 0)
                    diagnostics.append(Diagnostic(
                        rule: Rules.importUnsupported.id, severity: Rules.importUnsupported.defaultSeverity,
                        range: SourceRange(file: file.path, start: location(start)),
                        message: "the value of `\(key.text ?? "?")` is \(kind), not text; not imported"))
                    return
                }
                guard let keyText = key.text, let text = token.text else {
                    let half = key.text == nil ? key : token
                    diagnostics.append(Diagnostic(
                        rule: Rules.importUnsupported.id, severity: Rules.importUnsupported.defaultSeverity,
                        range: SourceRange(file: file.path, start: location(half.start)),
                        message: "a `\\U` escape here is half of a UTF-16 surrogate pair without the other half, which is not text; not imported"))
                    return
                }
                strings.append(ImportedString(
                    key: keyText, locale: locale, text: .format(text),
                    range: SourceRange(file: file.path, start: location(token.start), end: location(token.end)),
                    comment: comment.flatMap { text in
                        // Xcode's placeholder says nothing; the comments around it stay.
                        let lines = text.components(separatedBy: "\n").filter { $0 != "No comment provided by engineer." }
                        return lines.isEmpty || lines == [""] ? nil : lines.joined(separator: "\n")
                    }))
            }
        } catch {
            // A file cut short by an encoding error ends where the bad byte is, which is reported:
            // a problem found by running into that end is not one of the file's.
            if decoding.failure == nil || !parser.atEnd {
                diagnostics.append(Diagnostic(
                    rule: Rules.importSyntax.id, severity: Rules.importSyntax.defaultSeverity,
                    range: SourceRange(file: file.path, start: location(error.offset)), message: error.message))
            }
        }
        result.strings = keepingLast(strings, diagnostics: &diagnostics, file: file.path)
        result.diagnostics += diagnostics
        return result
    }

    /// An XML property list used as a `.strings` file: a dictionary of strings.
    private static func readXML(file: SourceFile, locale: String) -> TableReadResult {
        var reader = PlistXMLReader(file: file)
        let root = reader.read()
        var result = TableReadResult(diagnostics: reader.diagnostics)
        guard let root else { return result }
        guard case .dictionary(let entries) = root.value else {
            if case .invalid = root.value {} else {
                result.diagnostics.append(reader.diagnostic(Rules.importUnsupported, at: root.location, "the property list is not a dictionary of strings"))
            }
            return result
        }
        var strings: [ImportedString] = []
        for entry in entries {
            switch entry.node.value {
            case .string(let text):
                strings.append(ImportedString(key: entry.key, locale: locale, text: .format(text),
                                              range: SourceRange(file: file.path, start: entry.node.location)))
            case .invalid:
                continue
            case .dictionary:
                result.diagnostics.append(reader.diagnostic(Rules.importUnsupported, at: entry.node.location, "the value of `\(entry.key)` is a dictionary, not text; not imported"))
            case .other(let kind):
                result.diagnostics.append(reader.diagnostic(Rules.importUnsupported, at: entry.node.location, "the value of `\(entry.key)` is `<\(kind)>`, not text; not imported"))
            }
        }
        result.strings = keepingLast(strings, diagnostics: &result.diagnostics, file: file.path)
        return result
    }

    /// The strings with each key once, at its last definition (CF keeps the last value), and an
    /// `import.duplicate-key` warning for each earlier one. Keys are compared as CF compares them,
    /// code unit by code unit (not by Unicode equivalence).
    static func keepingLast(_ strings: [ImportedString], diagnostics: inout [Diagnostic], file: String) -> [ImportedString] {
        /// A key hashed and compared by its UTF-8 bytes.
        struct LiteralKey: Hashable {
            let key: String
            static func == (a: LiteralKey, b: LiteralKey) -> Bool { PlistXMLWriter.sameBytes(a.key, b.key) }
            func hash(into hasher: inout Hasher) {
                var key = key
                key.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            }
        }
        var lastIndex: [LiteralKey: Int] = [:]
        lastIndex.reserveCapacity(strings.count)
        var replaced = [Bool](repeating: false, count: strings.count)
        for index in strings.indices {
            if let earlier = lastIndex.updateValue(index, forKey: LiteralKey(key: strings[index].key)) {
                replaced[earlier] = true
                diagnostics.append(Diagnostic(
                    rule: Rules.importDuplicateKey.id, severity: Rules.importDuplicateKey.defaultSeverity, range: strings[index].range,
                    message: "`\(strings[index].key)` is set again here, and its earlier value is dropped, as CoreFoundation drops it; remove one of the two",
                    notes: [Diagnostic.Note("the earlier value", at: strings[earlier].range)]))
            }
        }
        guard replaced.contains(true) else { return strings }
        return strings.indices.filter { !replaced[$0] }.map { strings[$0] }
    }

    /// `file.encoding` at the first byte that is not text.
    static func encodingDiagnostic(_ failure: String, file: SourceFile) -> Diagnostic {
        let end = file.text.utf8.count
        let position = file.position(ofByte: end) ?? (line: file.lineCount, column: 1)
        return Diagnostic(
            rule: Rules.fileEncoding.id, severity: Rules.fileEncoding.defaultSeverity,
            range: SourceRange(file: file.path, start: file.location(line: position.line, scalarColumn: position.column)),
            message: "\(failure); the file is read up to here")
    }
}
