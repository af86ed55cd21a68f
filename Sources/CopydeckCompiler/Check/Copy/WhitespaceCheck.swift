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

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        let text = message.entry.text
        // Most messages have no space at either end and no doubled space: decide on the bytes.
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return }
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\u{3000}" || scalar == "\n"
        }
        var doubled = false
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x20 && previous == 0x20 { doubled = true; break }
            previous = byte
        }
        guard isBlank(first) || isBlank(last) || doubled else { return }
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { !$0.properties.isWhitespace }) else { return }
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
