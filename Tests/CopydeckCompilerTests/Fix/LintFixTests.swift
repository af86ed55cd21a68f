import Foundation
import Testing
@testable import CopydeckCompiler

/// `copydeck lint --fix`: the certain fixes made in place, the rest of each file kept byte for
/// byte, nothing written under `--check`, and no fix that changes what a text says.
@Suite struct LintFixTests {
    static let content = """
        screens:
          invite:
            kind: page
            fields:
              title: { surface: title, placeholders: { name: string } }
              body: body
              next: button
        """

    static let ko = """
        # 초대 화면 — 해요체
        invite:
          title: "{name}을 초대했어요"   # 이름 뒤 조사
          body: |-
            친구가 들어오면
            알려 드릴게요
          next: 다음
        """

    static let ja = """
        # 招待
        invite:
          title: '{name}さんを招待しました!'
          body: >-
            友だちが参加したら
            お知らせします！
          next: " 次へ"
        """

    static let en = """
        invite:
          title: "You invited {nmae}"
          body: We'll let you know  when they join.
          next: Next
        """

    private func project() throws -> TestProject {
        try TestProject.demo(content: Self.content, ko: Self.ko, ja: Self.ja, en: Self.en)
    }

    private func read(_ project: TestProject, _ path: String) throws -> String {
        try String(contentsOf: project.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func fixesAreMadeInPlaceAndEverythingElseIsKept() throws {
        let project = try project()
        defer { project.remove() }
        let result = try project.driver.fix(check: false)
        #expect(result.written)
        #expect(result.files == ["locales/en/demo.yml", "locales/ja/demo.yml", "locales/ko/demo.yml"])
        // Comments, quoting, block scalars and the other texts as they were.
        #expect(try read(project, "locales/ko/demo.yml") == Self.ko.replacingOccurrences(of: "{name}을", with: "{name, particle, 을/를}"))
        #expect(try read(project, "locales/ja/demo.yml") == Self.ja
            .replacingOccurrences(of: "招待しました!", with: "招待しました！")
            .replacingOccurrences(of: "\" 次へ\"", with: "\"次へ\""))
        #expect(try read(project, "locales/en/demo.yml") == Self.en
            .replacingOccurrences(of: "{nmae}", with: "{name}")
            .replacingOccurrences(of: "know  when", with: "know when"))
        #expect(Set(result.fixed.map(\.rule.rawValue)) == ["message.korean-particle", "message.punctuation-width", "message.whitespace", "message.placeholder"])
        #expect(result.fixed.count == 5)
        // What is left is what a person must do; lint agrees with the fix's last look.
        let again = try project.lint()
        #expect(again.diagnostics.filter { $0.fix != nil }.isEmpty)
        #expect(again.diagnostics.map(\.message) == result.lint.diagnostics.map(\.message))
        // Each change is reported with the text before and after.
        let ko = try #require(result.texts.first { $0.file == "locales/ko/demo.yml" })
        #expect(ko.before == "{name}을 초대했어요" && ko.after == "{name, particle, 을/를} 초대했어요")
    }

    /// `--format json` carries each certain fix as the message's new text, for editors to apply.
    @Test func jsonCarriesTheFixedText() throws {
        let project = try project()
        defer { project.remove() }
        let findings = try project.lint().diagnostics.filter { $0.rule.rawValue == "message.punctuation-width" }
        let json = try #require(try JSONSerialization.jsonObject(with: JSONReporter().render(findings)) as? [String: Any])
        let item = try #require((json["diagnostics"] as? [[String: Any]])?.first)
        let fix = try #require(item["fix"] as? [String: String])
        #expect(fix == ["file": "locales/ja/demo.yml", "key": "demo.invite.title", "locale": "ja", "text": "{name}さんを招待しました！"])
    }

    @Test func checkWritesNothing() throws {
        let project = try project()
        defer { project.remove() }
        let before = FolderSnapshot(project.root)
        let result = try project.driver.fix(check: true)
        #expect(!result.written)
        #expect(result.fixed.count == 5 && result.files.count == 3)
        #expect(FolderSnapshot(project.root) == before)
    }

    @Test func aSilencedOrBaselinedFindingIsLeftAlone() throws {
        let project = try TestProject.demo(
            content: Self.content, ko: Self.ko,
            ja: Self.ja.replacingOccurrences(of: "  next: \" 次へ\"", with: "  # copydeck: ignore message.whitespace\n  next: \" 次へ\""),
            en: Self.en)
        defer { project.remove() }
        let lint = try project.lint()
        let baseline = Baseline(diagnostics: lint.diagnostics.filter { $0.rule.rawValue == "message.placeholder" }, files: lint.project.files)
        let result = try project.driver.fix(check: false, baseline: baseline)
        #expect(!result.fixed.contains { $0.rule.rawValue == "message.placeholder" })
        #expect(try read(project, "locales/en/demo.yml").contains("{nmae}"))
        #expect(try read(project, "locales/ja/demo.yml").contains("next: \" 次へ\""))
        #expect(try read(project, "locales/ja/demo.yml").contains("招待しました！"))
    }

