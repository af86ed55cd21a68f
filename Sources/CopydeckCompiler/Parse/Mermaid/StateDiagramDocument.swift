/// A Mermaid state diagram as Mermaid's parser leaves it (`stateDb`): a tree of statements, and
/// what is known of each state across them (its type, descriptions, whether it holds a
/// document). `StateDiagramParser` makes it from the text; `StateDiagramModel` walks it the way
/// Mermaid's `dataFetcher` does to give the nodes and edges Mermaid draws.
struct StateDiagramDocument: Sendable {
    enum StateType: String, Sendable {
        case plain, start, end, choice, fork, join, divider
    }

    /// What Mermaid's `diagramStates` holds for an id.
    struct State: Sendable {
        var type: StateType = .plain
        var descriptions: [String] = []
        var hasDocument = false
        /// Where the id is first written in the diagram.
        var position: FlowPosition
        /// Where it got a description, a type or a document.
        var declaration: FlowPosition?
    }

    indirect enum Statement: Sendable {
        /// A state written alone, described, declared, or holding a document (`state X { … }`).
        case state(id: String, document: [Statement]?, position: FlowPosition)
        /// `A --> B : label`.
        case relation(from: String, to: String, label: String, position: FlowPosition, targetPosition: FlowPosition)
        /// `note left of A : text` (or a `note … end note` block).
        case note(id: String, text: String, left: Bool, position: FlowPosition)
    }

    /// `[*]`, as transitions keep it.
    static let pseudoState = "[*]"

    var direction = "TB"
    var statements: [Statement] = []
    var states: [String: State] = [:]
    var comments: [FlowComment] = []
}
