/// What changed between two versions of a project, in the project's own terms: messages per
/// locale, translations left behind by their source, screens and their fields, permissions,
/// shields, events, flows with their nodes and edges, and the findings one version has and the
/// other has not. `copydeck diff` prints it; the preview's changes page draws it.
///
/// Symmetric by construction: the diff of B against A is the diff of A against B with added and
/// removed, before and after, new and fixed swapped. Every change is listed once, in a fixed order
/// (deck, kind, id, locale), so the same versions give the same bytes.
public struct ProjectDiff: Sendable {
    /// What a change is about.
    public enum Kind: String, CaseIterable, Sendable, Comparable {
        case message, screen, field, permission, shield, event, flow, node, edge

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// How it changed. `stale`: a translation whose source-locale text changed while it did not.
    public enum Change: String, Sendable {
        case added, removed, changed, stale

        /// The same change seen from the other version.
        var reversed: Change {
            switch self {
            case .added: .removed
            case .removed: .added
            case .changed, .stale: self
            }
        }
    }

    /// One fact of an item (a field's `maxLength`, a node's `label`), as text.
    public struct Property: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    /// What an item was or is: a message's text, or the facts of anything else.
    public enum Value: Sendable, Equatable {
        case text(String)
        case properties([Property])

        /// Facts from name–value pairs, the absent ones left out.
        static func facts(_ pairs: KeyValuePairs<String, String?>) -> Value {
            .properties(pairs.compactMap { name, value in value.map { Property(name: name, value: $0) } })
        }

        /// The named fact, or the text.
        public subscript(name: String) -> String? {
            switch self {
            case .text(let text): name == "text" ? text : nil
            case .properties(let properties): properties.first { $0.name == name }?.value
            }
        }
    }

    public struct Entry: Sendable {
        public var deck: String
        public var kind: Kind
        public var change: Change
        /// The message key, screen id, `owner.field`, flow id, `flow/node` or `flow/from->to`.
        public var id: String
        /// Messages only.
        public var locale: String?
        public var before: Value?
        public var after: Value?
        /// A stale translation's text, which stayed as it was while `before` became `after`.
        public var translation: String?
        /// Where it is in the newer version; nil for what was removed.
        public var range: SourceRange?
        /// Where it was in the older version; nil for what was added.
        public var baseRange: SourceRange?

        /// The facts that differ between before and after, in the order they are listed.
        public var changedProperties: [String] {
            guard case .properties(let before)? = before, case .properties(let after)? = after else { return [] }
            let names = before.map(\.name) + after.map(\.name).filter { name in !before.contains { $0.name == name } }
            return names.filter { self.before?[$0] != self.after?[$0] }
        }

        public init(deck: String, kind: ProjectDiff.Kind, change: ProjectDiff.Change, id: String, locale: String? = nil,
             before: ProjectDiff.Value? = nil, after: ProjectDiff.Value? = nil, translation: String? = nil,
             range: SourceRange? = nil, baseRange: SourceRange? = nil) {
            self.deck = deck
            self.kind = kind
            self.change = change
            self.id = id
            self.locale = locale
            self.before = before
            self.after = after
            self.translation = translation
            self.range = range
            self.baseRange = baseRange
        }

        var sortKey: (String, Kind, String, String) { (deck, kind, id, locale ?? "") }

        /// The same change seen from the other version.
        var reversed: Entry {
            var entry = self
            entry.change = change.reversed
            swap(&entry.before, &entry.after)
            swap(&entry.range, &entry.baseRange)
            return entry
        }
    }

    /// The older version: what was asked (`HEAD~1`, a folder) and the commit it named, if any.
    public var base: String
    public var baseCommit: String?
    public var changes: [Entry]
    /// Findings the newer version has that the older had not, and the older's gone.
    public var newFindings: [Diagnostic]
    public var fixedFindings: [Diagnostic]
    /// The newer and the older version's files, to show where a finding stands.
    public var files: [String: SourceFile]
    public var baseFiles: [String: SourceFile]

    /// Both versions as loaded, and the newer one's findings: what the preview's changes page
    /// draws frames and flows from.
    var beforeProject: Project?
    var afterProject: Project?
    var afterDiagnostics: [Diagnostic] = []
    /// Which deck a finding of the newer version is of.
    var owners: FindingOwners?

    /// The deck a finding is of, as an incremental build tells it (`FindingOwners`); nil for the
    /// project's own.
    public func deck(of finding: Diagnostic) -> String? { owners?.owner(of: finding) }

    public var isEmpty: Bool { changes.isEmpty && newFindings.isEmpty && fixedFindings.isEmpty }

    /// How many changes of each kind and sort, for summaries.
    public func count(_ kind: Kind, _ change: Change) -> Int {
        changes.lazy.filter { $0.kind == kind && $0.change == change }.count
    }

    /// The decks that have a change or a finding new or fixed, in order.
    public var decks: [String] {
        var seen = Set<String>()
        return changes.map(\.deck).filter { seen.insert($0).inserted }
    }
}
