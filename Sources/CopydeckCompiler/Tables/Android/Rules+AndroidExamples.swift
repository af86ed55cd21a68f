extension Rules {
    /// A count of photos, plain in Korean and Japanese, and `english` in English.
    static func androidExampleGallery(english: String) -> [RuleExample.File] {
        [
            .init("content/demo/screens.yml", Self.exportExampleGallery),
            .init("locales/ko/demo.yml", "gallery:\n  count: \"사진 {n}장\"\n"),
            .init("locales/ja/demo.yml", "gallery:\n  count: \"写真{n}枚\"\n"),
            .init("locales/en/demo.yml", "gallery:\n  count: \(english)\n"),
        ]
    }
}
