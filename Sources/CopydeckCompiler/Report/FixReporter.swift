/// What `copydeck lint --fix` says it changed: a line per finding fixed, at the finding's place,
/// with the words around the change before and after it, then a line that sums up. For people
/// (the executable prints it on stderr); the findings left are reported as `lint` reports them.
public struct FixReporter: Sendable {
    /// How many characters of the text are shown on either side of a change.
    static let context = 16

    public init() {}

    /// `fixed`: the findings fixed, each with its `Fix`; `files`: how many files change; `name`
    /// names a project-relative file for the reader.
    public func render(fixed: [Diagnostic], files: Int, check: Bool, name: (String) -> String = { $0 }) -> String {
        var lines: [String] = []
        let verb = check ? "would fix" : "fixed"
        for finding in fixed {
            guard let fix = finding.fix else { continue }
            let place = finding.range.map { "\(name($0.file)):\($0.start.line):\($0.start.column)" } ?? name(fix.file)
            let (before, after) = Self.excerpts(fix.text, fix.fixedText)
            lines.append("\(place): \(verb) \(finding.rule.rawValue) in `\(fix.key)`: \(before) → \(after)")
        }
        if fixed.isEmpty {
            lines.append("copydeck: nothing to fix")
        } else {
            let findings = "\(fixed.count) finding\(fixed.count == 1 ? "" : "s")"
            let inFiles = "in \(files) file\(files == 1 ? "" : "s")"
            lines.append("copydeck: \(verb) \(findings) \(inFiles)\(check ? "; nothing written (--check)" : "")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The part of each text that differs, with `context` characters around it (`…` where cut),
    /// quoted so that a space at an edge shows: `“trip ”` → `“trip”`.
    static func excerpts(_ before: String, _ after: String) -> (String, String) {
        let old = Array(before), new = Array(after)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        func excerpt(_ characters: [Character]) -> String {
            let start = max(0, prefix - context), end = min(characters.count, characters.count - suffix + context)
            let body = String(characters[start..<end]).replacingOccurrences(of: "\n", with: "\\n")
            return "“\(start > 0 ? "…" : "")\(body)\(end < characters.count ? "…" : "")”"
        }
        return (excerpt(old), excerpt(new))
    }
}
