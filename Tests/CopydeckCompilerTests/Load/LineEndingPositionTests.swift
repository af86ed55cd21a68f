import Testing
@testable import CopydeckCompiler

/// YAML read with `\r\n` or a lone `\r` after each line (libyaml's line breaks, which
/// `SourceFile` now counts too) gives the same diagnostics at the same positions as with `\n`,
/// including columns counted in characters after non-ASCII text.
@Suite struct LineEndingPositionTests {
    static let content = """
        screens:
          intro:
            fields:
              title: { surface: title, note: "사진 👩‍💻", ⟪bad⟫maxLenght: 30 }
              next: button
        """

    private func lint(_ ending: String) throws -> ([Diagnostic], CopydeckCompiler.SourceLocation?, String?) {
        let locale = "intro:\n  title: t\n  next: n\n"
        let project = try TestProject.demo(content: Self.content, ko: locale, ja: locale, en: locale)
        defer { project.remove() }
        let path = "content/demo/screens.yml"
        try project.write(path, MarkedText(Self.content).text.replacingOccurrences(of: "\n", with: ending))
        let result = try project.lint()
        let excerpt = result.project.files[path].flatMap { $0.line(4) }.map(String.init)
        return (result.diagnostics, project.marker(path, "bad"), excerpt)
    }

    @Test func yamlPositionsAreTheSameForEachLineEnding() throws {
        let (expected, marker, excerpt) = try lint("\n")
        #expect(expected.filter { $0.rule == Rules.unknownKey.id }.map(\.range?.start) == [marker])
        for ending in ["\r\n", "\r"] {
            let (found, _, line) = try lint(ending)
            #expect(found == expected, "\(Array(ending.unicodeScalars))")
            #expect(line == excerpt, "the line quoted under a diagnostic")
        }
    }
}
