/// Inline suppressions: a comment naming the rules it silences, at the end of the line it
/// applies to or alone on the line before it (`#` in YAML, `%%` in Mermaid):
///
///     title: Wander   # copydeck: ignore message.untranslated
///     # copydeck: ignore message.length, message.register
///     body: 아주 긴 본문…
///
/// In YAML, a suppression on a key covers its whole value: the lines of a block scalar below it
/// (`body: |-` and its more indented lines), where a comment cannot go.
///
/// A suppression that silences nothing is itself reported, so stale ones do not pile up.
public struct Suppressions: Sendable {
    struct Entry {
        var rules: [Located<String>]
        var file: String
        /// The line whose findings it silences.
        var target: Int
        /// The last line it covers: the target, or the end of the value a YAML key starts.
        var last: Int
        var used: Set<String> = []
    }

    private var entries: [Entry] = []
    static let marker = "copydeck: ignore "

    public static let unusedRule = RuleDescriptor(
        id: "suppression.unused", defaultSeverity: .warning,
        summary: "An inline `copydeck: ignore` comment that silences nothing.",
        help: """
            The finding it was written for is gone; delete the comment (or fix the rule name). A \
            suppression in a file that could not be read whole (not UTF-8, a YAML or Mermaid syntax \
            error), or in another file of that file's deck, is not reported until the file is \
            mended: the finding it silences may come back then.
            """,
        examples: [
            RuleExample("a suppression whose finding is gone, and a rule name misspelled", files: [
                .init("content/demo/screens.yml", suppressionScreens),
                .init("locales/ko/demo.yml", """
                    intro:
                      title: 사진 몇 장이면 충분해요   # copydeck: ignore ↓message.length
                      # copydeck: ignore ↓message.lenght
                      next: 시작하기
                    """),
            ]),
            RuleExample("a suppression that silences a finding on its line", files: [
                .init("content/demo/screens.yml", suppressionScreens),
                .init("locales/ko/demo.yml", "intro:\n  title: Wander\n  next: 시작하기\n"),
                .init("locales/ja/demo.yml", "intro:\n  title: Wander   # copydeck: ignore message.untranslated\n  next: はじめる\n"),
            ]),
        ])

    static let suppressionScreens = """
        screens:
          intro:
            kind: page
            fields:
              title: title
              next: button
        """

    public init(files: [String: SourceFile]) {
        // The files that mention the marker, each read on whichever core is free; the entries in
        // path order.
        let marked = files.filter { Self.mentionsMarker($0.value.text) }.sorted { $0.key < $1.key }
        entries = Parallel.map(marked.count) { Self.entries(in: marked[$0].value, path: marked[$0].key) }.flatMap { $0 }
    }

    /// The suppressions of one file, from the lines that hold the marker.
    private static func entries(in file: SourceFile, path: String) -> [Entry] {
        let isYAML = path.lowercased().hasSuffix(".yml") || path.lowercased().hasSuffix(".yaml")
        var entries: [Entry] = []
        for number in markedLines(file) {
            let index = number - 1
            guard let line = file.line(number), let markerRange = line.range(of: Self.marker) else { continue }
            let before = line[line.startIndex..<markerRange.lowerBound]
            let commentStart = before.lastIndex(of: "#") ?? before.range(of: "%%", options: .backwards)?.lowerBound
            guard let commentStart else { continue }
            let code = line[line.startIndex..<commentStart].trimmingCharacters(in: .whitespaces)
            let target = code.isEmpty ? index + 2 : index + 1
            var rules: [Located<String>] = []
            var column = line[line.startIndex..<markerRange.upperBound].count + 1
            for word in line[markerRange.upperBound...].split(separator: ",", omittingEmptySubsequences: false) {
                let name = word.trimmingCharacters(in: .whitespaces)
                let leading = word.prefix { $0 == " " }.count
                if !name.isEmpty {
                    rules.append(Located(name, at: SourceRange(file: path, start: SourceLocation(line: index + 1, column: column + leading))))
                }
                column += word.count + 1
            }
            let last = isYAML ? Self.endOfValue(startingAt: target, in: file) : target
            entries.append(Entry(rules: rules, file: path, target: target, last: last))
        }
        return entries
    }

