import Foundation
import Testing

/// The preview in a real browser: headless Chromium, driven by Selenium, walks the example
/// project's preview the way a reviewer does (Tests/Browser/preview_browser_test.py says what it
/// checks) and saves screenshots. Set COPYDECK_SCREENSHOTS=DIR to keep them.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct PreviewBrowserTests {
    @Test(.enabled(if: PreviewSupport.hasBrowser || PreviewSupport.required,
                   "needs Debian's chromium, chromium-driver and python3-selenium (CI installs them)"))
    func aReviewerWalksThePreviewInChromium() throws {
        let project = try PreviewSupport.builtExample()
        defer { try? FileManager.default.removeItem(at: project) }
        let shots = ProcessInfo.processInfo.environment["COPYDECK_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
            ?? project.appendingPathComponent("screenshots")
        let script = CopydeckBinary.packageRoot.appendingPathComponent("Tests/Browser/preview_browser_test.py")
        let run = try StringTablesTests.run(PreviewSupport.python, [script.path, project.appendingPathComponent("build/preview").path, shots.path])
        let report = String(decoding: run.out, as: UTF8.self)
        #expect(run.status == 0, "\(report)\n\(run.err.suffix(3000))")
        #expect(report.contains("the console has no errors"))
        #expect(report.contains("the denied branch reaches an end"))
        #expect(report.contains("the prompt is iOS's alert with its three buttons"))
        #expect(report.contains("the `limited` way leads to the limited screen (G)"))
        #expect(report.contains("no Korean on the limited screen in en"))
        #expect(report.contains("the limited screen's own Continue button takes the `continue` outcome"))
        #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("screen.png").path))
    }

    /// Every enabled button of every prototype of the example project, in en and ja, clicked in
    /// Chromium (Tests/Browser/prototype_walk_test.py): each lands where the flow takes its
    /// outcome, judged by the flow's own edges, and each disabled one says why on the page.
    @Test(.enabled(if: PreviewSupport.hasBrowser || PreviewSupport.required,
                   "needs Debian's chromium, chromium-driver and python3-selenium (CI installs them)"))
    func everyPrototypeButtonLandsWhereItsFlowGoes() throws {
        let project = try PreviewSupport.builtExample()
        defer { try? FileManager.default.removeItem(at: project) }
        let script = CopydeckBinary.packageRoot.appendingPathComponent("Tests/Browser/prototype_walk_test.py")
        let run = try StringTablesTests.run(PreviewSupport.python, [script.path, project.appendingPathComponent("build/preview").path])
        let report = String(decoding: run.out, as: UTF8.self)
        #expect(run.status == 0, "\(report.suffix(2000))\n\(run.err.suffix(3000))")
        #expect(report.contains("every flow was walked in en and ja"), "\(report.suffix(2000))")
        let counts = try? JSONSerialization.jsonObject(with: run.out.split(separator: UInt8(ascii: "\n")).last.map { Data($0) } ?? Data()) as? [String: Any]
        let perLocale = counts?["counts"] as? [String: [String: Int]]
        for locale in ["en", "ja"] {
            // 16 flows; every node reached and every way on clicked (220 when this was written).
            #expect((perLocale?[locale]?["flows"] ?? 0) == 16, "\(locale): \(String(describing: perLocale))")
            #expect((perLocale?[locale]?["clicks"] ?? 0) >= 150, "\(locale): \(String(describing: perLocale))")
        }
        for landing in ["launch.html en: “Not now” at O lands on N (N)", "photo_permission.html en: “Not now” at K lands on M (M)",
                        "launch.html ja: “完了” at PLACE_REG lands on Q (Q)",
                        "launch.html en: the disabled “Allow in Settings” at O says why on the page (This flow does not draw this button; flow `photo_permission` takes it at `K`.)",
                        // Each node in its state: TempoAI's HealthKit button as the answer the walk gave iOS's prompt.
                        "onboarding ja: after answering granted, P5R shows the granted variant “✓ ヘルスケア許可済み”",
                        "onboarding ja: after answering denied, P5R shows the denied variant",
                        "onboarding en: before iOS's prompt, P5 shows the default “Allow access to Health”"] {
            #expect(report.contains(landing), "\(landing)")
        }
    }

    /// Text as iOS lays it out, measured in Chromium's line boxes (Tests/Browser/preview_fidelity_test.py):
    /// the copy's own line breaks kept, no Korean word split across lines, a text that does not
    /// fit its phone marked and counted; and the system prompts iOS shows, bound to the flows.
    @Test(.enabled(if: PreviewSupport.hasBrowser || PreviewSupport.required,
                   "needs Debian's chromium, chromium-driver and python3-selenium (CI installs them)"))
    func framesLayTextOutAsTheirPhoneDoes() throws {
        let project = try PreviewSupport.builtExample()
        defer { try? FileManager.default.removeItem(at: project) }
        let script = CopydeckBinary.packageRoot.appendingPathComponent("Tests/Browser/preview_fidelity_test.py")
        let run = try StringTablesTests.run(PreviewSupport.python, [script.path, project.appendingPathComponent("build/preview").path])
        let report = String(decoding: run.out, as: UTF8.self)
        #expect(run.status == 0, "\(report)\n\(run.err.suffix(3000))")
        #expect(report.contains("Wander's intro body is three lines in ko (3)"), "\(report)")
        #expect(report.contains("Wander's intro body is three lines in ja (3)"), "\(report)")
        #expect(report.contains("no Korean word is split across lines: "), "\(report)")
        #expect(report.contains("TempoAI's 戻る is inside each of its"), "\(report)")
        for locale in ["ko", "ja", "en"] {
            #expect(report.contains("the \(locale) location prompt has iOS's three buttons"), "\(report)")
        }
        #expect(report.contains("the en photo prompt offers limited access"), "\(report)")
        for polish in ["AX3 scales each text style by its own step", "at AX3 more frames overflow",
                       "iPhone SE (4.7″) frames are 375 × 667 pt", "iPhone 16 Pro Max (6.9″) frames are 440 × 956 pt",
                       "the iOS alert is 270 pt wide on iPhone 16 (6.1″)", "at AX3 the alert is 379 pt wide", "the location alert's text scrolls inside it, and none of it is marked",
                       "iOS 26 draws the alert 320 pt wide", "the device picked is kept for the next page",
                       "at 1,440 px the 5 locale columns scroll with the page", "no page scrolls sideways at 390 px",
                       "the flow tables' Korean words were measured at 390 px", "a #en deep link shows its column name below the header",
                       "the VoiceOver button shows every note", "a dark page's phones have visible bezels", "emoji are drawn in colour"] {
            #expect(report.contains(polish), "\(polish): \(report)")
        }
        #expect(report.contains("the page summary counts the"), "\(report)")
    }
}
