import Testing
@testable import CopydeckCompiler

/// New keys go after the nearest key before them that the file has, in their mapping, at the
/// file's indentation and line breaks, nested or dotted as their neighbour is written.
@Suite struct LocaleFileEditorInsertTests {
    static let nested = """
        # header comment
        intro:
          title: Hello
          body: |-
            one
            two

        outro:
          title: Bye

        """

    static let order = ["d.intro.title", "d.intro.subtitle", "d.intro.body", "d.intro.next", "d.middle.title", "d.outro.title", "d.outro.done"]

    private func expectInsert(_ before: String, _ edits: [LocaleFileEditor.Edit], order: [String] = Self.order, gives after: String,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = LocaleFileEditing.edited(before, edits, order: order, sourceLocation: sourceLocation)
        #expect(result == after, sourceLocation: sourceLocation)
        guard let result, let old = LocaleFileEditing.catalog(before), let new = LocaleFileEditing.catalog(result) else { return }
        var expected = old.dictionary
        for edit in edits { expected[edit.key] = edit.text }
        #expect(new.dictionary == expected, sourceLocation: sourceLocation)
    }

    @Test func inTheMiddleOfANestedMapping() {
        expectInsert(Self.nested, [.set("d.intro.subtitle", "Sub")], gives: """
            # header comment
            intro:
              title: Hello
              subtitle: Sub
              body: |-
                one
                two

            outro:
              title: Bye

            """)
    }

    @Test func afterABlockScalarAtTheEndOfAMapping() {
        expectInsert(Self.nested, [.set("d.intro.next", "Next: go")], gives: """
            # header comment
            intro:
              title: Hello
              body: |-
                one
                two
              next: 'Next: go'

            outro:
              title: Bye

            """)
    }

    @Test func atTheEndOfTheFile() {
        expectInsert(Self.nested, [.set("d.outro.done", "Done")], gives: Self.nested.replacingOccurrences(of: "  title: Bye\n", with: "  title: Bye\n  done: Done\n"))
    }

    @Test func atTheStartOfAMappingWhenNothingPrecedes() {
        expectInsert(Self.nested, [.set("d.intro.title", "Hello"), .set("d.outro.title", "Bye"), .set("d.intro.first", "First")],
                     order: ["d.intro.first", "d.intro.title"],
                     gives: Self.nested.replacingOccurrences(of: "intro:\n", with: "intro:\n  first: First\n"))
        expectInsert(Self.nested, [.insert("d.outro.zero", "Zero", after: nil)],
                     gives: Self.nested.replacingOccurrences(of: "outro:\n", with: "outro:\n  zero: Zero\n"))
    }

    @Test func aNewMappingBetweenOthers() {
        expectInsert(Self.nested, [.set("d.middle.title", "Middle")], gives: """
            # header comment
            intro:
              title: Hello
              body: |-
                one
                two
            middle:
              title: Middle

            outro:
              title: Bye

            """)
    }

    @Test func severalNewKeysFollowTheOrder() {
        expectInsert(Self.nested, [.set("d.outro.done", "Done"), .set("d.middle.title", "Middle"), .set("d.intro.next", "Next"), .set("d.intro.subtitle", "Sub")],
                     gives: """
            # header comment
            intro:
              title: Hello
              subtitle: Sub
              body: |-
                one
                two
              next: Next
            middle:
              title: Middle

            outro:
              title: Bye
              done: Done

            """)
    }

    @Test func explicitPlaceAfterAKey() {
        expectInsert(Self.nested, [.insert("d.intro.later", "Later", after: "d.intro.title")], order: [],
                     gives: Self.nested.replacingOccurrences(of: "  title: Hello\n", with: "  title: Hello\n  later: Later\n"))
        // After a key of another mapping: in its own mapping, which exists (at its end).
        expectInsert(Self.nested, [.insert("d.outro.later", "Later", after: "d.intro.title")], order: [],
                     gives: Self.nested.replacingOccurrences(of: "  title: Bye\n", with: "  title: Bye\n  later: Later\n"))
    }

    @Test func dottedLayoutStaysDotted() {
        let flat = "intro.title: Hello\nintro.body: World\noutro.title: Bye\n"
        expectInsert(flat, [.set("d.intro.subtitle", "Sub")], gives: "intro.title: Hello\nintro.subtitle: Sub\nintro.body: World\noutro.title: Bye\n")
        expectInsert(flat, [.set("d.middle.title", "Middle")], gives: "intro.title: Hello\nintro.body: World\nmiddle.title: Middle\noutro.title: Bye\n")
    }

