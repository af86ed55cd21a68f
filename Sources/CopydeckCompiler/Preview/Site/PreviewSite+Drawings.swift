import Foundation

extension PreviewSite {
    /// Each flow's diagram alone, for `<deck>/flows/<flow>.svg` beside the preview: the same
    /// drawing as on the flow's page, its nodes linking to the preview's screen pages.
    var drawings: Drawings { Drawings(site: self) }

    /// Every flow's drawing, by its path in the output.
    public func flowDrawings() throws -> OutputTree {
        let sink = MemorySink()
        _ = try ArtifactRun.run([drawings], decks: project.decks, into: sink)
        return sink.tree
    }

    /// The flows' drawings as artifacts. Each is keyed by the deck's config and content, which
    /// hold the flow and the pages it links to, and the findings in the flow's file.
    struct Drawings: ArtifactProducer {
        let site: PreviewSite

        func artifacts(of deck: Deck) -> [Artifact] {
            let base = DeckContext.pageBase(of: deck, in: site)
            return deck.flows.map { flow in
                let flowFindings = site.diagnostics.filter { $0.range?.file == flow.file.path }
                var key = PageKey(base: base)
                key.add("drawing")
                key.add(flow.id.value)
                key.add(each: flowFindings) { $0.add($1) }
                return .keyed([.flowPicture(deck: deck.id, flow: flow.id.value)], key: key.hash) {
                    // From build/<deck>/flows/ to build/preview/<deck>/…: up two folders, into preview.
                    let links = flow.roles.map { role in
                        PreviewPath.page(of: role, in: deck).map { MarkupURL.relative(["..", "..", OutputFile.previewFolder] + $0.segments) }
                    }
                    let diagram = FlowDiagram(plan: site.flowPlans.plan(flow, deck: deck.id), flow: flow, findings: flowFindings, link: { links[$0] })
                    return Artifact.Made(files: [(.flowPicture(deck: deck.id, flow: flow.id.value), try MarkupRenderer(mode: .svg).data(diagram.markup))])
                }
            }
        }
    }
}
