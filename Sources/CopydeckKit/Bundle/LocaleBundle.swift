/// `build/<deck>/bundle/<locale>.json`: every message, screen, permission and shield of one locale.
///
/// Screens, permissions and shields name their copy by message key; the text is in `messages`,
/// as ICU MessageFormat source that `MessageFormatter` renders with the app's values.
public struct LocaleBundle: Codable, Equatable, Sendable {
    /// The bundle format the compiler wrote (`BundleFormat.version` when it ran).
    public var formatVersion: Int
    /// The id of the deck the file belongs to.
    public var deck: String
    /// The locale whose copy the file holds; loading checks that it matches the file's name.
    public var locale: String
    /// Message key → message source text.
    public var messages: [String: String]
    /// The deck's screens, in source order; empty when the loaded `BundleParts` leave screens out.
    public var screens: [Screen]
    /// The deck's permissions, in source order; empty when the loaded `BundleParts` leave them out.
    public var permissions: [Permission]
    /// The deck's Screen Time shields, in source order; empty when the loaded `BundleParts` leave them out.
    public var shields: [Shield]

    enum CodingKeys: String, CodingKey {
        case formatVersion, deck, locale, messages, screens, permissions, shields
    }

    /// Creates a locale bundle with the given values.
    public init(
        formatVersion: Int = BundleFormat.version, deck: String, locale: String,
        messages: [String: String], screens: [Screen], permissions: [Permission], shields: [Shield]
    ) {
        self.formatVersion = formatVersion
        self.deck = deck
        self.locale = locale
        self.messages = messages
        self.screens = screens
        self.permissions = permissions
        self.shields = shields
    }
}

extension LocaleBundle {
    /// One piece of copy on a screen, permission or shield.
    public struct Field: Codable, Equatable, Sendable {
        /// The field's id within its screen, permission or shield (`title`, `allow`).
        public var id: String
        /// Where the text goes: `title`, `subtitle`, `body`, `button`, `caption`, `usage`...
        public var surface: String
        /// The message key, or nil when the field only has state variants.
        public var key: String?
        /// State variant → message key (`granted` → `tempoai.healthkit.allow.granted`).
        public var variants: [String: String]?
        /// Placeholder name → type (`string`, `number`, `integer`, `duration`, `date`).
        public var placeholders: [String: String]?
        /// Message key of the accessibility label, when it differs from the visible text.
        public var accessibilityKey: String?

        /// Creates a field with the given values.
        public init(
            id: String, surface: String, key: String?, variants: [String: String]? = nil,
            placeholders: [String: String]? = nil, accessibilityKey: String? = nil
        ) {
            self.id = id
            self.surface = surface
            self.key = key
            self.variants = variants
            self.placeholders = placeholders
            self.accessibilityKey = accessibilityKey
        }
    }

    /// An analytics event a screen sends, as the bundle stores it.
    public struct EventReference: Codable, Equatable, Sendable {
        /// The event's name (`perm_push_preprompt_cta`).
        public var name: String
        /// The event's fixed properties (`action` → `allow`), or nil when it has none.
        public var properties: [String: String]?

        /// Creates an event reference with the given values.
        public init(name: String, properties: [String: String]? = nil) {
            self.name = name
            self.properties = properties
        }
    }

    /// A screen of the deck (an onboarding page, a dialog, a sheet, a toast, a pre-prompt), as the
    /// bundle stores it.
    public struct Screen: Codable, Equatable, Sendable {
        /// The screen's id in the deck (`intro`).
        public var id: String
        /// `page`, `permission`, `dialog`, `sheet`, `form`, `toast`, `screen` or `splash`.
        public var kind: String
        /// Where the product spec describes the screen (`SCR-002`), when the content says.
        public var spec: String?
        /// The id of the permission the screen asks for, when it is a pre-prompt.
        public var permission: String?
        /// The analytics events the screen sends, or nil when it sends none.
        public var events: [EventReference]?
        /// The screen's fields, in source order.
        public var fields: [Field]

        /// Creates a screen with the given values.
        public init(
            id: String, kind: String, spec: String? = nil, permission: String? = nil,
            events: [EventReference]? = nil, fields: [Field]
        ) {
            self.id = id
            self.kind = kind
            self.spec = spec
            self.permission = permission
            self.events = events
            self.fields = fields
        }
    }

    /// A system permission's copy, as the bundle stores it: the pre-prompt, denial and settings
    /// fields and the usage description.
    public struct Permission: Codable, Equatable, Sendable {
        /// The permission's id in the deck (`photo`).
        public var id: String
        /// The system permission, e.g. `photoLibrary`.
        public var system: String
        /// The Info.plist key whose text is the `usage` field, e.g. `NSPhotoLibraryUsageDescription`.
        public var infoPlistKey: String?
        /// The permission's fields, in source order.
        public var fields: [Field]

        /// Creates a permission with the given values.
        public init(id: String, system: String, infoPlistKey: String?, fields: [Field]) {
            self.id = id
            self.system = system
            self.infoPlistKey = infoPlistKey
            self.fields = fields
        }
    }

    /// A Screen Time shield's copy, as the bundle stores it.
    public struct Shield: Codable, Equatable, Sendable {
        /// The shield's id in the deck (`focus_shield`).
        public var id: String
        /// The shield's fields, in source order.
        public var fields: [Field]

        /// Creates a shield with the given values.
        public init(id: String, fields: [Field]) {
            self.id = id
            self.fields = fields
        }
    }
}
