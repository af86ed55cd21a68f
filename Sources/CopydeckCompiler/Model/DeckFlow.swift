/// One screen flow of a deck: a Mermaid flowchart with Copydeck's bindings (which node shows
/// which screen, which edge is which outcome), resolved to indices, with the graph the checks
/// walk built once.
public struct DeckFlow: Sendable {
    /// What a node stands for.
    public enum Role: Sendable, Equatable {
        /// System logic or a plain step (the default).
        case step
        /// A screen of the deck, or a permission's pre-prompt (the id of a screen or a permission).
        case screen(Located<String>)
        /// The iOS system prompt of a permission of the deck.
        case prompt(Located<String>)
    }

    public var id: Located<String>
    /// The file the diagram is in, to map diagram positions to file positions.
    public var file: SourceFile
    /// The file line of the diagram's first line, minus one.
    public var lineOffset: Int
    public var chart: Flowchart
    /// Per node (in `chart.nodes` order).
    public var roles: [Role]
    public var isDecision: [Bool]
    /// Nodes named by `@start`, in order, with where they were named.
    public var declaredStarts: [(node: Int, range: SourceRange)]
    public var ends: Set<Int>
    /// Per edge: the stable outcome id from `@outcome`.
    public var outcomes: [Located<String>?]
    /// Per node, from `@trigger`: outcome ids of its ways on that something other than its
    /// screen's buttons takes (the app's own result, a timer, the system, a gesture).
    public var triggers: [Int: [Located<String>]] = [:]
    public var graph: FlowGraph
    /// Start, reachability and typo suspects, computed once when the flow is built.
    public private(set) var analysis: FlowAnalysis

    public init(id: Located<String>, file: SourceFile, lineOffset: Int, chart: Flowchart, roles: [Role], isDecision: [Bool],
         declaredStarts: [(node: Int, range: SourceRange)], ends: Set<Int>, outcomes: [Located<String>?], graph: FlowGraph) {
        self.id = id
        self.file = file
        self.lineOffset = lineOffset
        self.chart = chart
        self.roles = roles
        self.isDecision = isDecision
        self.declaredStarts = declaredStarts
        self.ends = ends
        self.outcomes = outcomes
        self.graph = graph
        self.analysis = FlowAnalysis(chart: chart, graph: graph, roles: roles, declaredStarts: declaredStarts, ends: ends)
    }

    /// Where a diagram position is in the file.
    public func range(_ position: FlowPosition) -> SourceRange {
        file.range(line: position.line + lineOffset, scalarColumn: position.column)
    }

    /// Where a node is declared (where it got its label or shape), else where it first appears.
    public func range(ofNode node: Int) -> SourceRange {
        let entry = chart.nodes[node]
        return range(entry.declaration ?? entry.position)
    }

    public func range(ofEdge edge: Int) -> SourceRange {
        range(chart.edges[edge].position)
    }

    /// The start node: the one `@start` names, else the only node nothing leads to.
    public var start: Int? { analysis.start }

    public func name(_ node: Int) -> String {
        chart.nodes[node].id
    }

    /// `A → B → C` for a path of node indices, as a note shows it.
    public func describe(path: [Int]) -> String {
        path.map { name($0) }.joined(separator: " → ")
    }
}
