/// A small project that shows what a rule finds, in the files a person writes: a *triggering*
/// example marks with `↓` each place a finding of the rule lands, a *non-triggering* one has no
/// mark and must give no finding of the rule (in the way SwiftLint's examples work).
/// `RuleExampleTests` runs every example of every rule, and `Documentation/Rules.md` shows them,
/// so the reference cannot say what a rule does not do.
///
/// A project without its own `copydeck.yml` gets ``RuleExample/standardConfig``: one deck,
/// `demo`, written in Korean with Japanese and English. Findings of other rules are ignored.
public struct RuleExample: Sendable {
    /// Where a finding lands: before the character it points at.
    public static let marker: Character = "↓"

    /// The configuration an example project has unless it gives its own `copydeck.yml`.
    public static let standardConfig = """
        version: 1
        sourceLocale: ko
        locales: [ko, ja, en]
        decks:
          demo: {}

        """

    /// One file of the example project.
    public struct File: Sendable {
        public enum Content: Sendable {
            case text(String)
            /// Bytes that are not (all) UTF-8 text.
            case bytes([UInt8])
            /// A symbolic link to `target` (relative to the link's folder).
            case symlink(target: String)
            /// A folder (its path ends in `/`), for findings about folders.
            case folder
        }

        public let path: String
        public let content: Content
        /// How the documentation writes a file too long to show (a generated one), bytes or a
        /// link, with its marks; nil: as it is.
        public let shown: String?

        public init(_ path: String, _ text: String, shown: String? = nil) {
            self.path = path
            self.content = .text(text)
            self.shown = shown
        }

        public init(_ path: String, bytes: [UInt8], shown: String) {
            self.path = path
            self.content = .bytes(bytes)
            self.shown = shown
        }

        /// A symbolic link; `finding`: a finding of the rule lands on the link (at its line 1).
        public init(_ path: String, symlinkTo target: String, finding: Bool = false) {
            self.path = path
            self.content = .symlink(target: target)
            self.shown = "\(finding ? String(RuleExample.marker) : "")→ \(target)"
        }

        /// A folder; `finding`: a finding of the rule lands on the folder itself.
        public init(folder path: String, finding: Bool = false) {
            self.path = path
            self.content = .folder
            self.shown = "\(finding ? String(RuleExample.marker) : "")(a folder)"
        }

        /// The text as the documentation shows it, marks kept: `shown`, which bytes, links and
        /// folders always have, else the text itself.
        public var display: String {
            if let shown { return shown }
            if case .text(let text) = content { return text }
            return ""
        }
    }

    /// What is run on the project.
    public enum Action: Sendable, Equatable {
        /// `copydeck lint`.
        case lint
        /// `copydeck build`: findings of the emitters.
        case build
        /// `copydeck import --check PATH`: a file of the example, read as the translator's table.
        case importing(String)
    }

    public let files: [File]
    public let action: Action
    /// One line saying what the example shows, or nil.
    public let caption: String?
    /// For a triggering example of a rule with a certain fix: each file `copydeck lint --fix`
    /// changes, as it is afterwards (no marks). Files not named here are left as they are.
    public let fixed: [File]

    public init(_ caption: String? = nil, action: Action = .lint, files: [File], fixed: [File] = []) {
        self.caption = caption
        self.action = action
        self.files = files
        self.fixed = fixed
    }

    /// An example of one file.
    public init(_ caption: String? = nil, action: Action = .lint, file path: String, _ text: String) {
        self.init(caption, action: action, files: [File(path, text)])
    }

    /// Whether a finding is expected: some file holds a mark.
    public var triggers: Bool {
        files.contains { $0.display.contains(Self.marker) }
    }

    /// The text to write for a text file, marks removed, and where each mark was (1-based line
    /// and column in characters, as diagnostics count them).
    public static func unmarked(_ text: String) -> (text: String, marks: [SourceLocation]) {
        var result = ""
        var marks: [SourceLocation] = []
        var line = 1, column = 1
        for character in text {
            if character == marker {
                marks.append(SourceLocation(line: line, column: column))
                continue
            }
            result.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (result, marks)
    }
}
