/// A screen of the deck (an onboarding page, a dialog, a sheet, a toast, a pre-prompt) with its copy
/// in one locale and the analytics events it sends.
public struct ScreenCopy: CopyOwner, Sendable {
    /// The screen's id in the deck (`intro`).
    public let id: String
    /// `page`, `screen`, `dialog`, `sheet`, `toast`, `permission`...
    public let kind: String
    /// The permission this screen asks for, when it is a pre-prompt.
    public let permission: String?
    /// The screen's fields, in the bundle's order.
    public let fields: [FieldCopy]
    /// The analytics events the screen sends, in the order the content lists them.
    public let events: [EventDescriptor]

    init(_ screen: LocaleBundle.Screen, strings: DeckStrings) {
        id = screen.id
        kind = screen.kind
        permission = screen.permission
        fields = screen.fields.map { FieldCopy($0, strings: strings) }
        events = (screen.events ?? []).map(EventDescriptor.init)
    }
}

/// An analytics event a screen sends, with its fixed properties (`perm_push_preprompt_cta`,
/// `action: allow`).
public struct EventDescriptor: Sendable, Equatable, Hashable {
    /// The event's name (`perm_push_preprompt_cta`).
    public let name: String
    /// The event's fixed properties (`action` → `allow`); empty when it has none.
    public let properties: [String: String]

    /// Creates an event descriptor with the given values.
    public init(name: String, properties: [String: String] = [:]) {
        self.name = name
        self.properties = properties
    }

    init(_ event: LocaleBundle.EventReference) {
        self.init(name: event.name, properties: event.properties ?? [:])
    }
}
