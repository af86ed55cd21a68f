import CopydeckKit
import Foundation

/// A locale bundle's bytes, written straight into one buffer: what its `Encodable` conformance
/// gives through `JSONEncoder` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, and
/// a final line break (`OutputTree.json`'s layout). Every member its synthesized `encode(to:)`
/// writes, optionals only when present (`encodeIfPresent`), each object's members in key order.
///
/// The bundle is the file a build writes most of, and the one the app's build (`--layout
/// resources`) is made of: written this way there is no tree of values to build, walk and free.
/// `LocaleBundleJSONTests` holds it to `JSONEncoder` itself, byte for byte.
extension LocaleBundle {
    var json: Data {
        var output = PrettyJSONOutput(capacity: estimatedJSONSize)
        write(to: &output)
        output.finalLineBreak()
        return output.data()
    }

    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("deck")
        output.string(deck)
        output.plainKey("formatVersion")
        output.integer(formatVersion)
        output.plainKey("locale")
        output.string(locale)
        output.plainKey("messages")
        output.sortedStrings(messages)
        output.plainKey("permissions")
        output.array(permissions) { $1.write(to: &$0) }
        output.plainKey("screens")
        output.array(screens) { $1.write(to: &$0) }
        output.plainKey("shields")
        output.array(shields) { $1.write(to: &$0) }
        output.endObject()
    }

    /// Room for the whole file at once, as a bundle is laid out: a line for each message, about
    /// a hundred bytes for each field (its keys and their indentation).
    private var estimatedJSONSize: Int {
        var size = 256
        for (key, text) in messages { size += key.utf8.count + text.utf8.count + 16 }
        let fields = screens.reduce(0) { $0 + $1.fields.count } + permissions.reduce(0) { $0 + $1.fields.count }
            + shields.reduce(0) { $0 + $1.fields.count }
        return size + 160 * (screens.count + permissions.count + shields.count) + 256 * fields
    }
}

extension LocaleBundle.Field {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        if let accessibilityKey {
            output.plainKey("accessibilityKey")
            output.string(accessibilityKey)
        }
        output.plainKey("id")
        output.string(id)
        if let key {
            output.plainKey("key")
            output.string(key)
        }
        if let placeholders {
            output.plainKey("placeholders")
            output.sortedStrings(placeholders)
        }
        output.plainKey("surface")
        output.string(surface)
        if let variants {
            output.plainKey("variants")
            output.sortedStrings(variants)
        }
        output.endObject()
    }
}

extension LocaleBundle.EventReference {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("name")
        output.string(name)
        if let properties {
            output.plainKey("properties")
            output.sortedStrings(properties)
        }
        output.endObject()
    }
}

extension LocaleBundle.Screen {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        if let events {
            output.plainKey("events")
            output.array(events) { $1.write(to: &$0) }
        }
        output.plainKey("fields")
        output.array(fields) { $1.write(to: &$0) }
        output.plainKey("id")
        output.string(id)
        output.plainKey("kind")
        output.string(kind)
        if let permission {
            output.plainKey("permission")
            output.string(permission)
        }
        if let spec {
            output.plainKey("spec")
            output.string(spec)
        }
        output.endObject()
    }
}

extension LocaleBundle.Permission {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("fields")
        output.array(fields) { $1.write(to: &$0) }
        output.plainKey("id")
        output.string(id)
        if let infoPlistKey {
            output.plainKey("infoPlistKey")
            output.string(infoPlistKey)
        }
        output.plainKey("system")
        output.string(system)
        output.endObject()
    }
}

extension LocaleBundle.Shield {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("fields")
        output.array(fields) { $1.write(to: &$0) }
        output.plainKey("id")
        output.string(id)
        output.endObject()
    }
}

extension PrettyJSONOutput {
    /// An array of these elements, each written by `write`.
    mutating func array<Element>(_ elements: [Element], _ write: (inout PrettyJSONOutput, Element) -> Void) {
        beginArray()
        for element in elements {
            self.element()
            write(&self, element)
        }
        endArray()
    }

    /// A dictionary as `JSONEncoder` writes it with `.sortedKeys`: an object, its keys in
    /// `String`'s order (`KeyOrder`), each value written by `write`.
    mutating func sortedObject<Value>(_ dictionary: [String: Value], _ write: (inout PrettyJSONOutput, Value) -> Void) {
        let members = Array(dictionary)
        beginObject()
        for index in KeyOrder.indices(members.lazy.map(\.key)) {
            key(members[index].key)
            write(&self, members[index].value)
        }
        endObject()
    }

    /// A dictionary of strings as `JSONEncoder` writes it with `.sortedKeys`: an object, its keys
    /// in `String`'s order (`KeyOrder`).
    mutating func sortedStrings(_ dictionary: [String: String]) {
        let members = Array(dictionary)
        beginObject()
        for index in KeyOrder.indices(members.lazy.map(\.key)) {
            key(members[index].key)
            string(members[index].value)
        }
        endObject()
    }
}
