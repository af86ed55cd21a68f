import Testing
@testable import CopydeckCompiler

/// A changed text replaces only its scalar's bytes, in the scalar's style when the text fits it.
@Suite struct LocaleFileEditorStyleTests {
    private func expectEdit(_ before: String, key: String = "d.a.b", to text: String, gives after: String,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = LocaleFileEditing.edited(before, [.set(key, text)], sourceLocation: sourceLocation)
        #expect(result == after, sourceLocation: sourceLocation)
        if let result {
            #expect(LocaleFileEditing.catalog(result)?.dictionary[key] == text, sourceLocation: sourceLocation)
        }
    }

    @Test func plainStaysPlain() {
        expectEdit("a:\n  b: Hello  # greeting\n  c: x\n", to: "Good bye", gives: "a:\n  b: Good bye  # greeting\n  c: x\n")
    }

    @Test func plainBecomesSingleQuotedWhenItMustBeQuoted() {
        expectEdit("a:\n  b: Hello\n", to: "Note: this", gives: "a:\n  b: 'Note: this'\n")
        expectEdit("a:\n  b: Hello\n", to: "yes", gives: "a:\n  b: 'yes'\n")
        expectEdit("a:\n  b: Hello\n", to: "it's #1 ", gives: "a:\n  b: 'it''s #1 '\n")
        expectEdit("a:\n  b: Hello\n", to: "{count, plural, other {# items}}", gives: "a:\n  b: '{count, plural, other {# items}}'\n")
    }

    @Test func plainBecomesDoubleQuotedForLineBreaksAndControls() {
        expectEdit("a:\n  b: Hello\n", to: "one\ntwo", gives: "a:\n  b: \"one\\ntwo\"\n")
        expectEdit("a:\n  b: Hello\n", to: "tab\there", gives: "a:\n  b: \"tab\\there\"\n")
    }

    @Test func quotedStylesStay() {
        expectEdit("a:\n  b: 'Hello'\n", to: "Bye", gives: "a:\n  b: 'Bye'\n")
        expectEdit("a:\n  b: \"Hello\"\n", to: "Say \"hi\" \\ \u{7}", gives: "a:\n  b: \"Say \\\"hi\\\" \\\\ \\a\"\n")
        expectEdit("a:\n  b: 'Hello'\n", to: "a\nb", gives: "a:\n  b: \"a\\nb\"\n")
    }

    @Test func literalBlocksKeepTheirChompingFromTheText() {
        expectEdit("a:\n  b: |-\n    one\n    two\n  c: x\n", to: "uno\ndos", gives: "a:\n  b: |-\n    uno\n    dos\n  c: x\n")
        expectEdit("a:\n  b: |-\n    one\n  c: x\n", to: "uno\n", gives: "a:\n  b: |\n    uno\n  c: x\n")
        expectEdit("a:\n  b: |\n    one\n\n  c: x\n", to: "uno\ndos", gives: "a:\n  b: |-\n    uno\n    dos\n\n  c: x\n")
        expectEdit("a:\n  b: |-\n    one\n  c: x\n", to: "uno\n\n", gives: "a:\n  b: |+\n    uno\n\n  c: x\n")
        expectEdit("a:\n  b: |+\n    one\n\n\n  c: x\n", to: "uno", gives: "a:\n  b: |-\n    uno\n  c: x\n")
    }

    @Test func literalBlocksWithLeadingSpacesGetAnIndentationIndicator() {
        expectEdit("a:\n  b: |-\n    one\n  c: x\n", to: "  indented\nnot", gives: "a:\n  b: |2-\n      indented\n    not\n  c: x\n")
        // The original's indentation is kept, and the indicator counts from the key's column.
        expectEdit("a:\n  b: |-\n      one\n  c: x\n", to: "  indented\nnot", gives: "a:\n  b: |4-\n        indented\n      not\n  c: x\n")
        expectEdit("a:\n  b: |2-\n       one\n  c: x\n", to: "x\n y", gives: "a:\n  b: |-\n    x\n     y\n  c: x\n")
        expectEdit("a:\n  b: |-\n    one\n", to: "\tx", gives: "a:\n  b: |2-\n    \tx\n")
    }

    @Test func literalHeaderCommentStays() {
        expectEdit("a:\n  b: |-  # two lines\n    one\n    two\n", to: "x\ny", gives: "a:\n  b: |-  # two lines\n    x\n    y\n")
    }

    @Test func foldedBlocksStayFolded() {
        expectEdit("a:\n  b: >-\n    one\n    two\n", to: "uno dos\ntres", gives: "a:\n  b: >-\n    uno dos\n\n    tres\n")
        expectEdit("a:\n  b: >\n    one\n", to: " lead", gives: "a:\n  b: |2\n     lead\n".replacingOccurrences(of: "|2\n", with: "|2-\n"))
    }

    @Test func blockBecomesQuotedWhenItCannot() {
        expectEdit("a:\n  b: |-\n    one\n  c: x\n", to: "bell\u{7}", gives: "a:\n  b: \"bell\\a\"\n  c: x\n")
        expectEdit("a:\n  b: |-\n    one\n  c: x\n", to: "", gives: "a:\n  b: ''\n  c: x\n")
    }

    @Test func emptyValueGetsItsText() {
        expectEdit("a:\n  b:\n  c: x\n", to: "Hi", gives: "a:\n  b: Hi\n  c: x\n")
        expectEdit("a:\n  b: ~\n", to: "Hi", gives: "a:\n  b: Hi\n")
        expectEdit("a: {b: , c: x}\n", to: "Hi", gives: "a: {b: Hi, c: x}\n")
    }

    @Test func flowMappingValuesAreQuotedForFlowIndicators() {
        expectEdit("a: { b: Hello, c: x }\n", to: "one, two", gives: "a: { b: 'one, two', c: x }\n")
        expectEdit("a: { b: Hello, c: x }\n", to: "Bye", gives: "a: { b: Bye, c: x }\n")
    }

    @Test func dottedKeysAreFound() {
        expectEdit("a.b: Hello\nc: x\n", to: "Bye", gives: "a.b: Bye\nc: x\n")
    }

    @Test func crlfIsKept() {
        expectEdit("a:\r\n  b: |-\r\n    one\r\n  c: x\r\n", to: "uno\ndos", gives: "a:\r\n  b: |-\r\n    uno\r\n    dos\r\n  c: x\r\n")
    }
}
