/// A string table adopted from an app (`copydeck adopt`): messages that belong to no screen,
/// each under the key the app's code already calls, in the table the app reads it from
/// (`Localizable`, `Settings`), so the tables Copydeck writes are drop-in replacements.
///
/// Declared in a content file's `tables:` section; each key is a `Field` whose id is the key as
/// the app writes it (any text). Its message key is `<deck>.<table>.<key>`: table names start
/// with a capital letter, ids never do, so the two kinds of key cannot meet.
public struct AdoptedTable: Sendable {
    public var name: Located<String>
    public var fields: [Field]

    public init(name: Located<String>, fields: [Field]) {
        self.name = name
        self.fields = fields
    }

    /// The table every app has: its strings go in the deck's `Localizable` tables.
    public static let localizable = "Localizable"

    /// A table name: an ASCII capital letter, then letters, digits, `_` or `-` (a file name an
    /// Xcode project and an Android module can both hold).
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
    }
}
