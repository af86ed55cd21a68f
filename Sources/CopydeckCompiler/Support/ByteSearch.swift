#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A literal search of UTF-8 bytes, for the hot paths that only ask whether a text holds a word:
/// `memchr` jumps to each candidate first byte and the rest is compared in place. Cheaper by far
/// than Foundation's `range(of:)`, which the callers keep for the rare texts that pass.
///
/// A string that holds another as characters holds it as UTF-8 bytes, so a miss here is a miss
/// there; a hit may still not be one as characters (a combining mark after it), which the
/// caller's own search decides.
enum ByteSearch {
    static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.withUnsafeBufferPointer { contains($0, in: bytes) }
    }

    static func contains(_ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.isEmpty || firstOffset(of: needle, in: bytes, from: 0) != nil
    }

    /// Where `needle` first starts in `bytes` at or after `start`; nil when it does not (or is
    /// empty).
    static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first, start >= 0 else { return nil }
        var offset = start
        while offset + needle.count <= bytes.count {
            guard let found: UnsafeMutableRawPointer = memchr(base + offset, Int32(first), bytes.count - offset - needle.count + 1) else {
                return nil
            }
            let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if memcmp(base + position, needle.baseAddress!, needle.count) == 0 { return position }
            offset = position + 1
        }
        return nil
    }

    static func contains(_ needle: [UInt8], in text: some StringProtocol) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ contains(needle, in: $0) }) { return found }
        var copy = String(text)
        return copy.withUTF8 { contains(needle, in: $0) }
    }

    /// The same for a word given as a string, read in place (no array made for it).
    static func contains(_ needle: String, in text: String) -> Bool {
        var needle = needle, text = text
        return needle.withUTF8 { word in text.withUTF8 { contains(word, in: $0) } }
    }

    /// `text.contains(word)` as Foundation answers it, asked of Foundation only when the bytes
    /// hold the word: for the searches made of every message, key or page, where most texts
    /// hold none of the words.
    static func screened(_ word: String, in text: String) -> Bool {
        contains(word, in: text) && text.contains(word)
    }
}
