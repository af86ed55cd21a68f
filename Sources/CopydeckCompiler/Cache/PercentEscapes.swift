/// The escapes a cache writes in its texts: each character a text cannot hold as it is (a
/// path's tab and line feed in `PathLines`, a label's end in `LabelLines`) and `%` itself are
/// written `%` and two hex digits. Texts are read and written scalar by scalar, never by
/// `Character`: a line feed after a carriage return, or `%` and `␞` before a combining mark,
/// are parts of one `Character` that are escaped all the same.
struct PercentEscapes: Sendable {
    /// Scalar → its two hex digits (`%` → `25` among them).
    private let codes: [(scalar: Unicode.Scalar, code: String)]

    init(_ codes: [(Unicode.Scalar, String)]) {
        self.codes = [("%", "25")] + codes.map { (scalar: $0.0, code: $0.1) }
    }

    func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: code(of:)) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let code = codes.first(where: { $0.scalar == scalar })?.code {
                result.append("%")
                result.append(contentsOf: code.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private func code(of scalar: Unicode.Scalar) -> Bool {
        codes.contains { $0.scalar == scalar }
    }

    /// The text, or nil when an escape is not one `escaped` writes.
    func unescaped(_ text: Substring.UnicodeScalarView) -> String? {
        guard text.contains("%") else { return String(text) }
        var result = String.UnicodeScalarView()
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "%" else {
                result.append(text[index])
                index = text.index(after: index)
                continue
            }
            let code = String(String.UnicodeScalarView(text[text.index(after: index)...].prefix(2)))
            guard let scalar = codes.first(where: { $0.code == code })?.scalar else { return nil }
            result.append(scalar)
            index = text.index(index, offsetBy: 3)
        }
        return String(result)
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
