/// A permission's copy in one locale: the pre-prompt's fields and the usage description iOS shows
/// in its own alert (the `Info.plist` string named by `infoPlistKey`).
public struct PermissionCopy: CopyOwner, Sendable {
    /// The permission's id in the deck (`photo`).
    public let id: String
    /// The system permission (`photoLibrary`, `healthKit`, `notifications`...).
    public let system: String
    /// `NSPhotoLibraryUsageDescription`...; nil for permissions whose alert has no app text.
    public let infoPlistKey: String?
    /// The permission's fields (pre-prompt, denial, settings, `usage`), in the bundle's order.
    public let fields: [FieldCopy]

    init(_ permission: LocaleBundle.Permission, strings: DeckStrings) {
        id = permission.id
        system = permission.system
        infoPlistKey = permission.infoPlistKey
        fields = permission.fields.map { FieldCopy($0, strings: strings) }
    }

    /// The usage description (the `usage` field), when the permission has one.
    public func usageDescription() throws -> String? {
        guard let usage = fields.first(where: { $0.surface == "usage" }) else { return nil }
        return try usage.text()
    }
}
