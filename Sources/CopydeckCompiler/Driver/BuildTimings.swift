#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long each stage of a build took, in the order they ran, and the processor time the whole
/// process spent meanwhile on every core: what `copydeck build --timings` prints and what the
/// benchmarks report per stage. A stage whose processor time is near its duration ran on one
/// core. Taking the times costs a clock read and a `getrusage` a stage.
public struct BuildTimings: Sendable {
    public struct Stage: Sendable {
        public var name: String
        public var duration: Duration
        /// User and system time of every thread of the process during the stage.
        public var processor: Duration = .zero
    }

    public private(set) var stages: [Stage] = []

    public init() {}

    /// Runs `body` as the stage `name` and records its duration.
    mutating func measure<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let processorStart = Self.processorTime()
        defer { stages.append(Stage(name: name, duration: clock.now - start, processor: Self.processorTime() - processorStart)) }
        return try body()
    }

    /// The user and system time the process has spent so far, on every thread.
    static func processorTime() -> Duration {
        var usage = rusage()
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return .zero }
        func duration(_ time: timeval) -> Duration { .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec)) }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }

    public var total: Duration {
        stages.reduce(.zero) { $0 + $1.duration }
    }

    public var totalProcessor: Duration {
        stages.reduce(.zero) { $0 + $1.processor }
    }
}
