import Foundation

/// The preview as artifacts: the pages that show every deck (the index, `changes.html`) and the
/// assets, then per deck its pages and search shard, each written as soon as it is made.
///
/// A copy page (a screen's, permission's or shield's) and a flow's page are keyed by every value
/// they draw (`PageKey+Preview`): naming one formats its copy, which drawing it then uses.
extension PreviewSite: ArtifactProducer {
    func projectArtifacts() -> [Artifact] {
        var artifacts: [Artifact] = [
            .file(.preview(PreviewPath.index.file, deck: nil)) { try MarkupRenderer(mode: Self.mode).data(indexPage(), doctype: true) },
            .file(.preview(PreviewPath.asset("preview.css").file, deck: nil)) { Data(PreviewAssets.stylesheet) },
            .file(.preview(PreviewPath.asset("theme.js").file, deck: nil)) { Data(PreviewAssets.themeScript) },
            .file(.preview(PreviewPath.asset("preview.js").file, deck: nil)) { Data(PreviewAssets.script) },
            .file(.preview(PreviewPath.asset("search-index.js").file, deck: nil)) { PreviewSearchIndex.list(overview.map(\.id)) },
        ]
        if changes != nil {
            artifacts.append(.files { Artifact.Made(files: try changesPage().map { [(.preview(ChangesPage.path.file, deck: nil), $0)] } ?? []) })
        }
        return artifacts
    }

    /// A deck's pages and its search shard, from its copy formatted once (its bundles made, its
    /// messages parsed), which is let go once they are made: the memory a build needs does not
    /// grow with the number of decks.
    func artifacts(of deck: Deck) -> [Artifact] {
        let context = DeckContext(site: self, deck: deck)
        return pages(of: context) + [.file(OutputFile.searchShard(deck: deck.id)) { PreviewSearchIndex.shard(context) }]
    }

    /// Every page of one deck: its own, its flows', screens', permissions' and shields'.
    func pages(of context: DeckContext) -> [Artifact] {
        let deck = context.deck
        func file(_ path: PreviewPath) -> OutputFile { .preview(path.file, deck: deck.id) }
        @Sendable func render(_ page: Markup) throws(MarkupError) -> Data {
            try MarkupRenderer(mode: Self.mode).data(page, doctype: true)
        }
        func keyed(_ path: PreviewPath, _ naming: @escaping @Sendable () throws(MarkupError) -> (key: String, page: @Sendable () throws(MarkupError) -> Markup)) -> Artifact {
            .keyed(file(path)) {
                let (key, page) = try naming()
                return (key, { try render(page()) })
            }
        }
        var pages: [Artifact] = [.file(file(.deck(deck.id))) { try render(context.deckPage()) }]
        for flow in deck.flows {
            pages.append(keyed(.flow(deck.id, flow.id.value)) { () throws(MarkupError) in try context.keyedFlowPage(flow) })
        }
        let subjects = deck.screens.map { (PreviewPath.screen(deck.id, $0.id.value), DeckContext.Subject.screen($0.id.value)) }
            + deck.permissions.map { (PreviewPath.permission(deck.id, $0.id.value), DeckContext.Subject.permission($0.id.value)) }
            + deck.shields.map { (PreviewPath.shield(deck.id, $0.id.value), DeckContext.Subject.shield($0.id.value)) }
        for (path, subject) in subjects {
            pages.append(keyed(path) {
                let columns = context.columns(subject)
                return (context.key(subject, columns: columns), { context.copyPage(subject, columns: columns) })
            })
        }
        return pages
    }
}
