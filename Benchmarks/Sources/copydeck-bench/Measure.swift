/// Runs `body` `runs` times after one warm-up and reports the median and the fastest run. What
/// `body` returns is released after the clock stops, the way `copydeck` ends its process without
/// handing the project's memory back. `prepare` runs before each run, off the clock.
struct Measurement {
    var name: String
    var median: Duration
    var fastest: Duration

    /// Processor time (user and system, every thread) of the median run: what the work costs,
    /// whatever else the machine is doing.
    var processorTime: Duration

    init<Result>(_ name: String, runs: Int = 5, _ body: () throws -> Result) rethrows {
        try self.init(name, runs: runs, prepare: {}, body)
    }

    init<Result>(_ name: String, runs: Int = 5, prepare: () throws -> Void, _ body: () throws -> Result) rethrows {
        try prepare()
        _ = try body()
        var samples: [(wall: Duration, processor: Duration)] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            try prepare()
            var result: Result?
            let before = Self.processorTimeUsed()
            let wall = try clock.measure { result = try body() }
            samples.append((wall, Self.processorTimeUsed() - before))
            withExtendedLifetime(result) {}
            result = nil
        }
        samples.sort { $0.wall < $1.wall }
        self.name = name
        median = samples[samples.count / 2].wall
        fastest = samples[0].wall
        processorTime = samples[samples.count / 2].processor
    }

    var line: String {
        "\(name): median \(Self.milliseconds(median)) ms, fastest \(Self.milliseconds(fastest)) ms, processor time \(Self.milliseconds(processorTime)) ms"
    }

    /// `getrusage` of this process.
    static func resourceUsage() -> rusage {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage
    }

    static func processorTimeUsed() -> Duration {
        let usage = resourceUsage()
        func duration(_ time: timeval) -> Duration { .seconds(time.tv_sec) + .microseconds(time.tv_usec) }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return String(format: "%.1f", value)
    }
}

import Foundation
