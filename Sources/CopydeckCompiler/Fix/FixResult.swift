import Foundation

/// What `copydeck lint --fix` did, or with `--check` would do.
public struct FixResult: Sendable {
    /// The findings fixed, each with its fix and where it was, in the order they were fixed.
    public var fixed: [Diagnostic]
    /// Each fixed finding's message text before and after all its fixes, by `Fix.key` and file.
    public var texts: [FixedText]
    /// The locale files changed (or that would be), project-relative, sorted.
    public var files: [String]
    /// The project as it is after the fixes, linted: the findings left.
    public var lint: LintResult
    /// Fixes the locale-file editor could not make (its findings, at the file's lines); those
    /// messages are left as they were.
    public var problems: [Diagnostic]
    /// Whether the files were written (not with `check`, not when nothing changes).
    public var written: Bool

    public struct FixedText: Sendable, Hashable {
        public var file: String
        public var key: String
        public var before: String
        public var after: String
    }
}
