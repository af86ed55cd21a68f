import CopydeckKit

/// The arguments of one message as string tables number them: one list for every locale of the
/// key, so `%1$@` is the same value in ko, ja and en. Declared placeholders come first, in the
/// order the field declares them; then names only the text uses, in the order the source locale
/// (then the other locales) first writes them.
public struct TableArguments: Hashable, Sendable {
    /// How an argument is passed to a printf-style table.
    public enum Kind: String, Hashable, Sendable {
        /// A string, or a value the app formats itself (`%@`): string, decimal, duration, date.
        case object
        /// An integer (`%lld`): a declared `integer`, a plural's count, `{n, number, integer}`.
        case integer

        public var specifier: String { self == .object ? "@" : "lld" }
    }

    public struct Argument: Hashable, Sendable {
        public var name: String
        public var kind: Kind
        /// The declared (or inferred) type, for comments and for spelling the argument back.
        public var type: Field.PlaceholderType
        /// The conversion an adopted table printed it with (`lu`, `.2f`), kept; nil: the kind's.
        public var format: String? = nil

        /// The conversion without `%` and position: `@`, `lld`, or the adopted one.
        public var conversion: String { format ?? kind.specifier }
    }

    public private(set) var arguments: [Argument] = []
    /// Whether the message varies by device (its field declares the `device` placeholder), which
    /// is no argument of the format: Apple's tables choose the text by the device.
    public private(set) var variesByDevice = false

    public init(arguments: [Argument], variesByDevice: Bool = false) {
        self.arguments = arguments
        self.variesByDevice = variesByDevice
    }

    /// The arguments of a field's messages (`messages`: the source locale's first).
    public init(field: Field?, messages: [Message]) {
        var types: [String: Field.PlaceholderType] = [:]
        var formats: [String: String] = [:]
        var order: [String] = []
        var device: String?
        for placeholder in field?.placeholders ?? [] where types[placeholder.name.value] == nil {
            if placeholder.type.value == .device {
                device = placeholder.name.value
                continue
            }
            types[placeholder.name.value] = placeholder.type.value
            formats[placeholder.name.value] = placeholder.format?.value
            order.append(placeholder.name.value)
        }
        var counted: Set<String> = []
        var inferred: [String: Field.PlaceholderType] = [:]
        for message in messages {
            for argument in message.arguments where argument.name != device {
                if !order.contains(argument.name) { order.append(argument.name) }
                switch argument.kind {
                case .plural, .selectOrdinal: counted.insert(argument.name)
                case .number(let style): inferred[argument.name] = inferred[argument.name] ?? (style == "integer" ? .integer : .number)
                case .duration: inferred[argument.name] = inferred[argument.name] ?? .duration
                default: break
                }
            }
        }
        arguments = order.map { name in
            let type = types[name] ?? inferred[name] ?? (counted.contains(name) ? .integer : .string)
            let kind: Kind = counted.contains(name) || type == .integer ? .integer : .object
            return Argument(name: name, kind: kind, type: type, format: formats[name])
        }
        variesByDevice = device == MessageTextWriter.deviceArgument
    }

    /// The 1-based number of an argument.
    public func number(of name: String) -> Int? {
        arguments.firstIndex { $0.name == name }.map { $0 + 1 }
    }

    /// `%2$lld`: the positional specifier of an argument.
    public func specifier(of name: String) -> String? {
        guard let number = number(of: name) else { return nil }
        return "%\(number)$\(arguments[number - 1].conversion)"
    }

    /// What each argument is, for translators: `%1$@ = name (string), %2$lld = count (integer)`.
    public var meanings: String {
        arguments.enumerated().map { index, argument in
            "%\(index + 1)$\(argument.conversion) = \(argument.name) (\(argument.type.rawValue))"
        }.joined(separator: ", ")
    }
}
