extension Rules {
    // MARK: The project the import examples translate

    /// One Korean page: a title, a greeting with a name and a plural streak.
    static let importExampleScreens = RuleExample.File("content/demo/screens.yml", """
        screens:
          intro:
            kind: page
            fields:
              title: title
              greeting: { surface: body, placeholders: { name: string } }
              streak: { surface: caption, placeholders: { days: integer } }
        """)

    static let importExampleKorean = RuleExample.File("locales/ko/demo.yml", """
        intro:
          title: 사진 몇 장이면 충분해요
          greeting: "{name}님, 반가워요"
          streak: "{days, plural, other {#일 연속}}"
        """)

    /// A permission asked with a template: its title is the `headline` parameter.
    static let importExamplePermissions = RuleExample.File("content/demo/permissions.yml", """
        permissionTemplates:
          pre_prompt:
            parameters: [headline]
            fields:
              title: title
        permissions:
          notifications:
            system: notifications
            template: pre_prompt
        """)

    static let importExamplePermissionsKorean = RuleExample.File("locales/ko/demo.yml", """
        pre_prompt:
          title: "{headline}"
        notifications:
          headline: 빈자리가 나면 바로 알려드릴게요
        """)

    /// An XLIFF file of the deck's Localizable table with `units` in its body, as Xcode's
    /// export has them (the translator filled in the targets).
    static func importExampleXLIFF(_ units: String) -> RuleExample.File {
        importExampleXLIFF("ja.xliff", language: "ja", units)
    }

    static func importExampleXLIFF(_ path: String, language: String, _ units: String) -> RuleExample.File {
        let body = units.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
        return RuleExample.File(path, """
            <xliff version="1.2">
              <file original="demo/Localizable.xcstrings" source-language="ko" target-language="\(language)">
                <body>
            \(body)
                </body>
              </file>
            </xliff>
            """)
    }
}
