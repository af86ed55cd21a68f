/// Under the frames: every message of the screen, with what a reviewer checks — its key, state,
/// text (at 0, 1, 2 and 7 for a plural), length against its budget, where a fallback came from,
/// the note for translators, and the lint's findings with their `path:line`.
struct CopySheet {
    var pieces: [CopyPiece]
    var sourceRoot: [String]?

    func write(into writer: inout MarkupWriter) {
        writer.element("dl", .class("copy-sheet")) { writer in
            for piece in pieces {
                writer.element("dt", .attribute("data-key", piece.key)) { writer in
                    writer.element("code") { $0.text(piece.key) }
                    if let variant = piece.variant { writer.element("span", .class("tag")) { $0.text(variant) } }
                    writer.element("span", .class("tag")) { $0.text(piece.surface) }
                    if let length = piece.length, let budget = piece.budget {
                        writer.element("span", .class(piece.isOverBudget ? "tag budget over" : "tag budget")) { $0.text("\(length)/\(budget)") }
                    }
                    if let from = piece.fallbackFrom { writer.element("span", .class("tag fallback")) { $0.text("from \(from)") } }
                    if piece.isMissing { writer.element("span", .class("tag missing")) { $0.text("missing") } }
                    if piece.isRaw { writer.element("span", .class("tag raw")) { $0.text("not formatted") } }
                }
                writer.element("dd") { writer in
                    if piece.pluralSamples.isEmpty {
                        writer.element("p", .class("sheet-text"), .dirAuto) { $0.isolated(piece.text) }
                    } else {
                        writer.element("ul", .class("plural-samples")) { writer in
                            for sample in piece.pluralSamples {
                                writer.element("li") { writer in
                                    writer.element("span", .class("count")) { $0.text("\(sample.count)") }
                                    writer.text(" ")
                                    writer.element("span", .dirAuto) { $0.isolated(sample.text) }
                                }
                            }
                        }
                    }
                    if let note = piece.note { writer.element("p", .class("note")) { $0.isolated(note) } }
                    for finding in piece.findings {
                        writer.element("p", .class("finding \(finding.severity.rawValue)")) { writer in
                            writer.element("span", .class("severity")) { $0.text(finding.severity.rawValue) }
                            writer.text(" ")
                            writer.element("code", .class("source")) {
                                $0.text(finding.range.map { "\($0.file):\($0.start.line):\($0.start.column)" } ?? "project")
                            }
                            writer.text(" ")
                            writer.isolated(finding.message)
                            writer.text(" ")
                            writer.element("code", .class("rule")) { $0.text(finding.rule.rawValue) }
                        }
                    }
                }
            }
        }
    }
}
