import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct RulesReferenceTests {
    @Test func documentationMatchesTheRules() throws {
        let url = PackagePaths.root.appendingPathComponent("Documentation/Rules.md")
        let generated = RulesReference.markdown()
        if PackagePaths.recordGoldens { try Data(generated.utf8).write(to: url) }
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written == generated, "Documentation/Rules.md is out of date; regenerate it with COPYDECK_RECORD_GOLDENS=1")
    }
}
