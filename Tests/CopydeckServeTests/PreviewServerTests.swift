import Foundation
import Testing
@testable import CopydeckServe
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The preview server over a real socket: URLSession (a real HTTP client) for what a browser
/// asks, raw bytes for what a broken client sends.
/// The time allowed is generous: the suite runs beside others that build projects on every core,
/// and a machine that busy runs the server's timers late (they wait for a free dispatch thread).
@Suite(.timeLimit(.minutes(5))) struct PreviewServerTests {
    static let page = Data("<!DOCTYPE html>\n<html><body><p>hi</p></body></html>\n".utf8)
    static let responder = PreviewResponder(site: ["index.html": page, "assets/preview.css": Data("body{}".utf8)])

    /// A server answering from `responder` while `body` runs, stopped after; the server and
    /// `body` on a thread of their own (`ThreadExecutor`).
    private func serving(headTimeout: Duration = .seconds(30), _ body: (PreviewServer, URL) async throws -> Void) async throws {
        try await withTaskExecutorPreference(ThreadExecutor.shared) {
            let server = try PreviewServer(port: 0, headTimeout: headTimeout)
            server.serve(Self.responder)
            let running = Task(executorPreference: ThreadExecutor.shared) { try await server.run() }
            let port = try await server.port()
            #expect(port != 0)
            try await body(server, try #require(URL(string: "http://127.0.0.1:\(port)/")))
            await server.stop()
            // `run` returns once stopped, without being cancelled.
            try await running.value
        }
    }

    @Test func aPageAndAnAssetAreServedWithTheirTypesAndLengths() async throws {
        try await serving { _, base in
            let (page, response) = try await URLSession.shared.data(from: base)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 200)
            #expect(http.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
            #expect(http.value(forHTTPHeaderField: "Content-Length") == String(page.count))
            #expect(String(decoding: page, as: UTF8.self).contains("<p>hi</p><script src=\"/__copydeck/reload.js\"></script>"))
            let (css, cssResponse) = try await URLSession.shared.data(from: base.appendingPathComponent("assets/preview.css"))
            #expect(css == Data("body{}".utf8))
            #expect((cssResponse as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "text/css; charset=utf-8")
            let (_, missing) = try await URLSession.shared.data(from: base.appendingPathComponent("nothing.html"))
            #expect((missing as? HTTPURLResponse)?.statusCode == 404)
        }
    }

    @Test func headAnnouncesTheLengthWithoutTheBodyAndOtherMethodsAreRefused() async throws {
        try await serving { _, base in
            let head = try await Self.exchange("HEAD /assets/preview.css HTTP/1.1\r\nHost: x\r\n\r\n", port: base.port!)
            #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(head.contains("Content-Length: 6\r\n"))
            #expect(head.hasSuffix("\r\n\r\n"), "no body after the head: \(head.debugDescription)")
            var post = URLRequest(url: base)
            post.httpMethod = "POST"
            post.httpBody = Data("x".utf8)
            let (_, response) = try await URLSession.shared.data(for: post)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 405)
            #expect(http.value(forHTTPHeaderField: "Allow") == "GET, HEAD")
        }
    }

    @Test func aMalformedOrEndlessHeadGetsAnErrorStatus() async throws {
        try await serving { _, base in
            let garbled = try await Self.exchange("HELLO\r\n\r\n", port: base.port!)
            #expect(garbled.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            let endless = "GET / HTTP/1.1\r\n" + String(repeating: "X-Filler: \(String(repeating: "a", count: 100))\r\n", count: 200)
            let refused = try await Self.exchange(endless, port: base.port!)
            #expect(refused.hasPrefix("HTTP/1.1 431 "))
        }
    }

    @Test func openPagesHearAReloadAfterEachUpdateAndStopEndsTheirStream() async throws {
        try await serving { server, base in
            let events = try EventStream(port: base.port!)
            defer { events.close() }
            let head = try await events.read(until: ": copydeck preview\n\n")
            #expect(head.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"))
            try await Self.waitUntil { server.listeners != 0 }
            #expect(server.listeners == 1)
            server.serve(Self.responder)
            let reload = try await events.read(until: "data: 2\n\n")
            #expect(reload.hasSuffix("event: reload\ndata: 2\n\n"))
            await server.stop()
            let rest = try await events.readToEnd()
            #expect(rest.isEmpty, "the stream ends when the server stops")
        }
    }

    @Test func aPortInUseIsAnErrorAndTheServerOnItGoesOn() async throws {
        try await serving { _, base in
            #expect(throws: (any Error).self) { try PreviewServer(port: UInt16(base.port!)) }
            let (page, _) = try await URLSession.shared.data(from: base)
            #expect(String(decoding: page, as: UTF8.self).contains("<p>hi</p>"))
        }
    }

    @Test func aPageThatGoesAwayStopsListeningAtOnce() async throws {
        try await serving { server, base in
            let events = try EventStream(port: base.port!)
            _ = try await events.read(until: ": copydeck preview\n\n")
            try await Self.waitUntil { server.listeners != 0 }
            #expect(server.listeners == 1)
            events.close()
            // No rebuild, no write: the server sees the page go by reading.
            try await Self.waitUntil { server.listeners != 1 }
            #expect(server.listeners == 0)
        }
    }

    @Test func aConnectionThatSendsNothingIsClosedAfterTheHeadTimeout() async throws {
        try await serving(headTimeout: .milliseconds(300)) { _, base in
            let silent = try EventStream(port: base.port!, request: "")
            defer { silent.close() }
            let clock = ContinuousClock()
            let start = clock.now
            #expect(try await silent.readToEnd().isEmpty)
            #expect(clock.now - start < .seconds(50), "closed by the server, not by the client's own sixty-second timeout")
        }
    }

    /// Sends `request` on a new connection and returns all the server sent before closing it.
    /// Waits until `condition` holds, or thirty seconds went by.
    static func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    }

    static func exchange(_ request: String, port: Int) async throws -> String {
        let connection = try EventStream(port: port, request: request)
        defer { connection.close() }
        return try await connection.readToEnd()
    }
}

/// A client socket with a sixty-second timeout. Its reads block a thread of their own, never one
/// of the cooperative pool the server in the same process answers on.
final class EventStream: @unchecked Sendable {
    let socket: Int32
    private var pending = ""

    init(port: Int, request: String = "GET /__copydeck/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n") throws {
        socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0, "cannot connect to 127.0.0.1:\(port)")
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if !request.isEmpty { _ = request.withCString { send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) } }
    }

    /// What arrives up to and including `text`.
    func read(until text: String) async throws -> String {
        try await Self.offThePool { try self.blockingRead(until: text) }
    }

    /// Everything until the server closes the connection.
    func readToEnd() async throws -> String {
        try await Self.offThePool { try self.blockingReadToEnd() }
    }

    private static func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    private func blockingRead(until text: String) throws -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !pending.contains(text) {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { throw Failure("the stream ended or timed out before \(text.debugDescription); received: \(pending)") }
            pending += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        let end = pending.range(of: text)!.upperBound
        defer { pending = String(pending[end...]) }
        return String(pending[..<end])
    }

    private func blockingReadToEnd() throws -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            // A reset after a refusal (the server closed with the request unread) ends it too.
            if count == 0 || count < 0 && errno == ECONNRESET { break }
            guard count > 0 else { throw Failure("timed out; received: \(pending)") }
            pending += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        defer { pending = "" }
        return pending
    }

    func close() { _ = Foundation.close(socket) }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
