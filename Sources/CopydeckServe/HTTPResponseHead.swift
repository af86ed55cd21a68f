/// The head of the preview's HTTP/1.1 responses: status line and headers, then the blank line.
/// Every response closes its connection (`Connection: close`): a page on one computer needs no
/// connection kept open, and a body then needs no framing beyond its length, or none at all for
/// the event stream, which ends when the connection does.
struct HTTPResponseHead: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]

    /// A response of `contentLength` bytes (sent or, for `HEAD`, only announced).
    init(status: Int, contentType: String, contentLength: Int, extra: [(name: String, value: String)] = []) {
        self.status = status
        headers = [("Content-Type", contentType), ("Content-Length", String(contentLength))] + extra
            + [("Cache-Control", "no-store"), ("Connection", "close")]
    }

    /// The start of an event stream, which has no length.
    static let eventStream = HTTPResponseHead(status: 200, headers: [
        ("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-cache"), ("Connection", "close"),
    ])

    private init(status: Int, headers: [(name: String, value: String)]) {
        self.status = status
        self.headers = headers
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 431: "Request Header Fields Too Large"
        default: "Error"
        }
    }

    var bytes: [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        return Array((text + "\r\n").utf8)
    }
}
