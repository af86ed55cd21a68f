/// A flowchart that Mermaid would refuse: where, what was found, what was expected.
public struct MermaidSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var position: FlowPosition
    public var message: String

    public init(position: FlowPosition, message: String) {
        self.position = position
        self.message = message
    }

    public var description: String { "\(position): \(message)" }
}
