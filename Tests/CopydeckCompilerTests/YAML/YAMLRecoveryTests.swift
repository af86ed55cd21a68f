import Foundation
import Testing
@testable import CopydeckCompiler

/// Every YAML error of a file, not only the first: each where libyaml puts it when it is the
/// file's only error (libyaml itself is the judge), and nothing the recovery makes up.
@Suite struct YAMLRecoveryTests {
    /// Ways to break one `key: value` line, each an error libyaml stops at.
    static let breakages: [@Sendable (String) -> String] = [
        { $0 + " : x: y" },                                        // a mapping value where none may be
        { "\t" + $0.drop { $0 == " " } },                          // a tab as indentation
        { $0.replacingOccurrences(of: ": ", with: ": [", options: [], range: $0.range(of: ": ")) },  // an unclosed `[`
        { $0.replacingOccurrences(of: ": ", with: ": `", options: [], range: $0.range(of: ": ")) },  // a reserved character
    ]

    static func errors(_ text: String, path: String = "locales/ko/demo.yml") -> [String] {
        var diagnostics = DiagnosticCollector()
        let document = YAMLDocument.parse(SourceFile(path: path, text: text), into: &diagnostics)
        #expect(document == nil || diagnostics.diagnostics.isEmpty)
        return diagnostics.diagnostics.filter { $0.rule == Rules.yamlSyntax.id }.map { $0.range?.description ?? "?" }
    }

    @Test func threeErrorsAreThreeFindings() {
        let text = """
            intro:
              title: 반가워요 : x: y
              next: 시작하기
            login:
            \ttitle: 로그인
              body: 계정으로 시작해요
            done:
              title: [끝
              body: 완료
            """
        #expect(Self.errors(text) == ["locales/ko/demo.yml:2:15", "locales/ko/demo.yml:5:1", "locales/ko/demo.yml:9:7"])
    }

    /// A quote left open runs to the end of the file, where libyaml fails: still this key's error.
    @Test func anUnclosedQuoteAfterAnErrorIsFoundAtTheEnd() {
        let text = "intro:\n\ttitle: 반가워요\n  next: 시작하기\nlogin:\n  title: \"로그인\n  body: 계정\ndone:\n  title: 끝\n"
        #expect(Self.errors(text) == ["locales/ko/demo.yml:2:1", "locales/ko/demo.yml:9:1"])
    }

    /// The example project's locale and content files, broken on a few lines chosen by the seed:
    /// the findings are exactly the union of the error libyaml reports for each broken line alone.
    @Test(arguments: 1...100) func everyErrorIsTheOneLibYAMLReportsAlone(seed: Int) throws {
        var random = LayoutRNG(seed: seed)
        let files = try Self.exampleFiles()
        let (path, text) = files[random.int(0...files.count - 1)]
        let lines = text.components(separatedBy: "\n")
        // Plain `key: value` lines, three or more lines apart, so that no error hides another.
        var candidates = lines.indices.filter { index in
            let line = lines[index]
            guard let colon = line.range(of: ": "), !line.trimmingCharacters(in: .whitespaces).hasPrefix("#"),
                  !line.trimmingCharacters(in: .whitespaces).hasPrefix("-") else { return false }
            let value = line[colon.upperBound...]
            return !value.isEmpty && !"|>{['\"&*!#".contains(value.first!) && !line[..<colon.lowerBound].contains("#")
        }
        var chosen: [(line: Int, breakage: Int)] = []
        while chosen.count < 4, !candidates.isEmpty {
            let index = candidates.remove(at: random.int(0...candidates.count - 1))
            guard chosen.allSatisfy({ abs($0.line - index) >= 3 }) else { continue }
            chosen.append((index, random.int(0...Self.breakages.count - 1)))
        }
        try #require(!chosen.isEmpty)
        func broken(_ only: [(line: Int, breakage: Int)]) -> String {
            var copy = lines
            for (line, breakage) in only { copy[line] = Self.breakages[breakage](copy[line]) }
            return copy.joined(separator: "\n")
        }
        var alone: [String] = []
        for one in chosen {
            let found = Self.errors(broken([one]), path: path)
            #expect(found.count == 1, "line \(one.line + 1) broken alone: \(found)")
            alone += found
        }
        let together = Self.errors(broken(chosen), path: path)
        #expect(together == Array(Set(alone)).sorted { Self.order($0).lexicographicallyPrecedes(Self.order($1)) }, "\(path) lines \(chosen.map { "\($0.line + 1) by \($0.breakage)" })")
    }

    @Test func aFileOfErrorsIsCut() {
        let text = (1...200).map { "k\($0): a : b: c" }.joined(separator: "\n")
        #expect(Self.errors(text).count == YAMLComposer.maximumFailures)
    }

    static func order(_ location: String) -> [Int] {
        location.split(separator: ":").dropFirst().compactMap { Int($0) }
    }

    static func exampleFiles() throws -> [(String, String)] {
        var files: [(String, String)] = []
        for folder in ["locales/ko", "locales/ja", "locales/en", "content/auth", "content/wander"] {
            let url = PackagePaths.root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".yml") && !name.contains(".review.") {
                files.append(("\(folder)/\(name)", try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)))
            }
        }
        return files
    }
}
