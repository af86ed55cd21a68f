extension Rules {
    /// A message key that cannot become an Android resource name, or two keys that become the same.
    public static let exportAndroidName = RuleDescriptor(
        id: "export.android-name", defaultSeverity: .error,
        summary: "A message key that is no valid Android resource name, or two keys that become the same name.",
        help: """
            Android resources are named from the whole key with every `.` (and `-`) turned into \
            `_`: `wander.intro.title` is `R.string.wander_intro_title`. A name must be a Java \
            identifier of ASCII letters, digits and `_` that does not start with a digit and is no \
            Java keyword. Because `R` turns `.` into `_`, `intro.next_step` and `intro_next.step` \
            are both `intro_next_step`: the first keeps the name, the second is left out of the \
            Android resources. Rename one of the ids.
            """,
        examples: [
            RuleExample("`intro.next_step` and `intro_next.step` are both `demo_intro_next_step`", action: .build,
                        files: Self.androidExampleNames(second: "intro_next", mark: "↓")),
            RuleExample("distinct names", action: .build, files: Self.androidExampleNames(second: "next_page", mark: "")),
        ])

    /// Two pages whose keys are `demo.intro.next_step` and `demo.<second>.step`.
    static func androidExampleNames(second: String, mark: String) -> [RuleExample.File] {
        [
            .init("content/demo/screens.yml", """
                screens:
                  intro:
                    kind: page
                    fields:
                      next_step: title
                  \(second):
                    kind: page
                    fields:
                      step: title
                """),
            .init("locales/ko/demo.yml", "intro:\n  next_step: 시작하기\n\(second):\n  step: \(mark)다음 단계\n"),
            .init("locales/ja/demo.yml", "intro:\n  next_step: はじめる\n\(second):\n  step: 次のステップ\n"),
            .init("locales/en/demo.yml", "intro:\n  next_step: Get started\n\(second):\n  step: Next step\n"),
        ]
    }
}
