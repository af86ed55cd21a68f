/// The escapes a cache writes in its texts: each character a text cannot hold as it is (a
/// path's tab and line feed in `PathLines`, a label's end in `LabelLines`) and `%` itself are
/// written `%` and two hex digits.
struct PercentEscapes: Sendable {
    /// Character → its two hex digits (`%` → `25` among them).
    private let codes: [(character: Character, code: String)]

    init(_ codes: [(Character, String)]) {
        self.codes = [("%", "25")] + codes.map { (character: $0.0, code: $0.1) }
    }

    func escaped(_ text: String) -> String {
        guard text.contains(where: { character in codes.contains { $0.character == character } }) else { return text }
        var result = ""
        for character in text {
            if let code = codes.first(where: { $0.character == character })?.code { result += "%" + code } else { result.append(character) }
        }
        return result
    }

    /// The text, or nil when an escape is not one `escaped` writes.
    func unescaped(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var result = ""
        var rest = text
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let code = rest[rest.index(after: percent)...].prefix(2)
            guard let character = codes.first(where: { $0.code == code })?.character else { return nil }
            result.append(character)
            rest = rest[code.endIndex...]
        }
        return result + rest
    }

    /// Whether every `%` in the bytes starts an escape `escaped` writes: one pass, nothing made.
    func holds(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = bytes.startIndex
        while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
            guard percent + 2 < bytes.count else { return false }
            let code = String(decoding: bytes[percent + 1...percent + 2], as: UTF8.self)
            guard codes.contains(where: { $0.code == code }) else { return false }
            index = percent + 3
        }
        return true
    }
}
