/// `Documentation/Rules.md`, generated from the rules' own descriptors (id, default severity,
/// summary, help, example), so the reference cannot drift from the code; a test compares them.
public enum RulesReference {
    public static func markdown(_ rules: [RuleDescriptor] = Rules.all) -> String {
        var lines = [
            "# Rules",
            "",
            "Every finding of `copydeck lint` names one of these rules. Severities can be changed per rule in",
            "`copydeck.yml` (`rules: { message.length: warning }`, or `off`); a single finding can be silenced",
            "with a `# copydeck: ignore <rule>` comment on its line or the line before (`%%` in Mermaid).",
            "",
            "This file is generated from the rules' descriptions in the code",
            "(`COPYDECK_RECORD_GOLDENS=1 swift test --filter RulesReferenceTests` rewrites it).",
            "",
            "| rule | default | finds |",
            "| --- | --- | --- |",
        ]
        for rule in rules {
            lines.append("| [`\(rule.id.rawValue)`](#\(anchor(rule.id.rawValue))) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |")
        }
        for rule in rules {
            lines += ["", "## `\(rule.id.rawValue)`", "", "Default: **\(rule.defaultSeverity.rawValue)**. \(rule.summary)", "", rule.help]
            if let example = rule.example {
                lines += ["", "```", example, "```"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// GitHub's heading anchor for `` `rule.id` ``: lowercased, punctuation other than `-` dropped.
    static func anchor(_ id: String) -> String {
        String(id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" })
    }
}
