import Foundation

/// The server-sent events stream of the preview: every open page gets `event: reload` after each
/// rebuild. Subscribers are kept by id and dropped when their connection ends.
final class PreviewEvents: Sendable {
    private let subscribers = Locked<[Int: AsyncStream<[UInt8]>.Continuation]>([:])
    private let nextID = Locked(0)

    /// A new subscriber's stream of SSE bytes: a comment first (so the response starts at once),
    /// then one `reload` event per rebuild.
    func subscribe() -> AsyncStream<[UInt8]> {
        let id = nextID.withLock { value -> Int in
            value += 1
            return value
        }
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(16))
        continuation.yield(Array(": copydeck preview\n\n".utf8))
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { _ = $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    /// Sends `event: reload` with the build's number to every subscriber.
    func reload(build: Int) {
        let bytes = Self.frame(event: "reload", data: String(build))
        subscribers.withLock { for continuation in $0.values { continuation.yield(bytes) } }
    }

    var count: Int { subscribers.withLock { $0.count } }

    func finishAll() {
        let all = subscribers.withLock { subscribers -> [AsyncStream<[UInt8]>.Continuation] in
            defer { subscribers.removeAll() }
            return Array(subscribers.values)
        }
        for continuation in all { continuation.finish() }
    }

    /// One SSE frame: `event:` and `data:` lines, ended by a blank line.
    static func frame(event: String, data: String) -> [UInt8] {
        var text = "event: \(event)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
        return Array((text + "\n").utf8)
    }
}

/// A lock around a value (Foundation's `NSLock`, so it builds wherever Foundation does).
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
