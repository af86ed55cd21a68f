import CopydeckKit
import Foundation

/// The preview site of a checked project, in memory: an index of decks; per deck its flows,
/// screens, permissions and shields; per flow the diagram and a prototype to walk it; per screen
/// its copy in every locale in phone frames; search over ids, keys and text; the lint's findings
/// where they belong. Paths are relative to the preview folder (`build/preview/`). Pages are
/// rendered side by side; the same project gives the same bytes.
public struct PreviewSite: Sendable {
    public let project: Project
    public let diagnostics: [Diagnostic]
    /// The path from the preview folder to the project's root, when the preview is written inside
    /// the project (`../..` for `build/preview`): findings then link to their source file.
    public let sourceRoot: [String]?
    /// Every deck the index shows, in the project's order: the project's own, or (in a build that
    /// took unchanged decks from the last build unread) those and the ones it loaded.
    let overview: [DeckSummary]

    /// What changed against the version `--base` named, when it was given: the index links
    /// `changes.html`, which shows it.
    var changes: ProjectDiff?

    /// Set when the build failed on these many findings: the preview is still written, for the
    /// copy as it is today, and every page carries a banner saying the build failed.
    var failingErrors: Int?

    /// Each flow's layout, shared by its page and its drawing.
    let flowPlans = FlowPlans()

    /// The pages are XHTML: well-formed XML as well as HTML, so an XML parser can check them.
    static let mode = MarkupRenderer.Mode.xhtml

    public init(project: Project, diagnostics: [Diagnostic], sourceRoot: [String]? = nil) {
        self.init(project: project, diagnostics: diagnostics, sourceRoot: sourceRoot, overview: project.decks.map(DeckSummary.init))
    }

    init(project: Project, diagnostics: [Diagnostic], sourceRoot: [String]?, overview: [DeckSummary]) {
        self.project = project
        self.diagnostics = diagnostics
        self.sourceRoot = sourceRoot
        self.overview = overview
    }

    /// Every page and asset of the site, by its path in the site.
    public func render() throws -> OutputTree {
        let sink = MemorySink()
        _ = try ArtifactRun.run([self], decks: project.decks, into: sink)
        return sink.tree.folder(OutputFile.previewFolder)
    }

    /// A page to render: where it goes and how to make it (made on whichever core is free); for
    /// a copy page, how to make its key and then the page from what the key was made of.
    struct PendingPage: Sendable {
        var path: PreviewPath
        var page: @Sendable () throws(MarkupError) -> Markup
        var keyed: (@Sendable () throws(MarkupError) -> (key: String, page: @Sendable () throws(MarkupError) -> Markup))?

        init(path: PreviewPath, page: @escaping @Sendable () throws(MarkupError) -> Markup) {
            self.path = path
            self.page = page
        }

        init(path: PreviewPath, copy subject: DeckContext.Subject, of context: DeckContext) {
            self.path = path
            page = { context.copyPage(subject) }
            keyed = {
                let columns = context.columns(subject)
                return (context.key(subject, columns: columns), { context.copyPage(subject, columns: columns) })
            }
        }
    }

    /// Every page of one deck: its own, its flows', screens', permissions' and shields'.
    func pages(of context: DeckContext) -> [PendingPage] {
        let deck = context.deck
        var pages = [PendingPage(path: .deck(deck.id)) { () throws(MarkupError) -> Markup in context.deckPage() }]
        for flow in deck.flows {
            var page = PendingPage(path: .flow(deck.id, flow.id.value)) { () throws(MarkupError) -> Markup in try context.flowPage(flow) }
            page.keyed = { () throws(MarkupError) in try context.keyedFlowPage(flow) }
            pages.append(page)
        }
        for screen in deck.screens {
            pages.append(PendingPage(path: .screen(deck.id, screen.id.value), copy: .screen(screen.id.value), of: context))
        }
        for permission in deck.permissions {
            pages.append(PendingPage(path: .permission(deck.id, permission.id.value), copy: .permission(permission.id.value), of: context))
        }
        for shield in deck.shields {
            pages.append(PendingPage(path: .shield(deck.id, shield.id.value), copy: .shield(shield.id.value), of: context))
        }
        return pages
    }

    /// The findings about a deck: in its content folder or its locale files.
    func findings(of deck: Deck) -> [Diagnostic] {
        findings(of: DeckSummary(deck))
    }

    func findings(of deck: DeckSummary) -> [Diagnostic] {
        diagnostics.filter(deck.holds)
    }
}

/// An `OutputTree` that files may be added to from several cores at once.
final class LockedTree: @unchecked Sendable {
    private let lock = NSLock()
    private var files = OutputTree()

    func add(_ path: String, _ data: Data) {
        lock.withLock { files.add(path, data) }
    }

    var tree: OutputTree { lock.withLock { files } }
}
