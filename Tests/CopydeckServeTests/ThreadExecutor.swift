import Foundation

/// A task executor with a thread of its own. The server tests run their server and their own
/// steps on it, so that the synchronous tests of other suites, which hold the cooperative pool's
/// few threads (one per core) for seconds at a time, cannot keep the server from answering
/// before the client's read times out.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = ThreadExecutor()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in self.runJobs() }
        thread.name = "server tests"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
