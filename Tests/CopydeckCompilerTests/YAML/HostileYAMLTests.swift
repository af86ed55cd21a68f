import Foundation
import Testing
@testable import CopydeckCompiler

/// YAML that libyaml accepts but that could multiply, drop or disguise text: refused or kept
/// exactly, always at its line and column.
@Suite struct HostileYAMLTests {
    /// Nine levels of nine aliases each: 9⁹ (387 million) strings if expanded.
    static func aliasBomb(keyed: Bool) -> String {
        var lines = ["a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]"]
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
            previous = name
        }
        // As keys, Yams hashed every expansion to look for duplicates: it never returned.
        if keyed { lines += ["? *i", ": x", "? *i", ": y"] }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [false, true])
    func anAliasBombIsRefusedAtEachLinesFirstAlias(keyed: Bool) throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try project.write("locales/ja/demo.yml", Self.aliasBomb(keyed: keyed))
        try project.write("content/demo/more.yml", Self.aliasBomb(keyed: keyed))
        let refused = try project.lint().diagnostics(Rules.yamlUnsupported)
        // Each line's first alias, as each would be refused once the ones above it were mended.
        let lines = (2...9).map { "\($0):8" }
        #expect(refused.map { $0.range?.description } == lines.map { "content/demo/more.yml:\($0)" } + lines.map { "locales/ja/demo.yml:\($0)" })
        let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
        #expect(refused.map { $0.message } .map { message in names.first { message.contains("`*\($0)`") } } == (names + names).map(Optional.some))
    }

    @Test func anAliasIsNeverExpanded() throws {
        let project = try TestProject.demo(
            content: Fixtures.content,
            ko: Fixtures.locale("ko").replacingOccurrences(of: "title: ko title", with: "title: &t ko title")
                .replacingOccurrences(of: "next: ko next", with: "next: ⟪alias⟫*t"),
            ja: Fixtures.locale("ja"), en: Fixtures.locale("en"))
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(Rules.yamlUnsupported).map { $0.range?.start } == [project.marker("locales/ko/demo.yml", "alias")])
    }

    @Test func strTagsKeepTextAndOtherTagsAreRefused() throws {
        let project = try TestProject.demo(
            content: Fixtures.content,
            ko: Fixtures.locale("ko").replacingOccurrences(of: "title: ko title", with: "title: !!str null")
                .replacingOccurrences(of: "next: ko next", with: "next: ! yes")
                .replacingOccurrences(of: "later: ko later", with: "later: ⟪int⟫!!int abc"),
            ja: Fixtures.locale("ja"), en: Fixtures.locale("en"))
        defer { project.remove() }
        let result = try project.lint()
        let catalog = try #require(result.project.decks.first?.catalogs["ko"])
        #expect(catalog["demo.intro.title"]?.text == "null")
        #expect(catalog["demo.intro.next"]?.text == "yes")
        #expect(result.diagnostics(EmptyMessageCheck.rule).isEmpty)
        let refused = result.diagnostics(Rules.yamlUnsupported)
        #expect(refused.map { $0.range?.start } == [project.marker("locales/ko/demo.yml", "int")])
        #expect(refused.first?.message.contains("`!!int`") == true)
    }

    @Test func aByteOrderMarkStartingAValueIsKept() throws {
        let project = try TestProject.demo(
            content: Fixtures.content,
            ko: Fixtures.locale("ko").replacingOccurrences(of: "title: ko title", with: "title: \u{FEFF}ko title")
                .replacingOccurrences(of: "next: ko next", with: "next: \"\\uFEFFko next\""),
            ja: Fixtures.locale("ja"), en: Fixtures.locale("en"))
        defer { project.remove() }
        let catalog = try #require(try project.lint().project.decks.first?.catalogs["ko"])
        #expect(catalog["demo.intro.title"]?.text.unicodeScalars.first == "\u{FEFF}")
        #expect(catalog["demo.intro.next"]?.text.unicodeScalars.first == "\u{FEFF}")
    }

    @Test func aControlCharacterIsReportedWhereItStands() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        // Line 6 is `    default: ko 한` then the NUL: column 18 (한 is one character at 17).
        let ko = Fixtures.locale("ko").replacingOccurrences(of: "default: ko allow", with: "default: ko 한\u{0}allow")
        try project.write("locales/ko/demo.yml", ko)
        let syntax = try project.lint().diagnostics(Rules.yamlSyntax)
        #expect(syntax.map { $0.range?.description } == ["locales/ko/demo.yml:6:18"])
        #expect(syntax.first?.message.contains("U+0000") == true)
    }

    @Test func keysThatDifferInNormalizationAreTwoKeys() throws {
        // "한" precomposed (U+D55C) and decomposed (U+1112 U+1161 U+11AB): libyaml keeps both.
        let file = SourceFile(path: "t.yml", text: "\u{D55C}: a\n\u{1112}\u{1161}\u{11AB}: b\n")
        guard case .success(let composition) = YAMLComposer.compose(file), case .mapping(let mapping)? = composition.root else {
            Issue.record("not composed")
            return
        }
        #expect(mapping.entries.count == 2)
        let repeated = SourceFile(path: "t.yml", text: "a: 1\n'a': 2\n")
        #expect(YAMLComposer.compose(repeated) == .failure(.duplicateKey("a", first: .init(line: 1, column: 1), repeated: .init(line: 2, column: 1))))
    }

    @Test func nestingIsBounded() throws {
        let depth = YAMLComposer.maximumDepth + 1
        let deep = SourceFile(path: "t.yml", text: String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(YAMLComposer.compose(deep) == .failure(.tooDeep(at: .init(line: 1, column: depth))))
        let allowed = YAMLComposer.maximumDepth
        let fine = SourceFile(path: "t.yml", text: String(repeating: "[", count: allowed) + String(repeating: "]", count: allowed))
        guard case .success = YAMLComposer.compose(fine) else {
            Issue.record("\(allowed) levels refused")
            return
        }
    }

    @Test func aSecondDocumentIsRefused() {
        let file = SourceFile(path: "t.yml", text: "a: 1\n---\nb: 2\n")
        #expect(YAMLComposer.compose(file) == .failure(.secondDocument(at: .init(line: 2, column: 1))))
    }
}

