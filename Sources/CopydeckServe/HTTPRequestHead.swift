/// The head of an HTTP/1.x request, as much of it as the preview needs: its method and the path
/// it asks for. Headers are read past, never kept: the preview answers every request the same
/// way whoever sends it, and a request has no body it reads.
struct HTTPRequestHead: Equatable, Sendable {
    var method: String
    /// The path and query as sent (origin form); an absolute-form target's own path.
    var target: String

    /// Why bytes are not a request head the preview answers.
    enum Problem: Error, Equatable {
        /// Not `METHOD SP target SP HTTP/1.x`, or a target that is not a path.
        case malformed
        /// Longer than `maximumLength` without its end.
        case tooLong
    }

    /// The most a head may take: a browser's are well under 8 KiB.
    static let maximumLength = 16 * 1024

    /// Where the head ends in `bytes` (after its blank line, `CRLF CRLF` or a bare `LF LF`), or
    /// nil when it has not ended yet.
    static func end(in bytes: [UInt8]) -> Int? {
        var index = 0
        while let newline = bytes[index...].firstIndex(of: 0x0A) {
            let next = newline + 1
            if next < bytes.count, bytes[next] == 0x0A { return next + 1 }
            if next + 1 < bytes.count, bytes[next] == 0x0D, bytes[next + 1] == 0x0A { return next + 2 }
            index = next
        }
        return nil
    }

    /// The request line of a whole head (`bytes` up to `end(in:)`).
    static func parse(_ bytes: some Collection<UInt8>) throws(Problem) -> HTTPRequestHead {
        let line = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        let parts = line.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, let version = String(validating: parts[2], as: UTF8.self),
              version == "HTTP/1.1" || version == "HTTP/1.0",
              !parts[0].isEmpty, parts[0].allSatisfy({ (0x41...0x5A).contains($0) }),
              let target = String(validating: parts[1], as: UTF8.self),
              let path = originForm(target)
        else { throw .malformed }
        return HTTPRequestHead(method: String(decoding: parts[0], as: UTF8.self), target: path)
    }

    /// `/path?query` as it is; `http://host/path` as `/path`; nil for anything else (`*`, an
    /// authority alone, spaces or controls).
    private static func originForm(_ target: String) -> String? {
        guard !target.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return nil }
        if target.hasPrefix("/") { return target }
        for scheme in ["http://", "https://"] where target.lowercased().hasPrefix(scheme) {
            let rest = target.dropFirst(scheme.count)
            guard let slash = rest.firstIndex(of: "/") else { return "/" }
            return String(rest[slash...])
        }
        return nil
    }
}
