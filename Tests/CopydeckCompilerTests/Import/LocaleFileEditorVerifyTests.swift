import Testing
@testable import CopydeckCompiler

/// The read-back check refuses any written file that does not read as the edits say.
@Suite struct LocaleFileEditorVerifyTests {
    static let file = "a:\n  b: one\n  c: two\n"

    /// A session that has read `file` and sorted `edits`, and what its check says of `written`.
    private func check(_ written: String, edits: [LocaleFileEditor.Edit]) throws -> LocaleFileEditSession.Refusal? {
        let session = LocaleFileEditSession(editor: LocaleFileEditor(path: LocaleFileEditing.path, deck: "d", locale: "ko"),
                                            bytes: Array(Self.file.utf8), order: [])
        try session.readCatalog()
        let missing = try session.classify(edits)
        try session.readLayout()
        if !missing.isEmpty {
            session.leaves = Dictionary(uniqueKeysWithValues: session.leafAt.map { ($0.fullKey, $0) })
            try session.insert(missing)
        }
        do {
            try session.verify(Array(written.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func theRightFilePasses() throws {
        #expect(try check("a:\n  b: uno\n  c: two\n", edits: [.set("d.a.b", "uno")]) == nil)
        #expect(try check("a:\n  b: one\n  bb: new\n  c: two\n", edits: [.set("d.a.bb", "new")]) == nil)
    }

    @Test func aTextThatReadsBackDifferentlyIsRefused() throws {
        let refusal = try #require(try check("a:\n  b: uno \n  c: two\n", edits: [.set("d.a.b", "uno ")]))
        #expect(refusal.rule == Rules.localeEditMismatch)
        #expect(refusal.message.contains("`d.a.b` would read back as \"uno\" instead of \"uno \""))
    }

    @Test func anotherKeyThatChangesIsRefused() throws {
        let refusal = try #require(try check("a:\n  b: uno\n  c: deux\n", edits: [.set("d.a.b", "uno")]))
        #expect(refusal.message.contains("`d.a.c` would read back as \"deux\" instead of \"two\""))
    }

    @Test func aKeyThatAppearsOrVanishesIsRefused() throws {
        #expect(try check("a:\n  b: uno\n  c: two\n  d: three\n", edits: [.set("d.a.b", "uno")])?.message.contains("`d.a.d` would appear") == true)
        #expect(try check("a:\n  b: uno\n", edits: [.set("d.a.b", "uno")])?.message.contains("`d.a.c` would vanish") == true)
        #expect(try check("a:\n  b: one\n  c: two\n", edits: [.set("d.a.bb", "new")])?.message.contains("not at all") == true)
    }

    @Test func aFileThatNoLongerReadsIsRefused() throws {
        #expect(try check("a:\n  b: [uno\n  c: two\n", edits: [.set("d.a.b", "uno")])?.message.contains("not be valid YAML") == true)
        #expect(try check("a:\n  b: uno\n  c: two\n  c: three\n", edits: [.set("d.a.b", "uno")])?.rule == Rules.localeEditMismatch)
    }

    @Test func aKeyWrittenTwiceKeepsItsFirstTextChanged() throws {
        // `a.b` and `a: {b}` are one key to the loader (which keeps the first and reports the
        // second): the first is the one edited, and the file's problem is not made worse.
        let result = try #require(LocaleFileEditing.edited("a.b: one\na:\n  b: two\n", [.set("d.a.b", "uno")]))
        #expect(result == "a.b: uno\na:\n  b: two\n")
    }
}

extension LocaleFileEditSession.Refusal: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rule == rhs.rule && lhs.message == rhs.message && lhs.offset == rhs.offset }
}
