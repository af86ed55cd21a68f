extension Rules {
    /// Every rule the Android writer emits, for `Rules.all`.
    static let androidRules: [RuleDescriptor] = [
        exportAndroidName, exportAndroidLocale, exportAndroidZero, exportAndroidPlurals,
        exportAndroidFormat, exportAndroidDefault,
    ]
}
