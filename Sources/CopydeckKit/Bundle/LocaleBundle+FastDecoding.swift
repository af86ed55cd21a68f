import Foundation

extension LocaleBundle {
    /// Reads a locale file the way `init(from:)` does, straight from its bytes with `JSONCursor`:
    /// several times faster than `JSONDecoder`, which matters when an app opens its copy at launch.
    /// Nil when the file holds anything the cursor is unsure of; the caller then decodes it with
    /// `JSONDecoder`, which also words the error of a broken file.
    package static func fastDecode(_ data: Data, parts: BundleParts) -> LocaleBundle? {
        data.withUnsafeBytes { raw in
            var cursor = JSONCursor(raw.bindMemory(to: UInt8.self))
            return try? read(&cursor, parts: parts)
        }
    }

    private static func read(_ cursor: inout JSONCursor, parts: BundleParts) throws(JSONCursor.GiveUp) -> LocaleBundle {
        var formatVersion: Int?, deck: String?, locale: String?
        var screens: [Screen]?, permissions: [Permission]?, shields: [Shield]?
        var messagesAt: JSONCursor?
        try cursor.object { cursor, key throws(JSONCursor.GiveUp) in
            switch key {
            case "formatVersion": formatVersion = try once(formatVersion) { () throws(JSONCursor.GiveUp) in try cursor.integer() }
            case "deck": deck = try once(deck) { () throws(JSONCursor.GiveUp) in try cursor.string() }
            case "locale": locale = try once(locale) { () throws(JSONCursor.GiveUp) in try cursor.string() }
            case "screens" where parts.contains(.screens):
                screens = try once(screens) { () throws(JSONCursor.GiveUp) in try list(&cursor, screen) }
            case "permissions" where parts.contains(.permissions):
                permissions = try once(permissions) { () throws(JSONCursor.GiveUp) in try list(&cursor, permission) }
            case "shields" where parts.contains(.shields):
                shields = try once(shields) { () throws(JSONCursor.GiveUp) in try list(&cursor, shield) }
            case "messages":
                // Which messages to keep depends on the parts, which may come later in the file.
                guard messagesAt == nil else { throw JSONCursor.GiveUp() }
                messagesAt = cursor
                try cursor.skip()
            default:
                try cursor.skip()
            }
        }
        guard cursor.atEnd(), let formatVersion, let deck, let locale, var messagesCursor = messagesAt else { throw JSONCursor.GiveUp() }
        if parts.contains(.screens), screens == nil { throw JSONCursor.GiveUp() }
        if parts.contains(.permissions), permissions == nil { throw JSONCursor.GiveUp() }
        if parts.contains(.shields), shields == nil { throw JSONCursor.GiveUp() }
        let wanted: Set<String>? = parts.keepsEveryMessage
            ? nil : messageKeys(screens: screens ?? [], permissions: permissions ?? [], shields: shields ?? [])
        var messages: [String: String] = [:]
        var seenWanted = Set<String>()
        try messagesCursor.object { cursor, rawKey throws(JSONCursor.GiveUp) in
            let key = rawKey.string
            guard messages[key] == nil else { throw JSONCursor.GiveUp() }
            if let wanted {
                // As `decodeIfPresent`: a wanted key's null is no message.
                if wanted.contains(key) {
                    guard seenWanted.insert(key).inserted else { throw JSONCursor.GiveUp() }
                    if let text = try cursor.optionalString() { messages[key] = text }
                } else {
                    try cursor.skip()
                }
            } else {
                messages[key] = try cursor.string()
            }
        }
        return LocaleBundle(formatVersion: formatVersion, deck: deck, locale: locale, messages: messages,
                            screens: screens ?? [], permissions: permissions ?? [], shields: shields ?? [])
    }

    /// A value read once: a key given twice gives up (`JSONDecoder` would keep the first).
    private static func once<T>(_ existing: T?, _ read: () throws(JSONCursor.GiveUp) -> T) throws(JSONCursor.GiveUp) -> T {
        guard existing == nil else { throw JSONCursor.GiveUp() }
        return try read()
    }

    private static func list<T>(_ cursor: inout JSONCursor, _ element: (inout JSONCursor) throws(JSONCursor.GiveUp) -> T) throws(JSONCursor.GiveUp) -> [T] {
        var items: [T] = []
        try cursor.array { cursor throws(JSONCursor.GiveUp) in items.append(try element(&cursor)) }
        return items
    }

    private static func strings(_ cursor: inout JSONCursor) throws(JSONCursor.GiveUp) -> [String: String]? {
        if cursor.null() { return nil }
        var values: [String: String] = [:]
        try cursor.object { cursor, rawKey throws(JSONCursor.GiveUp) in
            let key = rawKey.string
            guard values[key] == nil else { throw JSONCursor.GiveUp() }
            values[key] = try cursor.string()
        }
        return values
    }

