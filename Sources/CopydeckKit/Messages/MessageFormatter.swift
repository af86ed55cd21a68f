import Foundation

/// Renders parsed messages for one locale: placeholders, numbers, durations, plural and select
/// cases and Korean particles. The linter, the preview and the app all render with this type.
public struct MessageFormatter: Sendable {
    /// The locale whose plural rules, number separators and date style the formatter uses.
    public let locale: String
    private let plurals: PluralRules

    /// Creates a formatter for a locale (`ko`, `pt-BR`, `zh-Hant`).
    public init(locale: String) {
        self.locale = locale
        self.plurals = PluralRules(locale: locale)
    }

    /// Renders `message` with the values in `arguments`, by placeholder name; values the message does
    /// not use are ignored. Throws `MessageFormatError` when a placeholder has no value, needs a number
    /// and gets none, or has no case for its value.
    public func format(_ message: Message, _ arguments: [String: MessageArgument] = [:]) throws(MessageFormatError) -> String {
        var output = ""
        try render(message.parts, arguments, pound: nil, into: &output)
        return output
    }

    private func render(
        _ parts: [Message.Part], _ arguments: [String: MessageArgument], pound: Double?, into output: inout String
    ) throws(MessageFormatError) {
        for part in parts {
            switch part {
            case .text(let text):
                output += text
            case .pound:
                output += pound.map { NumberText.format($0, locale: locale) } ?? "#"
            case .argument(let argument):
                try render(argument, arguments, into: &output)
            }
        }
    }

    /// What an argument the app does not pass stands for: a select on `device` (Xcode's device
    /// variations) picks the device the app runs on.
    private func defaultValue(of argument: Message.Argument) -> MessageArgument? {
        guard argument.name == DeviceIdiom.argumentName, case .select = argument.kind else { return nil }
        return .string(DeviceIdiom.current)
    }

    private func render(
        _ argument: Message.Argument, _ arguments: [String: MessageArgument], into output: inout String
    ) throws(MessageFormatError) {
        guard let value = arguments[argument.name] ?? defaultValue(of: argument) else { throw .missingArgument(argument.name) }
        switch argument.kind {
        case .simple:
            output += text(of: value)
        case .number:
            output += NumberText.format(try number(value, argument.name), locale: locale)
        case .duration:
            output += DurationText.format(try number(value, argument.name))
        case .particle(let particle):
            let word = text(of: value)
            output += word + particle.form(after: word)
        case .plural(let offset, let cases):
            let number = try number(value, argument.name)
            let chosen = try pick(cases, exact: number, category: plurals.cardinal(number - Double(offset)).rawValue, argument)
            try render(chosen.message.parts, arguments, pound: number - Double(offset), into: &output)
        case .selectOrdinal(let cases):
            let number = try number(value, argument.name)
            let chosen = try pick(cases, exact: number, category: plurals.ordinal(number).rawValue, argument)
            try render(chosen.message.parts, arguments, pound: number, into: &output)
        case .select(let cases):
            let key = text(of: value)
            guard let chosen = cases.first(where: { $0.selector == key }) ?? cases.first(where: { $0.selector == "other" }) else {
                throw .noMatchingCase(argument: argument.name, value: key)
            }
            try render(chosen.message.parts, arguments, pound: nil, into: &output)
        }
    }

    private func pick(_ cases: [Message.Case], exact: Double, category: String, _ argument: Message.Argument) throws(MessageFormatError) -> Message.Case {
        if let match = cases.first(where: { $0.selector.hasPrefix("=") && Double($0.selector.dropFirst()) == exact }) {
            return match
        }
        if let match = cases.first(where: { $0.selector == category }) ?? cases.first(where: { $0.selector == "other" }) {
            return match
        }
        throw .noMatchingCase(argument: argument.name, value: NumberText.format(exact))
    }

    private func text(of value: MessageArgument) -> String {
        switch value {
        case .string(let string): string
        case .number(let number): NumberText.format(number, locale: locale)
        case .duration(let seconds): DurationText.format(seconds)
        case .date(let date, let timeZone): DateText.format(date, timeZone: timeZone, locale: locale)
        }
    }

    private func number(_ value: MessageArgument, _ name: String) throws(MessageFormatError) -> Double {
        switch value {
        case .number(let number), .duration(let number): return number
        case .string(let string):
            guard let number = Double(string) else { throw .notANumber(name) }
            return number
        case .date: throw .notANumber(name)
        }
    }
}
