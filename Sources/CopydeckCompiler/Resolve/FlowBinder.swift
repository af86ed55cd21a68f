/// Applies a diagram's `%% @…` binding comments:
///
///     %% @flow photo_permission
///     %% @start A
///     %% @end E M
///     %% @screen A=photo_permission G=photo_limited
///     %% @prompt B=photo
///     %% @outcome C D=full F=limited J=denied
///     %% @outcome C e1=granted e2=limited     (links by the ids given them: `C e1@-->|Allow| D`)
///     %% @step X          (a diamond that is not a decision)     @decision Y (the reverse)
struct FlowBinder {
    let file: SourceFile
    let lineOffset: Int
    let chart: Flowchart
    private var nodeIndex: [String: Int] = [:]
    private var roles: [DeckFlow.Role]
    private var roleRanges: [SourceRange?]
    private var isDecision: [Bool]
    private var starts: [(node: Int, range: SourceRange)] = []
    private var ends: Set<Int> = []
    private var outcomes: [Located<String>?]
    /// Per node: the outcome ids of `@trigger`, ways on no button of its screen takes.
    private var triggers: [Int: [Located<String>]] = [:]
    /// The edges between each pair of nodes (`from`, `to` node indices), made when the first
    /// `@outcome` asks, so each binding finds its edges without looking at the others.
    private var edgesBetween: [NodePair: [Int]]?
    /// Edge index by the id its author gave it, made when an `@outcome` first names one.
    private var edgesByID: [String: Int]?
    /// The words, characters and edges looked at: each a bounded number of times, which tests
    /// check by doubling the bindings.
    private(set) var work = 0
    /// How many more unknown node names get a "did you mean": each suggestion compares the name
    /// with every node, so a flood of unknown names must not compare each with every node.
    private var suggestionsLeft = FlowBinder.maximumSuggestions
    static let maximumSuggestions = 16

    struct NodePair: Hashable {
        var from: Int32
        var to: Int32
    }

    init(file: SourceFile, lineOffset: Int, chart: Flowchart) {
        self.file = file
        self.lineOffset = lineOffset
        self.chart = chart
        for (index, node) in chart.nodes.enumerated() { nodeIndex[node.id] = index }
        roles = Array(repeating: .step, count: chart.nodes.count)
        roleRanges = Array(repeating: nil, count: chart.nodes.count)
        isDecision = chart.nodes.map { Self.decisionShapes.contains($0.shape ?? "") }
        outcomes = Array(repeating: nil, count: chart.edges.count)
    }

    static let directives = ["flow", "start", "end", "screen", "prompt", "decision", "step", "outcome", "trigger"]
    /// `{…}`, `{{…}}` and the `@{ shape: … }` names Mermaid gives the same two shapes.
    /// A state diagram's `<<choice>>` is one too.
    static let decisionShapes: Set<String> = ["diamond", "diam", "decision", "question", "hexagon", "hex", "prepare", "choice"]

