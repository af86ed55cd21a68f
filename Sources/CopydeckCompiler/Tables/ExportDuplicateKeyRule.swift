extension Rules {
    /// Emitted while the InfoPlist tables are made, for two permissions sharing one Info.plist key.
    public static let exportDuplicateKey = RuleDescriptor(
        id: "export.duplicate-key", defaultSeverity: .warning,
        summary: "Two messages of a deck that become the same key of a table (two permissions with one Info.plist key).",
        help: """
            A table has one text per key: the first declaration's text is written and the other \
            is left out. Give the permissions different system permissions, or one usage text.
            """,
        examples: [
            RuleExample("two permissions describe NSCameraUsageDescription", files: [
                .init("content/demo/permissions.yml", """
                    permissions:
                      receipt_scan:
                        system: camera
                        fields:
                          usage: usage
                      ↓profile_photo:
                        system: camera
                        fields:
                          usage: usage
                    """),
                .init("locales/ko/demo.yml", """
                    receipt_scan:
                      usage: 영수증을 찍으려면 카메라가 필요해요.
                    profile_photo:
                      usage: 프로필 사진을 찍으려면 카메라가 필요해요.
                    """),
            ]),
            RuleExample("one camera, one photo library", files: [
                .init("content/demo/permissions.yml", """
                    permissions:
                      receipt_scan:
                        system: camera
                        fields:
                          usage: usage
                      profile_photo:
                        system: photoLibrary
                        fields:
                          usage: usage
                    """),
                .init("locales/ko/demo.yml", """
                    receipt_scan:
                      usage: 영수증을 찍으려면 카메라가 필요해요.
                    profile_photo:
                      usage: 프로필 사진을 고르려면 사진 보관함이 필요해요.
                    """),
            ]),
        ])
}
