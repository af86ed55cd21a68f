import CopydeckKit

/// What a preview page is drawn from, in its key (`PageKey`). A copy page's key holds what the
/// deck's preview is drawn from apart from its copy (`DeckContext.pageBase`: `copydeck.yml`, the
/// deck's content files, where the preview links its sources), the page's subject, and per column
/// every value the column draws (`ScreenPreview.Column`: each phone frame, the system alert and
/// the copy sheet, with every piece of copy and its findings). A flow page's key holds its
/// prototype's data the same way (`PrototypeData`, `Flow`). `PageKeyTests` fails when one of
/// those types gains a property the key does not write.
extension PageKey {
    mutating func add(_ column: ScreenPreview.Column?) {
        guard let column else { return add("no column") }
        add(each: column.frames) { $0.add($1) }
        if let alert = column.alert { add(alert) } else { add("no alert") }
        add(column.sheet)
    }

    mutating func add(_ frame: PhoneFrame) {
        add(frame.kind)
        add(frame.caption)
        add(frame.pageIndex)
        add(frame.pageCount)
        add(pieces: frame.pieces)
    }

    mutating func add(_ alert: SystemAlert) {
        add(alert.appName)
        add(alert.locale)
        add(alert.infoPlistKey)
        add(alert.permission?.rawValue)
        add(each: alert.answers.sorted()) { $0.add($1) }
        add(each: alert.writes) { $0.add($1) }
        add(each: alert.reads) { $0.add($1) }
        if let usage = alert.usage { add(usage) } else { add("no usage") }
    }

    mutating func add(_ sheet: CopySheet) {
        add(sheet.sourceRoot?.joined(separator: "/"))
        add(pieces: sheet.pieces)
    }

    /// As `add(each:)` writes a list, each piece read in place: a page's key reads thousands,
    /// and a copy of one retains each of its strings and lists.
    mutating func add(pieces: [CopyPiece]) {
        add(pieces.count)
        for index in pieces.indices { add(pieces[index]) }
    }

    mutating func add(_ piece: CopyPiece) {
        add(piece.key)
        add(piece.surface)
        add(piece.variant)
        add(piece.text)
        add(each: piece.pluralSamples) { key, sample in
            key.add(sample.count)
            key.add(sample.text)
        }
        add(piece.fallbackFrom)
        add(piece.isMissing)
        add(piece.isRaw)
        add(piece.isSpokenOnly)
        add(piece.length)
        add(piece.budget)
        add(piece.note)
        add(each: piece.findings) { $0.add($1) }
    }

    /// A flow page's prototype, every value its JSON holds: the same data, without encoding it
    /// (which was most of the time a changed deck's flow pages took to be named).
    mutating func add(_ prototype: PrototypeData) {
        add(prototype.sourceLocale)
        add(prototype.flow)
        add(each: prototype.nodes.sorted { $0.key < $1.key }) { key, node in
            key.add(node.key)
            key.add(node.value.page)
            key.add(node.value.subject)
            key.add(node.value.permission)
            key.add(each: node.value.copy.sorted { $0.key < $1.key }) { key, column in
                key.add(column.key)
                key.add(each: column.value) { key, line in
                    key.add(line.key)
                    key.add(line.surface)
                    key.add(line.text)
                }
            }
            key.add(each: node.value.buttons.sorted { $0.key < $1.key }) { key, button in
                key.add(button.key)
                key.add(button.value)
            }
            key.add(each: node.value.ways) { $0.add($1) }
            key.add(each: (node.value.prompt ?? [:]).sorted { $0.key < $1.key }) { key, column in
                key.add(column.key)
                key.add(column.value.title)
                key.add(column.value.usage)
                key.add(each: column.value.buttons) { key, button in
                    key.add(button.title)
                    key.add(button.usual)
                    key.add(button.way)
                }
            }
        }
    }

    mutating func add(_ way: PrototypeData.Way) {
        add(way.to)
        add(way.outcome)
        add(way.back == true ? "back" : "-")
        add(way.label)
        add(way.note)
    }

    /// A flow as the runtime loads it.
    mutating func add(_ flow: Flow) {
        add(flow.id)
        add(flow.start)
        add(each: flow.ends) { $0.add($1) }
        add(each: flow.nodes) { key, node in
            key.add(node.id)
            key.add(node.kind.rawValue)
            key.add(node.screen)
            key.add(node.permission)
            key.add(node.label)
        }
        add(each: flow.edges) { key, edge in
            key.add(edge.id)
            key.add(edge.from)
            key.add(edge.to)
            key.add(edge.outcome)
            key.add(edge.label)
        }
    }
}
