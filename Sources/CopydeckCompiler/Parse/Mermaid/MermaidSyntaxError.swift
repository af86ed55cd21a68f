/// A flowchart that Mermaid would refuse, or one larger than Copydeck reads: where, what was
/// found, what was expected.
public struct MermaidSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// Not Mermaid (`flow.syntax`).
        case syntax
        /// Past `FlowLimits` (`flow.limit`).
        case tooLarge
    }

    public var position: FlowPosition
    public var message: String
    public var reason: Reason

    public init(position: FlowPosition, message: String, reason: Reason = .syntax) {
        self.position = position
        self.message = message
        self.reason = reason
    }

    /// The rule a diagnostic of this error is reported under.
    var rule: RuleDescriptor { reason == .syntax ? Rules.flowSyntax : Rules.flowLimit }

    public var description: String { "\(position): \(message)" }
}
