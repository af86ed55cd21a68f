import CopydeckKit

/// Every locale uses the placeholders of the source text, no more, no fewer, under the same
/// names; a translation with a missing or renamed placeholder crashes or shows `{nmae}`.
public struct PlaceholderCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.placeholder", defaultSeverity: .error,
        summary: "A placeholder missing, extra or renamed in a locale.",
        help: "Use exactly the placeholders of the source-locale text (and of the field's `placeholders`), with the same names.",
        certainFix: "Renames a misspelled placeholder to the one missing name it is close to (`{nmae}` to `{name}`), wherever the message writes it.",
        examples: [
            RuleExample("a renamed placeholder, at its name", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "welcome:\n  title: \"{name}님, 환영해요\"\n"),
                .init("locales/ja/demo.yml", "welcome:\n  title: \"{name}さん、ようこそ\"\n"),
                .init("locales/en/demo.yml", "welcome:\n  title: \"Welcome, {↓nmae}\"\n"),
            ], fixed: [
                .init("locales/en/demo.yml", "welcome:\n  title: \"Welcome, {name}\"\n"),
            ]),
            RuleExample("a placeholder left out", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "welcome:\n  title: \"{name}님, 환영해요\"\n"),
                .init("locales/ja/demo.yml", "welcome:\n  title: ↓ようこそ\n"),
                .init("locales/en/demo.yml", "welcome:\n  title: \"Welcome, {name}\"\n"),
            ]),
            RuleExample("the source's placeholders, anywhere in the sentence", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "welcome:\n  title: \"{name}님, 환영해요\"\n"),
                .init("locales/ja/demo.yml", "welcome:\n  title: \"{name}さん、ようこそ\"\n"),
                .init("locales/en/demo.yml", "welcome:\n  title: \"Welcome, {name}\"\n"),
            ]),
        ])

    static let screens = """
        screens:
          welcome:
            kind: page
            fields:
              title: title
        """

    public init() {}

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        if message.declared.ownerKind == .template {
            return checkTemplate(message, project: project, into: &diagnostics)
        }
        let entry = message.entry, source = message.isSource ? nil : message.source
        // Most copy has no placeholder anywhere: nothing to compare (asked of the lists where
        // they are, before anything is taken out of them).
        if entry.arguments.isEmpty && message.field.placeholders.isEmpty && (source?.arguments.isEmpty ?? true) { return }
        guard entry.syntaxError == nil else { return }
        let arguments = entry.arguments
        let declared = message.field.placeholders
        let sourceArguments = source?.arguments ?? []
        if message.isSource ? declared.isEmpty : source?.syntaxError != nil || source == nil { return }
        // The names the message should use: the field's declaration, and the source text's.
        // A message has a few placeholders, so lists are scanned rather than hashed.
        func isExpected(_ name: String) -> Bool {
            declared.contains { $0.name.value == name } || sourceArguments.contains { $0.name == name }
        }
        func isUsed(_ name: String) -> Bool { arguments.contains { $0.name == name } }
        if declared.allSatisfy({ isUsed($0.name.value) }) && sourceArguments.allSatisfy({ isUsed($0.name) })
            && arguments.allSatisfy({ isExpected($0.name) }) {
            return
        }
        let missing = Set(declared.map(\.name.value) + sourceArguments.map(\.name)).filter { !isUsed($0) }.sorted()
        var reportedMissing: Set<String> = []
        // A name close to one missing name and no other, the only name close to it, is that
        // name misspelled.
        let unexpected = Set(arguments.map(\.name).filter { !isExpected($0) })
        let close = Dictionary(grouping: unexpected) { Suggestion.only(closeTo: $0, in: missing) ?? "" }
        for argument in arguments where !isExpected(argument.name) && !reportedMissing.contains(argument.name) {
            var text = "message `\(message.key)` in \(message.locale) uses `{\(argument.name)}`, which the "
            text += message.isSource ? "field does not declare" : "source text does not have"
            var fix: Fix?
            if let renamed = Suggestion.closest(to: argument.name, in: missing) ?? (missing.count == 1 ? missing.first : nil) {
                text += "; did you mean `{\(renamed)}`?"
                reportedMissing.insert(renamed)
                if close[renamed] == [argument.name] {
                    fix = message.fix(arguments.filter { $0.name == argument.name }.map {
                        Fix.Edit(start: $0.nameRange.lowerBound, end: $0.nameRange.upperBound, replacement: renamed)
                    })
                }
            } else {
                text += message.isSource ? "; declare it in the field's `placeholders`, or remove it" : "; use the source text's placeholders"
            }
            reportedMissing.insert(argument.name)
            diagnostics.emit(Self.rule, at: message.range(at: argument.nameRange.lowerBound, project.files), text, fix: fix)
        }
        for name in missing where !reportedMissing.contains(name) {
            diagnostics.emit(Self.rule, at: message.entry.valueRange,
                "message `\(message.key)` in \(message.locale) does not use the placeholder `{\(name)}`; use it where the sentence needs the value")
        }
    }

    /// A permission template's text may use its parameters (`{headline}`), each field the ones
    /// it needs. A name that is no parameter is reported where it is written, in any locale (the
    /// source's included), not blamed on the locales that rightly leave it out; a parameter the
    /// source text uses is still expected in every translation.
    private func checkTemplate(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        let entry = message.entry
        guard entry.syntaxError == nil, !entry.arguments.isEmpty || !(message.source?.arguments.isEmpty ?? true) else { return }
        let parameters = project.decks.first { $0.id == message.deckID }?
            .templates.first { $0.id.value == message.declared.ownerID }?.parameters.map(\.value) ?? []
        func isParameter(_ name: String) -> Bool {
            parameters.contains(name) || message.field.placeholders.contains { $0.name.value == name }
        }
        var reported: Set<String> = []
        for argument in entry.arguments where !isParameter(argument.name) && reported.insert(argument.name).inserted {
            var text = "message `\(message.key)` in \(message.locale) uses `{\(argument.name)}`, which is not a parameter of template `\(message.declared.ownerID)`"
            text += parameters.isEmpty ? "" : " (\(parameters.map { "`{\($0)}`" }.joined(separator: ", ")))"
            if let suggestion = Suggestion.closest(to: argument.name, in: parameters) {
                text += "; did you mean `{\(suggestion)}`?"
            } else {
                text += "; use the template's parameters, or add it to its `parameters`"
            }
            diagnostics.emit(Self.rule, at: message.range(at: argument.nameRange.lowerBound, project.files), text)
        }
        guard !message.isSource, let source = message.source, source.syntaxError == nil else { return }
        let used = Set(entry.arguments.map(\.name))
        for name in Set(source.arguments.map(\.name)).sorted() where isParameter(name) && !used.contains(name) {
            diagnostics.emit(Self.rule, at: entry.valueRange,
                "message `\(message.key)` in \(message.locale) does not use the placeholder `{\(name)}`; use it where the sentence needs the value")
        }
    }
}