    /// The numbers (1-based) of the lines that hold the marker: one byte search of the whole
    /// text, each place found put on its line by the file's line table (the marker holds no line
    /// break, so it is always inside one line).
    static func markedLines(_ file: SourceFile) -> [Int] {
        let bounds = file.lineBounds
        var text = file.text
        return text.withUTF8 { bytes in
            markerBytes.withUnsafeBufferPointer { marker in
                var numbers: [Int] = []
                var offset = 0, line = 0
                while let position = ByteSearch.firstOffset(of: marker, in: bytes, from: offset) {
                    while line + 1 < bounds.count, bounds[line + 1].start <= position { line += 1 }
                    if numbers.last != line + 1 { numbers.append(line + 1) }
                    offset = position + 1
                }
                return numbers
            }
        }
    }

    /// The last line of the value whose key is on `line` (1-based): the following lines that are
    /// blank or indented deeper than it.
    static func endOfValue(startingAt line: Int, in file: SourceFile) -> Int {
        guard line >= 1, let first = file.line(line) else { return line }
        func indent(_ text: Substring) -> Int { text.prefix { $0 == " " }.count }
        let own = indent(first)
        var last = line
        var next = line + 1
        while let text = file.line(next) {
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                next += 1
                continue
            }
            guard indent(text) > own else { break }
            last = next
            next += 1
        }
        return last
    }

    /// A byte search for `copydeck: ignore`, so files without suppressions cost one pass.
    static func mentionsMarker(_ text: String) -> Bool {
        ByteSearch.contains(markerBytes, in: text)
    }

    private static let markerBytes = Array(marker.utf8)

    /// Findings that say a file was not read whole (not UTF-8, a YAML or Mermaid syntax error,
    /// unreadable, too large). The checks did not see that file, and saw its deck's other files
    /// without it, so a suppression there may be waiting for a finding that comes back once the
    /// file is mended: it is not called unused.
    static let unreadRules: Set<RuleID> = [
        Rules.fileEncoding.id, Rules.fileUnreadable.id, Rules.fileLimit.id, Rules.yamlSyntax.id, Rules.flowSyntax.id,
    ]

    /// The diagnostics that no suppression silences, plus one for each suppression (or rule
    /// name in it) that silenced nothing or names no rule. A suppression in a file not read whole,
    /// or in another file of the same deck (`deckOf`), is not called unused; a name that is no
    /// rule still is.
    public mutating func apply(to diagnostics: [Diagnostic], deckOf: (String) -> String? = { _ in nil }) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var index: [String: [Int]] = [:]
        for (position, entry) in entries.enumerated() {
            for line in entry.target...max(entry.target, entry.last) { index["\(entry.file):\(line)", default: []].append(position) }
        }
        for diagnostic in diagnostics {
            guard let range = diagnostic.range, let candidates = index["\(range.file):\(range.start.line)"] else {
                kept.append(diagnostic)
                continue
            }
            var silenced = false
            for position in candidates where entries[position].rules.contains(where: { $0.value == diagnostic.rule.rawValue }) {
                entries[position].used.insert(diagnostic.rule.rawValue)
                silenced = true
            }
            if !silenced { kept.append(diagnostic) }
        }
        let known = Set(Rules.all.map(\.id.rawValue))
        let unreadFiles = Set(diagnostics.filter { Self.unreadRules.contains($0.rule) }.compactMap { $0.range?.file })
        let unreadDecks = Set(unreadFiles.compactMap(deckOf))
        for entry in entries {
            let waiting = unreadFiles.contains(entry.file) || deckOf(entry.file).map(unreadDecks.contains) == true
            for rule in entry.rules where !entry.used.contains(rule.value) && !(waiting && known.contains(rule.value)) {
                var message = "`copydeck: ignore \(rule.value)` silences nothing on line \(entry.target); delete the comment"
                if !known.contains(rule.value) {
                    message = "`\(rule.value)` is not a rule"
                    if let suggestion = Suggestion.closest(to: rule.value, in: known.sorted()) {
                        message += "; did you mean `\(suggestion)`?"
                    } else {
                        message += "; name a rule from Documentation/Rules.md, or delete the comment"
                    }
                }
                kept.append(Diagnostic(rule: Self.unusedRule.id, severity: Self.unusedRule.defaultSeverity, range: rule.range, message: message))
            }
        }
        return kept
    }
}

import Foundation
