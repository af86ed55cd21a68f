/// The words every diff format shares: how a value, a change and a finding read.
extension ProjectDiff {
    /// The older version as a reader names it: `HEAD~1 (0123456789ab)`.
    public var baseDescription: String {
        baseCommit.map { "\(base) (\($0.prefix(12)))" } ?? base
    }

    /// The findings new in flows (what became unreachable, a dead end, a loop with no way out).
    public static let flowConsequenceRules: Set<String> = Set([FlowUnreachableCheck.rule, FlowDeadEndCheck.rule, FlowNoExitCheck.rule].map(\.id.rawValue))
}

extension ProjectDiff.Value {
    /// `"text"`, or `kind: page, maxLength: 30`.
    public var summary: String {
        switch self {
        case .text(let text): ProjectDiff.quoted(text)
        case .properties(let properties): properties.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
        }
    }
}

extension ProjectDiff.Entry {
    /// One line saying what changed, without the deck: `maxLength 30 → 40`, `"old" → "new"`.
    public var summary: String {
        switch change {
        case .stale:
            return "source changed from \(before?.summary ?? "") to \(after?.summary ?? ""); the translation \(ProjectDiff.quoted(translation ?? "")) did not"
        case .added: return after?.summary ?? ""
        case .removed: return before?.summary ?? ""
        case .changed:
            if case .text(let old)? = before, case .text(let new)? = after { return "\(ProjectDiff.quoted(old)) → \(ProjectDiff.quoted(new))" }
            return changedProperties.map { name in
                "\(name) \(before?[name].map(ProjectDiff.quoted) ?? "(none)") → \(after?[name].map(ProjectDiff.quoted) ?? "(none)")"
            }.joined(separator: "; ")
        }
    }

    /// `message wander.intro.title [ja]`.
    public var title: String {
        "\(kind.rawValue) \(id)" + (locale.map { " [\($0)]" } ?? "")
    }
}

extension ProjectDiff {
    /// A text in quotes, escaped so a change stays on one line (`String.quoted`).
    static func quoted(_ text: String) -> String { text.quoted() }
}
