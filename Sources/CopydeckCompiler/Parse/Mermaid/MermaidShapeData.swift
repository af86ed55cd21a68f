import Yams

/// The `@{ … }` after a node id: `shape`, `label` and other keys, in YAML flow form
/// (`@{ shape: rounded, label: "Hi" }`) or block form over several lines, read as YAML the way
/// Mermaid reads it. flowDb's `addVertex` (mermaid-js/mermaid,
/// `packages/mermaid/src/diagrams/flowchart/flowDb.ts`) uses each key only when its value is
/// truthy in JavaScript: `shape` and `label` change the model; `icon` and `img` only empty a
/// label that is still the node's id; other keys (`form`, `pos`, `w`, `h`, `constraint`,
/// `animate`...) are accepted and ignored, as styling is.
struct MermaidShapeData: Equatable {
    var shape: String?
    var label: String?
    /// `labelType: string` (Mermaid 11.13): how the label is read; Markdown when not given.
    var labelType: FlowLabelType?
    /// `icon` or `img` given.
    var hasAsset = false

    init(shape: String?, label: String?, hasAsset: Bool = false) {
        self.shape = shape
        self.label = label
        self.hasAsset = hasAsset
    }

    init(_ text: String) {
        let yaml = text.contains("\n") ? text : "{" + text + "}"
        if let node = try? Yams.compose(yaml: yaml), let mapping = node.mapping {
            self.init(shape: nil, label: nil)
            for (key, value) in mapping {
                guard let key = key.string else { continue }
                set(key, Self.truthy(value))
            }
            return
        }
        self.init(lenient: text)
    }

    private mutating func set(_ key: String, _ value: String?) {
        switch key {
        case "shape": shape = value
        case "label": label = value
        case "labelType": labelType = value.flatMap(FlowLabelType.init(rawValue:))
        case "icon", "img": if value != nil { hasAsset = true }
        default: break
        }
    }

    /// The value as text when JavaScript would take it as true: not `null`, `false`, a zero or
    /// an empty string (js-yaml's JSON schema reads plain `null`, `false` and numbers as such).
    static func truthy(_ node: Node) -> String? {
        guard let scalar = node.scalar else { return nil }
        let value = scalar.string
        if value.isEmpty { return nil }
        if scalar.style == .plain {
            if value == "null" || value == "false" { return nil }
            if value.allSatisfy({ "0123456789.-+eE".contains($0) }), Double(value) == 0 { return nil }
        }
        return value
    }

    /// `key: value` pairs separated by commas or line breaks, for data YAML would refuse.
    private init(lenient text: String) {
        self.init(shape: nil, label: nil)
        var current = ""
        var quoted = false
        var parts: [String] = []
        for character in text {
            if character == "\"" { quoted.toggle() }
            if !quoted && (character == "," || character == "\n") {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        for part in parts {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let key = String(part[..<colon]).trimmingWhitespace()
            var value = String(part[part.index(after: colon)...]).trimmingWhitespace()
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            set(key, value.isEmpty ? nil : value)
        }
    }
}
