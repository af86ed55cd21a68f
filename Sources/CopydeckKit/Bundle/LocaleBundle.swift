/// `build/<deck>/bundle/<locale>.json`: every message, screen, permission and shield of one locale.
///
/// Screens, permissions and shields name their copy by message key; the text is in `messages`,
/// as ICU MessageFormat source that `MessageFormatter` renders with the app's values.
public struct LocaleBundle: Codable, Equatable, Sendable {
    public var formatVersion: Int
    public var deck: String
    public var locale: String
    /// Message key → message source text.
    public var messages: [String: String]
    public var screens: [Screen]
    public var permissions: [Permission]
    public var shields: [Shield]

    enum CodingKeys: String, CodingKey {
        case formatVersion, deck, locale, messages, screens, permissions, shields
    }

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
        public var id: String
        public var surface: String
        /// The message key, or nil when the field only has state variants.
        public var key: String?
        /// State variant → message key (`granted` → `tempoai.healthkit.allow.granted`).
        public var variants: [String: String]?
        /// Placeholder name → type (`string`, `number`, `integer`, `duration`, `date`).
        public var placeholders: [String: String]?
        /// Message key of the accessibility label, when it differs from the visible text.
        public var accessibilityKey: String?

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

    public struct EventReference: Codable, Equatable, Sendable {
        public var name: String
        public var properties: [String: String]?

        public init(name: String, properties: [String: String]? = nil) {
            self.name = name
            self.properties = properties
        }
    }

    public struct Screen: Codable, Equatable, Sendable {
        public var id: String
        public var kind: String
        public var spec: String?
        public var permission: String?
        public var events: [EventReference]?
        public var fields: [Field]

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

    public struct Permission: Codable, Equatable, Sendable {
        public var id: String
        /// The system permission, e.g. `photoLibrary`.
        public var system: String
        /// The Info.plist key whose text is the `usage` field, e.g. `NSPhotoLibraryUsageDescription`.
        public var infoPlistKey: String?
        public var fields: [Field]

        public init(id: String, system: String, infoPlistKey: String?, fields: [Field]) {
            self.id = id
            self.system = system
            self.infoPlistKey = infoPlistKey
            self.fields = fields
        }
    }

    public struct Shield: Codable, Equatable, Sendable {
        public var id: String
        public var fields: [Field]

        public init(id: String, fields: [Field]) {
            self.id = id
            self.fields = fields
        }
    }
}
