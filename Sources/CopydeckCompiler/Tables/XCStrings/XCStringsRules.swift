extension Rules {
    /// Emitted by `XCStringsReader` for a catalog that is not JSON (or not UTF-8): nothing of it
    /// is read. The id is the one every table reader shares.
    public static let xcstringsSyntax = RuleDescriptor(
        id: "import.syntax", defaultSeverity: .error,
        summary: "An imported string table cannot be parsed.",
        help: """
            The file is not well-formed in its format (JSON for `.xcstrings`), so nothing in it was \
            imported. The diagnostic points at the first byte that is wrong: a missing comma or \
            quote, a trailing comma, a raw line break or tab inside a string (write `\\n`, `\\t`), \
            an unknown escape, a lone `\\uD800` surrogate, bytes that are not UTF-8. Open the file \
            in Xcode or fix it by hand, then import it again.
            """,
        example: """
            "value" : "Hello,
            world"              ← import.syntax: a raw control character (U+000A) in a string
            """)

    /// Emitted by `XCStringsReader` for a well-formed catalog holding something Copydeck cannot
    /// import (a device variation, a value of the wrong type, an unknown key): that part is left
    /// out and named, the rest is read.
    public static let xcstringsUnsupported = RuleDescriptor(
        id: "import.unsupported", defaultSeverity: .warning,
        summary: "Part of an imported string table has a shape Copydeck does not import.",
        help: """
            The file is well-formed, but this part of it is not a shape Copydeck's messages can \
            hold: device or width variations, a plural nested in a plural, a plural without its \
            `other` form, a substitution without `argNum`, a value that is not a string, a key the \
            format does not define, a state that is not `translated`, `new`, `needs_review` or \
            `stale`. What the diagnostic names was not imported (or, for an unknown state or key, \
            imported without it); everything else in the file was. Rewrite that text as a plain \
            string or a plural in Xcode, or edit `locales/` directly.
            """,
        example: """
            "variations" : {
              "device" : { …      ← import.unsupported: `welcome.title` (en): device variations
            """)
}
