import CopydeckCompiler
import FlyingSocks
import Foundation

/// The preview on 127.0.0.1, served from memory over FlyingSocks' non-blocking sockets: the
/// pages of the last build (each with the live-reload script), the error page while the project
/// is broken, and the server-sent events that tell every open page to reload after a rebuild.
///
/// It speaks as much HTTP/1.1 as a browser on the same computer needs: `GET` and `HEAD`, one
/// request a connection (`Connection: close`). It is not FlyingFox's server, whose proxy handler
/// links FoundationNetworking, and with it libcurl, into every `copydeck` command's start.
public final class PreviewServer: Sendable {
    private let socket: Socket
    private let pool: any AsyncSocketPool
    private let responder = Locked(PreviewResponder())
    private let events = PreviewEvents()
    private let builds = Locked(0)
    private let stopping: AsyncStream<Void>
    private let stopSignal: AsyncStream<Void>.Continuation

    /// A server bound to 127.0.0.1:`port` (0: any free port). Call `run()` to answer.
    public init(port: UInt16) throws {
        socket = try Socket(domain: AF_INET, type: .stream)
        try socket.setValue(true, for: .localAddressReuse)
        try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        try socket.listen()
        #if canImport(Darwin)
        pool = .kQueue()
        #else
        pool = .ePoll()
        #endif
        (stopping, stopSignal) = AsyncStream.makeStream()
    }

    /// Answers requests until `stop()` (or the task is cancelled).
    public func run() async throws {
        try await pool.prepare()
        let listener = try AsyncSocket(socket: socket, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.pool.run() }
            group.addTask { try await self.accept(on: listener) }
            group.addTask { for await _ in self.stopping {} }
            _ = try await group.next()
            group.cancelAll()
        }
        try? socket.close()
    }

    private func accept(on listener: AsyncSocket) async throws {
        if #available(macOS 14, iOS 17, *) {
            try await withThrowingDiscardingTaskGroup { group in
                for try await connection in listener.sockets {
                    group.addTask { await self.serve(connection) }
                }
            }
        } else {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for try await connection in listener.sockets {
                    group.addTask { await self.serve(connection) }
                }
            }
        }
    }

    /// One request: its head read, its answer sent, the connection closed.
    private func serve(_ connection: AsyncSocket) async {
        defer { try? connection.close() }
        do {
            var received: [UInt8] = []
            var end = HTTPRequestHead.end(in: received)
            while end == nil {
                guard received.count <= HTTPRequestHead.maximumLength else { throw HTTPRequestHead.Problem.tooLong }
                received += try await connection.read(atMost: 4096)
                end = HTTPRequestHead.end(in: received)
            }
            let head = try HTTPRequestHead.parse(received[..<end!])
            try await answer(head, on: connection)
        } catch let problem as HTTPRequestHead.Problem {
            let status = problem == .tooLong ? 431 : 400
            try? await send(HTTPResponseHead(status: status, contentType: "text/plain; charset=utf-8", contentLength: 0), body: nil, on: connection)
        } catch {
            // The browser went away: nothing to answer.
        }
    }

    private func answer(_ head: HTTPRequestHead, on connection: AsyncSocket) async throws {
        guard head.method == "GET" || head.method == "HEAD" else {
            let refusal = HTTPResponseHead(status: 405, contentType: "text/plain; charset=utf-8", contentLength: 0, extra: [("Allow", "GET, HEAD")])
            return try await send(refusal, body: nil, on: connection)
        }
        if head.method == "GET", head.target.prefix(while: { $0 != "?" }) == PreviewResponder.eventsPath {
            try await connection.write(Data(HTTPResponseHead.eventStream.bytes))
            for await chunk in events.subscribe() { try await connection.write(Data(chunk)) }
            return
        }
        let response = responder.withLock { $0 }.respond(to: head.target)
        let responseHead = HTTPResponseHead(status: response.status, contentType: response.contentType, contentLength: response.body.count)
        try await send(responseHead, body: head.method == "GET" ? response.body : nil, on: connection)
    }

    private func send(_ head: HTTPResponseHead, body: Data?, on connection: AsyncSocket) async throws {
        try await connection.write(Data(head.bytes) + (body ?? Data()))
    }

    /// The port the server listens on.
    public func port() async throws -> UInt16 {
        guard case .ip4(_, let port) = try socket.sockname() else { return 0 }
        return port
    }

    /// Serves a new build and tells every open page to reload.
    public func update(_ result: PreviewResult) {
        serve(PreviewResponder(site: result.site.files, errorPage: result.errorPage))
    }

    /// Answers from `responder` from now on and tells every open page to reload.
    func serve(_ responder: PreviewResponder) {
        self.responder.withLock { $0 = responder }
        let build = builds.withLock { value -> Int in
            value += 1
            return value
        }
        events.reload(build: build)
    }

    /// Pages listening for reloads now.
    public var listeners: Int { events.count }

    /// Ends every event stream and stops answering.
    public func stop() async {
        events.finishAll()
        stopSignal.finish()
    }
}
