/// One voice per deck: Korean copy does not mix 해요체 (…해요) with 합니다체 (…합니다), Japanese
/// copy does not mix です/ます with the plain form (…だ, …する). Only sentences count: bodies,
/// subtitles, captions, errors, toasts and usage descriptions; titles, headings, buttons and
/// labels are not sentences (Japanese UI writes 「登録する」 on a button and as a heading).
/// The deck's majority style wins and each sentence in another is reported; a deck that
/// declares its register in `copydeck.yml` (`register: haeyo`, `hapnida`, `desu-masu` or
/// `plain`) holds every sentence to it. A warning by default: seeds mix on purpose, and an
/// inline `# copydeck: ignore message.register — why` says so.
public struct RegisterCheck: CopyCheck {
    public static let rule = RuleDescriptor(
        id: "message.register", defaultSeverity: .warning,
        summary: "Korean 해요체 and 합니다체, or Japanese です/ます and plain form, mixed within a deck.",
        help: """
            Rewrite the sentence in the deck's style. Two kinds of sentence belong to neither voice, \
            as real apps' copy shows: a Korean request in -세요 (`다시 시도해 주세요` follows a 합니다 \
            statement as routinely as a 해요 one), and a Japanese numbered or bulleted step, which \
            is written in the plain form whatever the prose around it (`1. 設定を開く`).
            """,
        examples: [
            RuleExample("a 합니다체 sentence in a 해요체 deck, at the sentence", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    photo_access:
                      title: 사진 접근 허용
                      subtitle: 여행 사진으로 지도를 만들어요.
                      body: 고른 사진만 읽어요. ↓위치 정보는 저장하지 않습니다.
                      next: 계속하기
                    """),
            ]),
            RuleExample("a deck that declares `register: desu-masu`: every plain-form sentence", files: [
                .init("copydeck.yml", """
                    version: 1
                    sourceLocale: ko
                    locales: [ko, ja, en]
                    decks:
                      demo: { register: desu-masu }
                    """),
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    photo_access:
                      title: 写真へのアクセス
                      subtitle: ↓旅の写真を選ぶ。
                      body: 選んだ写真だけを読み込みます。
                      next: 続ける
                    """),
            ]),
            RuleExample("one voice in the sentences; titles and buttons are labels (続ける)", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    photo_access:
                      title: 写真を選ぶ
                      subtitle: 旅の写真を選んでください。
                      body: 選んだ写真だけを読み込みます。
                      next: 続ける
                    """),
            ]),
        ])

    static let screens = """
        screens:
          photo_access:
            kind: page
            fields:
              title: title
              subtitle: subtitle
              body: body
              next: button
        """

    enum Style: String { case haeyo = "해요체", hamnida = "합니다체", desuMasu = "です/ます", plain = "plain form" }

    /// Surfaces that hold sentences; titles (headings), buttons, links, toggles, labels and
    /// placeholders are labels, where Japanese UI uses the plain form on purpose.
    static func holdsSentences(_ surface: Field.Surface) -> Bool {
        switch surface {
        case .subtitle, .body, .caption, .error, .toast, .usage: true
        case .title, .button, .link, .toggle, .label, .placeholder: false
        }
    }

    /// The style a declared register asks for.
    static func style(of register: ProjectConfig.Register) -> Style {
        switch register {
        case .haeyo: .haeyo
        case .hapnida: .hamnida
        case .desuMasu: .desuMasu
        case .plain: .plain
        }
    }

    public init() {}

    func check(messages: CopyMessages, project: Project, into diagnostics: inout DiagnosticCollector) {
        var declared: [String: [ProjectConfig.Register]] = [:]
        for deck in project.config.decks { declared[deck.id.value] = deck.registers.map(\.value) }
        for group in messages.groups {
            let korean = group.context.isKorean
            guard korean || group.context.isJapanese else { continue }
            let language = korean ? "ko" : "ja"
            let register = declared[group.context.deckID]?.first { $0.language == language }
            // Each sentence's message (by position) and style, in message order.
            // Each sentence's message (by position), style, and where it starts (a scalar offset in
            // the entry's text, when the text scanned is the entry's own; else nil).
            var found: [(position: Int, style: Style, offset: Int?)] = []
            for position in group.entries.indices {
                guard let entry = group.entries[position] else { continue }
                // Buttons, links, toggles and placeholders are labels, not sentences: "通知をオンにする" is right.
                // A template parameter's value is read as the field it fills.
                guard let surface = group.surface(at: position), Self.holdsSentences(surface) else { continue }
                let text = entry.message?.plainText ?? entry.text
                let own = text == entry.text
                Self.forEachStyle(of: text, korean: korean) { style, offset in found.append((position, style, own ? offset : nil)) }
            }
            guard !found.isEmpty else { continue }
            if let register {
                // Declared: every sentence in another style is reported.
                let wanted = Self.style(of: register)
                var reported: Set<Int> = []
                for (position, style, offset) in found where style != wanted && reported.insert(position).inserted {
                    guard let message = group.message(at: position) else { continue }
                    diagnostics.emit(Self.rule, at: offset.map { message.range(at: $0, project.files) } ?? message.entry.valueRange,
                        "message `\(message.key)` in \(message.locale) is in \(style.rawValue), but deck `\(message.deckID)` declares `register: \(register.rawValue)` (\(wanted.rawValue)); write it in \(wanted.rawValue), or change the deck's `register`")
                }
                continue
            }
            var counts: [Style: Int] = [:]
            for (_, style, _) in found { counts[style, default: 0] += 1 }
            guard counts.count > 1 else { continue }
            let majority = counts.keys.max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && $0.rawValue > $1.rawValue) }!
            var reported: Set<Int> = []
            for (position, style, offset) in found where style != majority && reported.insert(position).inserted {
                guard let message = group.message(at: position) else { continue }
                // At the sentence itself: inside a multi-line text, its own line.
                diagnostics.emit(Self.rule, at: offset.map { message.range(at: $0, project.files) } ?? message.entry.valueRange,
                    "message `\(message.key)` in \(message.locale) is in \(style.rawValue), but deck `\(message.deckID)` speaks \(majority.rawValue) (\(counts[majority]!) sentences); write it in \(majority.rawValue), or set the deck's `register` in copydeck.yml if this one is right")
            }
        }
    }

    /// The styles of the sentences of a text, by their final words, in order.
    static func styles(of text: String, language: String) -> [Style] {
        var result: [Style] = []
        forEachStyle(of: text, korean: language == "ko") { style, _ in result.append(style) }
        return result
    }

    /// Calls `body` with the style of each sentence that has one, first sentence first. Reads the
    /// text's UTF-8 in place (no copy, no decoding): this runs for every Korean and Japanese
    /// message. Every break, trailing mark and ending is a whole UTF-8 sequence, so comparing
    /// bytes is comparing characters.
    static func forEachStyle(of text: String, korean: Bool, _ body: (Style, _ scalarOffset: Int) -> Void) {
        var text = text
        text.withUTF8 { forEachStyle(of: $0, korean: korean, body) }
    }

    /// `body` gets each sentence's style and the scalar offset where the sentence starts (past
    /// the spaces and line breaks before it).
    private static func forEachStyle(of bytes: UnsafeBufferPointer<UInt8>, korean: Bool, _ body: (Style, Int) -> Void) {
        var sentenceStart = 0, sentenceStartScalar = 0
        var index = 0, scalars = 0
        while index <= bytes.count {
            var breakLength = index == bytes.count ? 1
                : sentenceBreakLength(bytes, at: index) + (korean ? clauseBreakLength(bytes, at: index) : 0)
            // `1.` starting a line numbers a step: the step goes on after it.
            if breakLength == 1, index < bytes.count, bytes[index] == UInt8(ascii: "."), isStepNumber(bytes, from: sentenceStart, to: index) {
                breakLength = 0
            }
            if breakLength > 0 {
                var start = sentenceStart, startScalar = sentenceStartScalar
                while start < index, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\n") {
                    start += 1
                    startScalar += 1
                }
                let sentence = UnsafeBufferPointer(rebasing: bytes[sentenceStart..<index])
                if let style = style(of: sentence, korean: korean),
                   // A numbered or bulleted step is an instruction, written in the plain form in
                   // Japanese whatever the prose around it (Signal: 「通知を許可」を有効にする).
                   !(style == .plain && startsListItem(UnsafeBufferPointer(rebasing: bytes[start..<index]))) {
                    body(style, startScalar)
                }
                index += breakLength
                // Every break is one scalar (`.`, `\n`, `。`…).
                scalars += 1
                sentenceStart = index
                sentenceStartScalar = scalars
            } else {
                // A character at a time: hangul and kana are three bytes each.
                index += UTF8.scalarLength(lead: bytes[index])
                scalars += 1
            }
        }
    }

    /// Whether the bytes from `start` to `end` are a step's number at the start of a line: ASCII
    /// digits, after nothing but spaces on their line.
    static func isStepNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return false }
        var index = start
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") { index += 1 }
        guard index < end else { return false }
        return bytes[index..<end].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Whether a sentence starts as a list item does: `1.`, `1)`, `(1)`, a full-width `１．`, a
    /// circled number (①–⑳), or a bullet (`・`, `•`, `- `, `* `).
    static func startsListItem(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "(") {
            var index = first == UInt8(ascii: "(") ? 1 : 0
            let digits = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index > digits && index < bytes.count && (bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")"))
        }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") { return bytes.count > 1 && bytes[1] == UInt8(ascii: " ") }
        return listMarks.contains { hasSequence($0, in: bytes, at: 0) }
    }

    /// Wide list marks: `・`, `•`, full-width digits 0–9 followed by `．`, and ①–⑳.
    static let listMarks: [[UInt8]] = ["・", "•"].map { Array($0.utf8) }
        + (0...9).map { Array("\(Character(Unicode.Scalar(0xFF10 + $0)!))．".utf8) }
        + (0..<20).map { Array(String(Character(Unicode.Scalar(0x2460 + $0)!)).utf8) }

    /// `.`, `!`, `?`, a line break, `。`, `！` or `？` at `index`: its length in bytes; else 0.
    /// (Every kana starts with `E3` too: the wide marks are told apart by their next two bytes,
    /// `。` `E3 80 82`, `！` `EF BC 81`, `？` `EF BC 9F`.)
    /// In Korean, a space right after `…ㅂ니다` or `…ㅂ니까` (합니다, 습니까, 입니다) ends a sentence
    /// written without its full stop: 「과도한 요청입니다 잠시 후 시도해 주세요!」 is two sentences,
    /// one 합니다체 and one 해요체. The syllable before 니 must end in ㅂ: 「꺼져 있으니까 켜 주세요」
    /// (-(으)니까, "because") goes on.
    static func clauseBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard bytes[index] == UInt8(ascii: " "), index >= 9,
              hasSequence(ni, in: bytes, at: index - 6),
              hasSequence(da, in: bytes, at: index - 3) || hasSequence(kka, in: bytes, at: index - 3) else { return 0 }
        // The syllable before 니, decoded from its three bytes: a final ㅂ is jongseong 17.
        let lead = bytes[index - 9]
        guard lead & 0xF0 == 0xE0 else { return 0 }
        let scalar = (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index - 8] & 0x3F) << 6) | UInt32(bytes[index - 7] & 0x3F)
        guard (0xAC00...0xD7A3).contains(scalar) else { return 0 }
        return (scalar - 0xAC00) % 28 == 17 ? 1 : 0
    }

    private static let ni = Array("니".utf8), da = Array("다".utf8), kka = Array("까".utf8)

    static func sentenceBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "\n"): return 1
        case 0xE3 where index + 2 < bytes.count:
            return bytes[index + 1] == 0x80 && bytes[index + 2] == 0x82 ? 3 : 0
        case 0xEF where index + 2 < bytes.count:
            return bytes[index + 1] == 0xBC && (bytes[index + 2] == 0x81 || bytes[index + 2] == 0x9F) ? 3 : 0
        default: return 0
        }
    }
    /// Marks after a sentence's last word: `~`, `…`, closing brackets and quotes, spaces.
    static func isTrailingASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "~"), UInt8(ascii: ")"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: " "), UInt8(ascii: "\t"): true
        default: false
        }
    }
    static let trailingWide = ["…", "」", "』", "\u{3000}"].map { Array($0.utf8) }

    static func hasSequence(_ sequence: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index >= 0, index + sequence.count <= bytes.count else { return false }
        for offset in sequence.indices where bytes[index + offset] != sequence[offset] { return false }
        return true
    }

    static let hamnida = endings(["니다", "니까", "십시오", "습니다"])
    static let haeyo = endings(["요"])
    static let requests = endings(["세요"])
    static let desuMasu = endings(["です", "ます", "ました", "ません", "でした", "ましょう", "ください", "ませんか", "ですか", "ますか",
                                   "でしょう", "ませ", "下さい"])
    /// Plain-form endings: the copula and its forms, past `た`/`だ`, negatives, `たい`, and a
    /// verb's dictionary form — any u-row kana (`記録される`, `使う`, `書く`, `届く`).
    static let plain = endings(["だ", "である", "だった", "だろう", "た", "ない", "たい",
                                "う", "く", "ぐ", "す", "ず", "つ", "ぬ", "ぶ", "む", "る"])
    /// Set phrases that end like a verb but are no plain-form sentence.
    static let plainExceptions = endings(["ありがとう", "おめでとう", "おはよう", "よろしく"])

    static func endings(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }

    private static func style(of sentence: UnsafeBufferPointer<UInt8>, korean: Bool) -> Style? {
        var end = sentence.count
        while end > 0 {
            if isTrailingASCII(sentence[end - 1]) {
                end -= 1
            } else if end >= 3, sentence[end - 1] >= 0x80, let mark = trailingWide.first(where: { hasSequence($0, in: sentence, at: end - 3) }) {
                end -= mark.count
            } else {
                break
            }
        }
        guard end > 0 else { return nil }
        // Every ending is kana or hangul, three bytes a character: a sentence that does not end
        // in one cannot match, and the last byte rules out most endings at once.
        let last = sentence[end - 1]
        guard end >= 3, last >= 0x80 else { return nil }
        func ends(with list: [[UInt8]]) -> Bool {
            list.contains { $0.last == last && hasSequence($0, in: sentence, at: end - $0.count) }
        }
        if korean {
            if ends(with: hamnida) { return .hamnida }
            // A request in -세요 (다시 시도해 주세요, 확인하세요) sits beside 합니다 statements in real
            // apps' copy as routinely as beside 해요: it belongs to neither voice.
            if ends(with: requests) { return nil }
            return ends(with: haeyo) ? .haeyo : nil
        }
        if ends(with: desuMasu) { return .desuMasu }
        if ends(with: plainExceptions) { return nil }
        return ends(with: plain) ? .plain : nil
    }
}
