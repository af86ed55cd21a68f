@testable import CopydeckLanguageServer
import Foundation
import Testing

/// The base protocol's framing, however the bytes arrive.
struct MessageFramingTests {
    @Test func messagesComeOutWholeHoweverTheBytesArrive() throws {
        let first = Data(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)
        let second = Data(#"{"jsonrpc":"2.0","id":1,"method":"shutdown","params":"한국어 ✓"}"#.utf8)
        let stream = MessageFraming.frame(first) + MessageFraming.frame(second)
        // Every split of the stream into two chunks gives the same two messages.
        for split in 0...stream.count {
            var framing = MessageFraming()
            var bodies: [Data] = []
            framing.append(stream.prefix(split))
            while let body = try framing.next() { bodies.append(body) }
            framing.append(stream.dropFirst(split))
            while let body = try framing.next() { bodies.append(body) }
            #expect(bodies == [first, second], "split at \(split)")
            #expect(framing.isEmpty)
        }
    }

    @Test func otherHeadersAndCaseAreReadAndALengthIsRequired() throws {
        var framing = MessageFraming()
        framing.append(Data("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(try framing.next() == Data("{}".utf8))
        var broken = MessageFraming()
        broken.append(Data("Content-Type: x\r\n\r\n{}".utf8))
        #expect(throws: MessageFraming.Failure.self) { try broken.next() }
    }
}
