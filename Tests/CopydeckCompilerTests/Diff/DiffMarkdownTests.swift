import Foundation
import Testing
@testable import CopydeckCompiler

/// The pull-request comment: within GitHub's 65,536 characters however large the change, every
/// deck in the summary, and copy that stays itself in a table cell.
@Suite struct DiffMarkdownTests {
    func diff(decks: Int, messagesPerDeck: Int, text: (Int) -> String = { "텍스트 \($0) " + String(repeating: "가나다", count: 20) }) -> ProjectDiff {
        var changes: [ProjectDiff.Entry] = []
        for deck in 0..<decks {
            for index in 0..<messagesPerDeck {
                changes.append(.init(deck: "deck\(deck)", kind: .message, change: .changed, id: "deck\(deck).screen.m\(index)", locale: "ko",
                                     before: .text(text(index)), after: .text(text(index) + "!"),
                                     range: SourceRange(file: "locales/ko/deck\(deck).yml", start: SourceLocation(line: index + 1, column: 5))))
            }
        }
        return ProjectDiff(base: "main", baseCommit: nil, changes: changes, newFindings: [], fixedFindings: [], files: [:], baseFiles: [:])
    }

    @Test func aLargeDiffIsSummarisedWithinTheCommentLimit() {
        let large = diff(decks: 6, messagesPerDeck: 400)
        let comment = DiffMarkdownReporter().render(large)
        #expect(comment.utf16.count <= DiffMarkdownReporter.gitHubCommentLimit)
        for deck in 0..<6 { #expect(comment.contains("| deck\(deck) | 400 changed |")) }
        #expect(comment.contains("section(s) left out to fit a pull-request comment"))
        // A small one is shown whole.
        let small = DiffMarkdownReporter().render(diff(decks: 2, messagesPerDeck: 3))
        #expect(!small.contains("left out"))
        #expect(small.components(separatedBy: "<details>").count == 3)
    }

    @Test func copyStaysItselfInACell() {
        let hostile = "a | b <script>alert(1)</script> *bold* `code`\nnext line & [link](x)"
        let comment = DiffMarkdownReporter().render(diff(decks: 1, messagesPerDeck: 1) { _ in hostile })
        #expect(!comment.contains("<script>"))
        #expect(comment.contains("a &#124; b &lt;script&gt;alert(1)&lt;/script&gt; \\*bold\\* \\`code\\`<br>next line &amp; \\[link\\](x)"))
        // Every table row has its four cells: no `|` of the copy splits one.
        let rows = comment.split(separator: "\n").filter { $0.hasPrefix("| changed |") }
        #expect(rows.count == 1)
        #expect(rows.allSatisfy { $0.filter { $0 == "|" }.count == 5 })
    }

    @Test func nothingChangedSaysSo() {
        let comment = DiffMarkdownReporter().render(diff(decks: 0, messagesPerDeck: 0))
        #expect(comment == "### Copydeck: changes against `main`\n\nNo copy, screen or flow changed, and no finding is new or fixed.\n")
    }
}
