import Foundation

/// The XLIFF of one deck for one target locale, and what could not be written into it.
public struct XLIFFExport: Sendable {
    /// The document: UTF-8, LF line ends, a final line feed; the same tables give the same bytes.
    public var data: Data
    /// Entries left out, one problem each (the rest of the document is complete).
    public var problems: [XLIFFExportProblem]

    public init(data: Data, problems: [XLIFFExportProblem]) {
        self.data = data
        self.problems = problems
    }
}

/// An entry the writer left out of the XLIFF, and why. A table entry does not know the line
/// its message was written at, so the problem names the table and key, and the caller (which
/// does know) places it with `diagnostic(at:)`.
public struct XLIFFExportProblem: Hashable, Sendable {
    public var rule: RuleDescriptor
    /// `Localizable` or `InfoPlist`.
    public var table: String
    public var key: String
    /// The locale whose text is at fault, when it is a text (nil for the key or the comment).
    public var locale: String?
    public var message: String

    public init(rule: RuleDescriptor, table: String, key: String, locale: String?, message: String) {
        self.rule = rule
        self.table = table
        self.key = key
        self.locale = locale
        self.message = message
    }

    public func diagnostic(at range: SourceRange?) -> Diagnostic {
        Diagnostic(rule: rule.id, severity: rule.defaultSeverity, range: range, message: message)
    }
}
