import Foundation

/// A review record's bytes: a comment naming the locale file it describes, then one line per
/// message with the key as the locale file writes it under the deck (flat, dotted), sorted by
/// key, so that two branches touching different messages merge line by line: `key: state` for a
/// state alone, `key: { state: …, source: "…" }` with the source the translation was made from.
/// Lines whose state the record does not hold are kept as written (`review.record` reports them).
struct ReviewRecordWriter {
    let deck: String
    let localeFile: String

    /// `lines`: full message key → what its line says.
    func data(_ lines: [String: ReviewRecord.Line]) -> Data {
        var text = "# The texts of \(localeFile): the source text each was translated from, and the state of those\n"
        text += "# that are not final (new, needs_review or stale). copydeck import, adopt and review accept write it.\n"
        let prefix = deck + "."
        for key in lines.keys.sorted() {
            let line = lines[key]!
            let relative = key.hasPrefix(prefix) ? String(key.dropFirst(prefix.count)) : key
            text += "\(YAMLScalarWriter.scalar(relative)): "
            switch (line.state, line.source) {
            case (let state?, nil): text += YAMLScalarWriter.scalar(state)
            case (let state, let source):
                var fields: [String] = []
                if let state { fields.append("state: \(YAMLScalarWriter.scalar(state))") }
                if let source { fields.append("source: \(Self.quoted(source))") }
                text += "{ \(fields.joined(separator: ", ")) }"
            }
            text += "\n"
        }
        return Data(text.utf8)
    }

    /// Always double-quoted: a source is copy, and copy in a flow mapping is safest quoted.
    private static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        YAMLScalarWriter.appendDoubleQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// A change to one line: nil removes it.
    typealias Changes = [String: ReviewRecord.Line?]

    /// The record's file after `changes`: `record` as it is, or a new one beside `localeFile`;
    /// nil when nothing changes. A line that would say nothing (translated, no source) is left
    /// out.
    static func file(_ record: ReviewRecord?, deck: String, localeFile: String, after changes: Changes) -> (path: String, data: Data)? {
        let record = record ?? ReviewRecord(path: ReviewRecord.path(besideLocaleFile: localeFile))
        var lines = record.lines
        let before = lines
        for (key, line) in changes {
            lines[key] = line.flatMap { $0.state == nil && $0.source == nil ? nil : $0 }
        }
        guard lines != before else { return nil }
        return (record.path, ReviewRecordWriter(deck: deck, localeFile: localeFile).data(lines))
    }

    /// The line after a text's state changes to `state` (nil: translated), keeping its source.
    static func line(_ record: ReviewRecord?, _ key: String, state: TableState?, source: String?) -> ReviewRecord.Line {
        ReviewRecord.Line(state: state?.rawValue, source: source ?? record?.source(of: key))
    }
}
