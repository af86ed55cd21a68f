/// A composed YAML node with where it starts, as Copydeck's readers see it: text scalars (the
/// `.basic` schema: no implicit numbers, booleans or nulls), mappings in source order and lists.
/// `YAMLParser` builds these directly for the YAML Copydeck files are written in; anything else
/// is composed from libyaml's events by `YAMLComposer` (and, in tests, by Yams: `YAMLNode(yams:)`).
enum YAMLNode: Equatable, Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)
    /// `*name`: only in what Yams composes for the tests; `YAMLComposer` refuses aliases.
    case alias(Position?)

    /// Where a node starts, as libyaml marks it: 1-based line, 1-based column in Unicode scalars.
    struct Position: Equatable, Sendable {
        var line: Int32
        var column: Int32
        /// True when everything before the column on its line is ASCII: then the column counts
        /// characters too, and no one needs to count them again. (Not part of equality: Yams
        /// does not say.)
        var asciiPrefix: Bool

        init(line: Int, column: Int, asciiPrefix: Bool = false) {
            self.line = Int32(truncatingIfNeeded: line)
            self.column = Int32(truncatingIfNeeded: column)
            self.asciiPrefix = asciiPrefix
        }

        static func == (lhs: Position, rhs: Position) -> Bool {
            lhs.line == rhs.line && lhs.column == rhs.column
        }
    }

    enum Style: UInt8, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded, other
    }

    struct Scalar: Equatable, Sendable {
        var string: String
        var style: Style
        var position: Position?

        /// A plain empty value, `~` or `null`: what YAML reads as nothing.
        var isNull: Bool {
            guard style == .plain, string.utf8.count <= 4 else { return false }
            switch string {
            case "", "~", "null", "Null", "NULL": return true
            default: return false
            }
        }
    }

    struct Mapping: Equatable, Sendable {
        /// A key and its value. (A struct, not a tuple: copies of it are compiled, not
        /// interpreted by the runtime.)
        struct Entry: Equatable, Sendable {
            var key: YAMLNode
            var value: YAMLNode
        }

        var entries: [Entry]
        var position: Position?

        static func == (lhs: Mapping, rhs: Mapping) -> Bool {
            lhs.position == rhs.position && lhs.entries == rhs.entries
        }
    }

    struct Sequence: Equatable, Sendable {
        var items: [YAMLNode]
        var position: Position?
    }

    var position: Position? {
        switch self {
        case .scalar(let scalar): scalar.position
        case .mapping(let mapping): mapping.position
        case .sequence(let sequence): sequence.position
        case .alias(let position): position
        }
    }
}
