import Foundation

extension PreviewSite {
    /// Each flow's diagram alone, for `<deck>/flows/<flow>.svg` beside the preview: the same
    /// drawing as on the flow's page, its nodes linking to the preview's screen pages.
    public func flowDrawings() throws(MarkupError) -> OutputTree {
        try flowDrawings(decks: nil)
    }

    /// The drawings of the decks in `decks` (every deck when nil).
    func flowDrawings(decks chosen: Set<String>?) throws(MarkupError) -> OutputTree {
        let jobs = project.decks.filter { chosen?.contains($0.id) ?? true }.flatMap { deck in deck.flows.map { (deck: deck, flow: $0) } }
        let rendered = Parallel.map(jobs.count) { index -> Result<[UInt8], MarkupError> in
            let (deck, flow) = jobs[index]
            // From build/<deck>/flows/ to build/preview/<deck>/…: up two folders, into preview.
            let links = flow.roles.map { role in
                PreviewPath.page(of: role, in: deck).map { MarkupURL.relative(["..", "..", "preview"] + $0.segments) }
            }
            let diagram = FlowDiagram(flow: flow, findings: diagnostics.filter { $0.range?.file == flow.file.path }, link: { links[$0] })
            return Result { () throws(MarkupError) -> [UInt8] in try MarkupRenderer(mode: .svg).render(diagram.markup) }
        }
        var tree = OutputTree()
        for (index, result) in rendered.enumerated() {
            tree.add("\(jobs[index].deck.id)/flows/\(jobs[index].flow.id.value).svg", Data(try result.get()))
        }
        return tree
    }
}
