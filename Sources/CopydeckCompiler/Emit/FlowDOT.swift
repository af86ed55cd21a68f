/// A flow as a Graphviz digraph: decisions as diamonds, screens as rounded boxes, prompts as
/// double boxes, the start and the ends in bold; edge labels with their outcome ids.
enum FlowDOT {
    static func render(_ flow: DeckFlow) -> String {
        var lines = ["digraph \(quote(flow.id.value)) {"]
        lines.append("  rankdir=\(rankDirection(flow.chart.direction));")
        lines.append("  node [fontname=\"Helvetica\", fontsize=11];")
        lines.append("  edge [fontname=\"Helvetica\", fontsize=10];")
        for (index, node) in flow.chart.nodes.enumerated() {
            var attributes = ["label=\(quote(node.label))"]
            switch flow.roles[index] {
            case .screen(let id):
                attributes += ["shape=box", "style=rounded", "tooltip=\(quote("screen " + id.value))"]
            case .prompt(let id):
                attributes += ["shape=box", "peripheries=2", "tooltip=\(quote("system prompt " + id.value))"]
            case .step:
                attributes.append(flow.isDecision[index] ? "shape=diamond" : "shape=box")
            }
            if flow.start == index || flow.ends.contains(index) { attributes.append("penwidth=2") }
            lines.append("  \(quote(node.id)) [\(attributes.joined(separator: ", "))];")
        }
        for (index, edge) in flow.chart.edges.enumerated() {
            var text = edge.label ?? ""
            if let outcome = flow.outcomes[index]?.value { text += text.isEmpty ? "[\(outcome)]" : "\n[\(outcome)]" }
            var attributes: [String] = []
            if !text.isEmpty { attributes.append("label=\(quote(text))") }
            if edge.stroke == "dotted" { attributes.append("style=dashed") }
            if edge.stroke == "thick" { attributes.append("penwidth=2") }
            if edge.stroke == "invisible" { attributes.append("style=invis") }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("  \(quote(edge.from)) -> \(quote(edge.to))\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func rankDirection(_ direction: String?) -> String {
        switch direction {
        case "LR", "RL", "BT": direction!
        default: "TB"
        }
    }

    /// A DOT string literal: quotes and backslashes escaped, line breaks as `\n`.
    static func quote(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
