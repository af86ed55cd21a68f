/// What the XLIFF reader got from one document, file by file: each `<file>` names the catalog
/// its units belong to (`original`), which `TableReadResult` cannot say.
public struct XLIFFDocument: Sendable {
    public struct File: Sendable {
        /// The `original` attribute as written (`wander/Localizable.xcstrings`).
        public var original: String?
        /// The table the file holds: `original`'s last path component without its extension
        /// (`Localizable`, `InfoPlist`); nil without `original`.
        public var table: String?
        public var sourceLanguage: String?
        public var targetLanguage: String
        public var strings: [ImportedString]

        public init(original: String?, table: String?, sourceLanguage: String?, targetLanguage: String, strings: [ImportedString]) {
            self.original = original
            self.table = table
            self.sourceLanguage = sourceLanguage
            self.targetLanguage = targetLanguage
            self.strings = strings
        }
    }

    public var files: [File]
    public var diagnostics: [Diagnostic]

    public init(files: [File] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }
}

/// One `<trans-unit>` as read, before a message is assembled from its units.
struct XLIFFReadUnit {
    var id: XLIFFUnitID
    var line: Int
    /// The `<source>` text; nil when absent or when it holds markup.
    var source: String?
    /// The `<target>` text; nil without a `<target>`.
    var target: String?
    /// Where the `<target>` start tag is (the unit's line without a target).
    var targetLine: Int
    var state: TableState?
    /// The unit's `<note>`s, for translators: the key's comment.
    var note: String?

    /// What Xcode writes in `<note>` for a string whose code gives no comment: it stands for none.
    static let xcodeNoComment = "No comment provided by engineer."

    /// The notes as one comment (a line each), without Xcode's stand-in for none.
    static func note(_ notes: [String]) -> String? {
        let kept = notes.filter { $0 != xcodeNoComment }
        return kept.isEmpty ? nil : kept.joined(separator: "\n")
    }
}
