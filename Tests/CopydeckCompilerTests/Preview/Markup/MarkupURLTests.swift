import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct MarkupURLTests {
    @Test(arguments: [
        "javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "java\nscript:x", "JAVASCRIPT:x",
        "\u{1}javascript:x", "data:text/html,<script>", "vbscript:msgbox", "DaTa:x", "file:///etc/passwd",
        "\\\\evil.example/x", "/\\evil.example", "\u{A0}javascript:x", ":x", "javascript\u{0}:x", "javascript&colon;x:",
    ])
    func dangerousURLsBecomeAHash(_ url: String) throws {
        #expect(MarkupURL.checked(url) == nil, "\(url.debugDescription)")
        #expect(MarkupURL(url).value == "#")
        #expect(MarkupURL(url).wasRefused)
        let html = try MarkupRenderer().renderString(.element("a", attributes: [.href(MarkupURL(url))]))
        #expect(html == "<a href=\"#\"></a>")
    }

    @Test(arguments: [
        "https://example.com/a?b=c&d=e#f", "HTTP://example.com", "mailto:a@example.com", "#fragment",
        "page.html", "../deck/screen.html#en", "/absolute/path", "?q=1", "a/b:c", "", "//cdn.example/x",
    ])
    func safeURLsAreKept(_ url: String) {
        #expect(MarkupURL.checked(url)?.value == url)
    }

    /// A character reference in a URL stays text: its `&` is escaped, so the browser reads
    /// `jav&` and a fragment, never a decoded tab.
    @Test func characterReferencesInURLsStayText() throws {
        let html = try MarkupRenderer().renderString(.element("a", attributes: [.href(MarkupURL("jav&#x09;ascript:x"))]))
        #expect(html == "<a href=\"jav&amp;#x09;ascript:x\"></a>")
    }

    @Test func ampersandsInURLsAreEscapedInTheAttribute() throws {
        let html = try MarkupRenderer().renderString(.element("a", attributes: [.href(MarkupURL("x.html?a=1&b=\"2\""))]))
        #expect(html == "<a href=\"x.html?a=1&amp;b=&quot;2&quot;\"></a>")
    }

    @Test func fragmentsAndRelativePathsAreEncoded() {
        #expect(MarkupURL.fragment("photo permission/<x>").value == "#photo%20permission%2F%3Cx%3E")
        #expect(MarkupURL.relative(["wander", "photo_permission.html"], fragment: "en").value == "./wander/photo_permission.html#en")
        #expect(MarkupURL.relative(["javascript:alert(1)"]).value == "./javascript%3Aalert%281%29")
        #expect(MarkupURL.checked(MarkupURL.relative(["javascript:alert(1)"]).value) != nil)
    }
}
