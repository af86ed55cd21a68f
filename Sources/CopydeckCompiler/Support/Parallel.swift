import Dispatch

/// Runs independent pieces of work on every core and gives their results back in input order,
/// so what runs in parallel is still deterministic: same input, same result, same order.
enum Parallel {
    /// When true (for the scope of `withValue`), every piece runs in turn on the calling thread:
    /// what a serial build makes, to compare the parallel one with.
    @TaskLocal static var serial = false

    /// `body(0) … body(count - 1)`, each on whichever core is free; the results in index order.
    static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1, !serial else { return (0..<count).map(body) }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        // Each iteration writes only its own slot, and the slots are read after every iteration
        // has returned: no two threads touch the same memory.
        nonisolated(unsafe) let shared = slots
        DispatchQueue.concurrentPerform(iterations: count) { index in
            shared[index] = body(index)
        }
        return slots.map { $0! }
    }
}
