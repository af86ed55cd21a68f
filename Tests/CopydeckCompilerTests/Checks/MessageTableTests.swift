import Testing
@testable import CopydeckCompiler

/// Declared messages matched with a locale's entries: in file order when the file follows the
/// content, by key when it does not; entries no declaration claims are listed for `obsolete`.
@Suite struct MessageTableTests {
    func declared(_ keys: [String]) -> [DeclaredMessage] {
        let range = SourceRange.wholeFile("content/d/screens.yml")
        return keys.map { key in
            DeclaredMessage(parent: String.splitAtLastDot(key).parent!, name: String.splitAtLastDot(key).name, ownerKind: .screen, ownerID: "s",
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

    @Test func keysWrittenWithDotsMatchTheirDeclaration() {
        // `s.a: …` at the top of a locale file is read under the deck as (`d`, `s.a`); it is the
        // message `d.s.a` all the same.
        var catalog = LocaleCatalog(locale: "ja", path: "locales/ja/d.yml", exists: true)
        for (line, (parent, name)) in [("d", "s.a"), ("d.s", "b")].enumerated() {
            catalog.add(LocaleCatalog.Entry(parent: parent, name: name, text: "テキスト", path: catalog.path,
                                            keyAt: SourceLocation(line: line + 1, column: 1), valueAt: SourceLocation(line: line + 1, column: 4)))
        }
        let table = MessageTable.match(declared(["d.s.a", "d.s.b"]), in: [catalog])
        #expect(table.entries[0].map { $0?.key } == ["d.s.a", "d.s.b"])
        #expect(table.unclaimed[0].isEmpty)
    }

    @Test func aKeySplitAtItsLastDotIsPutBackAsItWas() {
        for key in ["d.s.a", "a", ".a", "a.", "d..a", "한국.키"] {
            let (parent, name) = String.splitAtLastDot(key)
            let entry = LocaleCatalog.Entry(key: key, text: "", path: "l.yml", keyAt: SourceLocation(line: 1, column: 1),
                                            valueAt: SourceLocation(line: 1, column: 4))
            #expect(entry.key == key)
            #expect(entry.parent == parent && entry.name == name)
            #expect(name.contains(".") == false)
        }
        #expect(String.splitAtLastDot("d.s.a") == ("d.s", "a"))
        #expect(String.splitAtLastDot("a") == (nil, "a"))
    }
}
