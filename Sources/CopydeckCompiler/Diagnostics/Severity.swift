/// How much a finding matters. `error` fails a run; `warning` fails it only under `--strict`.
public enum Severity: String, Codable, Comparable, Sendable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
