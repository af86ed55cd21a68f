import Testing
@testable import CopydeckCompiler

/// Declared messages matched with a locale's entries: in file order when the file follows the
/// content, by key when it does not; entries no declaration claims are listed for `obsolete`.
@Suite struct MessageTableTests {
    func declared(_ keys: [String]) -> [DeclaredMessage] {
        let range = SourceRange.wholeFile("content/d/screens.yml")
        return keys.map { key in
            DeclaredMessage(key: key, ownerKind: .screen, ownerID: "s",
                            field: Field(id: Located(String(key.split(separator: ".").last!), at: range), surface: nil),
                            variant: nil, range: range)
        }
    }

    func catalog(_ keys: [String]) -> LocaleCatalog {
        var catalog = LocaleCatalog(locale: "ja", path: "locales/ja/d.yml", exists: true)
        for (line, key) in keys.enumerated() {
            catalog.add(LocaleCatalog.Entry(key: key, text: "テキスト", path: catalog.path,
                                            keyAt: SourceLocation(line: line + 1, column: 1), valueAt: SourceLocation(line: line + 1, column: 4)))
        }
        return catalog
    }

    @Test func matchesInOrderOutOfOrderAndReportsWhatNoOneClaims() {
        let table = MessageTable.match(declared(["d.s.a", "d.s.b", "d.s.c"]),
                                       in: [catalog(["d.s.c", "d.s.a", "d.s.x"]), catalog(["d.s.a", "d.s.b", "d.s.c"]), nil])
        #expect(table.entries[0].map { $0?.key } == ["d.s.a", nil, "d.s.c"])
        #expect(table.unclaimed[0] == [2])
        #expect(table.entries[1].map { $0?.key } == ["d.s.a", "d.s.b", "d.s.c"])
        #expect(table.unclaimed[1].isEmpty)
        #expect(table.entries[2].map { $0?.key } == [nil, nil, nil])
        #expect(table.unclaimed[2].isEmpty)
    }
}
