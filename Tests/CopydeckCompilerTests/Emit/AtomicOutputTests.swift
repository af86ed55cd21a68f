import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct AtomicOutputTests {
    @Test func errorsKeepThePreviousOutputAndReplaceOnlyTheReport() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: output.appendingPathComponent("README.md"))

        let first = try project.driver.build(output: output)
        #expect(first.written)
        let bundlePath = output.appendingPathComponent("demo/bundle/ko.json")
        let before = try Data(contentsOf: bundlePath)
        #expect(try String(contentsOf: output.appendingPathComponent("README.md"), encoding: .utf8) == "keep me")

        try project.write("locales/ko/demo.yml", Fixtures.locale("새") + "\n  broken: \"\"\n")
        let second = try project.driver.build(output: output)
        #expect(!second.written)
        #expect(try Data(contentsOf: bundlePath) == before)
        let report = try String(contentsOf: output.appendingPathComponent("report/lint.json"), encoding: .utf8)
        #expect(report.contains("message.obsolete"))
        // No staging or retired folders are left beside the output.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: project.root.path)
        #expect(!siblings.contains { $0.hasPrefix(".build.") })
    }

    @Test func strictFailsOnWarningsAndKeepsOutput() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try project.write("copydeck.yml", TestProject.minimalConfig + "\nrules:\n  message.empty: warning\n")
        try project.write("locales/ja/demo.yml", Fixtures.locale("ja").replacingOccurrences(of: "ja title", with: "\"\""))
        let output = project.root.appendingPathComponent("out")
        #expect(try project.driver.build(output: output, strict: true).written == false)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("demo").path))
        #expect(try project.driver.build(output: output, strict: false).written)
    }
}
