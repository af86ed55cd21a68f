/// A Screen Time shield's copy in one locale. `text(_:)` gives the strings a
/// `ShieldConfiguration` takes:
///
///     let shield = try #require(strings.shieldCopy("focus_shield"))
///     let text = try shield.text(["schedule": "Reading", "remaining": .duration(5025)])
///     ShieldConfiguration(title: .init(text: text.title, color: .label),
///                         subtitle: text.subtitle.map { .init(text: $0, color: .secondaryLabel) },
///                         primaryButtonLabel: text.primaryButtonLabel.map { .init(text: $0, color: .white) })
public struct ShieldCopy: CopyOwner, Sendable {
    /// The shield's id in the deck (`focus_shield`).
    public let id: String
    /// The shield's fields, in the bundle's order.
    public let fields: [FieldCopy]

    init(_ shield: LocaleBundle.Shield, strings: DeckStrings) {
        id = shield.id
        fields = shield.fields.map { FieldCopy($0, strings: strings) }
    }

    /// The shield's strings with `arguments` filled in. The `title` field is the title; the
    /// `subtitle` fields and then the `caption` fields, one per line, are the subtitle (a
    /// shield shows no third label); the first button is the primary button, the second the
    /// secondary. One dictionary serves all fields: each message uses the values it names.
    public func text(_ arguments: [String: MessageArgument] = [:]) throws -> ShieldText {
        func texts(_ surface: String) throws -> [String] {
            try fields.filter { $0.surface == surface }.map { field in
                try field.text(arguments)
            }
        }
        let buttons = try texts("button")
        let subtitle = try texts("subtitle") + texts("caption")
        return ShieldText(
            title: try texts("title").first ?? "",
            subtitle: subtitle.isEmpty ? nil : subtitle.joined(separator: "\n"),
            primaryButtonLabel: buttons.first,
            secondaryButtonLabel: buttons.dropFirst().first
        )
    }
}

/// The strings of a `ShieldConfiguration` (ManagedSettingsUI): a title, an optional subtitle and up
/// to two button labels.
public struct ShieldText: Sendable, Equatable {
    /// The shield's title: the `title` field's text, or empty when the shield has none.
    public var title: String
    /// The `subtitle` and then the `caption` fields, one per line; nil when the shield has neither.
    public var subtitle: String?
    /// The first button's text; nil when the shield has no button.
    public var primaryButtonLabel: String?
    /// The second button's text; nil when the shield has fewer than two buttons.
    public var secondaryButtonLabel: String?

    /// Creates shield text with the given values.
    public init(title: String, subtitle: String? = nil, primaryButtonLabel: String? = nil, secondaryButtonLabel: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.primaryButtonLabel = primaryButtonLabel
        self.secondaryButtonLabel = secondaryButtonLabel
    }
}
