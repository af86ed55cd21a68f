import Testing
@testable import CopydeckCompiler

/// UjuZ logs a prompt's answer as `result=granted|denied|provisional`: the values and the answers
/// the prompt's flow branches on must agree, both ways (issue 14).
@Suite struct EventResultCheckTests {
    static func content(values: String) -> String {
        FlowFixture.content.replacingOccurrences(of: "    permission: photo\n", with: """
                permission: photo
                events:
                  - name: photo_result
                    properties: { result: granted }

            """) + """

        events:
          photo_result:
            properties:
              result: { required: true, values: [⟪result⟫\(values)] }
        """
    }

    @Test func valuesNoBranchTakesAndAnswersNoValueNamesAreReported() throws {
        let project = try FlowFixture.project(flow: FlowFixture.valid, content: Self.content(values: "granted, ⟪extra⟫provisional"))
        defer { project.remove() }
        let found = try project.lint().diagnostics(EventResultCheck.rule)
        // In the file's order: at the list of values (where `denied` is missing), then at the value.
        #expect(found.map(\.message) == [
            "the `photo` prompt can answer `denied`, which `photo_result.result` cannot report; add `denied` to the values of its `result` property",
            "`photo_result.result` can report `provisional`, but no flow branches on `provisional` after the `photo` prompt; add the branch (`%% @outcome … NODE=provisional`), or remove the value from the event",
        ])
        #expect(found.map(\.range?.start) == [project.marker("content/demo/screens.yml", "result"), project.marker("content/demo/screens.yml", "extra")])
    }

    @Test func matchingValuesAreQuiet() throws {
        let project = try FlowFixture.project(flow: FlowFixture.valid, content: Self.content(values: "granted, denied"))
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(EventResultCheck.rule).isEmpty)
        #expect(result.diagnostics(EventPropertiesCheck.rule).isEmpty, "\(result.diagnostics)")
    }
}
