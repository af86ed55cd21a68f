/// One piece of copy (a title, a button, a usage description) in the locale a `DeckStrings` reads,
/// ready to render with the app's values.
public struct FieldCopy: Sendable {
    /// The field's id within its screen, permission or shield (`title`, `allow`).
    public let id: String
    /// Where the text goes: `title`, `subtitle`, `body`, `button`, `caption`, `usage`...
    public let surface: String
    /// Placeholder name → type, as the content declares them.
    public let placeholders: [String: PlaceholderType]
    /// The state variants (`granted`, `denied`...), sorted; empty when the text has none.
    public let states: [String]
    let field: LocaleBundle.Field
    let strings: DeckStrings

    init(_ field: LocaleBundle.Field, strings: DeckStrings) {
        self.id = field.id
        self.surface = field.surface
        self.placeholders = (field.placeholders ?? [:]).mapValues { PlaceholderType(rawValue: $0) ?? .string }
        self.states = (field.variants ?? [:]).keys.sorted()
        self.field = field
        self.strings = strings
    }

    /// The message key of the text for `state` (nil: the field's own text). A state the field
    /// does not have gives its own text; a field with variants only gives its `default` state's
    /// (or, without one, its first state's).
    public func key(state: String? = nil) -> String? {
        if let state, let key = field.variants?[state] { return key }
        return field.key ?? field.variants?["default"] ?? states.first.flatMap { field.variants?[$0] }
    }

    /// The text, rendered with `arguments`, for `state` when the field has state variants.
    public func text(state: String? = nil, _ arguments: [String: MessageArgument] = [:]) throws -> String {
        guard let key = key(state: state) else { throw DeckStringsError.unknownKey("\(id) (no message)") }
        return try strings.string(key, arguments)
    }

    /// The accessibility label for `state`, when the content gives one that differs from the
    /// visible text. It names another field's message, or a field with state variants (then the
    /// label of the same state is used).
    public func accessibilityLabel(state: String? = nil, _ arguments: [String: MessageArgument] = [:]) throws -> String? {
        guard let key = field.accessibilityKey else { return nil }
        if strings.source(key) != nil { return try strings.string(key, arguments) }
        for candidate in [state, "default"].compactMap({ $0 }) where strings.source("\(key).\(candidate)") != nil {
            return try strings.string("\(key).\(candidate)", arguments)
        }
        throw DeckStringsError.unknownKey(key)
    }
}

/// A placeholder's type, as the content declares it.
public enum PlaceholderType: String, Sendable, CaseIterable {
    /// Text, inserted as it is: a `MessageArgument.string`.
    case string
    /// A number, possibly with a fraction, written with the locale's separators.
    case number
    /// A whole number, written with the locale's separators.
    case integer
    /// A number of seconds, shown as `HH:MM:SS`.
    case duration
    /// A day, shown in the locale's medium date style.
    case date
    /// The device the app runs on, which a message varies by with `{device, select, iphone {…}
    /// mac {…} other {…}}` (Xcode's device variations); the formatter fills it in
    /// (`DeviceIdiom.current`) when the app does not pass it.
    case device
}
