import Testing
@testable import CopydeckCompiler

/// `Deck.fieldsBySubject` finds what `fields(ofSubject:)` finds, for every screen and permission
/// of the checkout's example project (read, never written), and the flows' buttons bound
/// through it are the ones bound node by node through `buttons(of:in:)`.
@Suite struct DeckFieldsBySubjectTests {
    @Test func findsWhatTheLookupFinds() throws {
        let project = try CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).lint(tables: false).project
        var subjects = 0, templated = 0, nodes = 0
        for deck in project.decks {
            let found = deck.fieldsBySubject()
            let ids = deck.screens.map(\.id.value) + deck.permissions.map(\.id.value) + ["no_such_subject"]
            for id in ids {
                #expect(found[id].map { $0.map(ObjectIdentifier.init) } == deck.fields(ofSubject: id).map { $0.map(ObjectIdentifier.init) }, "\(deck.id) \(id)")
                subjects += 1
            }
            templated += deck.permissions.filter { $0.template != nil }.count
            let bound = deck.flowButtons()
            for (flow, buttons) in zip(deck.flows, bound) {
                let single = flow.chart.nodes.indices.compactMap { flow.buttons(of: $0, in: deck) }
                #expect(buttons.map(\.node) == single.map(\.node))
                for (a, b) in zip(buttons, single) {
                    #expect(a.buttons.map { ObjectIdentifier($0.field) } == b.buttons.map { ObjectIdentifier($0.field) })
                    #expect(a.triggered == b.triggered && a.untaken == b.untaken)
                    nodes += 1
                }
            }
        }
        #expect(subjects > 50 && templated > 0 && nodes > 20, "\(subjects) \(templated) \(nodes)")
    }
}
