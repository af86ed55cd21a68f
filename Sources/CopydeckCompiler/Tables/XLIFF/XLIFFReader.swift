import CopydeckKit
import Foundation

/// Reads XLIFF 1.2 (Xcode's dialect, and what translation tools send back in it) into the
/// strings it translates, through libxml2's hardened parser as a stream of events
/// (`XMLStreamParser`, `XLIFFStreamReader`: no tree is built): no network,
/// no DTD, no entity ever declared or expanded.
///
/// - Each `<file>`'s `target-language` is the locale of its strings; `<trans-unit>`s are read
///   from its `<body>` and from `<group>`s in it.
/// - Unit ids map back as `XLIFFUnitID` says: `KEY` is a format; `KEY|==|plural.C` units make a
///   plural; `KEY` with `KEY|==|substitutions.NAME.plural.C` units make substitutions, whose
///   `argNum` is the position written in `%N$#@NAME@` in the target's format (else the first
///   `%N$` of its variations, else its rank among the translated substitutions: the target's
///   own texts decide, so reading what was written gives it back) and whose
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
        let stream = XLIFFStreamReader(context: XLIFFReadContext(data: data, path: path))
        let parsed = XMLStreamParser().parse(data, url: path, handler: stream)
        var context = stream.context
        var entities = false
        for hazard in parsed.hazards {
            switch hazard.kind {
            case .doctype(let name, let publicID, let systemID):
                let external = systemID.map { " naming `\($0)`" } ?? publicID.map { " naming `\($0)`" } ?? ""
                context.report(Rules.xmlDoctype, line: hazard.line, tag: "!DOCTYPE",
                               "a DOCTYPE `\(name)`\(external): Copydeck loads no DTD and applies nothing it declares; remove the DOCTYPE")
            case .entityDeclaration(let name, let parameter):
                entities = true
                context.report(Rules.xmlEntity, line: hazard.line, tag: "!ENTITY",
                               "the \(parameter ? "parameter " : "")entity `\(name)` is declared, and Copydeck never expands entities, so nothing is imported from this file; remove the declaration and write the text where the entity was")
            case .entityReference(let name):
                entities = true
                let written = name.hasPrefix("%") ? name + ";" : "&" + name + ";"
                context.report(Rules.xmlEntity, line: hazard.line, tag: nil,
                               "`\(written)` is not expanded (only `&lt; &gt; &amp; &apos; &quot;` and character references are), so nothing is imported from this file; write the text in place of the entity")
            }
        }
        // Entities: nothing from the file (its texts could be missing what the entity stood for),
        // and no diagnostic about its units either.
        if entities {
            return XLIFFDocument(diagnostics: context.diagnostics.filter { $0.rule == Rules.xmlEntity.id || $0.rule == Rules.xmlDoctype.id }.sorted())
        }
        if let failure = parsed.failure {
            // What was read before the error is not imported: the file is all or nothing.
            let located = context.diagnostics.filter { $0.rule == Rules.xmlDoctype.id }
            return XLIFFDocument(diagnostics: (located + [Diagnostic(
                rule: Rules.importSyntax.id, severity: Rules.importSyntax.defaultSeverity,
                range: SourceRange(file: path, start: SourceLocation(line: failure.line, column: failure.column)),
                message: "not well-formed XML: \(failure.message); fix the file, or export it again from the tool")]).sorted())
        }
        // Units are checked where they are read, messages when they are assembled: in file order.
        return XLIFFDocument(files: stream.files, diagnostics: context.diagnostics.sorted())
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
