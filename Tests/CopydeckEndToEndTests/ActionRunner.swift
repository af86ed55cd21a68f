import Foundation

/// What a GitHub runner gives a step of a composite action, in a temporary folder: the files
/// behind `GITHUB_ENV`, `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY`, `RUNNER_TEMP`, and a `bin`
/// folder put first on PATH for fake tools (`gh`, `swift`).
struct ActionRunner {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-runner-\(UUID().uuidString)")
        for name in ["temp", "bin"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        for name in ["env", "output", "summary"] { try Data().write(to: folder.appendingPathComponent(name)) }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    var temporary: URL { folder.appendingPathComponent("temp") }

    /// Runs a step's script with bash -e, as the runner does, in `directory`.
    func run(_ script: String, in directory: URL, environment: [String: String]) throws -> CopydeckBinary.Run {
        var given = environment
        given["RUNNER_TEMP"] = temporary.path
        given["GITHUB_ENV"] = folder.appendingPathComponent("env").path
        given["GITHUB_OUTPUT"] = folder.appendingPathComponent("output").path
        given["GITHUB_STEP_SUMMARY"] = folder.appendingPathComponent("summary").path
        given["GITHUB_SERVER_URL"] = given["GITHUB_SERVER_URL"] ?? "https://github.invalid"
        given["PATH"] = folder.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try CopydeckBinary.run(["-e", "-c", script], in: directory, environment: given, executable: "/bin/bash")
    }

    /// A fake tool on PATH: a shell script.
    func tool(_ name: String, _ script: String) throws {
        let url = folder.appendingPathComponent("bin/\(name)")
        try Data(("#!/bin/sh\n" + script + "\n").utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// The `name=value` lines the steps wrote to `GITHUB_OUTPUT` (or `file`), the last of a name winning.
    func values(of file: String = "output") throws -> [String: String] {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return values
    }

    func text(of file: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    /// Empties the runner's files before the next run.
    func reset() throws {
        for name in ["env", "output", "summary"] { try Data().write(to: folder.appendingPathComponent(name)) }
    }
}

/// GitHub's release downloads on loopback: an HTTP server in the test process over a folder laid
/// out as `releases/download` is (`<tag>/<asset>`), on a port the system picks. In process, not a
/// child: a long-lived child would hold the pipes of the commands other tests run meanwhile, and
/// Foundation waits for those to close. Its sockets are close-on-exec for the same reason.
final class FakeReleaseServer: @unchecked Sendable {
    let root: URL
    let address: String
    private let listener: Int32

    init(root: URL) throws {
        self.root = root
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard listener >= 0, bound else {
            close(listener)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "the release server could not listen: errno \(errno)"])
        }
        self.address = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
        let thread = Thread { [listener, root] in
            while true {
                let connection = accept(listener, nil, nil)
                if connection < 0 { return }  // closed: the server is gone
                _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
                Self.answer(connection, from: root)
                close(connection)
            }
        }
        thread.start()
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Reads a request's head and answers a GET with the file at its path, or 404.
    private static func answer(_ connection: Int32, from root: URL) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeadEnd {
            let count = read(connection, &buffer, buffer.count)
            if count <= 0 { return }
            request += buffer[..<count]
        }
        let line = String(decoding: request.prefix { $0 != 0x0D }, as: UTF8.self).split(separator: " ")
        let path = line.count > 1 ? String(line[1]) : "/"
        var body = Data(), status = "404 Not Found"
        if line.first == "GET", !path.contains(".."), let data = try? Data(contentsOf: root.appendingPathComponent(String(path.dropFirst()))) {
            body = data
            status = "200 OK"
        }
        let reply = Data("HTTP/1.1 \(status)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body
        reply.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = write(connection, bytes.baseAddress! + sent, bytes.count - sent)
                if count <= 0 { return }
                sent += count
            }
        }
    }
}

private extension [UInt8] {
    var containsHeadEnd: Bool {
        count >= 4 && indices.dropLast(3).contains { self[$0] == 0x0D && self[$0 + 1] == 0x0A && self[$0 + 2] == 0x0D && self[$0 + 3] == 0x0A }
    }
}
