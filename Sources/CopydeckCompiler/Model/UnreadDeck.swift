/// A deck that a check of part of the project left unread (an incremental build, the language
/// server after an edit of another deck): what the checks of the decks read now take from it.
/// A deck's copy may quote another deck's button, so `message.label-reference` reads the labels
/// every deck shows; these are the unread deck's as the check that last read it found them,
/// made when first asked for (most checks of part of a project never ask).
public struct UnreadDeck: Sendable {
    public var id: String
    public var name: String
    /// Whether the deck's copy refers to a label: when the labels of the project change, such a
    /// deck is read again.
    public var quotes: Bool
    private let shown: Once<[String: [String]]>

    /// The labels the deck shows, by locale (`LabelReferenceCheck.labels(of:)`).
    public var labels: [String: [String]] { shown.value }

    public init(id: String, name: String, labels: [String: [String]], quotes: Bool = false) {
        self.init(id: id, name: name, quotes: quotes) { labels }
    }

    /// `labels`: how to make the labels when they are first asked for.
    init(id: String, name: String, quotes: Bool, labels: @escaping @Sendable () -> [String: [String]]) {
        self.id = id
        self.name = name
        self.quotes = quotes
        shown = Once(labels)
    }
}
