/// The labels a deck shows, by locale (`DeckRecord.labels`), as its cache record codes them: for
/// each locale one text, each label ended by `␞` (U+241E), with `%` in a label written `%25` and
/// `␞` written `%1E`. Nothing in it is a character JSON escapes but what the labels hold, so the
/// texts are copied in and out of the cache at the speed of bytes; they are kept as they were
/// read and split only when the labels are asked for: a no-op build decodes every record and
/// reads no label, and the scale-1 corpus's records hold some 65,000 of them.
@propertyWrapper
struct LabelLines: Codable, Equatable, Sendable {
    static let end: Unicode.Scalar = "\u{241E}"
    private var texts: [String: String] = [:]

    init(wrappedValue: [String: [String]]) {
        self.wrappedValue = wrappedValue
    }

    var wrappedValue: [String: [String]] {
        get {
            texts.mapValues { text in
                // Split by scalar: a label that begins with a combining mark makes one
                // `Character` of it and the end before it.
                var labels = text.unicodeScalars.split(separator: Self.end, omittingEmptySubsequences: false)
                labels.removeLast()  // after the last label's end
                // Every escape was checked when the text was read.
                return labels.map { Self.escapes.unescaped($0) ?? String($0) }
            }
        }
        set {
            texts = newValue.mapValues { labels in labels.map { Self.escaped($0) + String(Self.end) }.joined() }
        }
    }

    init(from decoder: any Decoder) throws {
        texts = try decoder.singleValueContainer().decode([String: String].self)
        for (locale, text) in texts where !Self.isLabels(text) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "the \(locale) labels are not labels ended by ␞"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(texts)
    }

    /// `%` and `␞` in a label.
    private static let escapes = PercentEscapes([(end, "1E")])

    private static func escaped(_ label: String) -> String { escapes.escaped(label) }

    /// Whether a text is labels as `wrappedValue` writes them: empty or ended by `␞`, every `%`
    /// the start of an escape it writes. One pass over the bytes, nothing split.
    private static func isLabels(_ text: String) -> Bool {
        (text.isEmpty || text.unicodeScalars.last == end) && escapes.holds(text)
    }
}
