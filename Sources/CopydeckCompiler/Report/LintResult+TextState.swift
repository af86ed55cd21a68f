extension LintResult {
    /// Where one locale's text of a message stands, as an editor's hover and an assistant's
    /// `fields` say it: `source`, `missing`, the state its review record gives (`new`, `needs
    /// review`, `stale`), `stale` when `message.stale` found it made from a source that changed
    /// since, else `translated`.
    public func textState(of key: String, locale: String, in deck: Deck) -> String {
        if locale == deck.sourceLocale { return "source" }
        guard let catalog = deck.catalogs[locale], let entry = catalog[key] else { return "missing" }
        if let recorded = catalog.review.state(of: key), recorded != .translated {
            return recorded.rawValue.replacingOccurrences(of: "_", with: " ")
        }
        let lines = [entry.keyRange.start.line, entry.valueRange.start.line]
        let stale = diagnostics.contains { finding in
            finding.rule.rawValue == "message.stale" && finding.range?.file == entry.keyRange.file
                && lines.contains(finding.range?.start.line ?? 0)
        }
        return stale ? "stale" : "translated"
    }
}
