import Foundation
import Testing
@testable import CopydeckCompiler

/// Runs every diagram of `../shared/mermaid-conformance` and compares the model with the one
/// Mermaid built. Skipped (with a message) where the set is not beside the repository.
@Suite struct MermaidConformanceTests {
    static let folder = PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared/mermaid-conformance")

    static var available: Bool { FileManager.default.fileExists(atPath: folder.path) }

    /// The differences that remain (none), each to be explained here when one is known.
    static let knownDifferences: Set<String> = []

    @Test(.enabled(if: available, "../shared/mermaid-conformance is not beside this checkout"))
    func passRateIsAtLeast98Percent() throws {
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".mmd") }.sorted()
        #expect(cases.count >= 300)
        var failures: [String] = []
        for name in cases {
            let base = String(name.dropLast(4))
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            let expectedData = try Data(contentsOf: Self.folder.appendingPathComponent(base + ".expected.json"))
            let expected = try #require(try JSONSerialization.jsonObject(with: expectedData) as? [String: Any])
            let actual: [String: Any]
            do {
                let chart = try MermaidParser.parse(text)
                let data = try OutputTree.json(FlowchartJSON(id: base, file: name, line: 1, chart: chart))
                actual = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            } catch let error as MermaidSyntaxError {
                failures.append("\(base): syntax error \(error)")
                continue
            }
            for key in ["keyword", "direction", "nodes", "edges", "subgraphs"] {
                // Fields the set does not give (an edge's `id`) are not compared.
                let lhs = Self.canonical(Self.fields(of: actual[key], namedIn: expected[key]))
                let rhs = Self.canonical(expected[key])
                if lhs != rhs {
                    failures.append("\(base): \(key) differs\n  got      \(lhs)\n  expected \(rhs)")
                    break
                }
            }
        }
        let unexpected = failures.filter { failure in !Self.knownDifferences.contains(where: { failure.hasPrefix($0 + ":") }) }
        let passRate = Double(cases.count - failures.count) / Double(cases.count)
        if ProcessInfo.processInfo.environment["COPYDECK_CONFORMANCE_REPORT"] == "1" {
            print("conformance: \(cases.count - failures.count)/\(cases.count)\n" + failures.joined(separator: "\n"))
        }
        #expect(passRate >= 0.98, "pass rate \(passRate): \(failures.count) failures")
        #expect(unexpected.isEmpty, "unexplained differences: \(unexpected.map { $0.prefix(while: { $0 != ":" }) })")
    }

    /// `value` with each object of a list cut to the keys of the expected list's first object.
    static func fields(of value: Any?, namedIn expected: Any?) -> Any? {
        guard let list = value as? [[String: Any]], let keys = (expected as? [[String: Any]])?.first?.keys else { return value }
        let wanted = Set(keys)
        return list.map { $0.filter { wanted.contains($0.key) } }
    }

    static func canonical(_ value: Any?) -> String {
        guard let value, !(value is NSNull) else { return "null" }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) {
            return String(decoding: data, as: UTF8.self)
        }
        return "\(value)"
    }
}
