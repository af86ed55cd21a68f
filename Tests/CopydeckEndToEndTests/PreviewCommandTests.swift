import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `copydeck preview`, and the serve-and-watch loop a reviewer leaves running: the page served,
/// an edit seen, the reload event sent, the errors shown while the project is broken, Ctrl-C.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct PreviewCommandTests {
    @Test func previewWritesTheSiteIntoBuild() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let run = try CopydeckBinary.run(["preview", "--project", project.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("wrote the preview to"))
        let index = project.appendingPathComponent("build/preview/index.html")
        #expect(FileManager.default.fileExists(atPath: index.path))
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("build/preview/wander/photo_permission.html").path))
    }

    /// A broken locale file: the preview shows today's project (its ja and ko columns, the en one
    /// missing) under a banner, never yesterday's pages as if they were today's.
    @Test func aBrokenProjectIsPreviewedUnderABannerAndExitsOne() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(try CopydeckBinary.run(["preview", "--project", project.path]).status == 0)
        let page = project.appendingPathComponent("build/preview/wander/photo_permission.html")
        let before = try Data(contentsOf: page)
        try Data("photo_permission: [\n".utf8).write(to: project.appendingPathComponent("locales/en/wander.yml"))
        let run = try CopydeckBinary.run(["preview", "--project", project.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("locales/en/wander.yml"))
        #expect(run.stderr.contains("shows today's copy with its findings, under a banner"), "\(run.stderr)")
        let after = try String(contentsOf: page, encoding: .utf8)
        #expect(try Data(contentsOf: page) != before)
        #expect(after.contains("failing-banner") && after.contains("The build failed on"))
    }

    @Test(.timeLimit(.minutes(1))) func theServeLoopReloadsAfterAnEditShowsErrorsAndStopsOnCtrlC() async throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let server = try ServedPreview(project: project)
        defer { server.kill() }
        let base = try await server.url()

        let (index, indexType) = try await Self.get(base)
        #expect(indexType?.hasPrefix("text/html") == true)
        #expect(index.contains("/__copydeck/reload.js"))
        #expect(index.contains("Copydeck preview"), "the first page served is the preview")
        let page = base.appendingPathComponent("wander/photo_permission.html")
        let first = try await Self.get(page).0
        #expect(first.contains("Allow access to your photos"), "\(first.prefix(400)) … \(first.count) characters")

        let events = try EventStreamReader(url: base.appendingPathComponent("__copydeck/events"))
        defer { events.close() }
        try await events.waitFor(": copydeck preview")

        let english = project.appendingPathComponent("locales/en/wander.yml")
        let original = try String(contentsOf: english, encoding: .utf8)
        try Data(original.replacingOccurrences(of: "title: Allow access to your photos", with: "title: Let Wander see your photos").utf8).write(to: english)
        try await events.waitFor("event: reload")
        #expect(try await Self.poll(page) { $0.contains("Let Wander see your photos") })

        // Broken: every page is the list of errors, naming the file.
        try Data((original + "\nphoto_permission: [\n").utf8).write(to: english)
        #expect(try await Self.poll(page) { $0.contains("The project has") && $0.contains("locales/en/wander.yml") })
        // Fixed: the site is back.
        try Data(original.utf8).write(to: english)
        #expect(try await Self.poll(page) { $0.contains("Allow access to your photos") })

        let status = try await server.interrupt()
        #expect(status == 0)
    }

    static func get(_ url: URL) async throws -> (String, String?) {
        let (data, response) = try await URLSession.shared.data(from: url)
        return (String(decoding: data, as: UTF8.self), (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type"))
    }

    /// Fetches `url` until `condition` holds (at most ten seconds).
    static func poll(_ url: URL, until condition: (String) -> Bool) async throws -> Bool {
        for _ in 0..<100 {
            if condition(try await get(url).0) { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return false
    }
}

/// `copydeck preview --serve --watch --port 0` running in the background.
final class ServedPreview: @unchecked Sendable {
    let process = Process()
    let output = Pipe()

    init(project: URL) throws {
        process.executableURL = CopydeckBinary.url
        process.arguments = ["preview", "--project", project.path, "--serve", "--watch", "--port", "0"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// The URL from the first line the server prints.
    func url() async throws -> URL {
        var text = ""
        let handle = output.fileHandleForReading
        while !text.contains("\n") {
            let data = handle.availableData
            if data.isEmpty { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the server printed nothing: \(text)"]) }
            text += String(decoding: data, as: UTF8.self)
        }
        let line = String(text.prefix { $0 != "\n" })
        #expect(line.hasPrefix("Serving http://127.0.0.1:"))
        return try #require(URL(string: String(line.dropFirst("Serving ".count))))
    }

    /// Sends SIGINT and returns the exit status.
    func interrupt() async throws -> Int32 {
        process.interrupt()
        for _ in 0..<50 where process.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        #expect(!process.isRunning, "the server did not stop within five seconds of Ctrl-C")
        return process.isRunning ? -1 : process.terminationStatus
    }

    func kill() {
        if process.isRunning { process.terminate() }
    }
}

/// Reads a server-sent events stream over a plain socket (curl-less, URLSession-less: the bytes
/// as the server sends them).
final class EventStreamReader: @unchecked Sendable {
    let socket: Int32
    var received = ""

    init(url: URL) throws {
        socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(url.port ?? 80).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot connect"]) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let request = "GET \(url.path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
    }

    /// Reads until `text` has arrived (ten seconds at most).
    func waitFor(_ text: String) async throws {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(text) {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else {
                Issue.record("the event stream ended or timed out before \(text.debugDescription); received: \(received)")
                return
            }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
    }

    func close() { _ = Foundation.close(socket) }
}
