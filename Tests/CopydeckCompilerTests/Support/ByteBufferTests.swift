import Foundation
import Testing
@testable import CopydeckCompiler

/// `ByteBuffer` holds what an array given the same appends holds: random runs of every kind
/// (bytes, buffers, arrays, constants, strings with non-ASCII text, repeated bytes, empty ones) across many
/// growths from a small capacity, with `removeLast` between them; and it leaves as that array
/// or as `Data` of the same bytes.
@Suite struct ByteBufferTests {
    @Test func appendsAsAnArrayDoes() {
        var random = SeededGenerator(seed: 4848)
        let strings = ["", "a", "<div", "한국어", "日本語 text", "😀", String(repeating: "x", count: 300)]
        for _ in 0..<200 {
            var buffer = ByteBuffer(capacity: Int(random.next() % 8))
            var reference: [UInt8] = []
            for _ in 0..<Int(random.next() % 200) {
                switch random.next() % 7 {
                case 5:
                    let (byte, repeated) = (UInt8(truncatingIfNeeded: random.next()), Int(random.next() % 40))
                    buffer.append(repeating: byte, count: repeated)
                    reference += Array(repeating: byte, count: repeated)
                case 0:
                    let byte = UInt8(truncatingIfNeeded: random.next())
                    buffer.append(byte)
                    reference.append(byte)
                case 1:
                    let run = (0..<Int(random.next() % 100)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                    run.withUnsafeBufferPointer { buffer.append($0) }
                    reference += run
                case 2:
                    let run = (0..<Int(random.next() % 5_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                    buffer.append(run)
                    reference += run
                case 3:
                    buffer.append("</bdi>")
                    reference += Array("</bdi>".utf8)
                case 4:
                    let string = strings[Int(random.next() % UInt64(strings.count))]
                    buffer.append(utf8: string)
                    reference += Array(string.utf8)
                default:
                    if !reference.isEmpty {
                        buffer.removeLast()
                        reference.removeLast()
                    }
                }
                #expect(buffer.count == reference.count)
            }
            #expect(buffer.isEmpty == reference.isEmpty)
            #expect(buffer.array() == reference)
            #expect(buffer.data() == Data(reference))
        }
    }
}