    /// Fixes whose edits meet are made over rounds: the ends first, then the doubled spaces.
    @Test func fixesThatMeetAreMadeInRounds() throws {
        let project = try TestProject.demo(content: Self.content, ko: Self.ko, ja: Self.ja,
                                           en: Self.en.replacingOccurrences(of: "  next: Next", with: "  next: \"   Next  to   it  \""))
        defer { project.remove() }
        let result = try project.driver.fix(check: false)
        #expect(try read(project, "locales/en/demo.yml").contains("  next: \"Next to it\"\n") || read(project, "locales/en/demo.yml").hasSuffix("  next: \"Next to it\""))
        #expect(!result.lint.diagnostics.contains { $0.rule.rawValue == "message.whitespace" })
    }

    /// A placeholder name close to two missing names, or a number before a particle, is for a
    /// person: the finding stays, without a fix.
    @Test func whatIsNotCertainIsNotFixed() throws {
        let content = """
            screens:
              invite:
                kind: page
                fields:
                  title: { surface: title, placeholders: { count: integer } }
                  body: { surface: body, placeholders: { name1: string, name2: string } }
            """
        let project = try TestProject.demo(
            content: content,
            ko: "invite:\n  title: \"{count, number}이 남았어요\"\n  body: \"{name1}, {name2}\"\n",
            ja: "invite:\n  title: \"残り{count, number}\"\n  body: \"{name1}、{name2}\"\n",
            en: "invite:\n  title: \"{count, number} left\"\n  body: \"{name}, {name}\"\n")
        defer { project.remove() }
        let lint = try project.lint()
        #expect(lint.diagnostics.contains { $0.rule.rawValue == "message.korean-particle" && $0.fix == nil })
        #expect(lint.diagnostics.contains { $0.rule.rawValue == "message.placeholder" && $0.fix == nil })
        #expect(try project.driver.fix(check: true).fixed.isEmpty)
    }

    /// Random Japanese and Korean texts with stray spaces and marks of both widths: after the fix,
    /// no finding of the two rules is left, and the text says what it said (the same once spaces
    /// are collapsed and marks read in one width).
    @Test func whitespaceAndWidthFixesKeepTheWords() throws {
        var generator = SeededGenerator(seed: 45)
        let pieces = ["写真", "を", "選んで", "ください", "!", "！", "?", "？", ":", "：", "(", "）", " ", "  ", "旅", "10:30", "https://example.com"]
        for round in 0..<12 {
            var texts: [String] = []
            for _ in 0..<6 {
                var text = ""
                for _ in 0..<Int.random(in: 2...9, using: &generator) { text += pieces.randomElement(using: &generator)! }
                texts.append(text)
            }
            let lines = texts.enumerated().map { "  t\($0.offset): \"\($0.element)\"" }.joined(separator: "\n")
            let fields = texts.indices.map { "      t\($0): body" }.joined(separator: "\n")
            let content = "screens:\n  s:\n    kind: page\n    fields:\n\(fields)\n"
            let ja = "s:\n\(lines)\n"
            let project = try TestProject.demo(content: content, ko: ja.replacingOccurrences(of: "写真", with: "사진"), ja: ja, en: ja)
            defer { project.remove() }
            let before = try project.lint()
            let result = try project.driver.fix(check: false)
            let after = try project.lint()
            #expect(!after.diagnostics.contains { ["message.whitespace", "message.punctuation-width"].contains($0.rule.rawValue) },
                    "round \(round): \(after.diagnostics.map(\.message))")
            for text in result.texts {
                #expect(Self.words(text.before) == Self.words(text.after), "round \(round): \(text.before) → \(text.after)")
            }
            // No finding of another rule appears.
            let others = { (lint: LintResult) in Set(lint.diagnostics.map(\.rule.rawValue)).subtracting(["message.whitespace", "message.punctuation-width"]) }
            #expect(others(after).isSubset(of: others(before)))
        }
    }

    /// A text with its spaces collapsed and trimmed and its marks half-width.
    static func words(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let half = PunctuationWidthCheck.halfWidth[scalar] ?? scalar
            if half == " ", result.isEmpty || result.hasSuffix(" ") { continue }
            result.unicodeScalars.append(half)
        }
        return result.hasSuffix(" ") ? String(result.dropLast()) : result
    }
}
