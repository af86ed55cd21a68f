/// Japanese and Korean copy picks one width of punctuation per deck: Japanese full-width
/// (！？：（）), Korean half-width (!?:()) by convention; mixing looks broken. The deck's
/// majority wins; messages in the other width are reported. The ASCII punctuation of a URL
/// (`https://…`, `mailto:…`), an e-mail address or a time (`10:30`) is part of it, not of the
/// sentence, and is not counted; nor is a colon between two ASCII letters or digits, which joins
/// the parts of one token (`@localpart:domain`, `16:9`, `key:value`).
public struct PunctuationWidthCheck: CopyCheck {
    public static let rule = RuleDescriptor(
        id: "message.punctuation-width", defaultSeverity: .error,
        summary: "Full-width and half-width punctuation mixed in the Japanese or Korean copy of a deck.",
        help: "Use the deck's width: full-width ！？：（） in Japanese, half-width !?:() in Korean.",
        certainFix: "Writes each mark of the message in the deck's width (`!` as `！`, or `！` as `!`).",
        examples: [
            RuleExample("one message half-width in a full-width deck", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    retry:
                      title: 写真を選んでください！
                      body: ↓もう一度お試しください!
                    """),
            ], fixed: [
                .init("locales/ja/demo.yml", """
                    retry:
                      title: 写真を選んでください！
                      body: もう一度お試しください！
                    """),
            ]),
            RuleExample("a URL, an e-mail address and a time keep their ASCII marks", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    retry:
                      title: 写真を選んでください！
                      body: 10:30まで https://example.com か help@example.com へ（無料）
                    """),
            ]),
            RuleExample("a colon inside a token (an ID, a ratio) is the token's", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    retry:
                      title: 写真を選んでください！
                      body: 「@localpart:domain」の形式で入力してください（縦横比 16:9）
                    """),
            ]),
        ])

    static let screens = """
        screens:
          retry:
            kind: dialog
            fields:
              title: title
              body: body
        """

    public init() {}

    /// Full- and half-width punctuation of the text itself, not of the `{…}` syntax around
    /// placeholders; counted on UTF-8 bytes (the full-width marks are `EF BC xx`).
    static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> (full: Int, half: Int) {
        var full = 0, half = 0
        forEachMark(in: bytes) { _, isFull in if isFull { full += 1 } else { half += 1 } }
        return (full, half)
    }

    /// Calls `body` with the byte offset of each mark of the text and whether it is full-width.
    @inline(__always)
    static func forEachMark(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Bool) -> Void) {
        // Every address holds a `:`, an `@` or a `.` (`addressEnd`): most copy has none, and is
        // not searched for addresses at every byte.
        let mayHoldAddress = bytes.contains { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ".") }
        var depth = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if depth == 0, mayHoldAddress, let end = addressEnd(bytes, from: index) {
                index = end
                continue
            }
            index += 1
            switch byte {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: ":") where index - 1 > 0 && index < bytes.count && isTokenByte(bytes[index - 2]) && isTokenByte(bytes[index]):
                break  // a:b joins one token's parts
            case UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"):
                if depth == 0 { body(index - 1, false) }
            case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBC:
                switch bytes[index + 1] {
                case 0x81, 0x9F, 0x9A, 0x88, 0x89: body(index - 1, true)  // ！？：（）
                default: break
                }
                index += 2
            case 0xC0...:
                // The rest of a character: hangul and kana are three bytes each.
                index += UTF8.scalarLength(lead: byte) - 1
            default: break
            }
        }
    }

    /// An ASCII letter or digit.
    @inline(__always)
    static func isTokenByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// The half-width marks and their full-width forms.
    static let fullWidth: [Unicode.Scalar: Unicode.Scalar] = ["!": "！", "?": "？", ":": "：", "(": "（", ")": "）"]
    static let halfWidth = Dictionary(uniqueKeysWithValues: fullWidth.map { ($1, $0) })

    /// The edits that write every mark of `text` in the other width than `full` says it has.
    static func widthEdits(_ text: String, toFull: Bool) -> [Fix.Edit] {
        var text = text
        var offsets: [Int] = []
        text.withUTF8 { bytes in forEachMark(in: bytes) { offset, isFull in if isFull != toFull { offsets.append(offset) } } }
        // Byte offsets to scalar offsets: a scalar starts at every byte that is not a continuation.
        var edits: [Fix.Edit] = []
        var scalar = 0, byte = 0
        let utf8 = Array(text.utf8), scalars = Array(text.unicodeScalars)
        for offset in offsets {
            while byte < offset {
                byte += 1
                if byte < utf8.count, utf8[byte] & 0xC0 != 0x80 { scalar += 1 }
            }
            guard let replacement = (toFull ? fullWidth : halfWidth)[scalars[scalar]] else { continue }
            edits.append(Fix.Edit(start: scalar, end: scalar + 1, replacement: String(replacement)))
        }
        return edits
    }

    /// Where a URL, an e-mail address or a time that starts at `start` ends, or nil when none
    /// starts there. A candidate is a run of printable ASCII up to whitespace, a non-ASCII
    /// character or a placeholder brace, starting after one of those.
    static func addressEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        func isRunByte(_ byte: UInt8) -> Bool {
            byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "{") && byte != UInt8(ascii: "}")
        }
        guard isRunByte(bytes[start]), start == 0 || !isRunByte(bytes[start - 1]) else { return nil }
        var end = start
        var marks = false
        while end < bytes.count, isRunByte(bytes[end]) {
            let byte = bytes[end]
            marks = marks || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".")
            end += 1
        }
        // Every address below holds a `:`, an `@` or a `.`: a run without one is only a word.
        guard marks else { return nil }
        let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        let lower = run.lowercased()
        if lower.contains("://") || lower.hasPrefix("mailto:") || lower.hasPrefix("tel:") || lower.hasPrefix("www.") { return end }
        // name@host.tld
        if let at = run.firstIndex(of: "@"), at != run.startIndex, run[run.index(after: at)...].contains(".") { return end }
        // 10:30, 1:05:00
        if run.contains(":"), run.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ":") }), run.first != ":", run.last != ":" { return end }
        return nil
    }

    func check(messages: CopyMessages, project: Project, into diagnostics: inout DiagnosticCollector) {
        for group in messages.groups where group.context.isJapanese || group.context.isKorean {
            var found: [(position: Int, full: Int, half: Int)] = []
            for position in group.entries.indices {
                // A text without a mark of either width counts none (looked for when the entry was made).
                guard let entry = group.entries[position], entry.features.contains(.widthMark) else { continue }
                var text = entry.text
                let (full, half) = text.withUTF8(Self.count)
                if full + half > 0 { found.append((position, full, half)) }
            }
            let full = found.reduce(0) { $0 + $1.full }, half = found.reduce(0) { $0 + $1.half }
            guard full > 0 && half > 0 else { continue }
            let preferFull = full > half || (full == half && group.context.isJapanese)
            for (position, messageFull, messageHalf) in found where preferFull ? messageHalf > 0 : messageFull > 0 {
                guard let message = group.message(at: position) else { continue }
                diagnostics.emit(Self.rule, at: message.entry.valueRange,
                    "message `\(message.key)` in \(message.locale) uses \(preferFull ? "half" : "full")-width punctuation; the deck uses \(preferFull ? "full" : "half")-width; write it \(preferFull ? "full" : "half")-width, as the rest of the deck (\(preferFull ? "、。！？" : ", . ! ?"))",
                    fix: message.fix(Self.widthEdits(message.entry.text, toFull: preferFull)))
            }
        }
    }
}
