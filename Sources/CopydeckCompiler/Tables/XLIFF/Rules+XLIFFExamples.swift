/// The rules the XLIFF writer and reader report under. `import.syntax` and `import.unsupported`
/// are shared with the other table readers: the Swift names are XLIFF's own so the declarations
/// cannot clash, and `Rules.all` lists one descriptor per id.
extension Rules {
    /// A page in Korean, Japanese and English with the given English locale file.
    static func xliffExampleProject(english: String) -> [RuleExample.File] {
        [
            .init("content/demo/screens.yml", """
                screens:
                  intro:
                    kind: page
                    fields:
                      title: title
                      next: { surface: button, accessibility: text }
                """),
            .init("locales/ko/demo.yml", "intro:\n  title: 사진 몇 장이면 충분해요\n  next: 다음\n"),
            .init("locales/ja/demo.yml", "intro:\n  title: 写真が数枚あれば十分です\n  next: 次へ\n"),
            .init("locales/en/demo.yml", english),
        ]
    }
}
