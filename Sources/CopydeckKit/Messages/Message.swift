/// A parsed ICU MessageFormat message (Copydeck's subset). Offsets are in Unicode scalars from the
/// start of the message text, so tools can point at the exact placeholder.
public struct Message: Equatable, Sendable {
    /// The message's literal text, `#` signs and placeholders, in source order.
    public var parts: [Part]

    /// Creates a message from its parts.
    public init(parts: [Part]) {
        self.parts = parts
    }

    /// A piece of a message: literal text, a `#`, or a placeholder.
    public enum Part: Equatable, Sendable {
        /// Literal text, with ICU quoting resolved (`''` is one apostrophe, `'{'` a brace).
        case text(String)
        /// `#` inside a plural case: the number being pluralized.
        case pound(offset: Int)
        /// Boxed: most parts are text, and an argument is many times the size of a string.
        indirect case argument(Argument)
    }

    /// A placeholder, `{name}` or `{name, kind, ...}`.
    public struct Argument: Equatable, Sendable {
        /// The name the app passes the value under (`count` in `{count, plural, ...}`).
        public var name: String
        /// How the value is rendered, with the cases of a plural or select.
        public var kind: Kind
        /// Scalar offsets of the whole `{...}` in the message text.
        public var range: Range<Int>
        /// Scalar offsets of the placeholder's name in the message text.
        public var nameRange: Range<Int>

        /// Creates a placeholder with the given values.
        public init(name: String, kind: Kind, range: Range<Int>, nameRange: Range<Int>) {
            self.name = name
            self.kind = kind
            self.range = range
            self.nameRange = nameRange
        }
    }

    /// A placeholder's type, as its source writes it after the name.
    public enum Kind: Equatable, Sendable {
        /// `{name}`
        case simple
        /// `{n, number}` or `{n, number, integer}`
        case number(style: String?)
        /// `{remaining, duration}`: HH:MM:SS
        case duration
        /// `{name, particle, 을/를}`: the value followed by the particle that fits its last sound.
        case particle(KoreanParticle)
        /// `{n, plural, offset:1 =0 {...} one {...} other {...}}`
        case plural(offset: Int, cases: [Case])
        /// `{n, selectordinal, one {#st} other {#th}}`
        case selectOrdinal(cases: [Case])
        /// `{mode, select, allIn {...} other {...}}`
        case select(cases: [Case])
    }

    /// One case of a plural, ordinal or select placeholder: its selector and the message it shows.
    public struct Case: Equatable, Sendable {
        /// `one`, `other`, `=0`, or a select value.
        public var selector: String
        /// Scalar offsets of the selector in the message text.
        public var selectorRange: Range<Int>
        /// The message shown when the selector matches; offsets in it count from the start of the whole
        /// message text.
        public var message: Message

        /// Creates a case with the given values.
        public init(selector: String, selectorRange: Range<Int>, message: Message) {
            self.selector = selector
            self.selectorRange = selectorRange
            self.message = message
        }
    }
}

extension Message {
    /// Whether the message has any placeholder at all (cheaper than `arguments`).
    public var hasArguments: Bool {
        parts.contains { if case .argument = $0 { true } else { false } }
    }

    /// Every argument in the message, nested ones included, in source order.
    /// (Nesting is bounded by `MessageParser.maximumDepth`, so recursion here is shallow.)
    public var arguments: [Argument] {
        var result: [Argument] = []
        for part in parts {
            guard case .argument(let argument) = part else { continue }
            result.append(argument)
            switch argument.kind {
            case .plural(_, let cases), .selectOrdinal(let cases), .select(let cases):
                for item in cases { result.append(contentsOf: item.message.arguments) }
            default: break
            }
        }
        return result
    }

    /// The visible text of the message with placeholders shown as `{name}`: for length budgets
    /// and for comparing translations. Plural and select messages use their `other` case.
    public var plainText: String {
        // Most messages are one piece of text: that text, without building a new string.
        if parts.count == 1, case .text(let text) = parts[0] { return text }
        var output = ""
        for part in parts {
            switch part {
            case .text(let text): output += text
            case .pound: output += "#"
            case .argument(let argument):
                switch argument.kind {
                case .plural(_, let cases), .selectOrdinal(let cases), .select(let cases):
                    let chosen = cases.first { $0.selector == "other" } ?? cases.last
                    output += chosen?.message.plainText ?? ""
                case .particle(let particle):
                    output += "{\(argument.name)}\(particle.afterConsonant)"
                default:
                    output += "{\(argument.name)}"
                }
            }
        }
        return output
    }
}