    @Test func fourSpaceIndentationAndCRLFAreFollowed() {
        let file = "intro:\r\n    title: Hello\r\nouter:\r\n    x: y\r\n"
        expectInsert(file, [.set("d.middle.title", "a\nb")], gives: "intro:\r\n    title: Hello\r\nmiddle:\r\n    title: |-\r\n        a\r\n        b\r\nouter:\r\n    x: y\r\n")
    }

    @Test func intoAnEmptyFile() {
        expectInsert("", [.set("d.intro.title", "Hello"), .set("d.intro.body", "World")], gives: "intro:\n  title: Hello\n  body: World\n")
        expectInsert("# only a comment", [.set("d.intro.title", "Hello")], gives: "# only a comment\nintro:\n  title: Hello\n")
    }

    @Test func deepKeysStopNestingAtTheCatalogDepth() {
        expectInsert("", [.set("d.a.b.c.e", "x")], order: [], gives: "a:\n  b:\n    c.e: x\n")
    }

    @Test func aKeyOfAnExistingMappingElsewhereGoesIntoIt() {
        // `outro.done` comes right after `intro.title` in this order, but `outro:` exists: it
        // goes there (a second `outro:` would be a repeated key).
        expectInsert(Self.nested, [.set("d.outro.done", "Done")], order: ["d.intro.title", "d.outro.done", "d.outro.title"],
                     gives: Self.nested.replacingOccurrences(of: "outro:\n", with: "outro:\n  done: Done\n"))
    }

    @Test func aDottedKeyBesideAText() {
        // `intro: Text` is a text: `intro.title` cannot nest under it, so it is written dotted.
        expectInsert("intro: Text\n", [.set("d.intro.title", "T")], order: [], gives: "intro: Text\nintro.title: T\n")
    }

    @Test func keysThatMustBeQuoted() {
        expectInsert("a:\n  b: x\n", [.set("d.a.yes", "y"), .set("d.a.on", "o")], order: [], gives: "a:\n  b: x\n  'yes': 'y'\n  'on': o\n")
    }

    @Test func afterAKeptBlockScalarItsBlankLinesStayItsOwn() {
        expectInsert("a:\n  b: |+\n    one\n\n  c: x\n", [.set("d.a.bb", "new")], order: ["d.a.b", "d.a.bb", "d.a.c"],
                     gives: "a:\n  b: |+\n    one\n\n  bb: new\n  c: x\n")
    }

    @Test func afterAReplacedBlockScalar() {
        expectInsert("a:\n  b: |\n    one\n\n  c: x\n", [.set("d.a.b", "uno\n\n"), .set("d.a.bb", "new")], order: ["d.a.b", "d.a.bb", "d.a.c"],
                     gives: "a:\n  b: |+\n    uno\n\n  bb: new\n  c: x\n")
        expectInsert("a:\n  b: |\n    one\n\n  c: x\n", [.set("d.a.b", "uno"), .set("d.a.bb", "new")], order: ["d.a.b", "d.a.bb", "d.a.c"],
                     gives: "a:\n  b: |-\n    uno\n  bb: new\n\n  c: x\n")
    }

    @Test func afterTheLastLineWithoutALineBreak() {
        expectInsert("a:\n  b: x", [.set("d.a.c", "z")], order: [], gives: "a:\n  b: x\n  c: z\n")
        expectInsert("a:\n  b:", [.set("d.a.b", "x"), .set("d.a.c", "z")], order: [], gives: "a:\n  b: x\n  c: z\n")
    }
}

/// Cases the property tests found: each is a file the editor first refused to write (its check
/// caught a text that would have read back differently).
@Suite struct LocaleFileEditorFoundTests {
    @Test func afterABlockScalarThatEndsTheFileWithoutALineBreak() throws {
        // `|` at the very end reads "a\nb"; a line after it would make it "a\nb\n".
        let result = try #require(LocaleFileEditing.edited("o:\n  f: |\n    a\n    b", [.set("d.o.g", "new")], order: ["d.o.f", "d.o.g"]))
        #expect(result == "o:\n  f: |-\n    a\n    b\n  g: new\n")
        // Nothing added at the end: the block is left as it is.
        let other = try #require(LocaleFileEditing.edited("o:\n  e: x\n  f: |\n    a", [.set("d.o.ee", "new")], order: ["d.o.e", "d.o.ee", "d.o.f"]))
        #expect(other == "o:\n  e: x\n  ee: new\n  f: |\n    a")
    }

    @Test func aNewTextEndingInTwoLineBreaksIsNotAKeptBlock() throws {
        // A new `|+` would take the blank line after it into its text.
        let result = try #require(LocaleFileEditing.edited("o:\n  f: x\n\np: y\n", [.set("d.o.g", "a\n\n")], order: ["d.o.f", "d.o.g"]))
        #expect(result == "o:\n  f: x\n  g: \"a\\n\\n\"\n\np: y\n")
    }
}
