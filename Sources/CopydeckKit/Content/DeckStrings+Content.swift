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

    /// The ids of the deck's screens, in the bundle's order; empty when screens were not loaded.
    public var screenIDs: [String] { chain.first?.screens.map(\.id) ?? [] }
    /// The ids of the deck's permissions, in the bundle's order; empty when permissions were not loaded.
    public var permissionIDs: [String] { chain.first?.permissions.map(\.id) ?? [] }
    /// The ids of the deck's shields, in the bundle's order; empty when shields were not loaded.
    public var shieldIDs: [String] { chain.first?.shields.map(\.id) ?? [] }
}