@Suite struct NormalizationKeyTests {
    @Test func keysThatDifferOnlyInNormalizationAreNotDuplicates() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try project.write("locales/ja/demo.yml", Fixtures.locale("ja") + "\n\u{D55C}: a\n\u{1112}\u{1161}\u{11AB}: b\n")
        let result = try project.lint()
        #expect(result.diagnostics(Rules.duplicateKey).isEmpty)
        #expect(result.diagnostics(ObsoleteMessageCheck.rule).map { $0.range?.start.line } == [20, 21])
    }
}

@Suite struct MessageLimitTests {
    @Test func aMessageOverTheLimitIsReportedAndKept() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let long = String(repeating: "가", count: CatalogReader.maximumMessageBytes / 3 + 1)
        let fits = String(repeating: "a", count: CatalogReader.maximumMessageBytes)
        try project.write("locales/ko/demo.yml", Fixtures.locale("ko")
            .replacingOccurrences(of: "title: ko title", with: "title: \(long)")
            .replacingOccurrences(of: "next: ko next", with: "next: \(fits)"))
        let result = try project.lint()
        let limit = result.diagnostics(Rules.fileLimit)
        #expect(limit.map { $0.range?.description } == ["locales/ko/demo.yml:2:10"])
        #expect(limit.first?.message.contains("`demo.intro.title`") == true)
        #expect(result.project.decks.first?.catalogs["ko"]?["demo.intro.title"]?.text == long)
        #expect(result.diagnostics(MissingMessageCheck.rule).isEmpty)
    }
}
