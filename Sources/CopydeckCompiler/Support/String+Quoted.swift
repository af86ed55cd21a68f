extension String {
    /// The text as a diagnostic or a diff line shows it: in quotes, its line breaks, tabs,
    /// quotes and backslashes escaped so it stays on one line (other characters as they are),
    /// cut after `limit` characters when one is given.
    func quoted(limit: Int? = nil) -> String {
        let shown = limit.map { count > $0 ? String(prefix($0)) + "…" : self } ?? self
        return "\"" + shown.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "\""
    }
}
