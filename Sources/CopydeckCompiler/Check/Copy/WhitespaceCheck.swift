import CopydeckKit

/// Leading, trailing or doubled spaces are invisible in review and visible on screen.
public struct WhitespaceCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.whitespace", defaultSeverity: .error,
        summary: "A message with leading, trailing or doubled whitespace.",
        help: "Remove the extra spaces; line breaks inside block scalars are fine.",
        certainFix: "Deletes the whitespace at either end and makes each run of spaces one space.",
        examples: [
            RuleExample("leading, trailing and doubled spaces", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/en/demo.yml", """
                    photo_access:
                      title: "↓ Allow photos"
                      body: "Pick the photos of your trip↓ "
                      next: "Allow↓  photos"
                    """),
            ], fixed: [
                .init("locales/en/demo.yml", """
                    photo_access:
                      title: "Allow photos"
                      body: "Pick the photos of your trip"
                      next: "Allow photos"
                    """),
            ]),
            RuleExample("line breaks inside a block scalar", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/en/demo.yml", """
                    photo_access:
                      title: Allow photos
                      body: |-
                        Pick the photos of your trip.
                        We read only those.
                      next: Allow photos
                    """),
            ]),
        ])

    static let screens = """
        screens:
          photo_access:
            kind: page
            fields:
              title: title
              body: body
              next: button
        """

    public init() {}

    /// A space, tab, line break or ideographic space (`E3 80 80`) at either end.
    static func hasBlankEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
        func isIdeographicSpace(at index: Int) -> Bool {
            index >= 0 && index + 2 < bytes.count && bytes[index] == 0xE3 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80
        }
        return isBlank(first) || isBlank(last) || isIdeographicSpace(at: 0) || isIdeographicSpace(at: bytes.count - 3)
    }

    /// Whether two spaces follow each other, looked for eight byte pairs at a time: the bytes at
    /// `i…i+7` and those at `i+1…i+8` are marked where they are spaces, and a pair marked in both
    /// is a doubled space.
    static func hasDoubledSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 9 <= bytes.count {
                let here = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let next = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + 1, as: UInt64.self))
                if spaces(in: here) & spaces(in: next) != 0 { return true }
                index += 8
            }
        }
        while index + 1 < bytes.count {
            if bytes[index] == 0x20 && bytes[index + 1] == 0x20 { return true }
            index += 1
        }
        return false
    }

    /// Each run of two spaces or more inside the text, made one space (runs at either end are
    /// the ends' own fixes).
    static func doubledSpaces(in scalars: [Unicode.Scalar]) -> [Fix.Edit] {
        var edits: [Fix.Edit] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == " " else { index += 1; continue }
            var end = index
            while end < scalars.count, scalars[end] == " " { end += 1 }
            if end - index > 1, index > 0, end < scalars.count { edits.append(Fix.Edit(start: index + 1, end: end, replacement: "")) }
            index = end
        }
        return edits
    }

    /// `0x80` in each byte of `word` that is a space, `0` in the others (exact: no carry crosses
    /// from one byte into the next).
    private static func spaces(in word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let x = word ^ 0x2020_2020_2020_2020
        return ~(((x & low7) &+ low7) | x | low7)
    }

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        var text = message.entry.text
        // Most messages have no space at either end and no doubled space: decide on the bytes
        // (a doubled space was looked for when the entry was made).
        guard text.withUTF8(Self.hasBlankEnd)
              || message.entry.features.contains(.doubledSpace) && text.withUTF8(Self.hasDoubledSpace) else { return }
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { !UnicodeWhitespace.contains($0) }) else { return }
        func isEdge(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\u{3000}" || scalar == "\n" }
        if let first = scalars.first, first == " " || first == "\t" || first == "\u{3000}" {
            let end = scalars.firstIndex { !isEdge($0) } ?? scalars.count
            diagnostics.emit(Self.rule, at: message.range(at: 0, project.files),
                "message `\(message.key)` in \(message.locale) starts with whitespace; delete it (spacing belongs to the layout)",
                fix: message.fix([Fix.Edit(start: 0, end: end, replacement: "")]))
        }
        if let last = scalars.last, isEdge(last) {
            let start = (scalars.lastIndex { !isEdge($0) } ?? -1) + 1
            diagnostics.emit(Self.rule, at: message.range(at: scalars.count - 1, project.files),
                "message `\(message.key)` in \(message.locale) ends with whitespace; delete it (spacing belongs to the layout)",
                fix: message.fix([Fix.Edit(start: start, end: scalars.count, replacement: "")]))
        }
        if let doubled = (1..<scalars.count).first(where: { scalars[$0] == " " && scalars[$0 - 1] == " " }) {
            diagnostics.emit(Self.rule, at: message.range(at: doubled - 1, project.files),
                "message `\(message.key)` in \(message.locale) has a doubled space; make it one",
                fix: message.fix(Self.doubledSpaces(in: scalars)))
        }
    }
}
