/// Why a message could not be parsed, and where (scalar offset into the message text).
public struct MessageSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) (at offset \(offset))" }
}
