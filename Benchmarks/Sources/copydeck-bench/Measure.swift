/// Runs `body` `runs` times after one warm-up and reports the median and the fastest run.
struct Measurement {
    var name: String
    var median: Duration
    var fastest: Duration

    init(_ name: String, runs: Int = 5, _ body: () throws -> Void) rethrows {
        try body()
        var samples: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            samples.append(try clock.measure(body))
        }
        samples.sort()
        self.name = name
        median = samples[samples.count / 2]
        fastest = samples[0]
    }

    var line: String {
        "\(name): median \(Self.milliseconds(median)) ms, fastest \(Self.milliseconds(fastest)) ms"
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return String(format: "%.1f", value)
    }
}

import Foundation
