import Foundation
import Testing
@testable import CopydeckCompiler

/// `Rules.registry` is the one list of rules: a rule or check declared in the sources but not
/// listed would be silently off (or its id rejected in `rules:` and suppressions). The sources
/// are read for every `RuleDescriptor(id: …)` and every type conforming to a check protocol.
@Suite struct RuleRegistryTests {
    static func sources() throws -> [(path: String, text: String)] {
        let root = PackagePaths.root.appendingPathComponent("Sources/CopydeckCompiler")
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try paths.sorted().map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func everyRuleDeclaredInTheSourcesIsRegistered() throws {
        var declared: [String] = []
        for (_, text) in try Self.sources() {
            declared += try Self.matches(#"RuleDescriptor\(\s*id:\s*"([a-z0-9.\-]+)""#, in: text)
        }
        #expect(declared.count > 70)
        let registered = Set(Rules.all.map(\.id.rawValue))
        #expect(declared.filter { !registered.contains($0) } == [])
        #expect(Set(declared) == registered)
    }

    @Test func everyCheckDeclaredInTheSourcesIsRegistered() throws {
        var declared: [String] = []
        for (_, text) in try Self.sources() {
            declared += try Self.matches(#"struct (\w+)\s*:\s*(?:[\w, ]*, )?(?:ProjectCheck|CopyCheck|PerMessageCheck|FlowCheck)\b"#, in: text)
        }
        #expect(declared.count > 40)
        let registered = Set(Rules.checks.map { String(describing: type(of: $0)) })
        #expect(declared.filter { !registered.contains($0) } == [])
        #expect(Rules.checks.count == declared.count)
    }

    @Test func idsAreUnique() {
        let ids = Rules.all.map(\.id.rawValue)
        #expect(Set(ids).count == ids.count)
    }
}
