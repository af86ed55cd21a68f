import Testing
@testable import CopydeckCompiler

/// A diagnostic about a placeholder points at the placeholder itself, wherever the YAML puts it:
/// after escapes in a double-quoted scalar, after `''` in a single-quoted one, on the second line
/// of a block scalar.
@Suite struct MessagePositionTests {
    private let content = "screens:\n  s:\n    kind: dialog\n    fields:\n      a: body\n      b: body\n      c: body\n"

    /// Lints the deck and expects the `{nmae}` findings of en right after the markers a, b and c.
    private func expectPlaceholderFindingsAtMarkers(ko: String, en: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let project = try TestProject.demo(content: content, ko: ko, ja: ko.replacingOccurrences(of: "님", with: "さん"), en: en)
        defer { project.remove() }
        let found = try project.lint().diagnostics(PlaceholderCheck.rule)
        let expected = ["a", "b", "c"].compactMap { project.marker("locales/en/demo.yml", $0) }
            .map { CopydeckCompiler.SourceLocation(line: $0.line, column: $0.column + 1) }
        #expect(found.map(\.range?.start) == expected.map { Optional($0) }, "\(found.map(\.message))", sourceLocation: sourceLocation)
    }

    @Test func placeholdersInQuotedAndBlockScalars() throws {
        let ko = "s:\n  a: \"{name}님\"\n  b: \"{name}님\"\n  c: |-\n    첫 줄\n    {name}님\n"
        let en = """
            s:
              a: "Say \\"hi\\" to ⟪a⟫{nmae}"
              b: 'It''s ⟪b⟫{nmae}'
              c: |-
                First line
                Hello ⟪c⟫{nmae}

            """
        try expectPlaceholderFindingsAtMarkers(ko: ko, en: en)
    }

    /// `\x41`, `\u00e9` and `\U0001F600` are one character of the text and 4, 6 and 10 of the file.
    @Test func afterHexEscapesInADoubleQuotedScalar() throws {
        let ko = "s:\n  a: \"{name}님\"\n  b: \"{name}님\"\n  c: \"{name}님\"\n"
        let en = """
            s:
              a: "\\u00e9\\x41\\U0001F600 ⟪a⟫{nmae}"
              b: "\\x41\\x42 ⟪b⟫{nmae}"
              c: "\\U0001F600\\u00e9\\t⟪c⟫{nmae}"

            """
        try expectPlaceholderFindingsAtMarkers(ko: ko, en: en)
    }

    /// A one-line text folded over several lines of the file: a `>-` block, a plain scalar
    /// continued on the next lines, a quoted one (issue 14, miss 4: found by a survey).
    @Test func placeholdersInTextsFoldedOverSeveralLines() throws {
        let ko = "s:\n  a: \"{name}님\"\n  b: \"{name}님\"\n  c: \"{name}님\"\n"
        let en = """
            s:
              a: >-
                Welcome back,
                dear ⟪a⟫{nmae}
              b: A plain text
                that goes on, ⟪b⟫{nmae}
              c: "  A quoted text with blanks first
                that goes on, ⟪c⟫{nmae}"

            """
        try expectPlaceholderFindingsAtMarkers(ko: ko, en: en)
    }

    /// The helper's reproduction: jargon and a doubled space inside folded texts land on their lines.
    @Test func copyFindingsInFoldedTextsLandOnTheirLines() throws {
        let content = "screens:\n  sign_in:\n    kind: dialog\n    fields:\n      error: error\n      note: body\n"
        let ko = """
            sign_in:
              error: >-
                로그인이 끝났어요.
                ⟪token⟫토큰이 만료되었어요
              note: 첫 줄이에요
                둘째 줄에⟪space⟫  두 칸이 있어요

            """
        let project = try TestProject.demo(content: content, ko: ko, ja: "sign_in:\n  error: エラー\n  note: メモ\n", en: "sign_in:\n  error: Error\n  note: Note\n")
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(ErrorJargonCheck.rule).map(\.range?.start) == [project.marker("locales/ko/demo.yml", "token")])
        #expect(result.diagnostics(WhitespaceCheck.rule).map(\.range?.start) == [project.marker("locales/ko/demo.yml", "space")])
    }
}
