import CopydeckKit

/// A placeholder is used as the same type everywhere: a count in one locale is not a name in
/// another, and it matches the field's declaration.
public struct PlaceholderTypeCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.placeholder-type", defaultSeverity: .error,
        summary: "A placeholder used as a different type than the field declares or the source text uses.",
        help: "Numbers go in `plural`, `number`; durations in `duration`; names in `{name}`, `select` or `particle`.",
        examples: [
            RuleExample("an integer (as the field declares) used as a string", files: [
                .init("content/demo/screens.yml", Self.declared),
                .init("locales/ko/demo.yml", "trial_end:\n  body: \"{days, plural, other {#일}} 남았어요\"\n"),
                .init("locales/en/demo.yml", "trial_end:\n  body: \"{↓days, select, one {One day} other {A few days}} left\"\n"),
            ]),
            RuleExample("no declaration: a number in the source text, a duration in a translation", files: [
                .init("content/demo/screens.yml", Self.undeclared),
                .init("locales/ko/demo.yml", "trial_end:\n  body: \"{days, plural, other {#일}} 남았어요\"\n"),
                .init("locales/ja/demo.yml", "trial_end:\n  body: \"残り{↓days, duration}\"\n"),
            ]),
            RuleExample("a number in every locale", files: [
                .init("content/demo/screens.yml", Self.declared),
                .init("locales/ko/demo.yml", "trial_end:\n  body: \"{days, plural, other {#일}} 남았어요\"\n"),
                .init("locales/ja/demo.yml", "trial_end:\n  body: \"残り{days, number}日\"\n"),
                .init("locales/en/demo.yml", "trial_end:\n  body: \"{days, plural, one {# day} other {# days}} left\"\n"),
            ]),
        ])

    static let declared = """
        screens:
          trial_end:
            kind: dialog
            fields:
              body: { surface: body, placeholders: { days: integer } }
        """

    static let undeclared = """
        screens:
          trial_end:
            kind: dialog
            fields:
              body: body
        """

    public init() {}

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        guard !message.entry.arguments.isEmpty else { return }
        let arguments = message.entry.arguments
        // A message has a few placeholders: lists are searched rather than hashed.
        let sourceArguments = message.isSource ? [] : message.source?.arguments ?? []
        for argument in arguments {
            guard let used = Message.placeholderType(argument.kind) else { continue }
            if let expected = message.field.placeholders.first(where: { $0.name.value == argument.name })?.type.value {
                guard !Self.compatible(used, declared: expected) else { continue }
                diagnostics.emit(Self.rule, at: message.range(at: argument.nameRange.lowerBound, project.files),
                    "`{\(argument.name)}` is declared as \(expected.rawValue) but message `\(message.key)` in \(message.locale) uses it as \(used.rawValue); use it as \(expected.rawValue), or change its type in the field's `placeholders`")
            } else if let expected = sourceArguments.last(where: { $0.name == argument.name && Message.placeholderType($0.kind) != nil })
                        .flatMap({ Message.placeholderType($0.kind) }),
                      !Self.compatible(used, declared: expected) {
                diagnostics.emit(Self.rule, at: message.range(at: argument.nameRange.lowerBound, project.files),
                    "`{\(argument.name)}` is a \(expected.rawValue) in the source text but message `\(message.key)` in \(message.locale) uses it as \(used.rawValue); use it as the source text does")
            }
        }
    }

    /// Integers are numbers; a `plural` of an integer placeholder is fine; a `select` on the
    /// device is how a message varies by it.
    static func compatible(_ used: Field.PlaceholderType, declared: Field.PlaceholderType) -> Bool {
        if used == declared { return true }
        if used == .string && declared == .device { return true }
        if used == .number && declared == .integer { return true }
        if used == .integer && declared == .number { return true }
        return false
    }
}
