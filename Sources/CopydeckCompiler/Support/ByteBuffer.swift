import Foundation

/// Bytes appended one run at a time into memory this value owns (it cannot be copied), grown by
/// doubling: the markup writers append millions of short runs a build (a tag's name, a quote, an
/// escaped text), and an array pays a uniqueness check and its generic sequence copy on each.
/// What was written leaves as an array (a copy) or as `Data` that takes the memory over.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The bytes written, read in place.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The bytes written, copied into an array.
    func array() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes written, as `Data` that takes over the memory.
    consuming func data() -> Data {
        let (base, count) = (self.base, self.count)
        discard self
        return Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in
            pointer.assumingMemoryBound(to: UInt8.self).deallocate()
        })
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ constant: StaticString) {
        constant.withUTF8Buffer { append($0) }
    }

    /// `count` copies of one byte (an indentation).
    mutating func append(repeating byte: UInt8, count repeated: Int) {
        guard repeated > 0 else { return }
        reserve(repeated)
        (base + count).initialize(repeating: byte, count: repeated)
        count += repeated
    }

    /// A string's UTF-8 bytes.
    mutating func append(utf8 string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Drops the last byte; there must be one.
    mutating func removeLast() {
        precondition(count > 0, "removeLast of an empty ByteBuffer")
        count -= 1
    }

    /// Room for `extra` more bytes: a comparison, inlined where the bytes are appended; growing
    /// is rare, and called.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
