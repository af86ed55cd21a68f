import Foundation

/// One round of `copydeck lint --fix`: the certain fixes of one lint's findings made in the
/// locale files' bytes, through the editor import uses (`LocaleFileEditor`), so comments,
/// order, quoting and every other text stay as they were. Fixes of one message are made
/// together when their edits are apart; a fix whose edits meet one already taken waits for the
/// next round, made against the text the first left.
///
/// A pure function of the findings and the bytes: nothing is read or written here.
struct FixPass {
    /// The files' bytes as they are now (the last round's, or the disk's).
    let bytes: (String) throws(CopydeckError) -> [UInt8]
    /// Messages (`file`, `key`) whose fixes the editor refused in an earlier round: left alone.
    let refused: Set<String>

    struct Outcome {
        /// Each changed file's new bytes.
        var files: [String: [UInt8]] = [:]
        /// The findings whose fixes were made, in the order of the findings.
        var fixed: [Diagnostic] = []
        /// Why a file's fixes could not be made (the editor's findings), and the messages refused.
        var problems: [Diagnostic] = []
        var refused: Set<String> = []
    }

    static func messageID(file: String, key: String) -> String { "\(file)\u{0}\(key)" }

    func run(_ findings: [Diagnostic]) throws(CopydeckError) -> Outcome {
        // Per file, per message: the fixes taken, their edits, and the findings they fix.
        var taken: [String: [String: (fix: Fix, edits: [Fix.Edit], findings: [Diagnostic])]] = [:]
        var fileOrder: [String] = []
        for finding in findings {
            guard let fix = finding.fix, !refused.contains(Self.messageID(file: fix.file, key: fix.key)) else { continue }
            if taken[fix.file] == nil { fileOrder.append(fix.file) }
            var message = taken[fix.file, default: [:]][fix.key] ?? (fix, [], [])
            // Made against another text (the finding of an earlier round): not this round's.
            guard message.fix.text == fix.text else { continue }
            guard !fix.edits.contains(where: { edit in message.edits.contains(where: edit.overlaps) }) else { continue }
            message.edits += fix.edits
            message.findings.append(finding)
            taken[fix.file, default: [:]][fix.key] = message
        }
        var outcome = Outcome()
        for file in fileOrder {
            guard let messages = taken[file], let first = messages.values.first?.fix else { continue }
            let edits = messages.keys.sorted().map { key -> LocaleFileEditor.Edit in
                let message = messages[key]!
                return .set(key, Fix.apply(message.edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }, to: message.fix.text))
            }
            let result = LocaleFileEditor(path: file, deck: first.deck, locale: first.locale).apply(edits, to: try bytes(file))
            if !result.diagnostics.isEmpty {
                outcome.problems += result.diagnostics
                outcome.refused.formUnion(messages.keys.map { Self.messageID(file: file, key: $0) })
                continue
            }
            if let new = result.bytes { outcome.files[file] = new }
            outcome.fixed += messages.values.flatMap(\.findings)
        }
        outcome.fixed.sort()
        return outcome
    }
}
