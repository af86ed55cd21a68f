import Testing
@testable import CopydeckCompiler

/// How the changes page sorts a locale's frames: paired by state, the same ones (findings left
/// out) drawn once, the others side by side; and how its contents say what changed.
@Suite struct FrameComparisonTests {
    static func piece(_ key: String, _ text: String, flagged: Bool = false) -> CopyPiece {
        var piece = CopyPiece(key: key, surface: "title", text: text)
        if flagged {
            piece.findings = [Diagnostic(rule: RuleID("message.stale"), severity: .warning, range: .wholeFile("locales/en/demo.yml"), message: "stale")]
        }
        return piece
    }

    static func column(_ frames: [(String, String, Bool)], alert: String? = "Photos", sheet: String = "sheet") -> ScreenPreview.Column {
        ScreenPreview.Column(frames: frames.map { caption, text, flagged in
            PhoneFrame(kind: "page", caption: caption, pieces: [piece("demo.s.title", text, flagged: flagged)])
        }, alert: alert.map { SystemAlert(appName: "Demo", locale: "en", usage: piece("demo.p.usage", $0), infoPlistKey: "NSPhotoLibraryUsageDescription",
                                          permission: .photoLibrary) },
            sheet: CopySheet(pieces: [piece("demo.s.title", sheet)], sourceRoot: nil))
    }

    @Test func framesPairByStateAndTheSameOnesAreDrawnOnce() {
        let before = Self.column([("state: a", "Same", false), ("state: b", "Old", false), ("state: gone", "Gone", false)])
        let after = Self.column([("state: a", "Same", true), ("state: b", "New", false), ("state: new", "Fresh", false)])
        let comparison = FrameComparison(before: before, after: after)
        // A finding's flag is not a change: the older version is drawn without findings.
        #expect(comparison.unchanged.map(\.name) == ["state: a", "system alert"])
        #expect(comparison.changed.map(\.name) == ["state: b", "state: new", "state: gone"])
        #expect(comparison.changed.map { [$0.before != nil, $0.after != nil] } == [[true, true], [false, true], [true, false]])
        #expect(!comparison.sheetChanged && comparison.differs)
        // What is drawn once is the newer frame, its finding flagged.
        if case .frame(let frame)? = comparison.unchanged.first { #expect(!frame.pieces[0].findings.isEmpty) } else { Issue.record("no frame") }
    }

    @Test func nothingDiffersWhenOnlyFindingsDo() {
        let before = Self.column([("state: a", "Same", false)])
        let after = Self.column([("state: a", "Same", true)])
        let comparison = FrameComparison(before: before, after: after)
        #expect(!comparison.differs && comparison.changed.isEmpty && comparison.unchanged.count == 2)
        // The sheet and the alert compare too.
        #expect(FrameComparison(before: before, after: Self.column([("state: a", "Same", false)], sheet: "other")).sheetChanged)
        #expect(FrameComparison(before: before, after: Self.column([("state: a", "Same", false)], alert: "Camera")).changed.map(\.name) == ["system alert"])
        // A version without the subject: everything differs, nothing is folded.
        let added = FrameComparison(before: nil, after: after)
        #expect(added.differs && added.unchanged.isEmpty && added.changed.count == 2 && added.sheetChanged)
    }

    @Test func theContentsSayWhatChangedInAFewWords() {
        func entry(_ kind: ProjectDiff.Kind, _ change: ProjectDiff.Change, _ locale: String? = nil) -> ProjectDiff.Entry {
            ProjectDiff.Entry(deck: "demo", kind: kind, change: change, id: "x", locale: locale)
        }
        let locales = ["ko", "ja", "en"]
        #expect(ChangesPage.summary(of: [entry(.message, .added, "en"), entry(.message, .added, "ja"), entry(.message, .added, "ko"),
                                         entry(.screen, .added), entry(.field, .added)], itself: .screen, locales: locales)
                == "screen added · 1 field added · 3 texts added")
        #expect(ChangesPage.summary(of: [entry(.message, .stale, "en"), entry(.message, .stale, "ja"), entry(.message, .changed, "ko")],
                                    itself: .screen, locales: locales) == "1 text changed · stale in ja, en")
        #expect(ChangesPage.summary(of: [entry(.node, .changed), entry(.edge, .added), entry(.edge, .removed), entry(.edge, .added)],
                                    itself: .flow, locales: locales) == "1 node changed · 2 edges added · 1 edge removed")
        #expect(ChangesPage.summary(of: [entry(.event, .changed), entry(.event, .changed)], itself: nil, locales: locales) == "2 events changed")
        #expect(ChangesPage.summary(of: [], itself: .screen, locales: locales) == "shown by a changed node")
        #expect(ChangesPage.unchangedSummary(frames: 1, sheet: true) == "1 unchanged frame and the copy sheet")
        #expect(ChangesPage.unchangedSummary(frames: 3, sheet: false) == "3 unchanged frames")
        #expect(ChangesPage.unchangedSummary(frames: 0, sheet: true) == "The unchanged copy sheet")
    }
}
