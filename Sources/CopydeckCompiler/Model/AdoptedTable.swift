/// A string table adopted from an app (`copydeck adopt`): messages that belong to no screen,
/// each under the key the app's code already calls, in the table the app reads it from
/// (`Localizable`, `Settings`), so the tables Copydeck writes are drop-in replacements.
///
/// Declared in a content file's `tables:` section; each key is a `Field` whose id is the key as
/// the app writes it (any text). Its message key is `<deck>.<table>.<key>`: a table is named
/// as its file is named (usually with a capital letter, which ids never have); one named like a
/// screen, permission, template or shield is `id.duplicate`, so the two kinds of key never meet.
public struct AdoptedTable: Sendable {
    public var name: Located<String>
    public var fields: [Field]

    public init(name: Located<String>, fields: [Field]) {
        self.name = name
        self.fields = fields
    }

    /// The table every app has: its strings go in the deck's `Localizable` tables.
    public static let localizable = "Localizable"
    /// The app's Info.plist strings: adopted, they join the deck's `InfoPlist` tables, after the
    /// usage descriptions of its permissions.
    public static let infoPlist = "InfoPlist"

    /// A table name: the table's file name, an ASCII letter or digit and then letters, digits,
    /// `_`, `-` or single spaces between words (`Localizable`, `InfoPlist`, `3DTouchActions`,
    /// `Default Browser`: a file name an Xcode project can hold), after the folders that tell two tables of one name
    /// apart, when the app has them in several targets: `WatchApp/InfoPlist`,
    /// `Widget Extension/Localizable` (each folder a name of letters, digits, spaces, `_ - . +`,
    /// never `.` or `..`).
    public static func isValidName(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard let file = parts.last, let first = file.unicodeScalars.first,
              ("A"..."Z").contains(first) || ("a"..."z").contains(first) || ("0"..."9").contains(first) else { return false }
        // A space between words too (Firefox's `Default Browser.strings`), never at either end.
        guard file.last != " ", !file.contains("  "),
              file.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == " ") })
        else { return false }
        return parts.dropLast().allSatisfy(isValidFolder)
    }

    /// A folder of a qualified table name: a target's folder as Xcode names it.
    static func isValidFolder(_ folder: Substring) -> Bool {
        guard !folder.isEmpty, folder != ".", folder != "..", folder.first != " ", folder.last != " " else { return false }
        return folder.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || " _-.+()".unicodeScalars.contains($0)
        }
    }

    /// The table's file name: `InfoPlist` of `WatchApp/InfoPlist`.
    public static func fileName(of name: String) -> String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    /// The folders before it (`WatchApp`), empty for a table of the app's own.
    public static func folders(of name: String) -> String {
        name.split(separator: "/").dropLast().joined(separator: "/")
    }
}
