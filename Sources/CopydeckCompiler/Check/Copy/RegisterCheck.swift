/// One voice per deck: Korean copy does not mix 해요체 (…해요) with 합니다체 (…합니다), Japanese
/// copy does not mix です/ます with the plain form (…だ, …する). The deck's majority style wins;
/// each sentence in the other style is reported.
///
///     ko: "사진을 골라 주세요"   (해요체, like the rest of the deck)
///     ko: "위치를 사용합니다"    ← message.register: 합니다체 in a 해요체 deck
public struct RegisterCheck: CopyCheck {
    public static let rule = RuleDescriptor(
        id: "message.register", defaultSeverity: .error,
        summary: "Korean 해요체 and 합니다체, or Japanese です/ます and plain form, mixed within a deck.",
        help: "Rewrite the sentence in the deck's style.",
        example: """
            ko: "사진을 골라 주세요"   (해요체, like the rest of the deck)
            ko: "위치를 사용합니다"    ← message.register: 합니다체 in a 해요체 deck
            """)

    enum Style: String { case haeyo = "해요체", hamnida = "합니다체", desuMasu = "です/ます", plain = "plain form" }

    static let sentenceSurfaces: Set<Field.Surface> = [.title, .subtitle, .body, .caption, .error, .toast, .usage]

    public init() {}

    func check(messages: [CopyMessage], project: Project, into diagnostics: inout DiagnosticCollector) {
        // Deck-locale group → each sentence's message and style, in message order.
        var groups = [[(CopyMessage, Style)]](repeating: [], count: CopyMessage.groupCount(messages))
        for message in messages {
            let language = message.language
            guard language == "ko" || language == "ja" else { continue }
            // Buttons, links, toggles and placeholders are labels, not sentences: "通知をオンにする" is right.
            // Template parameters have no surface of their own (their place is the template's).
            guard let surface = message.field.surface?.value, Self.sentenceSurfaces.contains(surface) else { continue }
            Self.forEachStyle(of: message.entry.message?.plainText ?? message.entry.text, korean: language == "ko") { style in
                groups[message.context.group].append((message, style))
            }
        }
        for found in groups where !found.isEmpty {
            var counts: [Style: Int] = [:]
            for (_, style) in found { counts[style, default: 0] += 1 }
            guard counts.count > 1 else { continue }
            let majority = counts.keys.max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && $0.rawValue > $1.rawValue) }!
            var reported: Set<String> = []
            for (message, style) in found where style != majority && reported.insert(message.key).inserted {
                diagnostics.emit(Self.rule, at: message.entry.valueRange,
                    "message `\(message.key)` in \(message.locale) is in \(style.rawValue), but deck `\(message.deckID)` speaks \(majority.rawValue) (\(counts[majority]!) sentences)")
            }
        }
    }

    /// The styles of the sentences of a text, by their final words, in order.
    static func styles(of text: String, language: String) -> [Style] {
        var result: [Style] = []
        forEachStyle(of: text, korean: language == "ko") { result.append($0) }
        return result
    }

    /// Calls `body` with the style of each sentence that has one, first sentence first. Reads the
    /// text's scalars in place (no copy): this runs for every Korean and Japanese message.
    static func forEachStyle(of text: String, korean: Bool, _ body: (Style) -> Void) {
        let scalars = text.unicodeScalars
        var sentenceStart = scalars.startIndex
        var index = scalars.startIndex
        while true {
            let atEnd = index == scalars.endIndex
            if atEnd || isSentenceBreak(scalars[index]) {
                if let style = style(of: scalars[sentenceStart..<index], korean: korean) { body(style) }
                if atEnd { return }
                sentenceStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
    }

    static func isSentenceBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", "!", "?", "。", "！", "？", "\n": true
        default: false
        }
    }

    static func isTrailing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "~", "…", ")", "」", "』", "\"", "'", " ", "\t", "\u{3000}": true
        default: false
        }
    }

    static let hamnida = endings(["니다", "니까", "십시오", "습니다"])
    static let haeyo = endings(["요"])
    static let desuMasu = endings(["です", "ます", "ました", "ません", "でした", "ましょう", "ください", "ませんか", "ですか", "ますか"])
    static let plain = endings(["だ", "である", "だった", "だろう", "する", "した", "しない", "できる", "できない", "いる", "ある", "ない"])

    /// Each ending's scalars, last first, for comparing from the end of a sentence.
    static func endings(_ words: [String]) -> [[Unicode.Scalar]] { words.map { Array($0.unicodeScalars.reversed()) } }

    private static func style(of sentence: Substring.UnicodeScalarView, korean: Bool) -> Style? {
        var end = sentence.endIndex
        while end > sentence.startIndex, isTrailing(sentence[sentence.index(before: end)]) { end = sentence.index(before: end) }
        guard end > sentence.startIndex else { return nil }
        let trimmed = sentence[sentence.startIndex..<end]
        func ends(with list: [[Unicode.Scalar]]) -> Bool {
            list.contains { reversedEnding in
                var index = trimmed.endIndex
                for scalar in reversedEnding {
                    guard index > trimmed.startIndex else { return false }
                    index = trimmed.index(before: index)
                    if trimmed[index] != scalar { return false }
                }
                return true
            }
        }
        if korean {
            if ends(with: hamnida) { return .hamnida }
            return ends(with: haeyo) ? .haeyo : nil
        }
        if ends(with: desuMasu) { return .desuMasu }
        return ends(with: plain) ? .plain : nil
    }
}
