import Foundation
import Testing
@testable import CopydeckCompiler

/// Ids name files (`preview/<deck>/<screen>.html`, `<deck>/flows/<flow>.svg`): one too long for a
/// file name is a lint finding at the id, never a build that fails writing it.
@Suite struct IdentifierLengthTests {
    /// The demo deck with its deck, its first screen and a flow renamed.
    private func project(deck: String, screen: String, flow: String) throws -> TestProject {
        let rename = { (text: String) in text.replacingOccurrences(of: "intro", with: screen) }
        var files = ["copydeck.yml": TestProject.minimalConfig.replacingOccurrences(of: "demo: {}", with: "\(deck): {}"),
                     "content/\(deck)/screens.yml": rename(Fixtures.content),
                     "content/\(deck)/main.mmd": "%% @flow \(flow)\n%% @screen a=\(screen)\n%% @end b\nflowchart TD\n  a --> b\n"]
        for locale in ["ko", "ja", "en"] { files["locales/\(locale)/\(deck).yml"] = rename(Fixtures.locale(locale)) }
        return try TestProject(files)
    }

    @Test func idsAtTheLimitBuild() throws {
        let longest = "a" + String(repeating: "b", count: IdentifierSyntax.maximumLength - 1)
        let project = try project(deck: longest, screen: longest, flow: longest)
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        let result = try project.driver.build(output: output)
        #expect(result.lint?.diagnostics(Rules.invalidValue).isEmpty == true)
        #expect(result.lint?.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("preview/\(longest)/\(longest).html").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("\(longest)/flows/\(longest).svg").path))
    }

    @Test func aScreenIdLongerThanAFileNameIsAFindingAtTheId() throws {
        let long = String(repeating: "splash_", count: 40) + "x"
        let project = try project(deck: "demo", screen: long, flow: "main")
        defer { project.remove() }
        let result = try project.lint()
        let findings = result.diagnostics(Rules.invalidValue)
        #expect(findings.map { $0.range?.description } == ["content/demo/screens.yml:2:3"])
        #expect(findings.first?.message.contains("is \(long.utf8.count) characters long") == true)
        #expect(findings.first?.message.contains("within \(IdentifierSyntax.maximumLength)") == true)
        #expect(result.summary.fails(strict: false))
    }

    /// A long id that is not lower_snake_case either (Korean, cut in the middle of a character at
    /// the limit) says what is wrong with its words, and nothing traps.
    @Test func aLongIdInOtherLettersIsNamedAsNoSnakeCase() {
        let korean = String(repeating: "시작", count: 40)
        #expect(IdentifierSyntax.problem(korean, kind: "screen id")?.contains("must be lower_snake_case") == true)
        #expect(IdentifierSyntax.problem("a" + String(repeating: "b", count: 127) + "가", kind: "screen id")?.contains("lower_snake_case") == true)
    }

    @Test func aFlowIdTooLongFromItsFileNameIsNamedWithTheFile() throws {
        let long = String(repeating: "flow_", count: 40)
        let project = try project(deck: "demo", screen: "intro", flow: "main")
        defer { project.remove() }
        try FileManager.default.moveItem(at: project.root.appendingPathComponent("content/demo/main.mmd"),
                                         to: project.root.appendingPathComponent("content/demo/\(long)x.mmd"))
        try project.write("content/demo/\(long)x.mmd", "%% @screen a=intro\n%% @end b\nflowchart TD\n  a --> b\n")
        let findings = try project.lint().diagnostics(Rules.invalidValue)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("taken from the file name `\(long)x.mmd`") == true)
    }
}
