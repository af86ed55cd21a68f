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
    ///
    /// Each drawing is named by its `PageKey` first (the deck's config and content, which hold
    /// the flow and the pages it links to, and the findings in the flow's file), handed to
    /// `keys`; when `reuse` takes it by its path and key, it is not drawn.
    func flowDrawings(decks chosen: Set<String>?, reusing reuse: @Sendable (String, String) -> Bool = { _, _ in false },
                      keys: @Sendable (String, String) -> Void = { _, _ in }, into sink: @Sendable (String, Data) -> Void) throws(MarkupError) {
        let decks = project.decks.filter { chosen?.contains($0.id) ?? true }
        let bases = Dictionary(decks.map { ($0.id, DeckContext.pageBase(of: $0, in: self)) }, uniquingKeysWith: { first, _ in first })
        let jobs = decks.flatMap { deck in deck.flows.map { (deck: deck, flow: $0) } }
        let failures = Parallel.map(jobs.count) { index -> MarkupError? in
            let (deck, flow) = jobs[index]
            let file = OutputFile.flowPicture(deck: deck.id, flow: flow.id.value).path
            let flowFindings = diagnostics.filter { $0.range?.file == flow.file.path }
            var key = PageKey(base: bases[deck.id]!)
            key.add("drawing")
            key.add(flow.id.value)
            key.add(each: flowFindings) { $0.add($1) }
            keys(file, key.hash)
            if reuse(file, key.hash) { return nil }
            // From build/<deck>/flows/ to build/preview/<deck>/…: up two folders, into preview.
            let links = flow.roles.map { role in
                PreviewPath.page(of: role, in: deck).map { MarkupURL.relative(["..", "..", "preview"] + $0.segments) }
            }
            let diagram = FlowDiagram(plan: flowPlans.plan(flow, deck: deck.id), flow: flow, findings: flowFindings, link: { links[$0] })
            do throws(MarkupError) {
                sink(file, Data(try MarkupRenderer(mode: .svg).render(diagram.markup)))
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }
}
