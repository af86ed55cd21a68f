/// A permission pre-prompt with its denial and settings copy and the iOS usage description.
public struct Permission: Sendable {
    public var id: Located<String>
    public var system: Located<SystemPermission>?
    /// The template whose copy this permission instantiates, if any.
    public var template: Located<String>?
    /// The permission's own fields: the standard copy, or, with a template, the template's
    /// parameter values plus `usage`.
    public var fields: [Field]
    /// True when the permission lists its `fields` itself instead of taking the standard set.
    public var declaresFields: Bool = false
    /// HealthKit's: the kinds of data the app asks to read and to write (HealthKit's type
    /// identifiers without their prefix), one switch each on iOS's Health Access sheet. Any
    /// identifier is kept; one Copydeck has no row name for is `permission.health-type`'s.
    public var reads: [Located<String>] = []
    public var writes: [Located<String>] = []
}

/// A set of pre-prompt / denial / settings copy with parameters, shared by several permissions.
public struct PermissionTemplate: Sendable {
    public var id: Located<String>
    public var parameters: [Located<String>]
    public var fields: [Field]
}

/// A Screen Time shield configuration's copy.
public struct Shield: Sendable {
    public var id: Located<String>
    public var fields: [Field]
}

/// An analytics event with its properties.
public struct Event: Sendable {
    public struct Property: Sendable {
        public var name: Located<String>
        public var required: Bool
        public var values: [Located<String>]
    }

    public var name: Located<String>
    public var description: String?
    public var properties: [Property]
}
