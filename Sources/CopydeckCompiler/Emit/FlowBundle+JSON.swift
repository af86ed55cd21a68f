import CopydeckKit
import Foundation

/// A deck's flow bundle (`<deck>/bundle/flows.json`) written straight into one buffer, as
/// `LocaleBundle+JSON` writes a locale file: the bytes its `Encodable` conformance gives through
/// `JSONEncoder` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` and a final line
/// break, optionals only when present, each object's members in key order. It is the other file
/// of the app's build; `FlowBundleJSONTests` holds it to `JSONEncoder`, byte for byte.
extension FlowBundle {
    var json: Data {
        var output = PrettyJSONOutput(capacity: estimatedJSONSize)
        output.beginObject()
        output.plainKey("deck")
        output.string(deck)
        output.plainKey("flows")
        output.array(flows) { $1.write(to: &$0) }
        output.plainKey("formatVersion")
        output.integer(formatVersion)
        output.endObject()
        output.finalLineBreak()
        return output.data()
    }

    /// Room for the whole file at once: about two hundred bytes a node or edge and its labels.
    private var estimatedJSONSize: Int {
        flows.reduce(256) { size, flow in
            size + 256 + 200 * (flow.nodes.count + flow.edges.count)
                + flow.nodes.reduce(0) { $0 + $1.label.utf8.count } + flow.edges.reduce(0) { $0 + ($1.label?.utf8.count ?? 0) }
        }
    }
}

extension Flow {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("edges")
        output.array(edges) { $1.write(to: &$0) }
        output.plainKey("ends")
        output.array(ends) { $0.string($1) }
        output.plainKey("id")
        output.string(id)
        output.plainKey("nodes")
        output.array(nodes) { $1.write(to: &$0) }
        output.plainKey("start")
        output.string(start)
        output.endObject()
    }
}

extension Flow.Node {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("id")
        output.string(id)
        output.plainKey("kind")
        output.string(kind.rawValue)
        output.plainKey("label")
        output.string(label)
        if let permission {
            output.plainKey("permission")
            output.string(permission)
        }
        if let screen {
            output.plainKey("screen")
            output.string(screen)
        }
        output.endObject()
    }
}

extension Flow.Edge {
    func write(to output: inout PrettyJSONOutput) {
        output.beginObject()
        output.plainKey("from")
        output.string(from)
        output.plainKey("id")
        output.string(id)
        if let label {
            output.plainKey("label")
            output.string(label)
        }
        if let outcome {
            output.plainKey("outcome")
            output.string(outcome)
        }
        output.plainKey("to")
        output.string(to)
        output.endObject()
    }
}
