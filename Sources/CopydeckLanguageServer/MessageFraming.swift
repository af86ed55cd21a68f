import Foundation

/// The base protocol's framing: each message is `Content-Length: N` (other headers ignored), an
/// empty line, and N bytes of UTF-8 JSON. Bytes are appended as they arrive; whole messages come
/// out. A header without a length is a protocol error the caller reports.
public struct MessageFraming: Sendable {
    public enum Failure: Error, Equatable {
        case missingLength(String)
    }

    private var buffer: [UInt8] = []

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message's body, or nil until one has arrived.
    public mutating func next() throws(Failure) -> Data? {
        guard let headEnd = Self.headEnd(in: buffer) else { return nil }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        var length: Int?
        for line in head.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length else { throw .missingLength(head) }
        let bodyStart = headEnd + 4
        guard buffer.count >= bodyStart + length else { return nil }
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        buffer.removeSubrange(..<(bodyStart + length))
        return body
    }

    /// Whether part of a message has arrived and not yet been taken.
    public var isEmpty: Bool { buffer.isEmpty }

    /// A message framed for sending.
    public static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 0x0D && bytes[index + 1] == 0x0A && bytes[index + 2] == 0x0D && bytes[index + 3] == 0x0A {
            return index
        }
        return nil
    }
}
