/// The labels a deck shows, by locale (`DeckRecord.labels`), as its cache record codes them: for
/// each locale one text, a label a line, each line ended by a line feed, with `%`, tab, line
/// feed and carriage return written as `PathLines` writes them in a path. The texts are kept as
/// they were read and split only when the labels are asked for: a no-op build decodes every
/// record and reads no label, and the scale-1 corpus's records hold some 65,000 of them.
@propertyWrapper
struct LabelLines: Codable, Equatable, Sendable {
    private var texts: [String: String] = [:]

    init(wrappedValue: [String: [String]]) {
        self.wrappedValue = wrappedValue
    }

    var wrappedValue: [String: [String]] {
        get {
            texts.mapValues { text in
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                lines.removeLast()  // after the last line's feed
                // Every escape was checked when the text was read.
                return lines.map { PathLines<String>.unescaped($0) ?? String($0) }
            }
        }
        set {
            texts = newValue.mapValues { labels in labels.map { PathLines<String>.escaped($0) + "\n" }.joined() }
        }
    }

    init(from decoder: any Decoder) throws {
        texts = try decoder.singleValueContainer().decode([String: String].self)
        for (locale, text) in texts where !Self.isLines(text) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "the \(locale) labels are not lines of labels"))
        }
    }

    /// Whether a text is lines as `wrappedValue` writes them: empty or ended by a line feed,
    /// every `%` the start of an escape it writes. One pass over the bytes, nothing split.
    private static func isLines(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.last.map({ $0 == UInt8(ascii: "\n") }) ?? true else { return false }
        var index = bytes.startIndex
        while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
            guard percent + 2 < bytes.count, ["25", "09", "0A", "0D"].contains(String(decoding: bytes[percent + 1...percent + 2], as: UTF8.self)) else { return false }
            index = percent + 3
        }
        return true
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(texts)
    }
}
