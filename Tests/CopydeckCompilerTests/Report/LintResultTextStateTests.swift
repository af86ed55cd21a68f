@testable import CopydeckCompiler
import Testing

/// Where one locale's text of a message stands, as the language server's hover and the MCP
/// server's `fields` say it: the source, missing, a review record's state, stale by
/// `message.stale`'s finding, translated.
struct LintResultTextStateTests {
    @Test func eachLocalesTextSaysWhereItStands() throws {
        let project = try TestProject([
            "copydeck.yml": "version: 1\nsourceLocale: ko\nlocales: [ko, ja, en, fr]\ndecks:\n  demo: {}\n",
            "content/demo/screens.yml": "screens:\n  retry:\n    kind: dialog\n    fields:\n      title: title\n      body: body\n",
            "locales/ko/demo.yml": "retry:\n  title: 다시 시도\n  body: 잠시 후 다시 시도해 주세요\n",
            // ja: the title made from an older source (stale), the body current.
            "locales/ja/demo.yml": "retry:\n  title: もう一度\n  body: しばらくしてからもう一度お試しください\n",
            "locales/ja/demo.review.yml": "retry.title: { source: \"재시도\" }\nretry.body: { source: \"잠시 후 다시 시도해 주세요\" }\n",
            // en: the title a draft the record marks new; fr has no body.
            "locales/en/demo.yml": "retry:\n  title: Try again\n  body: Please try again in a moment\n",
            "locales/en/demo.review.yml": "retry.title: { state: new, source: \"다시 시도\" }\nretry.body: { source: \"잠시 후 다시 시도해 주세요\" }\n",
            "locales/fr/demo.yml": "retry:\n  title: Réessayer\n",
        ])
        defer { project.remove() }
        let lint = try project.lint()
        let deck = try #require(lint.project.decks.first)
        #expect(lint.textState(of: "demo.retry.title", locale: "ko", in: deck) == "source")
        #expect(lint.textState(of: "demo.retry.title", locale: "ja", in: deck) == "stale")
        #expect(lint.textState(of: "demo.retry.body", locale: "ja", in: deck) == "translated")
        #expect(lint.textState(of: "demo.retry.title", locale: "en", in: deck) == "new")
        #expect(lint.textState(of: "demo.retry.body", locale: "fr", in: deck) == "missing")
    }
}
