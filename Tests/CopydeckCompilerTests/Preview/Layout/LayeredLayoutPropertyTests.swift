import PropertyBased
import Testing
@testable import CopydeckCompiler

@Suite("Layered layout, generated graphs")
struct LayeredLayoutPropertyTests {
    @Test("no overlap, edges on their boxes' borders, everything inside, deterministic")
    func invariants() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            let graph = LayoutGraphGen.graph(seed: seed)
            let result = LayeredLayout.layout(graph)
            let problems = LayoutChecks.problems(graph, result)
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
            #expect(LayeredLayout.layout(graph) == result, "seed \(seed)")
        }
    }

    @Test("other spacings keep the invariants")
    func spacings() async {
        await propertyCheck(count: 50, input: Gen.int(in: 0...Int.max)) { seed in
            let graph = LayoutGraphGen.graph(seed: seed)
            let result = LayeredLayout.layout(graph, nodeSpacing: 12, layerSpacing: 25)
            let problems = LayoutChecks.problems(graph, result, nodeSpacing: 12, layerSpacing: 25)
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
        }
    }

    @Test("acyclic graphs: every edge goes the flowchart's way")
    func acyclicDirection() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            let graph = LayoutGraphGen.graph(seed: seed, acyclic: true)
            let result = LayeredLayout.layout(graph)
            #expect(LayoutChecks.problems(graph, result).isEmpty, "seed \(seed)")
            for edge in graph.edges {
                let from = result.nodes[edge.from]
                let to = result.nodes[edge.to]
                switch graph.direction {
                case .topDown: #expect(to.minY > from.maxY, "seed \(seed)")
                case .bottomUp: #expect(to.maxY < from.minY, "seed \(seed)")
                case .leftRight: #expect(to.minX > from.maxX, "seed \(seed)")
                case .rightLeft: #expect(to.maxX < from.minX, "seed \(seed)")
                }
            }
        }
    }

    @Test("left-right is top-down with sizes swapped, transposed")
    func transposed() async {
        await propertyCheck(count: 50, input: Gen.int(in: 0...Int.max)) { seed in
            var graph = LayoutGraphGen.graph(seed: seed, direction: .leftRight)
            let across = LayeredLayout.layout(graph)
            graph.direction = .topDown
            graph.nodes = graph.nodes.map { LayoutNode(id: $0.id, width: $0.height, height: $0.width) }
            graph.edges = graph.edges.map { LayoutEdge(from: $0.from, to: $0.to, labelWidth: $0.labelHeight, labelHeight: $0.labelWidth) }
            let down = LayeredLayout.layout(graph)
            #expect(across.width == down.height && across.height == down.width, "seed \(seed)")
            #expect(across.crossings == down.crossings)
            for index in graph.nodes.indices {
                #expect(across.nodes[index].x == down.nodes[index].y && across.nodes[index].y == down.nodes[index].x, "seed \(seed)")
            }
        }
    }

    @Test("crossing reduction never ends worse than the initial order")
    func crossingReduction() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            let graph = LayoutGraphGen.graph(seed: seed, maxNodes: 40)
            let result = LayeredLayout.layout(graph)
            #expect(result.crossings <= result.initialCrossings, "seed \(seed)")
            #expect(result.crossings >= 0)
        }
    }

    @Test("crossing reduction does reduce: generated graphs whose initial order crosses end with fewer crossings")
    func crossingReductionWorks() {
        var improved = 0
        for seed in 0..<200 {
            let result = LayeredLayout.layout(LayoutGraphGen.graph(seed: seed, maxNodes: 40))
            if result.crossings < result.initialCrossings { improved += 1 }
        }
        #expect(improved > 20)
    }

    @Test("trees and chains have no crossings")
    func trees() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = LayoutRNG(seed: seed)
            let count = rng.int(1...60)
            var graph = LayoutGraph(direction: .topDown)
            for index in 0..<count {
                graph.nodes.append(LayoutNode(id: "\(index)", width: Double(rng.int(10...100)), height: 30))
                if index > 0 { graph.edges.append(LayoutEdge(from: rng.int(0...(index - 1)), to: index)) }
            }
            let result = LayeredLayout.layout(graph)
            #expect(result.crossings == 0, "seed \(seed)")
            #expect(LayoutChecks.problems(graph, result).isEmpty, "seed \(seed)")
        }
    }
}
