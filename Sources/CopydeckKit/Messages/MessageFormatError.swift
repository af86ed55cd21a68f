/// Why a message could not be rendered with the given values.
public enum MessageFormatError: Error, Equatable, Sendable {
    /// The message has a placeholder of this name and no value was passed for it.
    case missingArgument(String)
    /// The placeholder of this name needs a number (`number`, `duration`, `plural`, `selectordinal`)
    /// and got a date, or a string that is not a number.
    case notANumber(String)
    /// A plural, ordinal or select placeholder has no case for the value and no `other` case.
    case noMatchingCase(argument: String, value: String)
}
