/// How much a run checked, for the line a clean lint prints: `checked 5 decks, 288 messages ×
/// 3 locales, 15 flows`.
public struct ProjectTally: Equatable, Sendable, CustomStringConvertible {
    public var decks: Int
    /// Messages the decks declare (a variant is a message of its own), each checked in every locale.
    public var messages: Int
    public var locales: Int
    public var flows: Int

    public init(decks: Int, messages: Int, locales: Int, flows: Int) {
        (self.decks, self.messages, self.locales, self.flows) = (decks, messages, locales, flows)
    }

    public init(_ project: Project) {
        self.init(decks: project.decks.count,
                  messages: project.decks.reduce(0) { $0 + $1.declaredMessages.count },
                  locales: project.config.locales.count,
                  flows: project.decks.reduce(0) { $0 + $1.flows.count })
    }

    public var description: String {
        "checked \(Self.count(decks, "deck")), \(Self.count(messages, "message")) × \(Self.count(locales, "locale")), \(Self.count(flows, "flow"))"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
