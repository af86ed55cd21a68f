/// A screen of the flow: an onboarding page, a dialog, a form...
public struct Screen: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case page, permission, dialog, sheet, form, toast, screen, splash

        /// Whether the user acts on this screen (taps, chooses); a splash or a toast only shows.
        public var takesUserAction: Bool { self != .splash && self != .toast }

        /// Whether the screen is a step of a flow; dialogs, sheets and toasts appear in context.
        public var belongsInFlows: Bool { [.page, .permission, .form, .screen, .splash].contains(self) }
    }

    public struct EventReference: Sendable {
        public var name: Located<String>
        public var properties: [(name: Located<String>, value: Located<String>)]
    }

    public var id: Located<String>
    public var kind: Located<Kind>?
    public var spec: String?
    public var permission: Located<String>?
    public var events: [EventReference]
    public var fields: [Field]
}
