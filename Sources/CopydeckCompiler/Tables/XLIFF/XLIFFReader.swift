import CopydeckKit
import Foundation

/// Reads XLIFF 1.2 (Xcode's dialect, and what translation tools send back in it) into the
/// strings it translates, through libxml2's hardened parser (`XMLDocumentParser`): no network,
/// no DTD, no entity ever declared or expanded.
///
/// - Each `<file>`'s `target-language` is the locale of its strings; `<trans-unit>`s are read
///   from its `<body>` and from `<group>`s in it.
/// - Unit ids map back as `XLIFFUnitID` says: `KEY` is a format; `KEY|==|plural.C` units make a
///   plural; `KEY` with `KEY|==|substitutions.NAME.plural.C` units make substitutions, whose
///   `argNum` is the position written in `%N$#@NAME@` (in the target's format, else the
///   source's, else the first `%N$` of a variation, else the substitution's rank) and whose
///   `formatSpecifier` is the conversion of `%N$…` in its variations (`lld` when none shows it).
/// - A unit without `<target>` is not translated and is skipped. The state comes from the
///   target's `state` (`XLIFFState`); a message read from several units takes the least
///   finished state among them.
/// - `source` is the `<source>` text in the same shape. The writer gives a plural unit for each
///   category of the target language, with the source's `other` text where the source language
///   lacks the category; a category is therefore kept in `source` when the source language has
///   it or its text differs from `other`'s, so the source reads back as it was written.
/// - The range is the `<target>` start tag: libxml2 gives its line (where the start tag ends);
///   the column is found in the bytes (`XMLSourceColumns`), counted in characters.
/// - Reported, never dropped in silence: malformed XML (`import.syntax`, libxml2's message,
///   line and column), a DOCTYPE (`import.xml-doctype`; the file is still read), any entity
///   declaration or reference (`import.xml-entity`; then nothing is read from the file), unknown
///   id paths like `KEY|==|device.iphone`, inline markup (`<g>`, `<x/>`, `<ph>`) in a target,
///   unknown states, units without id, files without target language (`import.unsupported`),
///   plurals without `other` or substitutions without their text (`import.incomplete`).
public struct XLIFFReader: Sendable {
    public init() {}

    public func read(_ data: Data, path: String) -> TableReadResult {
        let document = readDocument(data, path: path)
        return TableReadResult(strings: document.files.flatMap(\.strings), diagnostics: document.diagnostics)
    }

    public func readDocument(_ data: Data, path: String) -> XLIFFDocument {
        var context = XLIFFReadContext(data: data, path: path)
        let parsed = XMLDocumentParser().parseDocument(data, url: path)
        var entities = false
        for hazard in parsed.hazards {
            switch hazard.kind {
            case .doctype(let name, let publicID, let systemID):
                let external = systemID.map { " naming `\($0)`" } ?? publicID.map { " naming `\($0)`" } ?? ""
                context.report(Rules.xmlDoctype, line: hazard.line, tag: "!DOCTYPE",
                               "a DOCTYPE `\(name)`\(external): Copydeck loads no DTD and applies nothing it declares")
            case .entityDeclaration(let name, let parameter):
                entities = true
                context.report(Rules.xmlEntity, line: hazard.line, tag: "!ENTITY",
                               "the \(parameter ? "parameter " : "")entity `\(name)` is declared: Copydeck never expands entities, so nothing is imported from this file")
            case .entityReference(let name):
                entities = true
                let written = name.hasPrefix("%") ? name + ";" : "&" + name + ";"
                context.report(Rules.xmlEntity, line: hazard.line, tag: nil,
                               "`\(written)` is not expanded (only `&lt; &gt; &amp; &apos; &quot;` and character references are): nothing is imported from this file")
            }
        }
        if entities { return XLIFFDocument(diagnostics: context.diagnostics) }
        if let failure = parsed.failure {
            context.diagnostics.append(Diagnostic(
                rule: Rules.xliffImportSyntax.id, severity: Rules.xliffImportSyntax.defaultSeverity,
                range: SourceRange(file: path, start: SourceLocation(line: failure.line, column: failure.column)),
                message: "not well-formed XML: \(failure.message)"))
            return XLIFFDocument(diagnostics: context.diagnostics)
        }
        guard let root = parsed.root else { return XLIFFDocument(diagnostics: context.diagnostics) }
        guard root.name == "xliff", Self.isXLIFF(root) else {
            context.report(Rules.xliffImportUnsupported, line: root.line, tag: root.name,
                           "the root element is `<\(root.name)>`\(root.namespace.map { " in `\($0)`" } ?? ""), not XLIFF 1.2's `<xliff>`: nothing is imported")
            return XLIFFDocument(diagnostics: context.diagnostics)
        }
        if let version = root[attribute: "version"], !version.hasPrefix("1.") {
            context.report(Rules.xliffImportUnsupported, line: root.line, tag: "xliff",
                           "XLIFF version \(version): Copydeck reads XLIFF 1.2 (Xcode's), nothing is imported")
            return XLIFFDocument(diagnostics: context.diagnostics)
        }
        var files: [XLIFFDocument.File] = []
        for file in root.elements where file.name == "file" && Self.isXLIFF(file) {
            if let read = readFile(file, &context) { files.append(read) }
        }
        // Units are checked where they are read, messages when they are assembled: in file order.
        context.diagnostics.sort()
        return XLIFFDocument(files: files, diagnostics: context.diagnostics)
    }

