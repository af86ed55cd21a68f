import Foundation
import Testing
import Yams
@testable import CopydeckCompiler

/// The event composer reads what Yams (libyaml) reads, node for node and position for position,
/// except where Copydeck refuses on purpose: an alias, a tag other than `!!str`.
@Suite struct YAMLComposerTests {
    private func yams(_ text: String) throws -> YAMLNode? {
        try Yams.compose(yaml: text, .basic).map { YAMLNode(yams: $0) }
    }

    private func expectSameAsYams(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let composed = YAMLComposer.compose(SourceFile(path: "t.yml", text: text))
        let expected = Result { try yams(text) }
        switch (composed, expected) {
        case (.success(let composition), .success(let node)):
            #expect(composition.root == node, "\(text)", sourceLocation: sourceLocation)
            // A refused tag is reported beside the node (the value is kept as written).
            #expect(composition.refused.allSatisfy { if case .tag = $0 { true } else { false } }, "\(text)", sourceLocation: sourceLocation)
        case (.failure(.alias), .success):
            #expect(text.contains("*"), "refused an alias where there is none:\n\(text)", sourceLocation: sourceLocation)
        case (.failure(let failure), .success):
            Issue.record("composer refused what Yams reads (\(failure)):\n\(text)", sourceLocation: sourceLocation)
        case (.success, .failure(let error)):
            Issue.record("composer read what Yams refuses (\(error)):\n\(text)", sourceLocation: sourceLocation)
        case (.failure, .failure):
            break
        }
    }

    @Test func theEdgeCasesAreReadLikeYams() {
        for text in YAMLParserTests.edgeCases { expectSameAsYams(text) }
    }

    @Test func everyYAMLFileOfTheRepositoryIsReadLikeYams() throws {
        let root = PackagePaths.root
        var count = 0
        for folder in ["content", "locales", "Tests/Fixtures/demo/content", "Tests/Fixtures/demo/locales"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".yml") else { continue }
                expectSameAsYams(try String(contentsOf: root.appendingPathComponent("\(folder)/\(path)"), encoding: .utf8))
                count += 1
            }
        }
        #expect(count >= 28)
    }

    @Test func aForeignTagIsReportedBesideTheValue() throws {
        let composed = try YAMLComposer.compose(SourceFile(path: "t.yml", text: "a: !tag v\n")).get()
        #expect(composed.refused == [.tag("!tag", at: .init(line: 1, column: 4))])
        #expect(composed.root == (try yams("a: v\n")))
    }

    /// The fast reader counts a node's line from its start, so it leaves long lines to the
    /// composer, which reads them as Yams does.
    @Test func aLongLineIsLeftToTheComposer() {
        let text = "{" + (0..<600).map { "k\($0): 사진" }.joined(separator: ", ") + "}\n"
        #expect(text.utf8.count > YAMLParser.maximumLineBytes)
        #expect(YAMLParser.parse(SourceFile(path: "t.yml", text: text)) == .unsupported)
        expectSameAsYams(text)
    }

    @Test func foldedAndMultiLineScalarsAreReadLikeYams() {
        for text in ["a: >\n  folded\n  text\n\n  para\n", "a: plain\n  continued\n  again\n", "a: \"x\\u00e9\\x41\\U0001F600\"\n",
                     "a: 'it''s'\n", "- ? a\n  : b\n", "a: [1, {b: [c, d]}, 'e']\n", "한국어: 값\n日本語: 「値」\n"] {
            expectSameAsYams(text)
        }
    }
}

@Suite struct YAMLComposerPositionTests {
    /// libyaml also breaks lines at NEL and LS; positions stay on the file's own lines (LF, CRLF, CR).
    @Test func aLineSeparatorInAValueDoesNotShiftWhatFollows() throws {
        let text = "a: \"x\u{2028}y\u{85}z\"\nb: c\n"
        let composed = try YAMLComposer.compose(SourceFile(path: "t.yml", text: text)).get()
        guard case .mapping(let mapping)? = composed.root else {
            Issue.record("not a mapping")
            return
        }
        #expect(mapping.entries.map(\.key.position) == [.init(line: 1, column: 1), .init(line: 2, column: 1)])
    }

    @Test func positionsFollowCRAndCRLFLikeLF() throws {
        for lineBreak in ["\n", "\r\n", "\r"] {
            let text = ["a:", "  b: \"한국어\"", "  c: [x, ⟨y⟩]"].joined(separator: lineBreak) + lineBreak
            let composed = try YAMLComposer.compose(SourceFile(path: "t.yml", text: text + "? k\n: v\n")).get()
            guard case .mapping(let root)? = composed.root, case .mapping(let inner) = root.entries[0].value,
                  case .sequence(let list) = inner.entries[1].value else {
                Issue.record("unexpected shape with \(lineBreak.debugDescription)")
                continue
            }
            #expect(inner.entries.map(\.key.position) == [.init(line: 2, column: 3), .init(line: 3, column: 3)], "\(lineBreak.debugDescription)")
            #expect(list.items.map(\.position) == [.init(line: 3, column: 7), .init(line: 3, column: 10)], "\(lineBreak.debugDescription)")
        }
    }
}
