import Testing
@testable import CopydeckServe

/// The request line the preview server reads, and where a head ends.
@Suite struct HTTPRequestHeadTests {
    private func parse(_ text: String) throws(HTTPRequestHead.Problem) -> HTTPRequestHead {
        try HTTPRequestHead.parse(Array(text.utf8))
    }

    @Test func aBrowsersRequestLineGivesItsMethodAndTarget() throws {
        let head = try parse("GET /wander/photo_permission.html?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\n\r\n")
        #expect(head == HTTPRequestHead(method: "GET", target: "/wander/photo_permission.html?x=1"))
        #expect(try parse("HEAD / HTTP/1.0\r\n\r\n") == HTTPRequestHead(method: "HEAD", target: "/"))
        #expect(try parse("POST /x HTTP/1.1\n\n").method == "POST")
    }

    @Test func anAbsoluteFormTargetIsItsPath() throws {
        #expect(try parse("GET http://127.0.0.1:8080/a/b.html HTTP/1.1\r\n\r\n").target == "/a/b.html")
        #expect(try parse("GET HTTP://localhost HTTP/1.1\r\n\r\n").target == "/")
    }

    @Test(arguments: [
        "", "GET\r\n\r\n", "GET / \r\n\r\n", "GET  / HTTP/1.1\r\n\r\n", "GET / HTTP/2\r\n\r\n",
        "get / HTTP/1.1\r\n\r\n", "GET * HTTP/1.1\r\n\r\n", "GET example.com:443 HTTP/1.1\r\n\r\n",
        "GET /a b HTTP/1.1\r\n\r\n", "GET /a\tb HTTP/1.1\r\n\r\n", "GET / HTTP/1.1 extra\r\n\r\n",
    ])
    func malformedRequestLinesAreRefused(text: String) {
        #expect(throws: HTTPRequestHead.Problem.malformed) { try parse(text) }
    }

    @Test func aTargetThatIsNotUTF8IsRefused() {
        let bytes: [UInt8] = Array("GET /".utf8) + [0xFF] + Array(" HTTP/1.1\r\n\r\n".utf8)
        #expect(throws: HTTPRequestHead.Problem.malformed) { try HTTPRequestHead.parse(bytes) }
    }

    @Test func theHeadEndsAfterItsBlankLine() {
        func end(_ text: String) -> Int? { HTTPRequestHead.end(in: Array(text.utf8)) }
        #expect(end("GET / HTTP/1.1\r\nHost: x\r\n\r\n") == 27)
        #expect(end("GET / HTTP/1.1\r\nHost: x\r\n\r\nbody") == 27)
        #expect(end("GET / HTTP/1.1\nHost: x\n\n") == 24)
        #expect(end("GET / HTTP/1.1\r\nHost: x\r\n") == nil)
        #expect(end("GET / HTTP/1.1\r\nHost: x\r\n\r") == nil)
        #expect(end("") == nil)
        #expect(end("\n") == nil)
    }

    @Test func responseHeadsCloseTheConnectionAndSayTheirLength() {
        let head = HTTPResponseHead(status: 405, contentType: "text/plain; charset=utf-8", contentLength: 0, extra: [("Allow", "GET, HEAD")])
        #expect(String(decoding: head.bytes, as: UTF8.self) == """
            HTTP/1.1 405 Method Not Allowed\r
            Content-Type: text/plain; charset=utf-8\r
            Content-Length: 0\r
            Allow: GET, HEAD\r
            Cache-Control: no-store\r
            Connection: close\r
            \r

            """)
        #expect(String(decoding: HTTPResponseHead.eventStream.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream"))
    }
}
