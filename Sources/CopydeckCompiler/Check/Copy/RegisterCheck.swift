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
        var groups: [String: [(CopyMessage, Style)]] = [:]
        for message in messages {
            guard message.language == "ko" || message.language == "ja" else { continue }
            // Buttons, links, toggles and placeholders are labels, not sentences: "通知をオンにする" is right.
            // Template parameters have no surface of their own (their place is the template's).
            guard let surface = message.field.surface?.value, Self.sentenceSurfaces.contains(surface) else { continue }
            for style in Self.styles(of: message.entry.message?.plainText ?? message.entry.text, language: message.language) {
                groups["\(message.deck.id)|\(message.locale)", default: []].append((message, style))
            }
        }
        for key in groups.keys.sorted() {
            let found = groups[key]!
            var counts: [Style: Int] = [:]
            for (_, style) in found { counts[style, default: 0] += 1 }
            guard counts.count > 1 else { continue }
            let majority = found.map(\.1).max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && $0.rawValue > $1.rawValue) }!
            var reported: Set<String> = []
            for (message, style) in found where style != majority && reported.insert(message.key).inserted {
                diagnostics.emit(Self.rule, at: message.entry.valueRange,
                    "message `\(message.key)` in \(message.locale) is in \(style.rawValue), but deck `\(message.deck.id)` speaks \(majority.rawValue) (\(counts[majority]!) sentences)")
            }
        }
    }

    /// The styles of the sentences of a text, by their final words.
    static func styles(of text: String, language: String) -> [Style] {
        // Scalars, not Characters: the endings are plain Hangul and kana, and this runs per message.
        let scalars = Array(text.unicodeScalars)
        var result: [Style] = []
        var end = scalars.count
        var index = scalars.count
        while index >= 0 {
            if index == 0 || Self.sentenceBreaks.contains(scalars[index - 1]) {
                if let style = style(of: scalars[index..<end], language: language) { result.append(style) }
                end = index - 1
            }
            index -= 1
        }
        return result.reversed()
    }

    static let sentenceBreaks: Set<Unicode.Scalar> = [".", "!", "?", "。", "！", "？", "\n"]
    static let trailing: Set<Unicode.Scalar> = ["~", "…", ")", "」", "』", "\"", "'", " ", "\t", "\u{3000}"]
    static let hamnida = endings(["니다", "니까", "십시오", "습니다"])
    static let haeyo = endings(["요"])
    static let desuMasu = endings(["です", "ます", "ました", "ません", "でした", "ましょう", "ください", "ませんか", "ですか", "ますか"])
    static let plain = endings(["だ", "である", "だった", "だろう", "する", "した", "しない", "できる", "できない", "いる", "ある", "ない"])

    static func endings(_ words: [String]) -> [[Unicode.Scalar]] { words.map { Array($0.unicodeScalars) } }

    private static func style(of sentence: ArraySlice<Unicode.Scalar>, language: String) -> Style? {
        var sentence = sentence
        while let last = sentence.last, trailing.contains(last) { sentence = sentence.dropLast() }
        guard !sentence.isEmpty else { return nil }
        func ends(with list: [[Unicode.Scalar]]) -> Bool {
            list.contains { ending in sentence.count >= ending.count && sentence.suffix(ending.count).elementsEqual(ending) }
        }
        if language == "ko" {
            if ends(with: hamnida) { return .hamnida }
            return ends(with: haeyo) ? .haeyo : nil
        }
        if ends(with: desuMasu) { return .desuMasu }
        return ends(with: plain) ? .plain : nil
    }
}

import Foundation