    private static func field(_ cursor: inout JSONCursor) throws(JSONCursor.GiveUp) -> Field {
        var id: String?, surface: String?, key: String??, accessibilityKey: String??
        var variants: [String: String]??, placeholders: [String: String]??
        try cursor.object { cursor, name throws(JSONCursor.GiveUp) in
            switch name {
            case "id": id = try once(id) { () throws(JSONCursor.GiveUp) in try cursor.string() }
            case "surface": surface = try once(surface) { () throws(JSONCursor.GiveUp) in try cursor.string() }
            case "key": key = try once(key) { () throws(JSONCursor.GiveUp) in try cursor.optionalString() }
            case "accessibilityKey": accessibilityKey = try once(accessibilityKey) { () throws(JSONCursor.GiveUp) in try cursor.optionalString() }
            case "variants": variants = try once(variants) { () throws(JSONCursor.GiveUp) in try strings(&cursor) }
            case "placeholders": placeholders = try once(placeholders) { () throws(JSONCursor.GiveUp) in try strings(&cursor) }
            default: try cursor.skip()
            }
        }
        guard let id, let surface else { throw JSONCursor.GiveUp() }
        return Field(id: id, surface: surface, key: key ?? nil, variants: variants ?? nil, placeholders: placeholders ?? nil,
                     accessibilityKey: accessibilityKey ?? nil)
    }

    private static func event(_ cursor: inout JSONCursor) throws(JSONCursor.GiveUp) -> EventReference {
        var name: String?, properties: [String: String]??
        try cursor.object { cursor, key throws(JSONCursor.GiveUp) in
            switch key {
            case "name": name = try once(name) { () throws(JSONCursor.GiveUp) in try cursor.string() }
            case "properties": properties = try once(properties) { () throws(JSONCursor.GiveUp) in try strings(&cursor) }
            default: try cursor.skip()
            }
        }
        guard let name else { throw JSONCursor.GiveUp() }
        return EventReference(name: name, properties: properties ?? nil)
    }

    private static func screen(_ cursor: inout JSONCursor) throws(JSONCursor.GiveUp) -> Screen {
        var id: String?, kind: String?, spec: String??, permission: String??
        var events: [EventReference]??, fields: [Field]?
        try cursor.object { cursor, key throws(JSONCursor.GiveUp) in
            switch key {
            case "id": id = try once(id) { () throws(JSONCursor.GiveUp) in try cursor.string() }
            case "kind": kind = try once(kind) { () throws(JSONCursor.GiveUp) in try cursor.string() }
            case "spec": spec = try once(spec) { () throws(JSONCursor.GiveUp) in try cursor.optionalString() }
            case "permission": permission = try once(permission) { () throws(JSONCursor.GiveUp) in try cursor.optionalString() }
            case "events":
                events = try once(events) { () throws(JSONCursor.GiveUp) in cursor.null() ? nil : try list(&cursor, event) }
            case "fields": fields = try once(fields) { () throws(JSONCursor.GiveUp) in try list(&cursor, field) }
            default: try cursor.skip()
            }
        }
        guard let id, let kind, let fields else { throw JSONCursor.GiveUp() }
        return Screen(id: id, kind: kind, spec: spec ?? nil, permission: permission ?? nil, events: events ?? nil, fields: fields)
    }

    private static func permission(_ cursor: inout JSONCursor) throws(JSONCursor.GiveUp) -> Permission {
        var id: String?, system: String?, infoPlistKey: String??, fields: [Field]?
        try cursor.object { cursor, key throws(JSONCursor.GiveUp) in
            switch key {
            case "id": id = try once(id) { () throws(JSONCursor.GiveUp) in try cursor.string() }
            case "system": system = try once(system) { () throws(JSONCursor.GiveUp) in try cursor.string() }
            case "infoPlistKey": infoPlistKey = try once(infoPlistKey) { () throws(JSONCursor.GiveUp) in try cursor.optionalString() }
            case "fields": fields = try once(fields) { () throws(JSONCursor.GiveUp) in try list(&cursor, field) }
            default: try cursor.skip()
            }
        }
        guard let id, let system, let fields else { throw JSONCursor.GiveUp() }
        return Permission(id: id, system: system, infoPlistKey: infoPlistKey ?? nil, fields: fields)
    }

    private static func shield(_ cursor: inout JSONCursor) throws(JSONCursor.GiveUp) -> Shield {
        var id: String?, fields: [Field]?
        try cursor.object { cursor, key throws(JSONCursor.GiveUp) in
            switch key {
            case "id": id = try once(id) { () throws(JSONCursor.GiveUp) in try cursor.string() }
            case "fields": fields = try once(fields) { () throws(JSONCursor.GiveUp) in try list(&cursor, field) }
            default: try cursor.skip()
            }
        }
        guard let id, let fields else { throw JSONCursor.GiveUp() }
        return Shield(id: id, fields: fields)
    }
}
