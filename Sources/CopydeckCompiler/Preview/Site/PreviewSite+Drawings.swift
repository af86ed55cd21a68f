import Foundation

extension PreviewSite {
    /// Each flow's diagram alone, for `<deck>/flows/<flow>.svg` beside the preview: the same
    /// drawing as on the flow's page, its nodes linking to the preview's screen pages.
    public func flowDrawings() throws(MarkupError) -> OutputTree {
        let tree = LockedTree()
        try flowDrawings(decks: nil) { tree.add($0, $1) }
        return tree.tree
    }

    /// Every flow's drawing, each handed to `sink` as soon as it is made.
    public func flowDrawings(into sink: @Sendable (String, Data) -> Void) throws(MarkupError) {
        try flowDrawings(decks: nil, into: sink)
    }

    /// The drawings of the decks in `decks` (every deck when nil), each handed to `sink` as soon
    /// as it is made.
    func flowDrawings(decks chosen: Set<String>?, into sink: @Sendable (String, Data) -> Void) throws(MarkupError) {
        let jobs = project.decks.filter { chosen?.contains($0.id) ?? true }.flatMap { deck in deck.flows.map { (deck: deck, flow: $0) } }
        let failures = Parallel.map(jobs.count) { index -> MarkupError? in
            let (deck, flow) = jobs[index]
            // From build/<deck>/flows/ to build/preview/<deck>/…: up two folders, into preview.
            let links = flow.roles.map { role in
                PreviewPath.page(of: role, in: deck).map { MarkupURL.relative(["..", "..", "preview"] + $0.segments) }
            }
            let diagram = FlowDiagram(plan: flowPlans.plan(flow, deck: deck.id), flow: flow,
                                      findings: diagnostics.filter { $0.range?.file == flow.file.path }, link: { links[$0] })
            do throws(MarkupError) {
                sink("\(deck.id)/flows/\(flow.id.value).svg", Data(try MarkupRenderer(mode: .svg).render(diagram.markup)))
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }
}
