import Foundation

/// A value an app passes to a message placeholder.
public enum MessageArgument: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case string(String)
    case number(Double)
    /// Seconds, shown as HH:MM:SS by `{name, duration}`.
    case duration(TimeInterval)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}
