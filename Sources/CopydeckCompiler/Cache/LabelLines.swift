/// The labels a deck shows, by locale (`DeckRecord.labels`), as its cache record codes them: for
/// each locale one text, each label ended by `␞` (U+241E), with `%` in a label written `%25` and
/// `␞` written `%1E`. Nothing in it is a character JSON escapes but what the labels hold, so the
/// texts are copied in and out of the cache at the speed of bytes; they are kept as they were
/// read and split only when the labels are asked for: a no-op build decodes every record and
/// reads no label, and the scale-1 corpus's records hold some 65,000 of them.
@propertyWrapper
struct LabelLines: Codable, Equatable, Sendable {
    static let end: Character = "\u{241E}"
    private var texts: [String: String] = [:]

    init(wrappedValue: [String: [String]]) {
        self.wrappedValue = wrappedValue
    }

    var wrappedValue: [String: [String]] {
        get {
            texts.mapValues { text in
                var labels = text.split(separator: Self.end, omittingEmptySubsequences: false)
                labels.removeLast()  // after the last label's end
                // Every escape was checked when the text was read.
                return labels.map { $0.contains("%") ? Self.unescaped($0) ?? String($0) : String($0) }
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

    private static func escaped(_ label: String) -> String {
        guard label.contains("%") || label.contains(end) else { return label }
        return label.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: String(end), with: "%1E")
    }

    /// The label, or nil when an escape is not one `escaped` writes.
    private static func unescaped(_ text: Substring) -> String? {
        var result = ""
        var rest = text
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let code = rest[rest.index(after: percent)...].prefix(2)
            switch code {
            case "25": result += "%"
            case "1E": result.append(end)
            default: return nil
            }
            rest = rest[code.endIndex...]
        }
        return result + rest
    }

    /// Whether a text is labels as `wrappedValue` writes them: empty or ended by `␞`, every `%`
    /// the start of an escape it writes. One pass over the bytes, nothing split.
    private static func isLabels(_ text: String) -> Bool {
        guard text.isEmpty || text.last == end else { return false }
        let bytes = Array(text.utf8)
        var index = bytes.startIndex
        while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
            guard percent + 2 < bytes.count, ["25", "1E"].contains(String(decoding: bytes[percent + 1...percent + 2], as: UTF8.self)) else { return false }
            index = percent + 3
        }
        return true
    }
}
