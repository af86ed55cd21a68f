/// A position in a source file: 1-based line, 1-based column counted in characters
/// (extended grapheme clusters), the way an editor's cursor counts them.
public struct SourceLocation: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A span in one file. `file` is the path relative to the project root, with `/` separators.
public struct SourceRange: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var file: String
    public var start: SourceLocation
    public var end: SourceLocation

    public init(file: String, start: SourceLocation, end: SourceLocation? = nil) {
        self.file = file
        self.start = start
        self.end = end ?? start
    }

    /// The start of a file, for diagnostics about a file as a whole.
    public static func wholeFile(_ file: String) -> SourceRange {
        SourceRange(file: file, start: SourceLocation(line: 1, column: 1))
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.file, lhs.start, lhs.end) < (rhs.file, rhs.start, rhs.end)
    }

    public var description: String { "\(file):\(start)" }
}

/// A value together with where it was written.
public struct Located<Value> {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
