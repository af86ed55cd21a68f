/// Japanese and Korean copy picks one width of punctuation per deck: Japanese full-width
/// (！？：（）), Korean half-width (!?:()) by convention; mixing looks broken. The deck's
/// majority wins; messages in the other width are reported.
///
///     ja: "写真を選んでください！"   (full-width, like the deck)
///     ja: "もう一度お試しください!"  ← message.punctuation-width
public struct PunctuationWidthCheck: CopyCheck {
    public static let rule = RuleDescriptor(
        id: "message.punctuation-width", defaultSeverity: .error,
        summary: "Full-width and half-width punctuation mixed in the Japanese or Korean copy of a deck.",
        help: "Use the deck's width: full-width ！？：（） in Japanese, half-width !?:() in Korean.",
        example: """
            ja: "写真を選んでください！"   (full-width, like the deck)
            ja: "もう一度お試しください!"  ← message.punctuation-width
            """)

    public init() {}

    /// 1 for full-width, -1 for half-width punctuation of `pairs`, 0 for anything else.
    static func width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar {
        case "！", "？", "：", "（", "）": 1
        case "!", "?", ":", "(", ")": -1
        default: 0
        }
    }

    func check(messages: [CopyMessage], project: Project, into diagnostics: inout DiagnosticCollector) {
        var groups = [[(CopyMessage, full: Int, half: Int)]](repeating: [], count: CopyMessage.groupCount(messages))
        for message in messages {
            let language = message.language
            guard language == "ja" || language == "ko" else { continue }
            // Punctuation of the text itself, not of the `{…}` syntax around placeholders.
            var full = 0, half = 0, depth = 0
            for scalar in message.entry.text.unicodeScalars {
                if scalar == "{" { depth += 1; continue }
                if scalar == "}" { depth = max(0, depth - 1); continue }
                if depth > 0 && scalar.value < 0x80 { continue }
                switch Self.width(scalar) {
                case 1: full += 1
                case -1: half += 1
                default: break
                }
            }
            if full + half > 0 { groups[message.context.group].append((message, full, half)) }
        }
        for found in groups where !found.isEmpty {
            let full = found.reduce(0) { $0 + $1.full }, half = found.reduce(0) { $0 + $1.half }
            guard full > 0 && half > 0 else { continue }
            let language = found[0].0.language
            let preferFull = full > half || (full == half && language == "ja")
            for (message, messageFull, messageHalf) in found where preferFull ? messageHalf > 0 : messageFull > 0 {
                diagnostics.emit(Self.rule, at: message.entry.valueRange,
                    "message `\(message.key)` in \(message.locale) uses \(preferFull ? "half" : "full")-width punctuation; the deck uses \(preferFull ? "full" : "half")-width")
            }
        }
    }
}
