import CopydeckKit
import Foundation

/// Writes a deck's string tables as XLIFF 1.2 for one target locale, in the dialect of Xcode's
/// `.xcloc` export (`build/<deck>/xliff/<locale>.xliff`), valid against the OASIS XLIFF 1.2
/// strict schema:
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi=… version="1.2" xsi:schemaLocation=…>
///       <file original="wander/Localizable.xcstrings" source-language="ko" target-language="en" datatype="plaintext">
///         <header>
///           <tool tool-id="dev.copydeck" tool-name="Copydeck" tool-version="1"/>
///         </header>
///         <body>
///           <trans-unit id="wander.intro.title" xml:space="preserve">
///             <source>사진으로 여행을 기록해요</source>
///             <target state="translated">Keep your trips in photos</target>
///             <note>Title of the first screen. Up to 30 characters.</note>
///           </trans-unit>
///         </body>
///       </file>
///     </xliff>
///
/// One `<file>` per table, in the order given (a deck passes `Localizable`, then `InfoPlist`);
/// `original` names the catalog the units belong to, `<deck>/<table>.xcstrings`, as Xcode names
/// a String Catalog. Xcode also writes `build-num` on `<tool>`, which the strict schema does not
/// allow, and a date nowhere: here neither, so the same tables always give the same bytes.
/// Units, their ids, states and escaping: `XLIFFUnitPlan`, `XLIFFUnitID`, `XLIFFState`,
/// `XLIFFBytes`. The comment is the `<note>` of every unit of its entry (none when empty).
public struct XLIFFWriter: Sendable {
    public static let toolID = "dev.copydeck"
    public static let toolName = "Copydeck"
    /// The version of Copydeck's XLIFF dialect; it changes when the output does.
    public static let toolVersion = "1"
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    public init() {}

    /// The `original` of a table's `<file>`: `<deck>/<table>.xcstrings`.
    public static func original(deck: String, table: String) -> String { deck + "/" + table + ".xcstrings" }

    /// The document alone (what `export` writes; its problems are dropped: use `export` in the
    /// build, where they become diagnostics).
    public func write(_ tables: [StringTable], targetLocale: String, deck: String) -> Data {
        export(tables, targetLocale: targetLocale, deck: deck).data
    }

    public func export(_ tables: [StringTable], targetLocale: String, deck: String) -> XLIFFExport {
        export(decks: [(deck, tables)], targetLocale: targetLocale)
    }

    /// One document for several decks (`copydeck export xliff` without `--deck`): a `<file>` per
    /// table of each deck, each with its deck's source language.
    public func export(decks: [(deck: String, tables: [StringTable])], targetLocale: String) -> XLIFFExport {
        let entryCount = decks.reduce(0) { $0 + $1.tables.reduce(0) { $0 + $1.entries.count } }
        var out = XLIFFBytes(capacity: 1_024 + entryCount * 400)
        var problems: [XLIFFExportProblem] = []
        let targetCategories = PluralRules(locale: targetLocale).cardinalCategories
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.append("<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n")
        for (deck, table) in decks.flatMap({ item in item.tables.map { (item.deck, $0) } }) {
            out.append("  <file original=\"")
            out.appendAttribute(Self.original(deck: deck, table: table.name))
            out.append("\" source-language=\"")
            out.appendAttribute(table.sourceLocale)
            out.append("\" target-language=\"")
            out.appendAttribute(targetLocale)
            out.append("\" datatype=\"plaintext\">\n    <header>\n      <tool tool-id=\"")
            out.appendAttribute(Self.toolID)
            out.append("\" tool-name=\"")
            out.appendAttribute(Self.toolName)
            out.append("\" tool-version=\"")
            out.appendAttribute(Self.toolVersion)
            out.append("\"/>\n    </header>\n    <body>\n")
            var seen = Set<String>()
            // App Shortcuts phrases are a String Catalog's alone, width variants a `.stringsdict`'s.
            for entry in table.entries where !entry.isStringSet && entry.widths.isEmpty {
                if let problem = Self.problem(entry, in: table, targetLocale: targetLocale, seen: &seen) {
                    problems.append(problem)
                    continue
                }
                let units = XLIFFUnitPlan.units(for: entry, sourceLocale: table.sourceLocale, targetLocale: targetLocale,
                                                targetCategories: targetCategories)
                let previous = entry.localization(targetLocale)?.previousSource
                for unit in units { write(unit, note: entry.comment, previousSource: previous, to: &out) }
            }
            out.append("    </body>\n  </file>\n")
        }
        out.append("</xliff>\n")
        return XLIFFExport(data: Data(out.bytes), problems: problems)
    }

