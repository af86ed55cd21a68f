/// Why a message could not be rendered with the given values.
public enum MessageFormatError: Error, Equatable, Sendable {
    case missingArgument(String)
    case notANumber(String)
    case noMatchingCase(argument: String, value: String)
}
