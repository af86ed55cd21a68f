import CopydeckCompiler
import FlyingFox
import FlyingSocks
import Foundation

/// The preview on 127.0.0.1, served from memory by FlyingFox: the pages of the last build (each
/// with the live-reload script), the error page while the project is broken, and the
/// server-sent events that tell every open page to reload after a rebuild.
public final class PreviewServer: Sendable {
    private let server: HTTPServer
    private let responder = Locked(PreviewResponder())
    private let events = PreviewEvents()
    private let builds = Locked(0)

    /// A server for 127.0.0.1:`port` (0: any free port). Call `run()` to listen.
    public init(port: UInt16) throws {
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        server = HTTPServer(address: address, timeout: 60, logger: .disabled)
    }

    /// Listens until `stop()` (or the task is cancelled).
    public func run() async throws {
        let responder = self.responder
        let events = self.events
        await server.appendRoute(HTTPRoute("GET \(PreviewResponder.eventsPath)")) { _ in
            var headers = HTTPHeaders()
            headers[.contentType] = "text/event-stream; charset=utf-8"
            headers[HTTPHeader("Cache-Control")] = "no-cache"
            return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: EventStreamBody(events.subscribe())))
        }
        await server.appendRoute("GET *") { request in
            let response = responder.withLock { $0 }.respond(to: request.path)
            var headers = HTTPHeaders()
            headers[.contentType] = response.contentType
            headers[HTTPHeader("Cache-Control")] = "no-store"
            return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: response.status == 200 ? "OK" : "Not Found"),
                                headers: headers, body: response.body)
        }
        try await server.run()
    }

    /// The port the server listens on, once it does.
    public func port() async throws -> UInt16 {
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else { return 0 }
        return port
    }

    /// Serves a new build and tells every open page to reload.
    public func update(_ result: PreviewResult) {
        responder.withLock { $0 = PreviewResponder(site: result.site.files, errorPage: result.errorPage) }
        let build = builds.withLock { value -> Int in
            value += 1
            return value
        }
        events.reload(build: build)
    }

    /// Pages listening for reloads now.
    public var listeners: Int { events.count }

    public func stop() async {
        events.finishAll()
        await server.stop(timeout: 1)
    }
}

/// The bytes of an SSE stream as FlyingFox sends a body: each event as soon as it comes.
struct EventStreamBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let stream: AsyncStream<[UInt8]>

    init(_ stream: AsyncStream<[UInt8]>) { self.stream = stream }

    func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.AsyncIterator
        var pending: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty { pending = await base.next() ?? [] }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if pending.isEmpty, let chunk = await base.next() { pending = chunk }
            guard !pending.isEmpty else { return nil }
            let chunk = Array(pending.prefix(Swift.max(1, count)))
            pending.removeFirst(chunk.count)
            return chunk
        }
    }
}
