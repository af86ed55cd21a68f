/// `copydeck diff --format markdown`: a pull-request comment. A summary table (one row per deck),
/// then each deck's changes in a collapsed section, then the findings new and fixed. GitHub takes
/// comments of up to 65,536 characters: sections are added while they fit in `limit`, and what is
/// left out is counted, with the command that shows it all.
public struct DiffMarkdownReporter: Sendable {
    let path: @Sendable (String) -> String
    /// The most characters (as GitHub counts them: UTF-16 code units) the comment may have.
    let limit: Int

    public static let gitHubCommentLimit = 65_536

    public init(limit: Int = Self.gitHubCommentLimit, path: @escaping @Sendable (String) -> String = { $0 }) {
        self.limit = limit
        self.path = path
    }

    public func render(_ diff: ProjectDiff) -> String {
        var head = "### Copydeck: changes against `\(Self.code(diff.baseDescription))`\n\n"
        if diff.isEmpty { return head + "No copy, screen or flow changed, and no finding is new or fixed.\n" }
        head += "| Deck | Messages | Stale translations | Screens and fields | Permissions, shields, events | Flows | Findings |\n"
        head += "|---|---|---|---|---|---|---|\n"
        let decks = diff.decks
        for deck in decks {
            let changes = diff.changes.filter { $0.deck == deck }
            func tally(_ kinds: [ProjectDiff.Kind], _ sorts: [ProjectDiff.Change] = [.added, .removed, .changed]) -> String {
                let words = sorts.compactMap { sort -> String? in
                    let count = changes.lazy.filter { kinds.contains($0.kind) && $0.change == sort }.count
                    return count == 0 ? nil : "\(count) \(sort.rawValue)"
                }
                return words.isEmpty ? "–" : words.joined(separator: ", ")
            }
            let findings = diff.newFindings.filter { diff.deck(of: $0) == deck }.count
            head += "| \(Self.cell(deck)) | \(tally([.message])) | \(tally([.message], [.stale])) | \(tally([.screen, .field])) | "
            head += "\(tally([.permission, .shield, .event])) | \(tally([.flow, .node, .edge])) | \(findings == 0 ? "–" : "\(findings) new") |\n"
        }
        head += "\n**Findings:** \(diff.newFindings.count) new, \(diff.fixedFindings.count) fixed.\n"

        var sections = decks.map { deck in section(deck, diff.changes.filter { $0.deck == deck }) }
        sections.append(findings(diff))
        let closing = "\n<sub>`copydeck diff --base \(Self.code(diff.base))` prints every change; `copydeck preview --base` draws them.</sub>\n"
        var body = head
        var left = 0
        for section in sections {
            let room = limit - Self.length(body) - Self.length(closing) - 200
            if left == 0, Self.length(section) <= room { body += section } else { left += 1 }
        }
        if left > 0 { body += "\n_\(left) section(s) left out to fit a pull-request comment._\n" }
        return body + closing
    }

    private func section(_ deck: String, _ changes: [ProjectDiff.Entry]) -> String {
        var text = "\n<details><summary><b>\(Self.html(deck))</b>: \(changes.count) change(s)</summary>\n\n"
        text += "| | What | Before | After |\n|---|---|---|---|\n"
        for entry in changes {
            let place = entry.range.map { " <sub>\(Self.html(path($0.file))):\($0.start.line)</sub>" } ?? ""
            let (before, after): (String, String) = switch entry.change {
            case .stale: ("source: \(Self.value(entry.before))", "source: \(Self.value(entry.after))<br>translation unchanged: \(Self.cell(entry.translation ?? ""))")
            case .changed where entry.before.map({ if case .properties = $0 { true } else { false } }) == true:
                (entry.changedProperties.map { "\($0): \(Self.cell(entry.before?[$0] ?? "–"))" }.joined(separator: "<br>"),
                 entry.changedProperties.map { "\($0): \(Self.cell(entry.after?[$0] ?? "–"))" }.joined(separator: "<br>"))
            default: (Self.value(entry.before), Self.value(entry.after))
            }
            text += "| \(entry.change.rawValue) | \(Self.cell(entry.title))\(place) | \(before) | \(after) |\n"
        }
        return text + "\n</details>\n"
    }

    private func findings(_ diff: ProjectDiff) -> String {
        guard !diff.newFindings.isEmpty || !diff.fixedFindings.isEmpty else { return "" }
        var text = "\n<details open><summary><b>Findings</b>: \(diff.newFindings.count) new, \(diff.fixedFindings.count) fixed</summary>\n\n"
        text += "| | Rule | Where | Finding |\n|---|---|---|---|\n"
        for (word, list) in [("new", diff.newFindings), ("fixed", diff.fixedFindings)] {
            for finding in list {
                let place = finding.range.map { "\(path($0.file)):\($0.start.line)" } ?? ""
                text += "| \(word) \(finding.severity.rawValue) | `\(finding.rule.rawValue)` | \(Self.cell(place)) | \(Self.cell(finding.message)) |\n"
            }
        }
        return text + "\n</details>\n"
    }

    private static func value(_ value: ProjectDiff.Value?) -> String {
        switch value {
        case nil: "–"
        case .text(let text)?: cell(text)
        case .properties(let properties)?: properties.map { "\($0.name): \(cell($0.value))" }.joined(separator: "<br>")
        }
    }

    /// Text that stays itself in a table cell: HTML and Markdown's own characters escaped, line
    /// breaks as `<br>`, an empty text shown as such.
    static func cell(_ text: String) -> String {
        if text.isEmpty { return "<i>(empty)</i>" }
        var result = ""
        for character in text {
            switch character {
            case "\n": result += "<br>"
            case "\r": break
            case "|": result += "&#124;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "~", "#", "!": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Inside a code span: backticks cannot be escaped there, so they become quotes.
    static func code(_ text: String) -> String { text.replacingOccurrences(of: "`", with: "'") }

    /// Length as GitHub counts a comment's characters.
    static func length(_ text: String) -> Int { text.utf16.count }
}
