import Yams

extension YAMLNode {
    /// A node composed by Yams, for the YAML `YAMLParser` leaves to it.
    init(yams node: Node) {
        switch node {
        case .scalar(let scalar):
            self = .scalar(Scalar(string: scalar.string, style: Style(scalar.style), position: Position(scalar.mark)))
        case .mapping(let mapping):
            self = .mapping(Mapping(entries: mapping.map { Mapping.Entry(key: YAMLNode(yams: $0.key), value: YAMLNode(yams: $0.value)) },
                                    position: Position(mapping.mark)))
        case .sequence(let sequence):
            self = .sequence(Sequence(items: sequence.map { YAMLNode(yams: $0) }, position: Position(sequence.mark)))
        case .alias(let alias):
            self = .alias(Position(alias.mark))
        }
    }
}

extension YAMLNode.Position {
    init?(_ mark: Mark?) {
        guard let mark else { return nil }
        self.init(line: mark.line, column: mark.column)
    }
}

extension YAMLNode.Style {
    init(_ style: Node.Scalar.Style) {
        switch style {
        case .plain: self = .plain
        case .singleQuoted: self = .singleQuoted
        case .doubleQuoted: self = .doubleQuoted
        case .literal: self = .literal
        case .folded: self = .folded
        default: self = .other
        }
    }
}
