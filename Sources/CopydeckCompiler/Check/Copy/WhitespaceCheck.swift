import CopydeckKit

/// Leading, trailing or doubled spaces are invisible in review and visible on screen.
///
///     en: "Allow photos "      ← message.whitespace: trailing space
///     en: "Allow  photos"      ← message.whitespace: doubled space
public struct WhitespaceCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.whitespace", defaultSeverity: .error,
        summary: "A message with leading, trailing or doubled whitespace.",
        help: "Remove the extra spaces; line breaks inside block scalars are fine.",
        example: """
            en: "Allow photos "      ← message.whitespace: trailing space
            en: "Allow  photos"      ← message.whitespace: doubled space
            """)

    public init() {}

    /// A space, tab, line break or ideographic space (`E3 80 80`) at either end, or two spaces
    /// in a row.
    static func mayHaveExtraWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
        func isIdeographicSpace(at index: Int) -> Bool {
            index >= 0 && index + 2 < bytes.count && bytes[index] == 0xE3 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80
        }
        if isBlank(first) || isBlank(last) || isIdeographicSpace(at: 0) || isIdeographicSpace(at: bytes.count - 3) { return true }
        var index = 1
        while index < bytes.count {
            if bytes[index] == 0x20 && bytes[index - 1] == 0x20 { return true }
            index += 1
        }
        return false
    }

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        var text = message.entry.text
        // Most messages have no space at either end and no doubled space: decide on the bytes.
        guard text.withUTF8(Self.mayHaveExtraWhitespace) else { return }
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { !UnicodeWhitespace.contains($0) }) else { return }
        if let first = scalars.first, first == " " || first == "\t" || first == "\u{3000}" {
            diagnostics.emit(Self.rule, at: message.range(at: 0, project.files),
                "message `\(message.key)` in \(message.locale) starts with whitespace")
        }
        if let last = scalars.last, last == " " || last == "\t" || last == "\u{3000}" || last == "\n" {
            diagnostics.emit(Self.rule, at: message.range(at: scalars.count - 1, project.files),
                "message `\(message.key)` in \(message.locale) ends with whitespace")
        }
        for index in 1..<scalars.count where scalars[index] == " " && scalars[index - 1] == " " {
            diagnostics.emit(Self.rule, at: message.range(at: index - 1, project.files),
                "message `\(message.key)` in \(message.locale) has a doubled space")
            break
        }
    }
}
