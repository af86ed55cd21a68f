/// Why a message could not be parsed, and where (scalar offset into the message text).
public struct MessageSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in plain English; `description` adds the offset.
    public var message: String
    /// Where the problem is: an offset in Unicode scalars from the start of the message text.
    public var offset: Int

    /// Creates an error with its explanation and scalar offset.
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) (at offset \(offset))" }
}
