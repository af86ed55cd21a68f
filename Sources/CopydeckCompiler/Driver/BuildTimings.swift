/// How long each stage of a build took, in the order they ran: what `copydeck build --timings`
/// prints and what the benchmarks report per stage. Taking the times costs a clock read a stage.
public struct BuildTimings: Sendable {
    public struct Stage: Sendable {
        public var name: String
        public var duration: Duration
    }

    public private(set) var stages: [Stage] = []

    public init() {}

    /// Runs `body` as the stage `name` and records its duration.
    mutating func measure<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer { stages.append(Stage(name: name, duration: clock.now - start)) }
        return try body()
    }

    public var total: Duration {
        stages.reduce(.zero) { $0 + $1.duration }
    }
}
