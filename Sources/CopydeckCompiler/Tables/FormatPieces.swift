/// A printf format's pieces in order, each specifier with the argument it stands for, numbered
/// the one way every reader of a table's text numbers them (`MessageTextWriter`,
/// `TableText.meaning`, adopt's `AdoptedArguments`):
/// - a position (`%2$@`) names its argument;
/// - `%#@name@` is the substitution's `argNum`, and takes its place among the specifiers;
/// - in a substitution's form (`own`), `%arg` (Xcode's String Catalogs) and a specifier without
///   a position (`%ld` in a `.stringsdict` variable) are the substitution's own argument, as the
///   person who wrote the form meant;
/// - any other specifier is the next one in order, as in C.
struct FormatPieces: Sequence, IteratorProtocol {
    enum Piece {
        case text(Unicode.Scalar)
        /// `%%`.
        case percent
        /// `%arg`, in a substitution's form: its own argument.
        case own(Int)
        case specifier(PrintfSpecifier, number: Int)
        /// A `%` that starts no specifier, at this scalar offset.
        case invalid(offset: Int)
    }

    let scalars: [Unicode.Scalar]
    let own: Int?
    let substitutions: [TableSubstitution]
    private var index = 0
    private var sequential = 0

    init(_ format: String, own: Int? = nil, substitutions: [TableSubstitution] = []) {
        self.init(Array(format.unicodeScalars), own: own, substitutions: substitutions)
    }

    init(_ scalars: [Unicode.Scalar], own: Int? = nil, substitutions: [TableSubstitution] = []) {
        self.scalars = scalars
        self.own = own
        self.substitutions = substitutions
    }

    mutating func next() -> Piece? {
        guard index < scalars.count else { return nil }
        let scalar = scalars[index]
        guard scalar == "%" else {
            index += 1
            return .text(scalar)
        }
        if let own, Self.isArgToken(scalars, at: index) {
            index += 4
            return .own(own)
        }
        guard let specifier = PrintfSpecifier(scalars, at: index) else {
            index += 1
            return .invalid(offset: index - 1)
        }
        index = specifier.end
        if specifier.isPercent { return .percent }
        let number: Int
        if let position = specifier.position {
            number = position
        } else if let name = specifier.substitution, let substitution = substitutions.first(where: { $0.name == name }) {
            sequential += 1
            number = substitution.argumentNumber
        } else if let own {
            number = own
        } else {
            sequential += 1
            number = sequential
        }
        return .specifier(specifier, number: number)
    }

    /// Passes over the next `count` scalars (the particle a writer read right after a specifier).
    mutating func skip(_ count: Int) {
        index = Swift.min(index + count, scalars.count)
    }

    /// `%arg` at `index`: printf would read `%a` (a hexadecimal float), then `rg`.
    static func isArgToken(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index + 3 < scalars.count && scalars[index + 1] == "a" && scalars[index + 2] == "r" && scalars[index + 3] == "g"
    }
}
