/// Which parts of a deck to load. An app loads everything; its Screen Time shield extension, which
/// Apple gives a few megabytes, loads `.shields` alone: no onboarding screens, permissions or flows,
/// and only the messages the shields name.
public struct BundleParts: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Onboarding screens (pages, dialogs, sheets) and their messages.
    public static let screens = BundleParts(rawValue: 1 << 0)
    /// Permission pre-prompts and usage descriptions, and their messages.
    public static let permissions = BundleParts(rawValue: 1 << 1)
    /// Screen Time shields and their messages.
    public static let shields = BundleParts(rawValue: 1 << 2)
    /// The screen flows (`flows.json`).
    public static let flows = BundleParts(rawValue: 1 << 3)

    /// What an app's onboarding needs: screens, permissions and flows.
    public static let onboarding: BundleParts = [.screens, .permissions, .flows]
    /// Everything the bundle holds, messages that no screen names included.
    public static let all: BundleParts = [.screens, .permissions, .shields, .flows]

    /// Whether every message is kept, or only those the loaded parts name.
    var keepsEveryMessage: Bool { isSuperset(of: [.screens, .permissions, .shields]) }
}
