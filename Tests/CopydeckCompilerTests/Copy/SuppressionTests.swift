import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct SuppressionTests {
    private let content = "screens:\n  s:\n    kind: dialog\n    fields:\n      title: title\n      body: body\n"

    @Test func trailingAndPrecedingCommentsSilenceTheirLine() throws {
        let project = try TestProject.demo(content: content,
            ko: "s:\n  title: 사진\n  body: 본문\n",
            ja: "s:\n  title: 사진   # copydeck: ignore message.untranslated\n  # copydeck: ignore message.untranslated\n  body: 본문\n",
            en: "s:\n  title: Photos\n  body: 본문\n")
        defer { project.remove() }
        let result = try project.lint()
        let untranslated = result.diagnostics(UntranslatedCheck.rule)
        #expect(untranslated.map(\.range?.file) == ["locales/en/demo.yml"])
        #expect(result.diagnostics(Suppressions.unusedRule).isEmpty)
    }

    /// A comment cannot go inside a block scalar: one on its key covers the block's lines, and
    /// stops where the block does (issue 14, where findings now point inside blocks).
    @Test func aSuppressionOnAKeyCoversItsBlock() throws {
        let content = "screens:\n  s:\n    kind: dialog\n    fields:\n      a: body\n      b: body\n      c: body\n      d: body\n"
        let ko = "s:\n  a: 사진을 고를 수 있어요\n  b: 지도에 모아 보여 드려요\n  # copydeck: ignore message.register\n  c: |-\n    위치를 켜면 더 정확해요.\n\n    위치 정보는 기기에서만 처리됩니다.\n  d: ⟪after⟫서버로 보내지 않습니다\n"
        let project = try TestProject.demo(content: content, ko: ko,
            ja: "s:\n  a: 写真を選んでください\n  b: 地図にまとめます\n  c: 位置情報を使います\n  d: 送信しません\n",
            en: "s:\n  a: Pick\n  b: Map\n  c: Location\n  d: Not sent\n")
        defer { project.remove() }
        let result = try project.lint()
        // c's sentence on the block's third line is silenced; d, after the block, is not.
        #expect(result.diagnostics(RegisterCheck.rule).map(\.range?.start) == [project.marker("locales/ko/demo.yml", "after")])
        #expect(result.diagnostics(Suppressions.unusedRule).isEmpty)
        let block = SourceFile(path: "locales/ko/demo.yml", text: "a: |-\n    x\n\n    y\nb: z")
        #expect(Suppressions.endOfValue(startingAt: 1, in: block) == 4)
        #expect(Suppressions.endOfValue(startingAt: 5, in: block) == 5)
        #expect(Suppressions.endOfValue(startingAt: 6, in: block) == 6)
    }

    @Test func aSuppressionThatSilencesNothingIsReported() throws {
        let project = try TestProject.demo(content: content,
            ko: "s:\n  title: 사진\n  body: 본문\n",
            ja: "s:\n  title: 写真  # copydeck: ignore ⟪stale⟫message.untranslated, ⟪typo⟫message.lenght\n  body: 本文\n",
            en: "s:\n  title: Photos\n  body: Body\n")
        defer { project.remove() }
        let unused = try project.lint().diagnostics(Suppressions.unusedRule)
        #expect(unused.map(\.range?.start) == [project.marker("locales/ja/demo.yml", "stale"), project.marker("locales/ja/demo.yml", "typo")])
        #expect(unused.last?.message == "`message.lenght` is not a rule; did you mean `message.length`?")
    }

    /// A file that could not be read whole hides the findings its suppressions (and its deck's
    /// other files' suppressions) were written for: they are not called unused, one by one.
    @Test(arguments: [
        ("bad UTF-8", Data("s:\n  title: 写真  # copydeck: ignore message.length\n  body: \u{FF}".utf8) + Data([0xFF, 0x0A])),
        ("a YAML error", Data("s:\n  title: 写真  # copydeck: ignore message.length\n  body: [本文\n".utf8)),
    ])
    func aFileNotReadWholeCallsNoSuppressionUnused(_ what: String, ja: Data) throws {
        let project = try TestProject.demo(content: content,
            ko: "s:\n  title: 사진\n  body: 본문\n",
            ja: "s:\n  title: 写真\n  body: 本文\n",
            // The en title is the ko one: untranslated, silenced, though ko's deck is not read whole.
            en: "s:\n  title: 사진   # copydeck: ignore message.untranslated, ⟪typo⟫message.lenght\n  body: Body\n")
        defer { project.remove() }
        try ja.write(to: project.root.appendingPathComponent("locales/ja/demo.yml"))
        let result = try project.lint()
        #expect(result.diagnostics(Rules.fileEncoding).count + result.diagnostics(Rules.yamlSyntax).count >= 1, "\(what)")
        // The misspelt rule name is still named; nothing else is called unused.
        #expect(result.diagnostics(Suppressions.unusedRule).map(\.range?.start) == [project.marker("locales/en/demo.yml", "typo")])

        // Mended, the file's own stale suppression is called unused again.
        try project.write("locales/ja/demo.yml", "s:\n  title: 写真  # copydeck: ignore message.length\n  body: 本文\n")
        let mended = try project.lint().diagnostics(Suppressions.unusedRule)
        #expect(mended.map(\.range?.file) == ["locales/en/demo.yml", "locales/ja/demo.yml"])
    }

    /// With the source locale's file unread, no translation can be found untranslated: the
    /// suppression written for that finding in another file of the deck waits too.
    @Test func aSourceFileNotReadWholeKeepsItsDecksSuppressionsWaiting() throws {
        let project = try TestProject.twoDecks()
        defer { project.remove() }
        let suppressed = "intro:\n  title: ko title   # copydeck: ignore message.untranslated\n"
        try project.write("locales/en/demo.yml", Fixtures.locale("en").replacingOccurrences(of: "intro:\n  title: en title\n", with: suppressed))
        try project.write("locales/en/other.yml", Fixtures.locale("en").replacingOccurrences(of: "intro:\n  title: en title\n", with: suppressed))
        #expect(try project.lint().diagnostics(Suppressions.unusedRule).isEmpty)
        // ko of `demo` breaks; ko of `other` changes its title, so `other`'s suppression is stale.
        try project.write("locales/ko/demo.yml", "intro: [\n")
        try project.write("locales/ko/other.yml", Fixtures.locale("ko").replacingOccurrences(of: "ko title", with: "새 제목"))
        let unused = try project.lint().diagnostics(Suppressions.unusedRule)
        #expect(unused.map(\.range?.file) == ["locales/en/other.yml"])
    }

    @Test func baselineHidesRecordedFindingsOnlyAndSurvivesLineMoves() throws {
        let project = try TestProject.demo(content: content,
            ko: "s:\n  title: 사진\n  body: 본문\n", ja: "s:\n  title: 사진\n  body: 本文\n", en: "s:\n  title: Photos\n  body: Body\n")
        defer { project.remove() }
        let before = try project.lint()
        #expect(before.diagnostics(UntranslatedCheck.rule).count == 1)
        let baseline = try Baseline.decode(Baseline(diagnostics: before.diagnostics, files: before.project.files).encoded())
        // The recorded finding moves down a line; a new one appears in en.
        try project.write("locales/ja/demo.yml", "s:\n  body: 本文\n  title: 사진\n")
        try project.write("locales/en/demo.yml", "s:\n  title: 사진\n  body: Body\n")
        let after = try project.lint()
        let remaining = baseline.filter(after.diagnostics, files: after.project.files)
        #expect(remaining.map(\.range?.file) == ["locales/en/demo.yml"])
        #expect(remaining.first?.rule == UntranslatedCheck.rule.id)
    }

    /// A baseline written by a Copydeck whose messages said less still accounts for its findings,
    /// by rule, file and line; a finding of another rule on that line is not accounted for.
    @Test func aBaselineOutlivesMessagesThatSayMore() throws {
        let finding = Diagnostic(rule: UntranslatedCheck.rule.id, severity: .error,
                                 range: SourceRange(file: "locales/ja/demo.yml", start: .init(line: 2, column: 10), end: .init(line: 2, column: 12)),
                                 message: "message `demo.s.title` in ja is the same as in ko: “사진”; translate it")
        let other = Diagnostic(rule: WhitespaceCheck.rule.id, severity: .error, range: finding.range,
                               message: "message `demo.s.title` in ja ends with whitespace; delete it")
        let files = ["locales/ja/demo.yml": SourceFile(path: "locales/ja/demo.yml", text: "s:\n  title: 사진\n")]
        var baseline = Baseline(diagnostics: [finding], files: files)
        baseline.findings[0].message = "message `demo.s.title` in ja is the same as in ko: “사진”"
        #expect(baseline.filter([finding, other], files: files) == [other])
        // Its very words first: two findings on a line, one recorded, the other kept.
        let second = Diagnostic(rule: UntranslatedCheck.rule.id, severity: .error, range: finding.range, message: "another text; translate it")
        #expect(Baseline(diagnostics: [second], files: files).filter([finding, second], files: files) == [finding])
    }

    @Test func theMarkerIsFoundAnywhereInAFileAndOnlyWhole() {
        let marker = Suppressions.marker
        for text in ["\(marker)x", "a: b  # \(marker)message.length", "첫 줄\n# \(marker)", "cccc\(marker)"] {
            #expect(Suppressions.mentionsMarker(text), "\(text)")
        }
        for text in ["", "copydeck: ignor", "a: b # copydeck ignore x", String(marker.dropLast())] {
            #expect(!Suppressions.mentionsMarker(text), "\(text)")
        }
    }
}

