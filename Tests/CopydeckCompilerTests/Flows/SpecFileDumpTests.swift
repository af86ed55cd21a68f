import Foundation
import Testing
@testable import CopydeckCompiler

/// `copydeck flow dump` on a spec saved as `.txt` (the seeds are): its ```` ```mermaid ````
/// fences are read as in Markdown, not the whole file as one diagram.
@Suite struct SpecFileDumpTests {
    static let spec = """
        # 앱 실행 흐름

        ```mermaid
        flowchart TD
            A[앱 실행] --> B{첫 실행?}
            B -->|예| C[온보딩]
            B -->|아니오| D[홈]
        ```
        """

    @Test(arguments: ["spec.txt", "spec.md", "notes"])
    func fencesOfASpecFileAreItsFlows(_ name: String) throws {
        let project = try TestProject([name: Self.spec])
        defer { project.remove() }
        let dump = try FlowDump(base: project.root).run([name])
        #expect(dump.diagnostics.isEmpty)
        #expect(dump.document.flows.count == 1)
        #expect(dump.document.flows.first?.line == 4)
    }

    /// A file with no fence is Mermaid itself, whatever its name; so is every `.mmd`.
    @Test func aFileWithoutFencesIsOneDiagram() throws {
        let project = try TestProject(["flow.txt": "flowchart TD\n  A --> B\n", "fenced.mmd": Self.spec])
        defer { project.remove() }
        #expect(try FlowDump(base: project.root).run(["flow.txt"]).document.flows.count == 1)
        #expect(try FlowDump(base: project.root).run(["fenced.mmd"]).diagnostics.map(\.rule) == [Rules.flowSyntax.id])
    }
}

/// A syntax error names the token by what is written: flow.jison's BRKT is `#`.
@Suite struct MermaidTokenNameTests {
    @Test(arguments: [("# T\nflowchart TD\n", "`#`"), (": T\nflowchart TD\n", "`:`"), ("* T\n", "`*`")])
    func aStrayCharacterIsNamedAsWritten(_ source: String, _ name: String) {
        #expect(throws: MermaidSyntaxError.self) { try MermaidParser.parse(source) }
        do {
            _ = try MermaidParser.parse(source)
        } catch {
            #expect(error.message == "expected `flowchart` or `graph` to start the diagram, found \(name)")
        }
    }
}
