import Yams

/// The `@{ … }` after a node id: `shape`, `label` and other keys, in YAML flow form
/// (`@{ shape: rounded, label: "Hi" }`) or block form over several lines, read as YAML the way
/// Mermaid reads it. Only `shape` and `label` change the model; other keys (`icon`, `pos`, `w`,
/// `h`, `img`, `animate`...) are accepted and ignored, as styling is.
struct MermaidShapeData: Equatable {
    var shape: String?
    var label: String?

    init(shape: String?, label: String?) {
        self.shape = shape
        self.label = label
    }

    init(_ text: String) {
        let yaml = text.contains("\n") ? text : "{" + text + "}"
        if let node = try? Yams.compose(yaml: yaml), let mapping = node.mapping {
            self.init(shape: nil, label: nil)
            for (key, value) in mapping {
                switch key.string {
                case "shape": shape = value.string
                case "label": label = value.string
                default: break
                }
            }
            return
        }
        self.init(lenient: text)
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
            switch key {
            case "shape": shape = value
            case "label": label = value
            default: break
            }
        }
    }
}
