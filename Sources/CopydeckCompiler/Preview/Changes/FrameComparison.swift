/// One locale's frames of a changed screen, permission or shield, before and after, paired by
/// their caption (the state they draw; the iOS alert by itself): the pairs that differ, which the
/// changes page draws side by side, and the frames that are the same in both versions, which it
/// draws once, folded. The copy sheet is compared the same way.
///
/// Two frames are the same when their markup is, the findings left out: the older version is
/// drawn without findings, so a frame whose text did not change (a translation left stale, a
/// screen shown by a changed node) would otherwise differ by its finding's flag alone. What is
/// drawn once is the newer frame, with its findings.
struct FrameComparison {
    /// A phone frame or the iOS alert of a column.
    enum Drawing {
        case frame(PhoneFrame)
        case alert(SystemAlert)

        /// What pairs it with the other version's: the state its caption names.
        var name: String {
            switch self {
            case .frame(let frame): frame.caption ?? ""
            case .alert: "system alert"
            }
        }

        func write(into writer: inout MarkupWriter) {
            switch self {
            case .frame(let frame): frame.write(into: &writer)
            case .alert(let alert): alert.write(into: &writer)
            }
        }

        /// Its markup with the findings left out, to compare; nil when it cannot be written.
        var plainBytes: [UInt8]? {
            switch self {
            case .frame(var frame):
                frame.pieces = frame.pieces.map(\.withoutFindings)
                return FrameComparison.bytes(frame.write)
            case .alert(var alert):
                alert.usage = alert.usage?.withoutFindings
                return FrameComparison.bytes(alert.write)
            }
        }
    }

    /// A state whose frames differ; one side is nil where only one version draws that state.
    struct Pair {
        var name: String
        var before: Drawing?
        var after: Drawing?
    }

    private(set) var changed: [Pair] = []
    /// The newer version's frames that are the same as the older's.
    private(set) var unchanged: [Drawing] = []
    /// Whether the copy sheets differ (findings left out).
    let sheetChanged: Bool
    let before: ScreenPreview.Column?
    let after: ScreenPreview.Column?

    /// Whether anything differs: a frame, the sheet, or a version without the subject at all.
    var differs: Bool { !changed.isEmpty || sheetChanged || before == nil || after == nil }

    init(before: ScreenPreview.Column?, after: ScreenPreview.Column?) {
        self.before = before
        self.after = after
        let old = Self.named(before.map(Self.drawings) ?? []), new = Self.named(after.map(Self.drawings) ?? [])
        // In the newer version's order, then the states only the older one drew.
        for (key, drawing) in new {
            guard let match = old.first(where: { $0.key == key })?.drawing else {
                changed.append(Pair(name: drawing.name, before: nil, after: drawing))
                continue
            }
            if let bytes = drawing.plainBytes, bytes == match.plainBytes {
                unchanged.append(drawing)
            } else {
                changed.append(Pair(name: drawing.name, before: match, after: drawing))
            }
        }
        for (key, drawing) in old where !new.contains(where: { $0.key == key }) {
            changed.append(Pair(name: drawing.name, before: drawing, after: nil))
        }
        if let before, let after, let bytes = Self.bytes(after.sheet.withoutFindings.write) {
            sheetChanged = bytes != Self.bytes(before.sheet.withoutFindings.write)
        } else {
            sheetChanged = true
        }
    }

    static func drawings(_ column: ScreenPreview.Column) -> [Drawing] {
        column.frames.map(Drawing.frame) + (column.alert.map { [Drawing.alert($0)] } ?? [])
    }

    /// Each drawing keyed by its name and how many of that name came before it.
    private static func named(_ drawings: [Drawing]) -> [(key: String, drawing: Drawing)] {
        var seen: [String: Int] = [:]
        return drawings.map { drawing in
            let count = seen[drawing.name, default: 0]
            seen[drawing.name] = count + 1
            return ("\(drawing.name)#\(count)", drawing)
        }
    }

    /// What `write` writes, as bytes; nil when it is a mistake.
    static func bytes(_ write: (inout MarkupWriter) -> Void) -> [UInt8]? {
        var writer = MarkupWriter(mode: PreviewSite.mode)
        write(&writer)
        guard case .rendered(let bytes, _) = writer.markup().storage else { return nil }
        return bytes
    }
}

extension CopyPiece {
    var withoutFindings: CopyPiece {
        var piece = self
        piece.findings = []
        return piece
    }
}

extension CopySheet {
    var withoutFindings: CopySheet {
        var sheet = self
        sheet.pieces = sheet.pieces.map(\.withoutFindings)
        return sheet
    }
}
