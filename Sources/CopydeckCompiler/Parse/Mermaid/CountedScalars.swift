/// The cleaned scalars of a diagram as the lexer reads them, by index.
///
/// In debug builds every read is counted, so tests can prove that lexing stays linear by
/// counting the reads for n and 2n lines (a rule that rescans what follows would read four
/// times as much). Release builds read the array directly.
struct CountedScalars {
    private let storage: [Unicode.Scalar]
    #if DEBUG
    let reads = ReadCounter()
    #endif

    init(_ storage: [Unicode.Scalar]) {
        self.storage = storage
    }

    var count: Int { storage.count }

    subscript(index: Int) -> Unicode.Scalar {
        @inline(__always) get {
            #if DEBUG
            reads.count += 1
            #endif
            return storage[index]
        }
    }

    /// Whether reads are counted (debug builds), so a test can tell a zero from "not counted".
    static var countsReads: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }
}

/// How many scalars a lexer has read; shared by the copies of one lexer's `CountedScalars`.
final class ReadCounter {
    var count = 0
}
