import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// A flow page's prototype data written straight into bytes (`PrototypeData+JSON`, through
/// `PrettyJSONOutput`'s compact layout) gives the bytes its `Encodable` conformance gives,
/// through Foundation's `JSONEncoder` itself and through `SortedJSONEncoder`: random data with
/// every optional present and absent, texts that escape and sort differently, empty and large
/// dictionaries (past `KeyOrder.minimumCount`); and the checkout's example project's flows.
@Suite struct PrototypeDataJSONTests {
    static func foundation(_ data: PrototypeData) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(data))
    }

    @Test func randomDataGivesTheEncodedBytes() throws {
        var generator = SeededGenerator(seed: 4747)
        var large = 0
        for _ in 0..<300 {
            let data = Self.data(&generator)
            if data.nodes.count >= KeyOrder.minimumCount { large += 1 }
            let written = data.compactJSON
            #expect(written == (try Self.foundation(data)), "\(String(decoding: written, as: UTF8.self))")
            #expect(written == (try SortedJSONEncoder(pretty: false).encode(data)))
        }
        #expect(large >= 20, "only \(large) data with a large node dictionary")
    }

    /// With every optional present, each type's object has one member per stored property: a
    /// property added later fails here until the writer writes it.
    @Test func everyStoredPropertyIsAMember() throws {
        let way = PrototypeData.Way(to: "b", outcome: "next", back: false, label: "Next", note: "a note")
        let button = PrototypeData.PromptButton(title: "Allow", usual: "allow", way: way)
        let prompt = PrototypeData.Prompt(title: "Allow?", usage: "Because", buttons: [button])
        let line = PrototypeData.Line(key: "d.s.title", surface: "title", text: "Hello")
        let node = PrototypeData.Node(page: "s.html", subject: "s", permission: "photos", copy: ["en": [line]],
                                      buttons: ["d.s.next": way], ways: [way], prompt: ["en": prompt])
        let flow = Flow(id: "f", start: "a", ends: ["b"], nodes: [], edges: [])
        let data = PrototypeData(flow: flow, sourceLocale: "en", nodes: ["a": node])
        #expect(data.compactJSON == (try Self.foundation(data)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.compactJSON)) as? [String: Any])
        #expect(object.count == Mirror(reflecting: data).children.count)
        let writtenNode = try #require((object["nodes"] as? [String: Any])?["a"] as? [String: Any])
        #expect(writtenNode.count == Mirror(reflecting: node).children.count)
        let writtenWay = try #require((writtenNode["ways"] as? [Any])?.first as? [String: Any])
        #expect(writtenWay.count == Mirror(reflecting: way).children.count)
        let writtenPrompt = try #require((writtenNode["prompt"] as? [String: Any])?["en"] as? [String: Any])
        #expect(writtenPrompt.count == Mirror(reflecting: prompt).children.count)
        let writtenButton = try #require((writtenPrompt["buttons"] as? [Any])?.first as? [String: Any])
        #expect(writtenButton.count == Mirror(reflecting: button).children.count)
        let writtenLine = try #require(((writtenNode["copy"] as? [String: Any])?["en"] as? [Any])?.first as? [String: Any])
        #expect(writtenLine.count == Mirror(reflecting: line).children.count)
    }

    /// Every flow of the checkout's example project (read, never written), as its page holds it.
    @Test func theExampleProjectsPrototypesGiveTheEncodedBytes() throws {
        let lint = try CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).lint(tables: false)
        let site = PreviewSite(project: lint.project, diagnostics: lint.diagnostics)
        var compared = 0, prompts = 0
        for deck in lint.project.decks {
            let context = DeckContext(site: site, deck: deck)
            for flow in deck.flows {
                let data = context.prototypeData(flow, compiled: FlowEmitter().compiled(flow), page: .flow(deck.id, flow.id.value))
                #expect(data.compactJSON == (try Self.foundation(data)), "\(deck.id)/\(flow.id.value)")
                prompts += data.nodes.values.filter { $0.prompt != nil }.count
                compared += 1
            }
        }
        #expect(compared >= 10)
        #expect(prompts >= 1)
    }

    // MARK: - Random data

    static func text(_ generator: inout SeededGenerator) -> String {
        LocaleBundleJSONTests.text(&generator)
    }

    static func maybe<T>(_ generator: inout SeededGenerator, _ make: (inout SeededGenerator) -> T) -> T? {
        LocaleBundleJSONTests.maybe(&generator, make)
    }

    static func dictionary<Value>(_ generator: inout SeededGenerator, upTo count: Int, _ make: (inout SeededGenerator) -> Value) -> [String: Value] {
        var result: [String: Value] = [:]
        for _ in 0..<Int.random(in: 0...count, using: &generator) { result[text(&generator)] = make(&generator) }
        return result
    }

    static func way(_ generator: inout SeededGenerator) -> PrototypeData.Way {
        PrototypeData.Way(to: maybe(&generator, text), outcome: maybe(&generator, text), back: maybe(&generator) { Bool.random(using: &$0) },
                          label: maybe(&generator, text), note: maybe(&generator, text))
    }

    static func node(_ generator: inout SeededGenerator) -> PrototypeData.Node {
        PrototypeData.Node(
            page: maybe(&generator, text), subject: maybe(&generator, text), permission: maybe(&generator, text),
            copy: dictionary(&generator, upTo: 3) { generator in
                (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                    PrototypeData.Line(key: text(&generator), surface: text(&generator), text: text(&generator))
                }
            },
            buttons: dictionary(&generator, upTo: 3, way),
            ways: (0..<Int.random(in: 0...2, using: &generator)).map { _ in way(&generator) },
            prompt: maybe(&generator) { generator in
                dictionary(&generator, upTo: 2) { generator in
                    PrototypeData.Prompt(title: text(&generator), usage: maybe(&generator, text), buttons: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                        PrototypeData.PromptButton(title: text(&generator), usual: text(&generator), way: way(&generator))
                    })
                }
            })
    }

    static func data(_ generator: inout SeededGenerator) -> PrototypeData {
        let flow = FlowBundleJSONTests.bundle(&generator).flows.first ?? Flow(id: "f", start: "a", ends: [], nodes: [], edges: [])
        // Some data with more nodes than `KeyOrder` sorts by bytes, some with non-ASCII keys among them.
        let nodes = dictionary(&generator, upTo: Bool.random(using: &generator) ? 4 : 80, node)
        return PrototypeData(flow: flow, sourceLocale: text(&generator), nodes: nodes)
    }
}
