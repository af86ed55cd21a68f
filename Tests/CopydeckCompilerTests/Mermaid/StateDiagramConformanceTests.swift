import Foundation
import Testing
@testable import CopydeckCompiler

/// Every state diagram of `../shared/mermaid-conformance-state` as `flow dump` prints it, against
/// the model Mermaid built: direction, nodes (id, label, shape, parent, group) in Mermaid's order,
/// edges (from, to, label). The last concurrent region of a composite state has a random id in
/// Mermaid (`id-38dvt516gkfs-1`) and `region-N` here: such ids are compared by where they first
/// appear. Skipped (with a message) where the set is not beside the repository.
@Suite struct StateDiagramConformanceTests {
    static let folder = PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared/mermaid-conformance-state")

    static var available: Bool { FileManager.default.fileExists(atPath: folder.path) }

    /// The differences that remain: none. (The last two were `state foo` alone, which Mermaid's
    /// grammar reads as no statement at all: it makes no state.)
    static let knownDifferences: Set<String> = []

    @Test(.enabled(if: available, "../shared/mermaid-conformance-state is not beside this checkout"))
    func everyCaseIsMermaidsModel() throws {
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".mmd") }.sorted()
        #expect(cases.count == 94)
        var failures: [String] = []
        for name in cases {
            let base = String(name.dropLast(4))
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            let expected = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent(base + ".expected.json"))) as? [String: Any])
            let actual: [String: Any]
            do {
                let chart = try FlowDump.parse(text)
                #expect(chart.isStateDiagram, "\(base)")
                let data = try OutputTree.json(FlowchartJSON(id: base, file: name, line: 1, chart: chart))
                actual = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            } catch let error as MermaidSyntaxError {
                failures.append("\(base): syntax error \(error)")
                continue
            }
            #expect(actual["kind"] as? String == "state")
            let got = Self.canonical(actual), want = Self.canonical(expected)
            if got != want { failures.append("\(base):\n  got      \(got)\n  expected \(want)") }
        }
        let unexpected = failures.filter { failure in !Self.knownDifferences.contains { failure.hasPrefix($0 + ":") } }
        #expect(unexpected.isEmpty, "\(unexpected.joined(separator: "\n"))")
        // A known difference that is gone should leave the list.
        #expect(failures.count == Self.knownDifferences.count, "\(failures.count) differ: \(failures.map { $0.prefix { $0 != ":" } })")
    }

    /// Direction, nodes and edges, with random region ids named by first appearance.
    static func canonical(_ model: [String: Any]) -> String {
        var names: [String: String] = [:]
        func name(_ value: Any?) -> String {
            guard let id = value as? String else { return "null" }
            guard let match = id.firstMatch(of: /^(id-[a-z0-9]+-\d+|region-\d+)/) else { return id }
            let key = String(match.output.1)
            if names[key] == nil { names[key] = "R\(names.count)" }
            return names[key]! + id.dropFirst(key.count)
        }
        var text = "direction \(model["direction"] as? String ?? "?")"
        for node in model["nodes"] as? [[String: Any]] ?? [] {
            let label = node["label"] as? String ?? ""
            text += "\nnode \(name(node["id"])) |\(label == node["id"] as? String ? name(label) : label) |\(node["shape"] as? String ?? "") |\(name(node["parent"])) |\(node["group"] as? Bool ?? false)"
        }
        for edge in model["edges"] as? [[String: Any]] ?? [] {
            text += "\nedge \(name(edge["from"])) -> \(name(edge["to"])) |\(edge["label"] as? String ?? "")"
        }
        return text
    }
}
