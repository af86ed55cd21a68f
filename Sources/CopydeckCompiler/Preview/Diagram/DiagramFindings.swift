/// The lint's findings about one flow, placed on what they concern: a finding at a node's
/// declaration marks that node, one at an edge marks that edge (the exact position first, then
/// the same line); the rest concern the flow as a whole.
struct DiagramFindings: Sendable {
    var nodes: [Int: [Diagnostic]] = [:]
    var edges: [Int: [Diagnostic]] = [:]
    var unplaced: [Diagnostic] = []

    init(flow: DeckFlow, findings: [Diagnostic]) {
        let nodeRanges = flow.chart.nodes.indices.map { flow.range(ofNode: $0).start }
        let edgeRanges = flow.chart.edges.indices.map { flow.range(ofEdge: $0).start }
        for finding in findings {
            guard let range = finding.range, range.file == flow.file.path else {
                unplaced.append(finding)
                continue
            }
            let start = range.start
            if let node = nodeRanges.firstIndex(of: start) {
                nodes[node, default: []].append(finding)
            } else if let edge = edgeRanges.firstIndex(of: start) {
                edges[edge, default: []].append(finding)
            } else if let node = nodeRanges.firstIndex(where: { $0.line == start.line }) {
                nodes[node, default: []].append(finding)
            } else if let edge = edgeRanges.firstIndex(where: { $0.line == start.line }) {
                edges[edge, default: []].append(finding)
            } else {
                unplaced.append(finding)
            }
        }
    }

    /// `rule: message` per finding, one per line, for a `<title>`.
    static func tooltip(_ findings: [Diagnostic]) -> String {
        findings.map { "\($0.severity.rawValue) \($0.rule.rawValue): \($0.message)" }.joined(separator: "\n")
    }

    /// `error` when any finding is an error, else `warning` or `note`.
    static func severity(_ findings: [Diagnostic]) -> String {
        (findings.map(\.severity).max() ?? .note).rawValue
    }
}
