/// Under the frames: every message of the screen, with what a reviewer checks — its key, state,
/// text (at 0, 1, 2 and 7 for a plural), length against its budget, where a fallback came from,
/// the note for translators, and the lint's findings with their `path:line`.
struct CopySheet {
    var pieces: [CopyPiece]
    var sourceRoot: [String]?

    func markup() -> Markup {
        .element("dl", attributes: [.class("copy-sheet")]) {
            for piece in pieces {
                Markup.element("dt", attributes: [.attribute("data-key", piece.key)]) {
                    Markup.element("code") { piece.key }
                    if let variant = piece.variant { Markup.element("span", .class("tag")) { variant } }
                    Markup.element("span", .class("tag")) { piece.surface }
                    if let length = piece.length, let budget = piece.budget {
                        Markup.element("span", .class(piece.isOverBudget ? "tag budget over" : "tag budget")) { "\(length)/\(budget)" }
                    }
                    if let from = piece.fallbackFrom { Markup.element("span", .class("tag fallback")) { "from \(from)" } }
                    if piece.isMissing { Markup.element("span", .class("tag missing")) { "missing" } }
                    if piece.isRaw { Markup.element("span", .class("tag raw")) { "not formatted" } }
                }
                Markup.element("dd") {
                    if piece.pluralSamples.isEmpty {
                        Markup.element("p", attributes: [.class("sheet-text"), .dirAuto]) { Markup.isolated(piece.text) }
                    } else {
                        Markup.element("ul", .class("plural-samples")) {
                            for sample in piece.pluralSamples {
                                Markup.element("li") {
                                    Markup.element("span", .class("count")) { "\(sample.count)" }
                                    " "
                                    Markup.element("span", attributes: [.dirAuto]) { Markup.isolated(sample.text) }
                                }
                            }
                        }
                    }
                    if let note = piece.note { Markup.element("p", .class("note")) { Markup.isolated(note) } }
                    for finding in piece.findings {
                        Markup.element("p", .class("finding \(finding.severity.rawValue)")) {
                            Markup.element("span", .class("severity")) { finding.severity.rawValue }
                            " "
                            Markup.element("code", .class("source")) {
                                finding.range.map { "\($0.file):\($0.start.line):\($0.start.column)" } ?? "project"
                            }
                            " "
                            Markup.isolated(finding.message)
                            " "
                            Markup.element("code", .class("rule")) { finding.rule.rawValue }
                        }
                    }
                }
            }
        }
    }
}
