extension ChangesPage {
    /// A locale's frames of a changed subject (`FrameComparison`): the states whose frames differ
    /// side by side, before and after, with the copy sheets when they differ; then what did not
    /// change, drawn once (the newer version's, with its findings) and folded, so the page is
    /// as long as its changes.
    func frames(_ comparison: FrameComparison, changed keys: [String], lang: (before: String, after: String)) -> Markup {
        .fragment {
            if comparison.differs {
                Markup.element("div", .class("before-after")) {
                    side("Before", comparison.before, comparison.changed.map { ($0.name, $0.before) }, sheet: comparison.sheetChanged, keys, lang.before)
                    side("After", comparison.after, comparison.changed.map { ($0.name, $0.after) }, sheet: comparison.sheetChanged, keys, lang.after)
                }
            }
            if let after = comparison.after, comparison.before != nil, !comparison.unchanged.isEmpty || !comparison.sheetChanged {
                Markup.element("details", .class("unchanged-frames")) {
                    Markup.element("summary") {
                        Self.unchangedSummary(frames: comparison.unchanged.count, sheet: !comparison.sheetChanged)
                        Markup.element("span", .class("meta")) { " · the same before and after, drawn once" }
                    }
                    Markup.element("div", attributes: [.class("side same"), .lang(lang.after), .attribute("data-changed-keys", keys.joined(separator: " "))]) {
                        Self.screenPreview(comparison.unchanged.map { ($0.name, $0) }, sheet: comparison.sheetChanged ? nil : after.sheet, missing: "")
                    }
                }
            }
        }
    }

    /// What the folded group holds: "2 unchanged frames and the copy sheet".
    static func unchangedSummary(frames: Int, sheet: Bool) -> String {
        switch (frames, sheet) {
        case (0, _): "The unchanged copy sheet"
        case (_, true): PreviewCount.of(frames, "unchanged frame") + " and the copy sheet"
        case (_, false): PreviewCount.of(frames, "unchanged frame")
        }
    }

    /// One version's side: its frames of the states that differ (a dashed place where it has no
    /// frame of that state), and its copy sheet when the sheets differ.
    private func side(_ title: String, _ column: ScreenPreview.Column?, _ drawings: [(String, FrameComparison.Drawing?)], sheet: Bool,
                      _ changed: [String], _ lang: String) -> Markup {
        guard let column else {
            return .element("div", attributes: [.class("side absent")]) {
                Markup.element("h5") { title }
                Markup.element("p") { title == "Before" ? "Not there before." : "Not there any more." }
            }
        }
        return .element("div", attributes: [.class("side \(title.lowercased())"), .lang(lang), .attribute("data-changed-keys", changed.joined(separator: " "))]) {
            Markup.element("h5") { title }
            Self.screenPreview(drawings, sheet: sheet ? column.sheet : nil, missing: title == "Before" ? "Not drawn before" : "Not drawn any more")
        }
    }

    /// Frames and a copy sheet laid out as a copy page's column lays them out.
    private static func screenPreview(_ drawings: [(String, FrameComparison.Drawing?)], sheet: CopySheet?, missing: String) -> Markup {
        var writer = MarkupWriter(mode: PreviewSite.mode)
        writer.element("div", .class("screen-preview")) { writer in
            if !drawings.isEmpty {
                writer.element("div", .class("frames")) { writer in
                    for (name, drawing) in drawings {
                        if let drawing {
                            drawing.write(into: &writer)
                        } else {
                            writer.element("figure", .class("phone-figure absent")) { writer in
                                writer.element("div", .class("phone-absent")) { $0.text(missing) }
                                writer.element("figcaption") { $0.text(name) }
                            }
                        }
                    }
                }
            }
            sheet?.write(into: &writer)
        }
        return writer.markup()
    }
}
