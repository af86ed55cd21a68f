import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct ReporterTests {
    let file = SourceFile(path: "locales/ko/demo.yml", text: "intro:\n  title: 사진 {x\n")
    var diagnostic: Diagnostic {
        Diagnostic(rule: RuleID("message.syntax"), severity: .error,
                   range: SourceRange(file: "locales/ko/demo.yml", start: SourceLocation(line: 2, column: 13)),
                   message: "not closed", notes: [.init("declared here", at: SourceRange(file: "content/demo/screens.yml", start: SourceLocation(line: 4, column: 7)))])
    }

    @Test func textIsXcodeStyleWithSourceLineAndCaretUnderTheWideCharacters() {
        let text = TextReporter(files: [file.path: file]).render([diagnostic])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "locales/ko/demo.yml:2:13: error: not closed [message.syntax]")
        #expect(lines[1] == "    title: 사진 {x")
        // 사진 are two columns each on a terminal: the caret sits under `{`.
        #expect(lines[2] == "  " + String(repeating: " ", count: 14) + "^")
        #expect(lines[3] == "content/demo/screens.yml:4:7: note: declared here")
        #expect(lines.last(where: { !$0.isEmpty }) == "1 error, 0 warnings")
        #expect(!text.contains("\u{1B}["))
    }

    /// A key read from a table may hold a line break, a CR or a terminal's escape: the text
    /// format stays one line per finding, with them written as escapes.
    @Test func aMessageWithLineBreaksStaysOnOneLine() {
        var finding = diagnostic
        finding.notes = []
        finding.message = "no deck declares `welcome\ntitle\r\u{1B}[31m\u{2028}`; tab\tkept, \\n kept"
        let text = TextReporter(files: [:]).render([finding])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == #"locales/ko/demo.yml:2:13: error: no deck declares `welcome\ntitle\r\u{1B}[31m\u{2028}`; tab"# + "\t" + #"kept, \n kept [message.syntax]"#)
        #expect(lines[1] == "1 error, 0 warnings")
        #expect(!text.contains("\r"))
    }

    @Test func colourOnlyWhenAskedFor() {
        #expect(TextReporter(files: [:], color: true).render([diagnostic]).contains("\u{1B}[1;31merror:"))
    }

    @Test func jsonHasTheDesignedFields() throws {
        let data = try JSONReporter().render([diagnostic])
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(items.first?["rule"] as? String == "message.syntax")
        #expect(items.first?["severity"] as? String == "error")
        #expect(items.first?["file"] as? String == "locales/ko/demo.yml")
        #expect(items.first?["line"] as? Int == 2)
        #expect(items.first?["column"] as? Int == 13)
        #expect(items.first?["message"] as? String == "not closed")
        #expect((object["summary"] as? [String: Int])?["errors"] == 1)
    }

    @Test func githubAnnotationsEscapeData() {
        var annotated = diagnostic
        annotated.message = "50% done\nnext: line"
        annotated.range?.file = "content/a,b.yml"
        #expect(GitHubReporter().render([annotated])
            == "::error file=content/a%2Cb.yml,line=2,col=13,title=message.syntax::50%25 done%0Anext: line\n")
    }

    @Test func sarifCarriesRuleMetadataAndPhysicalLocations() throws {
        let data = try SARIFReporter().render([diagnostic])
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == Rules.all.count)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "message.syntax")
        #expect(rules[result["ruleIndex"] as! Int]["id"] as? String == "message.syntax")
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "locales/ko/demo.yml")
        #expect((physical["region"] as? [String: Int])?["startLine"] == 2)
    }
}
