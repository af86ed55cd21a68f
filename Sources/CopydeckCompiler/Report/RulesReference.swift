/// `Documentation/Rules.md`, generated from the rules' own descriptors (id, default severity,
/// summary, help, examples), so the reference cannot drift from the code; a test compares them,
/// and another runs every example it shows.
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
            "(`COPYDECK_RECORD_GOLDENS=1 swift test --filter RulesReferenceTests` rewrites it). Every example",
            "below is run by `RuleExampleTests`: `↓` marks where each finding lands, and an example marked",
            "\"does not trigger\" gives none; a rule whose fixes are certain says what `copydeck lint --fix` does,",
            "and its examples show the files as the fix leaves them. An example without its own `copydeck.yml` has this one:",
            "",
            "```yaml",
            withoutFinalNewlines(RuleExample.standardConfig),
            "```",
            "",
            "| rule | default | finds |",
            "| --- | --- | --- |",
        ]
        for rule in rules {
            lines.append("| [`\(rule.id.rawValue)`](#\(anchor(rule.id.rawValue))) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |")
        }
        for rule in rules {
            lines += ["", "## `\(rule.id.rawValue)`", "", "Default: **\(rule.defaultSeverity.rawValue)**. \(rule.summary)", "", rule.help]
            if let safetyNet = rule.safetyNet {
                lines += ["", "A safety net: no project triggers this rule today. \(safetyNet)"]
            }
            if let fix = rule.certainFix {
                lines += ["", "Fixed by `copydeck lint --fix`: \(fix)"]
            }
            for example in rule.examples { lines += render(example) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func render(_ example: RuleExample) -> [String] {
        var heading = example.triggers ? "**Triggers**" : "**Does not trigger**"
        switch example.action {
        case .lint: break
        case .build: heading += " (`copydeck build`)"
        case .importing(let path): heading += " (`copydeck import --check \(path)`)"
        }
        if let caption = example.caption { heading += ": \(caption)" }
        var lines = ["", heading]
        for file in example.files {
            lines += ["", "`\(file.path)`", "", "```\(language(of: file))", withoutFinalNewlines(file.display), "```"]
        }
        for file in example.fixed {
            lines += ["", "After `copydeck lint --fix`, `\(file.path)`:", "", "```\(language(of: file))", withoutFinalNewlines(file.display), "```"]
        }
        return lines
    }

    static func withoutFinalNewlines(_ text: String) -> String {
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The fence's language: YAML and XML are highlighted; Mermaid is not rendered (GitHub would
    /// draw the diagram, and the marks are not Mermaid).
    static func language(of file: RuleExample.File) -> String {
        guard case .text = file.content else { return "" }
        let path = file.path
        if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { return "yaml" }
        if path.hasSuffix(".xliff") || path.hasSuffix(".xml") || path.hasSuffix(".stringsdict") { return "xml" }
        if path.hasSuffix(".xcstrings") { return "json" }
        return ""
    }

    /// GitHub's heading anchor for `` `rule.id` ``: lowercased, punctuation other than `-` dropped.
    static func anchor(_ id: String) -> String {
        String(id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" })
    }
}