    /// Reads every binding comment; returns the flow id (`@flow`, else `fallbackID`).
    mutating func bind(fallbackID: Located<String>, _ diagnostics: inout DiagnosticCollector) -> Located<String> {
        var id = fallbackID
        for comment in chart.comments where comment.text.hasPrefix("@") {
            let words = arguments(of: comment)
            guard let directive = words.first else { continue }
            let name = String(directive.value.dropFirst())
            let args = Array(words.dropFirst())
            guard Self.directives.contains(name) else {
                var message = "unknown binding `@\(name)`"
                if let suggestion = Suggestion.closest(to: name, in: Self.directives) { message += "; did you mean `@\(suggestion)`?" }
                diagnostics.emit(Rules.flowBinding, at: directive.range, message)
                continue
            }
            if args.isEmpty {
                diagnostics.emit(Rules.flowBinding, at: directive.range, "`@\(name)` needs at least one argument; name the nodes it applies to, or remove the line")
                continue
            }
            switch name {
            case "flow":
                // An id that is not one never names the flow's files; the file name's stands.
                if IdentifierSyntax.isValid(args[0].value) { id = args[0] }
                IdentifierSyntax.validate(args[0], kind: "flow id", &diagnostics)
            case "start":
                for arg in args { if let node = node(arg, &diagnostics) { starts.append((node, arg.range)) } }
            case "end":
                for arg in args { if let node = node(arg, &diagnostics) { ends.insert(node) } }
            case "decision", "step":
                for arg in args { if let node = node(arg, &diagnostics) { isDecision[node] = name == "decision" } }
            case "screen", "prompt":
                for arg in args {
                    guard let (key, value) = pair(arg, &diagnostics), let node = node(key, &diagnostics) else { continue }
                    if let earlier = roleRanges[node] {
                        diagnostics.emit(Rules.flowBinding, at: arg.range, "node `\(key.value)` is already bound; bind each node once",
                                         notes: [.init("bound here", at: earlier)])
                        continue
                    }
                    roles[node] = name == "screen" ? .screen(value) : .prompt(value)
                    roleRanges[node] = arg.range
                }
            case "trigger":
                // `@trigger C timer_done`: ways on from C that no button of its screen takes.
                guard let source = node(args[0], &diagnostics) else { continue }
                if args.count == 1 {
                    diagnostics.emit(Rules.flowBinding, at: args[0].range, "`@trigger \(args[0].value)` needs the outcome ids the app or the system takes; write them after the node, as `%% @trigger \(args[0].value) timer_done`")
                }
                triggers[source, default: []].append(contentsOf: args.dropFirst())
            default:
                bindOutcomes(args, &diagnostics)
            }
        }
        return id
    }

    private mutating func bindOutcomes(_ args: [Located<String>], _ diagnostics: inout DiagnosticCollector) {
        guard let source = node(args[0], as: chart.stateExits, &diagnostics) else { return }
        if args.count == 1 {
            diagnostics.emit(Rules.flowBinding, at: args[0].range, "`@outcome \(args[0].value)` needs `target=outcome` pairs; write one for each branch, as `%% @outcome \(args[0].value) NODE=denied`")
        }
        for arg in args.dropFirst() {
            guard let (key, value) = pair(arg, &diagnostics) else { continue }
            // A link's own id binds that link alone: two links to one node can be told apart.
            if nodeIndex[key.value] == nil, let edge = edge(named: key.value, from: source) {
                IdentifierSyntax.validateOutcome(value, &diagnostics)
                outcomes[edge] = value
                continue
            }
            guard let target = node(key, as: chart.stateEntries, &diagnostics) else { continue }
            IdentifierSyntax.validateOutcome(value, &diagnostics)
            let matching = edges(from: source, to: target)
            work += matching.count + 1
            if matching.isEmpty {
                diagnostics.emit(Rules.flowBinding, at: arg.range, "no edge from `\(args[0].value)` to `\(key.value)` to bind; name a node `\(args[0].value)` links to")
            }
            for edge in matching { outcomes[edge] = value }
        }
    }

    /// The edge leaving `source` whose author gave it the id `name`.
    private mutating func edge(named name: String, from source: Int) -> Int? {
        work += 1
        if edgesByID == nil {
            var table: [String: Int] = [:]
            for (index, edge) in chart.edges.enumerated() {
                if let id = edge.id, table[id] == nil { table[id] = index }
            }
            work += chart.edges.count
            edgesByID = table
        }
        guard let index = edgesByID?[name], nodeIndex[chart.edges[index].from] == source else { return nil }
        return index
    }

    /// The indices of the edges from one node to another, in order.
    private mutating func edges(from source: Int, to target: Int) -> [Int] {
        if edgesBetween == nil {
            var table: [NodePair: [Int]] = [:]
            for (index, edge) in chart.edges.enumerated() {
                guard let from = nodeIndex[edge.from], let to = nodeIndex[edge.to] else { continue }
                table[NodePair(from: Int32(from), to: Int32(to)), default: []].append(index)
            }
            work += chart.edges.count
            edgesBetween = table
        }
        return edgesBetween?[NodePair(from: Int32(source), to: Int32(target))] ?? []
    }

