/// `copydeck diff` for people: per deck, one line per change with what it was and is, then the
/// findings new and fixed.
public struct DiffTextReporter: Sendable {
    /// How a file is named for the reader (from the folder the command runs in).
    let path: @Sendable (String) -> String

    public init(path: @escaping @Sendable (String) -> String = { $0 }) {
        self.path = path
    }

    public func render(_ diff: ProjectDiff) -> String {
        var output = "copydeck diff against \(diff.baseDescription)\n"
        if diff.isEmpty { return output + "no changes\n" }
        var deck: String?
        for entry in diff.changes {
            if entry.deck != deck {
                deck = entry.deck
                output += "\n\(entry.deck)\n"
            }
            output += "  \(entry.change.rawValue.padding(7)) \(entry.title)"
            if let range = entry.range ?? entry.baseRange { output += "  (\(path(range.file)):\(range.start.line)\(entry.range == nil ? ", before" : ""))" }
            output += "\n"
            let summary = entry.summary
            if !summary.isEmpty { output += "      \(summary)\n" }
        }
        output += "\nfindings: \(diff.newFindings.count) new, \(diff.fixedFindings.count) fixed\n"
        for (word, findings) in [("new", diff.newFindings), ("fixed", diff.fixedFindings)] {
            for finding in findings {
                let place = finding.range.map { "\(path($0.file)):\($0.start.line):\($0.start.column): " } ?? ""
                output += "  \(word.padding(5)) \(place)\(finding.severity.rawValue) [\(finding.rule.rawValue)] \(finding.message)\n"
            }
        }
        return output
    }
}

extension String {
    /// The text followed by spaces up to `width` characters.
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
