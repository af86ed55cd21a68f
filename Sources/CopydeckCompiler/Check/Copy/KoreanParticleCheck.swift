import CopydeckKit

/// A Korean particle written right after a placeholder is wrong for half the values: `{name}을`
/// reads "민수을". The particle syntax picks 을 or 를 from the value's last sound.
public struct KoreanParticleCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.korean-particle", defaultSeverity: .error,
        summary: "A Korean particle hard-coded after a placeholder.",
        help: """
            Write `{name, particle, 을/를}` (also 이/가, 은/는, 와/과, 으로/로); the formatter chooses by \
            the value's final consonant. A duration shows as `00:00:00` and is read by its last digit \
            (…:02 takes 가, …:03 takes 이), so no particle fits every value: write it where none \
            follows (`남은 시간 {remaining, duration}`).
            """,
        certainFix: "Writes a plain placeholder and the particle after it as the particle syntax (`{name}을` as `{name, particle, 을/를}`); a number or a duration is left to a person.",
        examples: [
            RuleExample("을 written after a name: \"민수을\"", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    invite_done:
                      title: "{name}↓을 초대했어요"
                      body: "{name}↓이 들어오면 알려 드릴게요"
                    """),
            ], fixed: [
                .init("locales/ko/demo.yml", """
                    invite_done:
                      title: "{name, particle, 을/를} 초대했어요"
                      body: "{name, particle, 이/가} 들어오면 알려 드릴게요"
                    """),
            ]),
            RuleExample("이 written after a countdown: \"00:10:02이\"", files: [
                .init("content/demo/screens.yml", Self.countdownScreens),
                .init("locales/ko/demo.yml", """
                    focus_left:
                      title: "{remaining, duration}↓이 남았어요"
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
            RuleExample("a countdown where no particle follows", files: [
                .init("content/demo/screens.yml", Self.countdownScreens),
                .init("locales/ko/demo.yml", """
                    focus_left:
                      title: "남은 시간 {remaining, duration}"
                    """),
            ]),
        ])

    static let countdownScreens = """
        screens:
          focus_left:
            kind: dialog
            fields:
              title: { surface: title, placeholders: { remaining: duration } }
        """

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

    /// A placeholder that shows its value as it is, so that a particle after it follows the
    /// value's last sound: text, a number, a duration.
    static func showsItsValue(_ argument: Message.Argument) -> Bool {
        switch argument.kind {
        case .simple, .number, .duration: true
        default: false
        }
    }

    /// The form of a particle pair (`이/가`) after a word, as the formatter picks it.
    static func form(of pair: String, after word: String) -> String {
        KoreanParticle(spec: pair).map { $0.form(after: word) } ?? pair
    }

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        guard message.context.isKorean, !message.entry.arguments.isEmpty else { return }
        let arguments = message.entry.arguments
        // Only a simple, number or duration placeholder followed by a hangul syllable can be one.
        guard arguments.contains(where: Self.showsItsValue) else { return }
        let scalars = Array(message.entry.text.unicodeScalars)
        for argument in arguments where Self.showsItsValue(argument) {
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
            if argument.kind == .duration {
                diagnostics.emit(Self.rule, at: message.range(at: after, project.files),
                    "`{\(argument.name), duration}\(match.written)` in message `\(message.key)` is wrong for some values: a duration shows as 00:00:00 and is read by its last digit (…:02 takes \(Self.form(of: match.pair, after: "2")), …:03 takes \(Self.form(of: match.pair, after: "3"))); write it where no particle follows, as `남은 시간 {\(argument.name), duration}`")
                continue
            }
            // A plain placeholder becomes the particle syntax as it is; a number would lose its format.
            let fix = argument.kind == .simple
                ? message.fix([Fix.Edit(start: argument.range.lowerBound, end: end, replacement: "{\(argument.name), particle, \(match.pair)}")])
                : nil
            diagnostics.emit(Self.rule, at: message.range(at: after, project.files),
                "`{\(argument.name)}\(match.written)` in message `\(message.key)` is wrong for half the values; write `{\(argument.name), particle, \(match.pair)}`",
                fix: fix)
        }
    }
}
