/// The rules the XLIFF writer and reader report under. `import.syntax` and `import.unsupported`
/// are shared with the other table readers: the Swift names are XLIFF's own so the declarations
/// cannot clash, and `Rules.all` lists one descriptor per id.
extension Rules {
    /// A key that cannot be a `<trans-unit id>`: it contains Xcode's variation separator `|==|`
    /// (the reader would take the rest for a plural path), or it repeats a key of its table.
    public static let xliffExportKey = RuleDescriptor(
        id: "export.xliff-key", defaultSeverity: .error,
        summary: "A key that cannot be written as an XLIFF unit id: it contains `|==|`, or repeats a key.",
        help: """
            Xcode's XLIFF names a plural variation `KEY|==|plural.one`; a key that contains `|==|` \
            itself would be read back as a variation of another key, so the entry is left out of \
            the XLIFF. Rename the field (keys derive from its id).
            """,
        example: """
            intro|==|title: …     ← export.xliff-key: `|==|` is Xcode's variation separator
            """)

    /// A key, text or translator note holding a character XML 1.0 cannot carry.
    public static let xliffExportCharacter = RuleDescriptor(
        id: "export.xliff-character", defaultSeverity: .error,
        summary: "A text with a control character that XML 1.0 cannot carry, left out of the XLIFF.",
        help: """
            XML 1.0 has no way to write U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE or \
            U+FFFF, not even as `&#1;`. The entry is left out of the XLIFF rather than written \
            without the character; remove the character from the text (it is usually pasted by \
            accident and invisible).
            """,
        example: """
            title: "Hello\\u0001"   ← export.xliff-character: U+0001 cannot be written in XML
            """)



    /// A message whose translated parts do not make a whole.
    public static let xliffImportIncomplete = RuleDescriptor(
        id: "import.incomplete", defaultSeverity: .error,
        summary: "A translated plural or substitution that lacks a part it needs.",
        help: """
            A plural needs its `other` form; a text with substitutions needs the text around \
            them (the `KEY` unit) and every substitution it names. The message is not imported \
            until the missing target is filled in.
            """,
        example: """
            KEY|==|plural.one has a target, KEY|==|plural.other none   ← import.incomplete
            """)

    /// A DOCTYPE in an imported XML file: never loaded; the file is read without it.
    public static let xmlDoctype = RuleDescriptor(
        id: "import.xml-doctype", defaultSeverity: .warning,
        summary: "A DOCTYPE in an imported XML file; Copydeck never loads DTDs.",
        help: """
            XLIFF needs no DTD, and Xcode writes none. Copydeck does not fetch the external DTD \
            a DOCTYPE names, nor apply anything it declares; the rest of the file is read as its \
            bytes say. Remove the DOCTYPE to silence this.
            """,
        example: """
            <!DOCTYPE xliff SYSTEM "xliff.dtd">   ← import.xml-doctype
            """)

    /// An entity declared or referenced in an imported XML file: nothing is read from it.
    public static let xmlEntity = RuleDescriptor(
        id: "import.xml-entity", defaultSeverity: .error,
        summary: "An entity declaration or reference in an imported XML file: nothing is imported from it.",
        help: """
            Entities are how XML documents read local files (`<!ENTITY x SYSTEM "file:///…">`) \
            or explode in memory (billion laughs). Copydeck never declares or expands them, so \
            their text would be silently missing; the file is not imported at all. Only \
            `&lt; &gt; &amp; &apos; &quot;` and character references (`&#10;`) are read.
            """,
        example: """
            <!ENTITY x SYSTEM "file:///etc/passwd">   ← import.xml-entity
            """)
}
