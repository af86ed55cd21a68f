/// A placeholder's `sample` is what the preview shows a reviewer, so it is checked as copy is:
/// a number where the placeholder is a number (seconds for a duration), one of the device names
/// for `device`, no empty or space-padded text, and per-locale samples only for the deck's
/// locales.
public struct PlaceholderSampleCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "placeholder.sample", defaultSeverity: .error,
        summary: "A placeholder's preview sample that its type or the deck cannot use.",
        help: """
            `sample:` sets what the preview fills a placeholder with: one text for every locale, \
            or one per locale (`{ ko: 독서, ja: 読書, en: Reading }`). A `number` or `integer` \
            takes a number, a `duration` its seconds, a `device` one of iphone, ipad, mac, watch, \
            tv, vision or other; a per-locale sample names one of the deck's locales.
            """,
        examples: [
            RuleExample("a count whose sample is a word", file: "content/demo/screens.yml", """
                screens:
                  streak:
                    kind: screen
                    fields:
                      title:
                        surface: title
                        placeholders: { days: { type: integer, sample: ↓seven } }
                """),
            RuleExample("a sample for a locale the deck does not have", file: "content/demo/screens.yml", """
                screens:
                  focus:
                    kind: screen
                    fields:
                      title:
                        surface: title
                        placeholders: { schedule: { type: string, sample: { ko: 독서, ↓fr: Lecture } } }
                """),
            RuleExample(file: "content/demo/screens.yml", """
                screens:
                  focus:
                    kind: screen
                    fields:
                      title:
                        surface: title
                        placeholders:
                          schedule: { type: string, sample: { ko: 독서, ja: 読書, en: Reading } }
                          minutes: { type: integer, sample: 25 }
                """),
        ])

    public init() {}

    static let devices: Set<String> = ["iphone", "ipad", "mac", "watch", "tv", "vision", "ipod", "other"]

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks {
            for field in deck.declaredFields {
                for placeholder in field.placeholders {
                    guard let sample = placeholder.sample else { continue }
                    check(sample, of: placeholder, in: deck, &diagnostics)
                }
            }
        }
    }

    private func check(_ sample: PlaceholderSample, of placeholder: Field.Placeholder, in deck: Deck, _ diagnostics: inout DiagnosticCollector) {
        let name = placeholder.name.value
        for (locale, _) in sample.byLocale where !deck.locales.contains(locale.value) {
            diagnostics.emit(Self.rule, at: locale.range,
                "the sample of `\(name)` is given for \(locale.value), which deck `\(deck.id)` does not have (it has \(deck.locales.joined(separator: ", "))); remove it or fix the locale code")
        }
        for text in sample.texts {
            let value = text.value
            if value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                diagnostics.emit(Self.rule, at: text.range, "the sample of `\(name)` is empty; write the value a person would see, or remove `sample`")
                continue
            }
            if value.first?.isWhitespace == true || value.last?.isWhitespace == true {
                diagnostics.emit(Self.rule, at: text.range, "the sample of `\(name)` starts or ends with a space, which the preview would show; remove it")
            }
            switch placeholder.type.value {
            case .number, .integer, .duration:
                let seconds = placeholder.type.value == .duration ? " (its length in seconds)" : ""
                let whole = placeholder.type.value == .integer
                if let number = Double(value), number.isFinite, !whole || number.rounded() == number { continue }
                diagnostics.emit(Self.rule, at: text.range,
                    "the sample of `\(name)` is `\(value)`, but `\(name)` is \(placeholder.type.value == .integer ? "an" : "a") \(placeholder.type.value.rawValue); write \(whole ? "a whole number" : "a number")\(seconds), as 7")
            case .device where !Self.devices.contains(value):
                diagnostics.emit(Self.rule, at: text.range,
                    "the sample of `\(name)` is `\(value)`, which names no device; write one of \(Self.devices.sorted().joined(separator: ", "))")
            default:
                break
            }
        }
    }
}
