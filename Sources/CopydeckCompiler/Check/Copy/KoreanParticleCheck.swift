import CopydeckKit

/// A Korean particle written right after a placeholder is wrong for half the values: `{name}을`
/// reads "민수을". The particle syntax picks 을 or 를 from the value's last sound.
public struct KoreanParticleCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.korean-particle", defaultSeverity: .error,
        summary: "A Korean particle hard-coded after a placeholder.",
        help: "Write `{name, particle, 을/를}` (also 이/가, 은/는, 와/과, 으로/로); the formatter chooses by the value's final consonant.",
        examples: [
            RuleExample("을 written after a name: \"민수을\"", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    invite_done:
                      title: "{name}↓을 초대했어요"
                      body: "{name}↓이 들어오면 알려 드릴게요"
                    """),
            ]),
            RuleExample("the particle syntax, or a word between (님)", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    invite_done:
                      title: "{name, particle, 을/를} 초대했어요"
                      body: "{name}님이 들어오면 알려 드릴게요"
                    """),
            ]),
        ])

    static let screens = """
        screens:
          invite_done:
            kind: dialog
            fields:
              title: title
              body: body
        """

    /// The particle pairs, longest spellings first so `으로` wins over `로`.
    static let pairs: [(written: String, pair: String)] = [
        ("으로", "으로/로"), ("을", "을/를"), ("를", "을/를"), ("이", "이/가"), ("가", "이/가"),
        ("은", "은/는"), ("는", "은/는"), ("와", "와/과"), ("과", "와/과"), ("로", "으로/로"),
    ]

    static let firstSyllables = Set(pairs.compactMap { $0.written.unicodeScalars.first })

    public init() {}

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        guard message.context.isKorean, !message.entry.arguments.isEmpty else { return }
        let arguments = message.entry.arguments
        // Only a simple or number placeholder followed by a hangul syllable can be one.
        guard arguments.contains(where: { if case .simple = $0.kind { true } else if case .number = $0.kind { true } else { false } }) else { return }
        let scalars = Array(message.entry.text.unicodeScalars)
        for argument in arguments {
            switch argument.kind {
            case .simple, .number: break
            default: continue
            }
            let after = argument.range.upperBound
            // A particle starts with one of the particles' first syllables, or (written as jamo)
            // with a leading jamo.
            guard after < scalars.count, Self.firstSyllables.contains(scalars[after]) || (0x1100...0x1112).contains(scalars[after].value) else { continue }
            // Compared as characters: a syllable written as jamo is the same particle.
            let following = String(String.UnicodeScalarView(scalars[after..<min(after + 6, scalars.count)]))
            guard let match = Self.pairs.first(where: { following.hasPrefix($0.written) }) else { continue }
            // `이` also starts words (이번, 이미): only a particle when a space, punctuation or the end follows.
            let end = after + following.prefix(match.written.count).unicodeScalars.count
            if end < scalars.count, scalars[end].properties.isAlphabetic, match.written == "이" || match.written == "가" { continue }
            diagnostics.emit(Self.rule, at: message.range(at: after, project.files),
                "`{\(argument.name)}\(match.written)` in message `\(message.key)` is wrong for half the values; write `{\(argument.name), particle, \(match.pair)}`")
        }
    }
}
