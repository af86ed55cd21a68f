import CopydeckCompiler
import FlyingSocks
import Foundation

/// The preview on 127.0.0.1, over FlyingSocks' non-blocking sockets: the pages of the last build
/// (the files it wrote, and only those: `PreviewFiles`), each with the live-reload script; the
/// error page while the project is broken; and the server-sent events that tell every open page
/// to reload after a rebuild.
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

    /// How long a connection may take to send its request's head.
    let headTimeout: Duration

    /// A server bound to 127.0.0.1:`port` (0: any free port). Call `run()` to answer.
    public convenience init(port: UInt16) throws {
        try self.init(port: port, headTimeout: .seconds(30))
    }

    init(port: UInt16, headTimeout: Duration) throws {
        self.headTimeout = headTimeout
        let socket = try Socket(domain: AF_INET, type: .stream)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            #if canImport(Darwin)
            // A write to a page closed meanwhile fails; it must not end the process (Linux
            // sends with MSG_NOSIGNAL).
            try socket.setValue(true, for: .noSIGPIPE)
            #endif
            try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
            try socket.listen()
        } catch {
            // A port in use: the socket is not kept open behind the error.
            try? socket.close()
            throw error
        }
        self.socket = socket
        #if canImport(Darwin)
        pool = .kQueue()
        #else
        pool = .ePoll()
        #endif
        (stopping, stopSignal) = AsyncStream.makeStream()
    }

    /// Answers requests until `stop()` (or the task is cancelled).
    public func run() async throws {
        defer { try? socket.close() }
        try await pool.prepare()
        let listener = try AsyncSocket(socket: socket, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.pool.run() }
            group.addTask { try await self.accept(on: listener) }
            group.addTask { for await _ in self.stopping {} }
            _ = try await group.next()
            group.cancelAll()
        }
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

    /// One request: its head read (within `headTimeout`), its answer sent, the connection closed.
    private func serve(_ connection: AsyncSocket) async {
        #if canImport(Darwin)
        try? connection.socket.setValue(true, for: .noSIGPIPE)
        #endif
        defer { try? connection.close() }
        do {
            let head = try await Self.within(headTimeout) { try await Self.readHead(connection) }
            try await answer(head, on: connection)
        } catch let problem as HTTPRequestHead.Problem {
            let status = problem == .tooLong ? 431 : 400
            try? await send(HTTPResponseHead(status: status, contentType: "text/plain; charset=utf-8", contentLength: 0), body: nil, on: connection)
            // What the client still sends is read and dropped for a moment: closing with it
            // unread would reset the connection, and the answer could be lost with it.
            try? await Self.within(.seconds(1)) { try await Self.drain(connection) }
        } catch {
            // The browser went away, or sent nothing in time: nothing to answer.
        }
    }

    private static func readHead(_ connection: AsyncSocket) async throws -> HTTPRequestHead {
        var received: [UInt8] = []
        var end = HTTPRequestHead.end(in: received)
        while end == nil {
            guard received.count <= HTTPRequestHead.maximumLength else { throw HTTPRequestHead.Problem.tooLong }
            received += try await connection.read(atMost: 4096)
            end = HTTPRequestHead.end(in: received)
        }
        return try HTTPRequestHead.parse(received[..<end!])
    }

    /// Reads until the client closes, or 1 MiB.
    private static func drain(_ connection: AsyncSocket) async throws {
        var read = 0
        while read < 1 << 20 { read += try await connection.read(atMost: 4096).count }
    }

    /// `body`'s result, or `TimedOut` once `limit` has passed (and `body` is cancelled).
    static func within<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                throw TimedOut()
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    struct TimedOut: Error {}

    private func answer(_ head: HTTPRequestHead, on connection: AsyncSocket) async throws {
        guard head.method == "GET" || head.method == "HEAD" else {
            let refusal = HTTPResponseHead(status: 405, contentType: "text/plain; charset=utf-8", contentLength: 0, extra: [("Allow", "GET, HEAD")])
            return try await send(refusal, body: nil, on: connection)
        }
        if head.method == "GET", head.target.prefix(while: { $0 != "?" }) == PreviewResponder.eventsPath {
            try await connection.write(Data(HTTPResponseHead.eventStream.bytes))
            let stream = events.subscribe()
            // The events until the server stops, or until the page goes away: a read that ends
            // (the page sends nothing more) says so at once, not at the next rebuild's write.
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { for await chunk in stream { try await connection.write(Data(chunk)) } }
                group.addTask { while !(try await connection.read(atMost: 1024)).isEmpty {} }
                defer { group.cancelAll() }
                try await group.next()
            }
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
        serve(PreviewResponder(site: PreviewFiles(folder: result.folder, paths: result.paths), errorPage: result.errorPage))
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
