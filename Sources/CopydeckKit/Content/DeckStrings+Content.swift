extension DeckStrings {
    /// The screen `id` with its copy in this locale, or nil when the deck has no such screen (or
    /// screens were not loaded).
    public func screenCopy(_ id: String) -> ScreenCopy? {
        screen(id).map { ScreenCopy($0, strings: self) }
    }

    /// The permission `id` with its copy in this locale.
    public func permissionCopy(_ id: String) -> PermissionCopy? {
        permission(id).map { PermissionCopy($0, strings: self) }
    }

    /// The shield `id` with its copy in this locale.
    public func shieldCopy(_ id: String) -> ShieldCopy? {
        shield(id).map { ShieldCopy($0, strings: self) }
    }

    /// The ids of the deck's screens, permissions and shields, in the bundle's order.
    public var screenIDs: [String] { chain.first?.screens.map(\.id) ?? [] }
    public var permissionIDs: [String] { chain.first?.permissions.map(\.id) ?? [] }
    public var shieldIDs: [String] { chain.first?.shields.map(\.id) ?? [] }
}
