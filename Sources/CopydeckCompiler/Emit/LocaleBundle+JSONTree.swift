import CopydeckKit

/// A locale bundle as the JSON tree its `Encodable` conformance gives, built directly: every
/// member its synthesized `encode(to:)` writes, optionals only when present (`encodeIfPresent`).
/// The bundle is the file a build writes most of, and the one the app's build (`--layout
/// resources`) is made of. `LocaleBundleJSONTreeTests` holds it to the encoded bundle, byte for
/// byte.
extension LocaleBundle {
    var jsonTree: JSONTreeEncoder.Value {
        .members([
            ("formatVersion", .integer(formatVersion)), ("deck", .string(deck)), ("locale", .string(locale)),
            ("messages", .strings(messages)), ("screens", .list(screens.map(\.jsonTree))),
            ("permissions", .list(permissions.map(\.jsonTree))), ("shields", .list(shields.map(\.jsonTree))),
        ])
    }
}

extension LocaleBundle.Field {
    var jsonTree: JSONTreeEncoder.Value {
        var members: [(key: String, value: JSONTreeEncoder.Value)] = [("id", .string(id)), ("surface", .string(surface))]
        if let key { members.append(("key", .string(key))) }
        if let variants { members.append(("variants", .strings(variants))) }
        if let placeholders { members.append(("placeholders", .strings(placeholders))) }
        if let accessibilityKey { members.append(("accessibilityKey", .string(accessibilityKey))) }
        return .members(members)
    }
}

extension LocaleBundle.EventReference {
    var jsonTree: JSONTreeEncoder.Value {
        var members: [(key: String, value: JSONTreeEncoder.Value)] = [("name", .string(name))]
        if let properties { members.append(("properties", .strings(properties))) }
        return .members(members)
    }
}

extension LocaleBundle.Screen {
    var jsonTree: JSONTreeEncoder.Value {
        var members: [(key: String, value: JSONTreeEncoder.Value)] = [("id", .string(id)), ("kind", .string(kind))]
        if let spec { members.append(("spec", .string(spec))) }
        if let permission { members.append(("permission", .string(permission))) }
        if let events { members.append(("events", .list(events.map(\.jsonTree)))) }
        members.append(("fields", .list(fields.map(\.jsonTree))))
        return .members(members)
    }
}

extension LocaleBundle.Permission {
    var jsonTree: JSONTreeEncoder.Value {
        var members: [(key: String, value: JSONTreeEncoder.Value)] = [("id", .string(id)), ("system", .string(system))]
        if let infoPlistKey { members.append(("infoPlistKey", .string(infoPlistKey))) }
        members.append(("fields", .list(fields.map(\.jsonTree))))
        return .members(members)
    }
}

extension LocaleBundle.Shield {
    var jsonTree: JSONTreeEncoder.Value {
        .members([("id", .string(id)), ("fields", .list(fields.map(\.jsonTree)))])
    }
}
