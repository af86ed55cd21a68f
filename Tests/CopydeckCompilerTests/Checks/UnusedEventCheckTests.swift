import Testing
@testable import CopydeckCompiler

/// UjuZ: "no event logging may be missing" — an event nothing logs is reported (issue 14).
@Suite struct UnusedEventCheckTests {
    static let content = """
        events:
          perm_push_preprompt_cta:
            properties:
              action: { required: true, values: [allow, later] }
          ⟪unused⟫perm_push_system_result:
            properties:
              result: { values: [granted, denied] }
        screens:
          ask:
            kind: permission
            events:
              - name: perm_push_preprompt_cta
                properties: { action: allow }
            fields:
              title: title
        """

    @Test func anEventNoScreenLogsIsReported() throws {
        let locale = "ask:\n  title: 알림\n"
        let project = try TestProject.demo(content: Self.content, ko: locale, ja: "ask:\n  title: 通知\n", en: "ask:\n  title: Alerts\n")
        defer { project.remove() }
        let found = try project.lint().diagnostics(UnusedEventCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("content/demo/screens.yml", "unused")])
        #expect(found.first?.message == "event `perm_push_system_result` of deck `demo` is logged by no screen; list it under `events:` of the screen that logs it, or remove it")

        // Logged by a screen, it is not.
        let logged = Self.content.replacingOccurrences(of: "        properties: { action: allow }\n",
                                                       with: "        properties: { action: allow }\n      - name: perm_push_system_result\n")
        #expect(logged != Self.content)
        try project.write("content/demo/screens.yml", logged.replacingOccurrences(of: "⟪unused⟫", with: ""))
        #expect(try project.lint().diagnostics(UnusedEventCheck.rule).isEmpty)
    }
}
