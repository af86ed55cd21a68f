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

    /// The findings about a deck: in its content folder or its locale files.
    func findings(of deck: Deck) -> [Diagnostic] {
        findings(of: DeckSummary(deck))
    }

    func findings(of deck: DeckSummary) -> [Diagnostic] {
        diagnostics.filter(deck.holds)
    }
}
