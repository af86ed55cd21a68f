/// A composed YAML node with where it starts, as Copydeck's readers see it: text scalars (the
/// `.basic` schema: no implicit numbers, booleans or nulls), mappings in source order and lists.
/// `YAMLParser` builds these directly for the YAML Copydeck files are written in; anything else
/// is composed by Yams and converted (`YAMLNode(yams:)`).
enum YAMLNode: Equatable, Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)
    /// `*name` (Yams resolves aliases; kept for completeness).
    case alias(Position?)

    /// Where a node starts, as libyaml marks it: 1-based line, 1-based column in Unicode scalars.
    struct Position: Equatable, Sendable {
        var line: Int32
        var column: Int32

        init(line: Int, column: Int) {
            self.line = Int32(truncatingIfNeeded: line)
            self.column = Int32(truncatingIfNeeded: column)
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
        var entries: [(key: YAMLNode, value: YAMLNode)]
        var position: Position?

        static func == (lhs: Mapping, rhs: Mapping) -> Bool {
            lhs.position == rhs.position && lhs.entries.count == rhs.entries.count
                && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
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