    /// `previousSource`: a stale translation's source when it was made, given as a second note
    /// (XLIFF 1.2 allows any number), its target `needs-review-translation`.
    private func write(_ unit: XLIFFPlannedUnit, note: String?, previousSource: String?, to out: inout XLIFFBytes) {
        out.append("      <trans-unit id=\"")
        out.appendAttribute(unit.id.text)
        out.append("\" xml:space=\"preserve\">\n        <source>")
        out.appendText(unit.source)
        out.append("</source>\n")
        if let target = unit.target {
            let stale = previousSource != nil && unit.state == .needsReview
            if let state = stale ? XLIFFState.staleAttribute : unit.state.map(XLIFFState.attribute(for:)) {
                out.append("        <target state=\"")
                out.appendAttribute(state)
                out.append("\">")
            } else {
                out.append("        <target>")
            }
            out.appendText(target)
            out.append("</target>\n")
        }
        if let note, !note.isEmpty {
            out.append("        <note>")
            out.appendText(note)
            out.append("</note>\n")
        }
        if let previousSource, unit.target != nil, unit.state == .needsReview {
            out.append("        <note from=\"copydeck\" annotates=\"source\">Previous source: ")
            out.appendText(previousSource)
            out.append("</note>\n")
        }
        out.append("      </trans-unit>\n")
    }

    /// Why an entry cannot be written, if it cannot: a key with `|==|` or seen before, or a
    /// character XML 1.0 cannot carry in its key, comment, or the texts it would write.
    private static func problem(_ entry: TableEntry, in table: StringTable, targetLocale: String,
                                seen: inout Set<String>) -> XLIFFExportProblem? {
        func make(_ rule: RuleDescriptor, _ locale: String?, _ message: String) -> XLIFFExportProblem {
            XLIFFExportProblem(rule: rule, table: table.name, key: entry.key, locale: locale, message: message)
        }
        if ByteSearch.screened(XLIFFUnitID.separator, in: entry.key) {
            return make(Rules.xliffExportKey, nil, "`\(entry.key)` contains `|==|`, Xcode's variation separator: it is left out of the XLIFF")
        }
        guard seen.insert(entry.key).inserted else {
            return make(Rules.xliffExportKey, nil, "`\(entry.key)` appears twice in \(table.name): its second entry is left out of the XLIFF")
        }
        if let scalar = XMLCharacters.firstUnwritable(in: entry.key) {
            return make(Rules.xliffExportCharacter, nil, "the key `\(entry.key.debugDescription)` contains \(scalar.codeName), which XML 1.0 cannot carry, so it is left out of the XLIFF; delete the character")
        }
        if let comment = entry.comment, let scalar = XMLCharacters.firstUnwritable(in: comment) {
            return make(Rules.xliffExportCharacter, nil, "the comment of `\(entry.key)` contains \(scalar.codeName), which XML 1.0 cannot carry, so the entry is left out of the XLIFF; delete the character")
        }
        for localization in entry.localizations where localization.locale == table.sourceLocale || localization.locale == targetLocale {
            if let scalar = localization.text.firstUnwritable {
                return make(Rules.xliffExportCharacter, localization.locale, "the \(localization.locale) text of `\(entry.key)` contains \(scalar.codeName), which XML 1.0 cannot carry, so the entry is left out of the XLIFF; delete the character")
            }
        }
        return nil
    }
}

fileprivate extension TableText {
    /// The first character XML 1.0 cannot carry in any of this text's strings.
    var firstUnwritable: Unicode.Scalar? {
        switch self {
        case .format(let format): return XMLCharacters.firstUnwritable(in: format)
        case .plural(let forms): return Self.firstUnwritable(in: forms)
        case .substitutions(let format, let substitutions):
            if let found = XMLCharacters.firstUnwritable(in: format) { return found }
            for substitution in substitutions {
                if let found = Self.firstUnwritable(in: substitution.variations) { return found }
            }
            return nil
        case .devices(let devices):
            return devices.devices.lazy.compactMap { devices[$0]?.firstUnwritable }.first
        }
    }

    private static func firstUnwritable(in forms: PluralVariations) -> Unicode.Scalar? {
        // CLDR order, so the character named is the same in every run.
        for category in PluralCategory.allCases {
            if let text = forms[category], let found = XMLCharacters.firstUnwritable(in: text) { return found }
        }
        return nil
    }
}

fileprivate extension Unicode.Scalar {
    /// `U+0001`.
    var codeName: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
