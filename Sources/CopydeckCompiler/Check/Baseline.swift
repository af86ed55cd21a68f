import Foundation

/// A baseline: the findings a team accepted when adopting Copydeck on existing copy, so `lint`
/// fails only on new ones. Entries match by rule, file, message and the text of the reported
/// line (not its number), so edits elsewhere in a file do not revive old findings.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public var rule: String
        public var file: String
        public var message: String
        /// The reported line, trimmed.
        public var line: String

        /// The entry without its message: what a finding is matched by once its words changed.
        var withoutMessage: Entry { Entry(rule: rule, file: file, message: "", line: line) }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.line, lhs.message) < (rhs.file, rhs.rule, rhs.line, rhs.message)
        }
    }

    public var version = 1
    public var findings: [Entry]

    public init(diagnostics: [Diagnostic], files: [String: SourceFile]) {
        findings = diagnostics.map { Self.entry($0, files: files) }.sorted()
    }

    static func entry(_ diagnostic: Diagnostic, files: [String: SourceFile]) -> Entry {
        let file = diagnostic.range?.file ?? ""
        let line = diagnostic.range.flatMap { files[$0.file]?.line($0.start.line) }.map(trimmed) ?? ""
        return Entry(rule: diagnostic.rule.rawValue, file: file, message: diagnostic.message, line: line)
    }

    /// The line without the spaces around it, exactly as `trimmingCharacters(in: .whitespaces)`
    /// trims it (the set is Foundation's own), but walked on scalars: Foundation's trimming
    /// bridges each line through NSString, which was most of a large adoption's baseline.
    static func trimmed(_ line: Substring) -> String {
        let spaces = Self.spaces
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !spaces.contains($0) }),
              let last = scalars.lastIndex(where: { !spaces.contains($0) }) else { return "" }
        return String(scalars[first...last])
    }

    private static let spaces = CharacterSet.whitespaces

    /// The diagnostics the baseline does not account for; each entry accounts for one finding.
    /// An entry accounts first for the finding with its very words; what is left is matched by
    /// rule, file and line alone, so that a baseline outlives a Copydeck whose messages say more.
    public func filter(_ diagnostics: [Diagnostic], files: [String: SourceFile]) -> [Diagnostic] {
        var remaining: [Entry: Int] = [:]
        for entry in findings { remaining[entry, default: 0] += 1 }
        let entries = diagnostics.map { Self.entry($0, files: files) }
        var accounted = [Bool](repeating: false, count: diagnostics.count)
        for (index, entry) in entries.enumerated() {
            guard let count = remaining[entry], count > 0 else { continue }
            remaining[entry] = count - 1
            accounted[index] = true
        }
        var looser: [Entry: Int] = [:]
        for (entry, count) in remaining where count > 0 { looser[entry.withoutMessage, default: 0] += count }
        for (index, entry) in entries.enumerated() where !accounted[index] {
            guard let count = looser[entry.withoutMessage], count > 0 else { continue }
            looser[entry.withoutMessage] = count - 1
            accounted[index] = true
        }
        return zip(diagnostics, accounted).filter { !$0.1 }.map(\.0)
    }

    public func encoded() throws -> Data { try OutputTree.json(self) }

    public static func decode(_ data: Data) throws -> Baseline { try JSONDecoder().decode(Baseline.self, from: data) }
}
