/// The change that resolves a finding for certain, as `copydeck lint --fix` applies it: edits of
/// one message's text in one locale file, replacing runs of its Unicode scalars. A fix is only
/// attached where its rule's descriptor says its fixes are certain (`RuleDescriptor.certainFix`),
/// and only when it is: the edit keeps the meaning and leaves nothing to choose.
public struct Fix: Hashable, Codable, Sendable {
    /// One replacement in the message's text; `start` and `end` count Unicode scalars.
    public struct Edit: Hashable, Codable, Sendable {
        public var start: Int
        public var end: Int
        public var replacement: String

        public init(start: Int, end: Int, replacement: String) {
            self.start = start
            self.end = end
            self.replacement = replacement
        }

        func overlaps(_ other: Edit) -> Bool {
            // Two insertions at one offset overlap too: their order would be a choice.
            start < other.end && other.start < end || start == other.start
        }
    }

    /// The locale file (project-relative), the deck it belongs to and its locale.
    public var file: String
    public var deck: String
    public var locale: String
    /// The message's full key (`wander.intro.title`).
    public var key: String
    /// The text the edits were made against: a fix applies only to a file that still holds it.
    public var text: String
    /// In the order of the text, apart from each other.
    public var edits: [Edit]

    public init(file: String, deck: String, locale: String, key: String, text: String, edits: [Edit]) {
        self.file = file
        self.deck = deck
        self.locale = locale
        self.key = key
        self.text = text
        self.edits = edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    /// The text with the edits made.
    public var fixedText: String { Self.apply(edits, to: text) }

    /// `text` with `edits` (sorted, apart) made.
    static func apply(_ edits: [Edit], to text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        for edit in edits {
            result.append(contentsOf: scalars[index..<min(edit.start, scalars.count)])
            result.append(contentsOf: edit.replacement.unicodeScalars)
            index = min(edit.end, scalars.count)
        }
        result.append(contentsOf: scalars[index...])
        return String(result)
    }
}
