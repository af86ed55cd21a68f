import CopydeckKit

/// A flow page's prototype data written straight into one buffer: the bytes its `Encodable`
/// conformance gives through `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]`,
/// optionals only when present (`encodeIfPresent`), each object's members in key order, every
/// dictionary's keys in `String`'s order. A flow page's prototype is hundreds of kilobytes (the
/// copy of every screen it walks, in every column): written this way there is no tree of values
/// to build, sort and free. `PrototypeDataJSONTests` holds it to `JSONEncoder` itself.
extension PrototypeData {
    var compactJSON: [UInt8] {
        var output = PrettyJSONOutput(capacity: 4096, compact: true)
        output.beginObject()
        output.plainKey("flow")
        flow.write(to: &output)
        output.plainKey("nodes")
        output.sortedObject(nodes) { $1.write(to: &$0) }
        output.plainKey("sourceLocale")
        output.string(sourceLocale)
        output.endObject()
        return output.bytes()
    }
}

extension PrototypeData.Node {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("buttons")
        output.sortedObject(buttons) { $1.write(to: &$0) }
        output.plainKey("copy")
        output.sortedObject(copy) { output, lines in output.array(lines) { $1.write(to: &$0) } }
        if let page {
            output.plainKey("page")
            output.string(page)
        }
        if let permission {
            output.plainKey("permission")
            output.string(permission)
        }
        if let prompt {
            output.plainKey("prompt")
            output.sortedObject(prompt) { $1.write(to: &$0) }
        }
        if let subject {
            output.plainKey("subject")
            output.string(subject)
        }
        output.plainKey("ways")
        output.array(ways) { $1.write(to: &$0) }
        output.endObject()
    }
}

extension PrototypeData.Way {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        if let back {
            output.plainKey("back")
            output.literal(back ? "true" : "false")
        }
        if let label {
            output.plainKey("label")
            output.string(label)
        }
        if let note {
            output.plainKey("note")
            output.string(note)
        }
        if let outcome {
            output.plainKey("outcome")
            output.string(outcome)
        }
        if let to {
            output.plainKey("to")
            output.string(to)
        }
        output.endObject()
    }
}

extension PrototypeData.Prompt {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("buttons")
        output.array(buttons) { $1.write(to: &$0) }
        output.plainKey("title")
        output.string(title)
        if let usage {
            output.plainKey("usage")
            output.string(usage)
        }
        output.endObject()
    }
}

extension PrototypeData.PromptButton {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("title")
        output.string(title)
        output.plainKey("usual")
        output.string(usual)
        output.plainKey("way")
        way.write(to: &output)
        output.endObject()
    }
}

extension PrototypeData.Line {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("key")
        output.string(key)
        output.plainKey("surface")
        output.string(surface)
        output.plainKey("text")
        output.string(text)
        output.endObject()
    }
}
