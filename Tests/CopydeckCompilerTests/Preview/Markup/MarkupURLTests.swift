import Foundation
import PropertyBased
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

    /// The scheme a browser reads (WHATWG URL): C0 controls and spaces trimmed at both ends, tab
    /// and newlines removed anywhere, then an ASCII letter and letters, digits, `+ - .` up to `:`.
    private func browserScheme(_ url: String) -> String? {
        var bytes = Array(url.utf8)
        while let first = bytes.first, first <= 0x20 { bytes.removeFirst() }
        while let last = bytes.last, last <= 0x20 { bytes.removeLast() }
        bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.first, (0x61...0x7A).contains(first | 0x20) else { return nil }
        var scheme: [UInt8] = []
        for byte in bytes {
            if byte == UInt8(ascii: ":") { return String(decoding: scheme, as: UTF8.self).lowercased() }
            let lower = byte | 0x20
            guard (0x61...0x7A).contains(lower) || (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E else { return nil }
            scheme.append(byte)
        }
        return nil
    }

    /// Whatever URL is accepted, the scheme a browser would read from it is http, https, mailto
    /// or none (a relative URL).
    @Test func acceptedURLsNeverCarryAnotherSchemeForABrowser() async {
        let pieces = ["java", "script", "JaVa", "ScRiPt", ":", "\t", "\n", " ", "\u{1}", "\u{0}", "data", "vbscript", "http",
                      "https", "mailto", "/", "#", "?", "&", "%3A", "&#58;", "\\", "\u{A0}", "x", ".", "+", "-", "1"]
        let url = Gen<String?>.element(of: pieces).compactMap { $0 }.array(of: 0...8).map { $0.joined() }
        await propertyCheck(count: 2000, input: url) { url in
            guard let checked = MarkupURL.checked(url) else { return }
            let scheme = browserScheme(checked.value)
            #expect(scheme == nil || ["http", "https", "mailto"].contains(scheme ?? ""), "\(url.debugDescription)")
        }
    }
}
