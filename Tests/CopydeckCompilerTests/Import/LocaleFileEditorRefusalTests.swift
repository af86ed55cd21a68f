import Testing
@testable import CopydeckCompiler

/// What cannot be edited safely gets a located diagnostic and no bytes.
@Suite struct LocaleFileEditorRefusalTests {
    private func expectRefusal(_ file: String, _ edits: [LocaleFileEditor.Edit], order: [String] = [], rule: RuleDescriptor = Rules.localeEditUnsupported,
                               line: Int? = nil, containing words: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let outcome = LocaleFileEditing.edit(file, edits, order: order)
        #expect(outcome.bytes == nil, sourceLocation: sourceLocation)
        let found = outcome.diagnostics.first { $0.rule == rule.id }
        #expect(found != nil, "\(outcome.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(found?.message.contains(words) == true, "\(found?.message ?? "")", sourceLocation: sourceLocation)
        #expect(found?.severity == .error, sourceLocation: sourceLocation)
        if let line { #expect(found?.range?.start.line == line, sourceLocation: sourceLocation) }
        #expect(found?.range?.file == LocaleFileEditing.path, sourceLocation: sourceLocation)
    }

    @Test func aKeyThatWouldGoIntoAFlowMapping() {
        expectRefusal("x: y\na: { b: Hello }\n", [.set("d.a.c", "New")], line: 2, containing: "flow mapping")
        expectRefusal("{ a: b }\n", [.set("d.c", "New")], line: 1, containing: "flow mapping")
    }

    @Test func aFileThatIsNotYAML() {
        let outcome = LocaleFileEditing.edit("a:\n  b: [unclosed\n", [.set("d.a.b", "x")])
        #expect(outcome.bytes == nil)
        #expect(outcome.diagnostics.contains { $0.rule == Rules.yamlSyntax.id })
        #expect(outcome.diagnostics.contains { $0.rule == Rules.localeEditUnsupported.id })
    }

    @Test func listsAliasesAndOtherShapes() {
        expectRefusal("a:\n  b: x\n  c:\n    - one\n", [.set("d.a.b", "y")], line: 4, containing: "is a list")
        expectRefusal("a: &x\n  b: x\nc: *x\n", [.set("d.a.b", "y")], containing: "not valid YAML")
        expectRefusal("- a\n- b\n", [.set("d.a", "y")], line: 1, containing: "not a mapping")
        expectRefusal("a:\n  b:\n    c:\n      e: x\n", [.set("d.a.b.c.e", "y")], line: 4, containing: "nests deeper")
    }

    @Test func keysThatAreNotTheDecksOrNotTexts() {
        expectRefusal("a:\n  b: x\n", [.set("other.a.b", "y")], containing: "not a key of the deck")
        expectRefusal("a:\n  b: x\n", [.set("d.a..b", "y")], containing: "not a key of the deck")
        expectRefusal("a:\n  b: x\n", [.set("d.a", "y")], line: 2, containing: "holds fields")
    }

    @Test func twoTextsForOneKey() {
        expectRefusal("a:\n  b: x\n", [.set("d.a.b", "y"), .set("d.a.b", "z")], line: 2, containing: "two different texts")
        // The same text twice is one edit.
        #expect(LocaleFileEditing.edit("a:\n  b: x\n", [.set("d.a.b", "yo"), .set("d.a.b", "yo")]).bytes == Array("a:\n  b: yo\n".utf8))
    }

    @Test func loneCarriageReturns() {
        expectRefusal("a:\r  b: x\r", [.set("d.a.b", "y")], line: 1, containing: "lone CR")
    }

    @Test func notUTF8() {
        let outcome = LocaleFileEditor(path: LocaleFileEditing.path, deck: "d", locale: "ko").apply([.set("d.a.b", "y")], to: [0x61, 0x3A, 0x20, 0xE9, 0x0A])
        #expect(outcome.bytes == nil)
        #expect(outcome.diagnostics.first?.message.contains("not UTF-8") == true)
        #expect(outcome.diagnostics.first?.range?.start == CopydeckCompiler.SourceLocation(line: 1, column: 4))
    }

    @Test func explicitKeysTakeNoNewKeysButTheirTextsChange() {
        expectRefusal("a:\n  ? b\n  : x\n", [.set("d.a.c", "y")], line: 2, containing: "do not each start a line")
        #expect(LocaleFileEditing.edit("a:\n  ? b\n  : x\n", [.set("d.a.b", "yo")]).bytes == Array("a:\n  ? b\n  : yo\n".utf8))
    }

    @Test func nothingToDoIsNoBytesAndNoDiagnostics() {
        let outcome = LocaleFileEditing.edit("a:\n  b: x\n", [])
        #expect(outcome.bytes == nil && outcome.diagnostics.isEmpty)
    }
}