    func flow(id: Located<String>) -> DeckFlow {
        var indexed: [(from: Int32, to: Int32)] = []
        indexed.reserveCapacity(chart.edges.count)
        for edge in chart.edges {
            if let from = nodeIndex[edge.from], let to = nodeIndex[edge.to] {
                indexed.append((Int32(from), Int32(to)))
            }
        }
        // A state diagram's `[*]` is its start and its ends, unless bindings say otherwise.
        var starts = starts, ends = ends
        if chart.isStateDiagram {
            let top = chart.nodes.indices.filter { $0 >= chart.stateParents.count || chart.stateParents[$0] == nil }
            if starts.isEmpty, let start = top.first(where: { chart.nodes[$0].shape == "stateStart" }) {
                starts = [(start, SourceRange(file: file.path, start: SourceLocation(line: chart.nodes[start].position.line + lineOffset, column: chart.nodes[start].position.column)))]
            }
            if ends.isEmpty { ends = Set(top.filter { chart.nodes[$0].shape == "stateEnd" }) }
        }
        var flow = DeckFlow(id: id, file: file, lineOffset: lineOffset, chart: chart, roles: roles,
                            isDecision: isDecision, declaredStarts: starts, ends: ends, outcomes: outcomes,
                            graph: FlowGraph(nodeCount: chart.nodes.count, edges: indexed))
        flow.triggers = triggers
        return flow
    }

    // MARK: - Words

    /// A node by its id, or (a state diagram's composite state drawn as a box) the node `boxes`
    /// gives for it: the start a link into it leads to, or the end a link out of it leaves from.
    private mutating func node(_ word: Located<String>, as boxes: [String: String], _ diagnostics: inout DiagnosticCollector) -> Int? {
        if let meant = boxes[word.value], let index = nodeIndex[meant] { return index }
        return node(word, &diagnostics)
    }

    private mutating func node(_ word: Located<String>, _ diagnostics: inout DiagnosticCollector) -> Int? {
        work += 1
        if let index = nodeIndex[word.value] { return index }
        var message = "no node `\(word.value)` in this flow"
        if suggestionsLeft > 0 {
            suggestionsLeft -= 1
            work += chart.nodes.count
            if let suggestion = Suggestion.closest(to: word.value, in: chart.nodes.lazy.map(\.id)) { message += "; did you mean `\(suggestion)`?" }
        }
        if !message.contains("did you mean") { message += "; name a node the flowchart has" }
        diagnostics.emit(Rules.flowBinding, at: word.range, message)
        return nil
    }

    private func pair(_ word: Located<String>, _ diagnostics: inout DiagnosticCollector) -> (Located<String>, Located<String>)? {
        let parts = word.value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            diagnostics.emit(Rules.flowBinding, at: word.range, "expected `node=id`, found `\(word.value)`; write it as `NODE=id`, without spaces around `=`")
            return nil
        }
        let key = Located(String(parts[0]), at: word.range)
        var valueRange = word.range
        valueRange.start.column += parts[0].count + 1
        return (key, Located(String(parts[1]), at: valueRange))
    }

    /// The comment's words, each with its range in the file. Words split at spaces and tabs;
    /// columns count characters, as diagnostics print them, found in one pass over the line.
    private mutating func arguments(of comment: FlowComment) -> [Located<String>] {
        let fileLine = comment.position.line + lineOffset
        guard let line = file.line(fileLine) else { return [] }
        let scalars = Array(line.unicodeScalars)
        work += scalars.count
        // Where the line is not all ASCII, the column of each scalar offset (elsewhere offset + 1):
        // one plus the characters that start before it, as `SourceFile.characterColumn` counts.
        var columns: [Int] = []
        if !line.utf8.allSatisfy({ $0 < 0x80 }) {
            columns.reserveCapacity(scalars.count + 1)
            var characters = 0
            for character in line {
                columns.append(characters + 1)
                for _ in character.unicodeScalars.dropFirst() { columns.append(characters + 2) }
                characters += 1
            }
            columns.append(characters + 1)
        }
        var words: [Located<String>] = []
        var index = max(comment.position.column - 1 + 2, 0)
        while index < scalars.count {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            let start = index
            while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" { index += 1 }
            if index > start {
                let word = MermaidSource.string(scalars[start..<index])
                let column = columns.isEmpty ? start + 1 : columns[start]
                words.append(Located(word, at: SourceRange(file: file.path, start: SourceLocation(line: fileLine, column: column))))
            }
        }
        return words
    }
}