    /// XLIFF 1.2's namespace, or none (some tools leave it out).
    static func isXLIFF(_ element: XMLElement) -> Bool {
        element.namespace == nil || element.namespace == XLIFFWriter.namespace
    }

    private func readFile(_ file: XMLElement, _ context: inout XLIFFReadContext) -> XLIFFDocument.File? {
        guard let locale = file[attribute: "target-language"], !locale.isEmpty else {
            context.report(Rules.xliffImportUnsupported, line: file.line, tag: "file",
                           "`<file\(file[attribute: "original"].map { " original=\"\($0)\"" } ?? "")>` has no `target-language`: its units are not imported")
            return nil
        }
        let original = file[attribute: "original"]
        var table: String?
        if let original {
            let name = original.split(separator: "/").last.map(String.init) ?? original
            table = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
            if table?.isEmpty == true { table = name }
        }
        let sourceLanguage = file[attribute: "source-language"]
        var units: [XLIFFReadUnit] = []
        var poisoned = Set<String>()
        for body in file.elements where body.name == "body" && Self.isXLIFF(body) {
            collectUnits(in: body, into: &units, poisoned: &poisoned, &context)
        }
        let strings = XLIFFAssembly(locale: locale, sourceLanguage: sourceLanguage)
            .strings(from: units, skipping: poisoned, &context)
        return XLIFFDocument.File(original: original, table: table, sourceLanguage: sourceLanguage, targetLanguage: locale, strings: strings)
    }
}

/// The document being read: its path, its bytes for columns, and the diagnostics so far.
struct XLIFFReadContext {
    let path: String
    private let data: Data
    private var columns: XMLSourceColumns?
    var diagnostics: [Diagnostic] = []

    init(data: Data, path: String) {
        self.data = data
        self.path = path
    }

    /// The range of the start tag `<tag` that libxml2 put at `line` (column 1 without a tag).
    mutating func range(line: Int, tag: String?) -> SourceRange {
        guard let tag else { return SourceRange(file: path, start: SourceLocation(line: max(line, 1), column: 1)) }
        if columns == nil { columns = XMLSourceColumns([UInt8](data)) }
        let position = columns?.position(ofStartTag: tag, line: line) ?? (line: line, column: 1)
        return SourceRange(file: path, start: SourceLocation(line: max(position.line, 1), column: position.column))
    }

    mutating func report(_ rule: RuleDescriptor, line: Int, tag: String?, _ message: String) {
        diagnostics.append(Diagnostic(rule: rule.id, severity: rule.defaultSeverity, range: range(line: line, tag: tag), message: message))
    }
}
