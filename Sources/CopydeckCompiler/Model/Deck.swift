/// One bundle's worth of content: an app's or a feature's onboarding package.
public struct Deck: Sendable {
    public var id: String
    public var name: String
    public var sourceLocale: String
    /// Every locale of the deck, source locale first.
    public var locales: [String]
    /// Where the deck is declared in copydeck.yml.
    public var declaration: SourceRange
    /// The deck's folder, relative to the project (`content/wander`).
    public var contentPath: String

    public var screens: [Screen] = []
    public var permissions: [Permission] = []
    public var templates: [PermissionTemplate] = []
    public var shields: [Shield] = []
    public var events: [Event] = []
    /// Tables adopted from an app: messages under the app's own keys (`AdoptedTable`).
    public var tables: [AdoptedTable] = []
    /// Screen flows from the deck's `.mmd` files and ```` ```mermaid ```` fences in `.md` files.
    public var flows: [DeckFlow] = []
    /// True when a content file of the deck has a syntax error: what it declares is unknown, so
    /// checks that would report its screens and messages as missing stay quiet for this deck.
    public var hasUnreadableContent = false
    /// A flow diagram of the deck did not parse (reported as `flow.syntax`): checks that need
    /// every flow (`screen.unused`) say nothing of this deck rather than follow from that error.
    public var hasUnreadableFlows = false
    /// Every message the content declares, in declaration order (set by the loader once the
    /// content is read: `collectDeclaredMessages()`).
    public internal(set) var declaredMessages: [DeclaredMessage] = []
    /// Locale → its text for this deck.
    public var catalogs: [String: LocaleCatalog] = [:]
    /// The declared messages matched with each locale's text (set by the loader once every file
    /// is read).
    public internal(set) var messageTable = MessageTable()

    public init(id: String, name: String, sourceLocale: String, locales: [String], declaration: SourceRange, contentPath: String) {
        self.id = id
        self.name = name
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.declaration = declaration
        self.contentPath = contentPath
    }
}
