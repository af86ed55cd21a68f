import Foundation
import Testing
@testable import CopydeckCompiler

/// `placeholder.sample`: each kind of sample the preview could not use is located; a good one
/// is not reported.
@Suite struct PlaceholderSampleCheckTests {
    static func findings(_ placeholders: String) throws -> [Diagnostic] {
        let content = """
            screens:
              focus:
                kind: screen
                fields:
                  title:
                    surface: title
                    placeholders: \(placeholders)
            """
        let project = try TestProject.demo(content: content, ko: "focus:\n  title: x\n", ja: "focus:\n  title: y\n", en: "focus:\n  title: z\n")
        defer { project.remove() }
        return try project.lint().diagnostics.filter { $0.rule.rawValue == "placeholder.sample" }
    }

    @Test(arguments: [
        ("{ n: { type: integer, sample: 7.5 } }", "a whole number"),
        ("{ n: { type: number, sample: many } }", "write a number"),
        ("{ left: { type: duration, sample: 1h } }", "in seconds"),
        ("{ device: { type: device, sample: phone } }", "names no device"),
        ("{ who: { type: string, sample: \"\" } }", "is empty"),
        ("{ who: { type: string, sample: \" Jo\" } }", "starts or ends with a space"),
        ("{ who: { type: string, sample: { ko: 지우, de: Jo } } }", "which deck `demo` does not have"),
    ])
    func aSampleThePreviewCannotUseIsLocated(_ placeholders: String, _ says: String) throws {
        let found = try Self.findings(placeholders)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains(says) == true, "\(found)")
        #expect(found.first?.range?.file == "content/demo/screens.yml")
        #expect(found.first?.range?.start.line == 7)
    }

    @Test func goodSamplesAreNotReported() throws {
        let found = try Self.findings("{ n: { type: integer, sample: 12 }, left: { type: duration, sample: 90.5 }, device: { type: device, sample: ipad }, who: { type: string, sample: { ko: 지우, ja: 葵, en: Jo } } }")
        #expect(found.isEmpty, "\(found)")
    }
}
