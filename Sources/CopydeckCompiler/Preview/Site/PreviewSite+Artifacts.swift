import Foundation

/// The preview as artifacts: the pages that show every deck (the index, `changes.html`) and the
/// assets, then per deck its pages and search shard, each written as soon as it is made.
///
/// A copy page (a screen's, permission's or shield's) and a flow's page are keyed by every value
/// they draw (`PageKey+Preview`): naming one formats its copy, which drawing it then uses.
extension PreviewSite: ArtifactProducer {
    func projectArtifacts() -> [Artifact] {
        var artifacts: [Artifact] = [
            .file(.preview(PreviewPath.index.file, deck: nil)) { Data(try MarkupRenderer(mode: Self.mode).render(indexPage(), doctype: true)) },
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
        let pages: [Artifact] = self.pages(of: context).map { pending in
            let file = OutputFile.preview(pending.path.file, deck: deck.id)
            guard let keyed = pending.keyed else {
                return .file(file) { Data(try MarkupRenderer(mode: Self.mode).render(pending.page(), doctype: true)) }
            }
            return .keyed(file) {
                let (key, page) = try keyed()
                return (key, { Data(try MarkupRenderer(mode: Self.mode).render(page(), doctype: true)) })
            }
        }
        return pages + [.file(OutputFile.searchShard(deck: deck.id)) { PreviewSearchIndex.shard(context) }]
    }
}