/// The lines that hold the marker, found by one search of the whole text, are the lines a search
/// of each line finds: for texts with `\n`, `\r\n` and lone `\r` breaks, markers at a line's start
/// and end, twice on a line, cut by a break, and near-misses.
@Suite struct SuppressionMarkedLinesTests {
    static let pieces = ["# copydeck: ignore a.b", "copydeck: ignore ", "copydeck: ignor", "x", "키: 값", "  ", "%% copydeck: ignore c",
                         "copydeck:\nignore ", "copydeck: ig\r\nnore "]
    static let breaks = ["\n", "\r\n", "\r", ""]

    @Test func oneSearchOfTheTextFindsTheLinesASearchOfEachLineFinds() {
        var generator = SeededGenerator(seed: 14)
        var found = 0
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                text += Self.pieces.randomElement(using: &generator)! + Self.breaks.randomElement(using: &generator)!
            }
            let file = SourceFile(path: "locales/ko/demo.yml", text: text)
            let expected = file.lines.indices.filter { ByteSearch.contains(Array(Suppressions.marker.utf8), in: file.lines[$0]) }.map { $0 + 1 }
            #expect(Suppressions.markedLines(file) == expected, "\(text.debugDescription)")
            found += expected.count
        }
        #expect(found > 100)
    }
}
