import CopydeckKit

/// The values the preview fills placeholders with, the way a designer's mock would: the field's
/// own `sample:` when it sets one; else a person's name for `name`, the app's name for `app`, a
/// place for `place`/`city`, a schedule, an activity, a day… in the locale's words
/// (`localizedWords`), 3 for a number, 5025 seconds (`01:23:45`) for a duration, an iPhone for
/// the device; other text placeholders show their own name, so a reviewer sees which value goes
/// where. Korean particles are then chosen for these values by CopydeckKit's formatter, as the
/// app would.
struct SampleValues: Sendable {
    let locale: String
    let appName: String

    static let count = 3.0
    static let duration = 5025.0
    /// The counts a plural is shown at: zero, one, two and a larger number.
    static let pluralCounts = [0, 1, 2, 7]

    /// A value for every argument of `message`: the sample its field sets for this locale
    /// (`set`), else one typed by the field's declaration when it has one, else by how the
    /// message uses it.
    func arguments(for message: Message, declared: [String: String], set: [String: PlaceholderSample] = [:]) -> [String: MessageArgument] {
        var values: [String: MessageArgument] = [:]
        for argument in message.arguments where values[argument.name] == nil {
            let type = declared[argument.name] ?? Self.type(of: argument.kind)
            if let written = set[argument.name]?.text(for: locale) {
                switch type {
                case "number", "integer":
                    if let number = Double(written) { values[argument.name] = .number(number); continue }
                case "duration":
                    if let seconds = Double(written) { values[argument.name] = .duration(seconds); continue }
                default:
                    values[argument.name] = .string(written)
                    continue
                }
            }
            switch type {
            case "number", "integer": values[argument.name] = .number(Self.count)
            case "duration": values[argument.name] = .duration(Self.duration)
            case "select":
                if case .select(let cases) = argument.kind {
                    values[argument.name] = .string(cases.first { $0.selector != "other" }?.selector ?? "other")
                }
            case "date": values[argument.name] = .string(date)
            // The preview draws a phone.
            case "device": values[argument.name] = .string("iphone")
            default: values[argument.name] = .string(text(for: argument.name))
            }
        }
        return values
    }

    static func type(of kind: Message.Kind) -> String {
        switch kind {
        case .number, .plural, .selectOrdinal: "number"
        case .duration: "duration"
        case .select: "select"
        case .simple, .particle: "string"
        }
    }

    func text(for name: String) -> String {
        let lowered = name.lowercased()
        // Asked of every placeholder of every formatted message: the words are ASCII, so their
        // bytes decide (Foundation's search cost more than the formatting).
        func mentions(_ word: String) -> Bool { ByteSearch.contains(word, in: lowered) }
        if mentions("app") { return appName }
        if mentions("name") || lowered == "user" {
            return ["ko": "민준", "ja": "さくら"][language] ?? "Alex"
        }
        if mentions("place") || mentions("city") || mentions("location") {
            return ["ko": "서울숲", "ja": "上野公園"][language] ?? "Central Park"
        }
        for (words, sample) in Self.localizedWords where words.contains(where: mentions) {
            return sample[language] ?? sample["en"] ?? name
        }
        return name
    }

    /// Samples for placeholders named after what they hold, in the locale's own words, so that
    /// a Korean frame shows Korean (and its particle is chosen for it): the first entry whose
    /// words the name contains. Other placeholders show their own name, so a reviewer sees
    /// which value goes where; `sample:` in the content file sets any of them.
    static let localizedWords: [(words: [String], sample: [String: String])] = [
        (["schedule", "session", "routine"], ["ko": "독서", "ja": "読書", "en": "Reading"]),
        (["activity", "workout", "exercise"], ["ko": "산책", "ja": "散歩", "en": "Walking"]),
        (["category"], ["ko": "소셜 미디어", "ja": "SNS", "en": "Social"]),
        (["email", "mail"], ["ko": "minjun@example.com", "ja": "sakura@example.com", "en": "alex@example.com"]),
        (["weekday", "day"], ["ko": "월요일", "ja": "月曜日", "en": "Monday"]),
        (["time", "hour"], ["ko": "오후 3:00", "ja": "15:00", "en": "3:00 PM"]),
        (["version"], ["en": "2.1.0"]),
    ]

    var date: String { ["ko": "2026년 11월 24일", "ja": "2026年11月24日"][language] ?? "Nov 24, 2026" }

    var language: String { LocaleCode.language(of: locale) }

    /// The first plural (or ordinal) argument of a message, whose count the preview varies.
    static func pluralArgument(_ message: Message) -> String? {
        message.arguments.first { argument in
            switch argument.kind {
            case .plural, .selectOrdinal: true
            default: false
            }
        }?.name
    }
}
