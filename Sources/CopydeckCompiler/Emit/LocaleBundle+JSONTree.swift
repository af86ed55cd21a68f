import CopydeckKit

/// A locale bundle as the JSON tree its `Encodable` conformance gives, built directly: every
/// member its synthesized `encode(to:)` writes, optionals only when present (`encodeIfPresent`).
/// The bundle is the file a build writes most of, and the one the app's build (`--layout
/// resources`) is made of. `LocaleBundleJSONTreeTests` holds it to the encoded bundle, byte for
/// byte. Each object's members are listed in key order, so the writer finds them sorted and does
/// not sort them again (it would, if they were not: the order here changes no byte).
extension LocaleBundle {
    var jsonTree: JSONTreeEncoder.Value {
        .members([
            ("deck", .string(deck)), ("formatVersion", .integer(formatVersion)), ("locale", .string(locale)),
            ("messages", .strings(messages)), ("permissions", .list(permissions.map(\.jsonTree))),
            ("screens", .list(screens.map(\.jsonTree))), ("shields", .list(shields.map(\.jsonTree))),
        ])
    }
}

extension LocaleBundle.Field {
    var jsonTree: JSONTreeEncoder.Value {
        var members: [(key: String, value: JSONTreeEncoder.Value)] = []
        if let accessibilityKey { members.append(("accessibilityKey", .string(accessibilityKey))) }
        members.append(("id", .string(id)))
        if let key { members.append(("key", .string(key))) }
        if let placeholders { members.append(("placeholders", .strings(placeholders))) }
        members.append(("surface", .string(surface)))
        if let variants { members.append(("variants", .strings(variants))) }
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
        var members: [(key: String, value: JSONTreeEncoder.Value)] = []
        if let events { members.append(("events", .list(events.map(\.jsonTree)))) }
        members += [("fields", .list(fields.map(\.jsonTree))), ("id", .string(id)), ("kind", .string(kind))]
        if let permission { members.append(("permission", .string(permission))) }
        if let spec { members.append(("spec", .string(spec))) }
        return .members(members)
    }
}

extension LocaleBundle.Permission {
    var jsonTree: JSONTreeEncoder.Value {
        var members: [(key: String, value: JSONTreeEncoder.Value)] = [("fields", .list(fields.map(\.jsonTree))), ("id", .string(id))]
        if let infoPlistKey { members.append(("infoPlistKey", .string(infoPlistKey))) }
        members.append(("system", .string(system)))
        return .members(members)
    }
}

extension LocaleBundle.Shield {
    var jsonTree: JSONTreeEncoder.Value {
        .members([("fields", .list(fields.map(\.jsonTree))), ("id", .string(id))])
    }
}
