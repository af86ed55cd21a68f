/// The generated part of a corpus deck: pages, their flows, shields and their text.
enum GeneratedPages {
    static var pages: Int { Corpus.flowsPerDeck * Corpus.pagesPerFlow }

    static func id(_ page: Int) -> String { "p" + String(page + 1000).dropFirst() }

    static func content(deck: Int) -> String {
        var text = "# Generated pages of corpus deck \(deck).\nscreens:\n"
        text.reserveCapacity(pages * 900)
        for page in 0..<pages {
            text += """
                  \(id(page)):
                    kind: page
                    fields:
                      title: { surface: title, maxLength: 40 }
                      subtitle: { surface: subtitle, maxLength: 60 }
                      greeting: { surface: body, placeholders: { name: string } }
                      photos: { surface: body, placeholders: { n: integer } }
                      invite: { surface: body, placeholders: { name: string } }
                      remaining: { surface: caption, placeholders: { remaining: duration } }

                """
            if page % 10 == 0 { text += "      mode: { surface: caption, placeholders: { mode: string } }\n" }
            for item in 1...Corpus.itemsPerPage {
                text += "      item\(item): { surface: label, maxLength: 24 }\n      item\(item)_caption: caption\n"
            }
            text += """
                      cta: { surface: button, maxLength: 24, variants: [default, granted, denied], accessibility: text }
                      cancel: { surface: button, maxLength: 24, accessibility: text, stays: true }
                      error: error

                """
        }
        return text
    }

    static func shields(deck: Int) -> String {
        var text = "# Generated shields of corpus deck \(deck).\nshields:\n"
        for shield in 0..<3 {
            text += """
                  shield\(shield):
                    fields:
                      title: { surface: title, maxLength: 24 }
                      subtitle:
                        surface: subtitle
                        placeholders: { schedule: string, remaining: duration, done: integer, total: integer }
                      primary: { surface: button, maxLength: 16, accessibility: text }
                      secondary: { surface: button, accessibility: text }

                """
        }
        return text
    }

    /// Eight flows of twelve pages: each page is ten nodes (the page, three steps, a decision
    /// with two labelled branches and their outcomes, and the way on), 121 nodes with the end.
    static func flows(deck: Int) -> String {
        var text = "# Generated flows of corpus deck \(deck)\n"
        for flow in 0..<Corpus.flowsPerDeck {
            let first = flow * Corpus.pagesPerFlow
            var screens: [String] = [], outcomes: [String] = [], lines: [String] = []
            for block in 0..<Corpus.pagesPerFlow {
                let page = first + block
                let n = { (offset: Int) in "n\(block * 10 + offset)" }
                let next = block + 1 < Corpus.pagesPerFlow ? "n\((block + 1) * 10)" : "done"
                screens.append("\(n(0))=\(id(page))")
                outcomes.append("    %% @outcome \(n(0)) \(n(1))=cta")
                outcomes.append("    %% @outcome \(n(4)) \(n(5))=continue \(n(6))=later")
                lines += [
                    "    \(n(0))[화면 \(page + 1)] --> \(n(1))[사진 고르기]",
                    "    \(n(1)) --> \(n(2))[지도 보기]",
                    "    \(n(2)) --> \(n(3))[스토리 미리보기]",
                    "    \(n(3)) --> \(n(4)){계속할까요?}",
                    "    \(n(4)) -->|계속| \(n(5))[다음 단계 안내]",
                    "    \(n(4)) -->|나중에| \(n(6))[나중에 알림]",
                    "    \(n(5)) --> \(n(7))[저장]",
                    "    \(n(6)) --> \(n(7))",
                    "    \(n(7)) --> \(n(8))[동기화]",
                    "    \(n(8)) --> \(n(9))[완료 표시]",
                    "    \(n(9)) --> \(next)",
                ]
            }
            lines.append("    done([끝])")
            text += """

                ## Flow \(flow + 1)

                ```mermaid
                flowchart TD
                    %% @flow pages_\(flow + 1)
                    %% @start n0
                    %% @end done
                    %% @screen \(screens.joined(separator: " "))

                """
            text += outcomes.joined(separator: "\n") + "\n" + lines.joined(separator: "\n") + "\n```\n"
        }
        return text
    }

    static func locale(_ locale: String, deck: Int) -> String {
        var text = "# Generated pages of corpus deck \(deck).\n"
        text.reserveCapacity(pages * 1_500)
        for page in 0..<pages {
            text += Words.page(locale, page: page + 1, id: id(page), withMode: page % 10 == 0)
        }
        for shield in 0..<3 { text += Words.shield(locale, number: shield) }
        return text
    }
}
