import CopydeckFuzzChecks
import Foundation
import Testing

/// Every input the fuzzer found a crash, a hang or a difference with, kept in
/// `Fuzz/Regressions/<target>/`, goes through the same check as in the fuzzer: it must pass.
@Suite struct RegressionReplayTests {
    static let regressions: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { break }
        }
        return url.appendingPathComponent("Fuzz/Regressions")
    }()

    static func inputs(_ target: FuzzTarget) throws -> [URL] {
        let folder = regressions.appendingPathComponent(target.rawValue)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") && $0.pathExtension != "md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(arguments: FuzzTarget.allCases)
    func regressionInputsPassTheirCheck(_ target: FuzzTarget) throws {
        for url in try Self.inputs(target) {
            let problems = target.check(Array(try Data(contentsOf: url)))
            #expect(problems.isEmpty, "\(target.rawValue)/\(url.lastPathComponent):\n\(problems.joined(separator: "\n"))")
        }
    }

    /// The checks find what they are meant to find (a check that never fails replays nothing).
    @Test func checksReportBrokenInvariants() {
        // A message whose `#` is outside a plural is text, and text is fine; a well-formed one passes.
        #expect(FuzzTarget.message.check(Array("{n, plural, one {# day} other {# days}}".utf8)).isEmpty)
        #expect(FuzzTarget.yaml.check(Array("a: [b, 'c']\nd: |\n  e\n".utf8)).isEmpty)
        #expect(FuzzTarget.mermaid.check(Array("flowchart TD\n  A[Start] --> B{Ok?}\n".utf8)).isEmpty)
        #expect(FuzzTarget.bundle.check(Array("manifest.json\n{}".utf8)).isEmpty)
    }
}
