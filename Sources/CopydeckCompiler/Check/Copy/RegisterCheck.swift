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
        let sentences = text.split(whereSeparator: { ".!?。！？\n".contains($0) })
        return sentences.compactMap { sentence in
            var trimmed = Substring(sentence)
            while let last = trimmed.last, last.isWhitespace || "~…)」』\"'".contains(last) { trimmed = trimmed.dropLast() }
            guard !trimmed.isEmpty else { return nil }
            if language == "ko" {
                if ["니다", "니까", "십시오", "습니다"].contains(where: trimmed.hasSuffix) { return .hamnida }
                if trimmed.hasSuffix("요") { return .haeyo }
                return nil
            }
            if ["です", "ます", "ました", "ません", "でした", "ましょう", "ください", "ませんか", "ですか", "ますか"].contains(where: trimmed.hasSuffix) {
                return .desuMasu
            }
            if ["だ", "である", "だった", "だろう", "する", "した", "しない", "できる", "できない", "いる", "ある", "ない"].contains(where: trimmed.hasSuffix) {
                return .plain
            }
            return nil
        }
    }
}

import Foundation
