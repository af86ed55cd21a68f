import Foundation

extension BundleParts {
    /// Where `CopydeckBundle` tells `LocaleBundle`'s decoder which parts to keep.
    package static let userInfoKey = CodingUserInfoKey(rawValue: "copydeck.bundleParts")
}

extension LocaleBundle {
    /// Decodes a locale file, keeping only the parts the decoder's `userInfo` asks for (all when it
    /// says nothing). The parts left out are skipped, not decoded; of the messages, only those the
    /// kept screens, permissions and shields name are decoded, so a shield extension holds a few
    /// strings, not the whole deck.
    public init(from decoder: any Decoder) throws {
        let parts = BundleParts.userInfoKey.flatMap { decoder.userInfo[$0] as? BundleParts } ?? .all
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        deck = try container.decode(String.self, forKey: .deck)
        locale = try container.decode(String.self, forKey: .locale)
        screens = parts.contains(.screens) ? try container.decode([Screen].self, forKey: .screens) : []
        permissions = parts.contains(.permissions) ? try container.decode([Permission].self, forKey: .permissions) : []
        shields = parts.contains(.shields) ? try container.decode([Shield].self, forKey: .shields) : []
        if parts.keepsEveryMessage {
            messages = try container.decode([String: String].self, forKey: .messages)
        } else {
            let all = try container.nestedContainer(keyedBy: MessageKey.self, forKey: .messages)
            var kept: [String: String] = [:]
            for key in Self.messageKeys(screens: screens, permissions: permissions, shields: shields) {
                if let text = try all.decodeIfPresent(String.self, forKey: MessageKey(key)) { kept[key] = text }
            }
            messages = kept
        }
    }

    /// Every message key the screens, permissions and shields name.
    static func messageKeys(screens: [Screen], permissions: [Permission], shields: [Shield]) -> Set<String> {
        var keys: Set<String> = []
        for field in screens.flatMap(\.fields) + permissions.flatMap(\.fields) + shields.flatMap(\.fields) {
            if let key = field.key { keys.insert(key) }
            if let key = field.accessibilityKey { keys.insert(key) }
            keys.formUnion(field.variants.map { Array($0.values) } ?? [])
        }
        return keys
    }
}

/// A message key as a coding key, to decode single messages of a locale file.
private struct MessageKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ key: String) {
        stringValue = key
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
