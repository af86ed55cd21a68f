#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ByteSearch {
    /// Several words looked for in one pass over a text's UTF-8: a bitmap of the bytes the words
    /// start with says where one may start, and only there are words compared. For rules that
    /// ask every message whether it holds any of a list of terms (a glossary's, most of whose
    /// bytes no message starts a term with): one pass instead of a search per term.
    ///
    /// Like `contains`, it answers for bytes: a word it does not find is not in the text as
    /// characters either; one it finds may still not be (a combining mark after it), which the
    /// caller's own search decides.
    struct Words: Sendable {
        private let words: [[UInt8]]
        /// Bit `b` of word `b / 64` set: some word starts with byte `b`.
        private let firstBytes: (UInt64, UInt64, UInt64, UInt64)

        init(_ words: [String]) {
            self.words = words.map { Array($0.utf8) }
            var bits: [UInt64] = [0, 0, 0, 0]
            for word in self.words { if let first = word.first { bits[Int(first >> 6)] |= 1 << UInt64(first & 63) } }
            firstBytes = (bits[0], bits[1], bits[2], bits[3])
        }

        /// The positions (in the order given) of the words whose bytes `text` holds. An empty
        /// word is in every text.
        func found(in text: String) -> [Int] {
            var text = text
            return text.withUTF8 { found(in: $0) }
        }

        func found(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
            var found: [Int] = []
            for (position, word) in words.enumerated() where word.isEmpty { found.append(position) }
            guard let base = bytes.baseAddress else { return found }
            for offset in bytes.indices where startsAWord(bytes[offset]) {
                for (position, word) in words.enumerated() where word.first == bytes[offset] && offset + word.count <= bytes.count {
                    guard !found.contains(position) else { continue }
                    let same = word.withUnsafeBufferPointer { memcmp(base + offset, $0.baseAddress!, word.count) == 0 }
                    if same { found.append(position) }
                }
            }
            return found.sorted()
        }

        private func startsAWord(_ byte: UInt8) -> Bool {
            let word: UInt64
            switch byte >> 6 {
            case 0: word = firstBytes.0
            case 1: word = firstBytes.1
            case 2: word = firstBytes.2
            default: word = firstBytes.3
            }
            return word & (1 << UInt64(byte & 63)) != 0
        }
    }
}
