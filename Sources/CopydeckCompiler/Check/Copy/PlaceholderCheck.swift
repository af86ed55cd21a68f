import CopydeckKit

/// Every locale uses the placeholders of the source text, no more, no fewer, under the same
/// names; a translation with a missing or renamed placeholder crashes or shows `{nmae}`.
///
///     # ko: "{name}님, 환영해요"
///     en: "Welcome, {nmae}"      ← message.placeholder: `{nmae}` is not in the source; did you mean `{name}`?
public struct PlaceholderCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.placeholder", defaultSeverity: .error,
        summary: "A placeholder missing, extra or renamed in a locale.",
        help: "Use exactly the placeholders of the source-locale text (and of the field's `placeholders`), with the same names.",
        example: """
            # ko: "{name}님, 환영해요"
            en: "Welcome, {nmae}"      ← message.placeholder: `{nmae}` is not in the source; did you mean `{name}`?
            """)

    public init() {}

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        guard let parsed = message.entry.message else { return }
        // Most copy has no placeholder anywhere: nothing to compare.
        if !parsed.hasArguments && message.field.placeholders.isEmpty && !(message.source?.message?.hasArguments ?? false) { return }
        let declared = Set(message.field.placeholders.map(\.name.value))
        let expected: Set<String>
        if message.isSource {
            guard !declared.isEmpty else { return }
            expected = declared
        } else {
            guard let source = message.source?.message else { return }
            expected = Set(source.arguments.map(\.name)).union(declared)
        }
        let arguments = parsed.arguments
        let used = Set(arguments.map(\.name))
        let missing = expected.subtracting(used)
        var reportedMissing: Set<String> = []
        for argument in arguments where !expected.contains(argument.name) && !reportedMissing.contains(argument.name) {
            var text = "message `\(message.key)` in \(message.locale) uses `{\(argument.name)}`, which the "
            text += message.isSource ? "field does not declare" : "source text does not have"
            if let renamed = Suggestion.closest(to: argument.name, in: missing.sorted()) ?? (missing.count == 1 ? missing.first : nil) {
                text += "; did you mean `{\(renamed)}`?"
                reportedMissing.insert(renamed)
            }
            reportedMissing.insert(argument.name)
            diagnostics.emit(Self.rule, at: message.range(at: argument.nameRange.lowerBound, project.files), text)
        }
        for name in missing.sorted() where !reportedMissing.contains(name) {
            diagnostics.emit(Self.rule, at: message.entry.valueRange,
                "message `\(message.key)` in \(message.locale) does not use the placeholder `{\(name)}`")
        }
    }
}
