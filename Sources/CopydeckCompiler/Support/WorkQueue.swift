import Dispatch
import Foundation

/// Work that finds more work as it goes: each piece runs on whichever core is free, and a piece
/// may add pieces (a locale file, once read, adds its parts), which join the queue at once. Where
/// `Parallel.map` would wait for its slowest piece while a core idles, the cores here stay busy
/// until nothing is left.
///
/// Pieces hand their results back through `Slot`s, which are read once `run` has returned; the
/// queue's lock orders every write before that read. What the pieces produce is put together
/// in a fixed order by the caller, so the outcome does not depend on which core ran what.
final class WorkQueue: @unchecked Sendable {
    typealias Work = @Sendable (WorkQueue) -> Void

    /// Guards everything below.
    private let condition = NSCondition()
    /// Pieces in the order they were added; each is dropped once taken, so what it holds is
    /// released on the core that ran it, not all at the end.
    private var pending: [Work?] = []
    /// The next piece to start: pieces start in the order they were added.
    private var next = 0
    /// Pieces started and not yet finished: each may still add more.
    private var running = 0

    init() {}

    /// Adds a piece; from within a running piece too.
    func add(_ work: @escaping Work) {
        condition.lock()
        pending.append(work)
        condition.signal()
        condition.unlock()
    }

    /// Runs every piece, and every piece they add, then returns.
    func run() {
        let workers = Parallel.serial ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let work = take() {
                work(self)
                finish()
            }
        }
        pending.removeAll()
        next = 0
    }

    /// The next piece, waiting while none is queued but some running piece may add one; nil when
    /// all is done.
    private func take() -> Work? {
        condition.lock()
        defer { condition.unlock() }
        while next == pending.count {
            if running == 0 { return nil }
            condition.wait()
        }
        let work = pending[next]
        pending[next] = nil
        next += 1
        running += 1
        return work
    }

    private func finish() {
        condition.lock()
        running -= 1
        // The last piece out wakes the idle workers, so they see there is nothing left.
        if running == 0 && next == pending.count { condition.broadcast() }
        condition.unlock()
    }

    /// Where a piece leaves its result: written by one piece, read after `run` returns.
    final class Slot<Value>: @unchecked Sendable {
        var value: Value?
        init() {}
    }
}
