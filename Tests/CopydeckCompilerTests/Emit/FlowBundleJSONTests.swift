import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// A flow bundle written straight into bytes (`FlowBundle+JSON`) gives the bytes its `Encodable`
/// conformance gives, through `SortedJSONEncoder` and through Foundation's `JSONEncoder` itself:
/// random bundles with every optional present and absent, texts that escape and sort
/// differently, empty lists; and the checkout's example project's flows.
@Suite struct FlowBundleJSONTests {
    static func foundation(_ bundle: FlowBundle) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(bundle) + Data([0x0A])
    }

    @Test func randomBundlesGiveTheEncodedBytes() throws {
        var generator = SeededGenerator(seed: 4646)
        for _ in 0..<300 {
            let bundle = Self.bundle(&generator)
            let written = bundle.json
            #expect(written == (try OutputTree.json(bundle)))
            #expect(written == (try Self.foundation(bundle)))
            // And it reads back as the same bundle (edge ids are never empty here: an empty one
            // is an older bundle's, which reading replaces with Mermaid's).
            #expect(try JSONDecoder().decode(FlowBundle.self, from: written) == bundle)
        }
    }

    /// With every optional present, each type's object has one member per stored property: a
    /// property added later fails here until the writer writes it.
    @Test func everyStoredPropertyIsAMember() throws {
        let node = Flow.Node(id: "a", kind: .screen, screen: "s", permission: "p", label: "A")
        let edge = Flow.Edge(id: "e1", from: "a", to: "b", outcome: "next", label: "Next")
        let flow = Flow(id: "f", start: "a", ends: ["b"], nodes: [node], edges: [edge])
        let bundle = FlowBundle(deck: "d", flows: [flow])
        #expect(bundle.json == (try Self.foundation(bundle)))
        let object = try #require(try JSONSerialization.jsonObject(with: bundle.json) as? [String: Any])
        let writtenFlow = try #require((object["flows"] as? [Any])?.first as? [String: Any])
        #expect(object.count == Mirror(reflecting: bundle).children.count)
        #expect(writtenFlow.count == Mirror(reflecting: flow).children.count)
        #expect(((writtenFlow["nodes"] as? [Any])?.first as? [String: Any])?.count == Mirror(reflecting: node).children.count)
        #expect(((writtenFlow["edges"] as? [Any])?.first as? [String: Any])?.count == Mirror(reflecting: edge).children.count)
    }

    @Test func theExampleProjectsFlowBundlesGiveTheEncodedBytes() throws {
        let empty = FlowBundle(deck: "", flows: [])
        #expect(empty.json == (try Self.foundation(empty)))
        // The checkout's example project: read, never written.
        let project = try CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).lint(tables: false).project
        var flows = 0
        for deck in project.decks {
            let emitter = FlowEmitter()
            let bundle = FlowBundle(deck: deck.id, flows: deck.flows.map(emitter.compiled))
            #expect(emitter.bundle(of: deck) == (try Self.foundation(bundle)))
            flows += bundle.flows.count
        }
        #expect(flows >= 10)
    }

    // MARK: - Random bundles

    static func text(_ generator: inout SeededGenerator) -> String {
        LocaleBundleJSONTests.text(&generator)
    }

    static func bundle(_ generator: inout SeededGenerator) -> FlowBundle {
        let kinds: [Flow.Kind] = [.screen, .prompt, .decision, .step]
        let flows = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            Flow(id: text(&generator), start: text(&generator),
                 ends: (0..<Int.random(in: 0...2, using: &generator)).map { _ in text(&generator) },
                 nodes: (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                     Flow.Node(id: text(&generator), kind: kinds.randomElement(using: &generator)!,
                               screen: LocaleBundleJSONTests.maybe(&generator, text),
                               permission: LocaleBundleJSONTests.maybe(&generator, text), label: text(&generator))
                 },
                 edges: (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                     Flow.Edge(id: "e" + text(&generator), from: text(&generator), to: text(&generator),
                               outcome: LocaleBundleJSONTests.maybe(&generator, text), label: LocaleBundleJSONTests.maybe(&generator, text))
                 })
        }
        return FlowBundle(formatVersion: Int.random(in: 0...9, using: &generator), deck: text(&generator), flows: flows)
    }
}
