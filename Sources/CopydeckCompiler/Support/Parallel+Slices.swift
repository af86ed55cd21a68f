import Foundation

extension Parallel {
    /// `body(0) … body(count - 1)`, the indices cut into slices (four a core, so that a slow
    /// slice does not leave a core idle) and each slice on whichever core is free; the results
    /// in index order. For many small pieces, where a task a piece would cost more than the piece.
    static func mapInSlices<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        let slices = min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        guard slices > 1 else { return (0..<count).map(body) }
        let size = (count + slices - 1) / slices
        return map(slices) { slice in
            (min(slice * size, count)..<min((slice + 1) * size, count)).map(body)
        }.flatMap { $0 }
    }
}
