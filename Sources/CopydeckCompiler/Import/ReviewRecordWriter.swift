import Foundation

/// A review record's bytes: a comment naming the locale file it describes, then one line per
/// message, `key: state` with the key as the locale file writes it under the deck (flat, dotted),
/// sorted by key, so that two branches touching different messages merge line by line. Lines
/// whose state the record does not hold are kept as written (`review.record` reports them).
struct ReviewRecordWriter {
    let deck: String
    let localeFile: String

    /// `lines`: full message key → the state's name.
    func data(_ lines: [String: String]) -> Data {
        var text = "# The texts of \(localeFile) that are not final: new, needs_review or stale. A text with no line is\n"
        text += "# translated. copydeck adopt and import write this file; remove a line once its text is done.\n"
        let prefix = deck + "."
        for key in lines.keys.sorted() {
            let relative = key.hasPrefix(prefix) ? String(key.dropFirst(prefix.count)) : key
            text += "\(AdoptFiles.scalar(relative)): \(AdoptFiles.scalar(lines[key]!))\n"
        }
        return Data(text.utf8)
    }

    /// The record's file after `changes` (full key → its state now; nil: final, no line):
    /// `record` as it is, or a new one beside `localeFile`; nil when nothing changes.
    static func file(_ record: ReviewRecord?, deck: String, localeFile: String, after changes: [String: TableState?]) -> (path: String, data: Data)? {
        let record = record ?? ReviewRecord(path: ReviewRecord.path(besideLocaleFile: localeFile))
        guard let lines = lines(record, after: changes) else { return nil }
        return (record.path, ReviewRecordWriter(deck: deck, localeFile: localeFile).data(lines))
    }

    /// The record's lines after `changes` (full key → its state now; nil: final, no line), or
    /// nil when they change nothing.
    private static func lines(_ record: ReviewRecord, after changes: [String: TableState?]) -> [String: String]? {
        var lines: [String: String] = [:]
        for entry in record.entries where lines[entry.key] == nil { lines[entry.key] = entry.text }
        let before = lines
        for (key, state) in changes { lines[key] = state?.rawValue }
        return lines == before ? nil : lines
    }
}
