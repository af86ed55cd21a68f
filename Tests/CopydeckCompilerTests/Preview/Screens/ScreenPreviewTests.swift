import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct ScreenPreviewTests {
    static let content = """
        screens:
          welcome:
            kind: page
            fields:
              title: { surface: title, maxLength: 12 }
              greeting: { surface: body, placeholders: { name: string } }
              photos: { surface: body, placeholders: { n: integer } }
              timer: { surface: caption, placeholders: { left: duration } }
              allow:
                surface: button
                variants: [default, granted, denied]
                accessibility: text
        """

    static func locale(_ title: String, greeting: String, photos: String, timer: String, allow: (String, String, String)) -> String {
        """
        welcome:
          title: "\(title)"
          greeting: "\(greeting)"
          photos: "\(photos)"
          timer: "\(timer)"
          allow:
            default: "\(allow.0)"
            granted: "\(allow.1)"
            denied: "\(allow.2)"
        """
    }

    static func project(en title: String = "Welcome") throws -> (TestProject, LintResult) {
        let project = try TestProject.demo(
            content: content,
            ko: locale("환영해요", greeting: "{name, particle, 을/를} 기다렸어요", photos: "{n, plural, other {사진 #장}}", timer: "남은 시간 {left, duration}",
                       allow: ("허용", "허용됨", "거부됨")),
            ja: locale("ようこそ", greeting: "{name}さん、ようこそ", photos: "{n, plural, other {写真#枚}}", timer: "残り {left, duration}",
                       allow: ("許可", "許可済み", "拒否")),
            en: locale(title, greeting: "We waited for {name}", photos: "{n, plural, one {# photo} other {# photos}}", timer: "{left, duration} left",
                       allow: ("Allow", "Allowed", "Denied")))
        return (project, try project.lint())
    }

    static func render(_ markup: Markup) throws -> XMLElement {
        try XMLElement.parsed(MarkupRenderer(mode: .xhtml).render(.element("div", children: [markup])))
    }

    static func elements(_ root: XMLElement) -> [XMLElement] { root.descendants }

    /// The phone's copy by key (the first element with that `data-key` inside a phone).
    static func phoneText(_ root: XMLElement, _ key: String) -> [String] {
        elements(root).filter { ($0[attribute: "class"] ?? "").hasPrefix("phone ") }
            .flatMap { elements($0) }.filter { $0[attribute: "data-key"] == key }
            .map { $0.elements.first { $0.name == "bdi" }?.text ?? $0.text }
    }

    @Test func copyIsFormattedByCopydeckKitWithSampleValues() throws {
        let (project, lint) = try Self.project()
        defer { project.remove() }
        let deck = try #require(lint.project.decks.first)
        let preview = ScreenPreview(project: lint.project, deck: deck, diagnostics: lint.diagnostics)
        let ko = try Self.render(preview.screen("welcome", locale: "ko"))
        // The sample name 민준 ends in a consonant: the formatter picks 을.
        #expect(Self.phoneText(ko, "demo.welcome.greeting").first == "민준을 기다렸어요")
        #expect(Self.phoneText(ko, "demo.welcome.timer").first == "남은 시간 01:23:45")
        let en = try Self.render(preview.screen("welcome", locale: "en"))
        #expect(Self.phoneText(en, "demo.welcome.greeting").first == "We waited for Alex")
        // Plurals at 0, 1, 2 and 7 in the copy sheet, with en's `one` at 1.
        let samples = Self.elements(en).filter { $0[attribute: "class"] == "plural-samples" }.first.map { Self.elements($0).filter { $0.name == "li" }.map(\.text) }
        #expect(samples == ["0 0 photos", "1 1 photo", "2 2 photos", "7 7 photos"])
    }

    @Test func everyStateIsAFrameAndEveryVariantIsInTheSheet() throws {
        let (project, lint) = try Self.project()
        defer { project.remove() }
        let deck = try #require(lint.project.decks.first)
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).screen("welcome", locale: "en"))
        let captions = Self.elements(root).filter { $0.name == "figcaption" }.map(\.text)
        #expect(captions == ["state: default", "state: granted", "state: denied"])
        #expect(Self.phoneText(root, "demo.welcome.allow.granted") == ["Allowed"])
        #expect(Self.phoneText(root, "demo.welcome.allow.denied") == ["Denied"])
        let sheetKeys = Self.elements(root).filter { $0.name == "dt" }.compactMap { $0[attribute: "data-key"] }
        #expect(sheetKeys.filter { $0.hasPrefix("demo.welcome.allow.") } == ["demo.welcome.allow.default", "demo.welcome.allow.granted", "demo.welcome.allow.denied"])
    }

    @Test func copyOverItsBudgetShowsItsCount() throws {
        let (project, lint) = try Self.project(en: "Welcome to the app, friend")
        defer { project.remove() }
        let deck = try #require(lint.project.decks.first)
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: lint.diagnostics).screen("welcome", locale: "en"))
        let title = try #require(Self.elements(root).first { $0[attribute: "data-key"] == "demo.welcome.title" && ($0[attribute: "class"] ?? "").contains("copy") })
        #expect((title[attribute: "class"] ?? "").split(separator: " ").contains("over"))
        #expect(title.elements.contains { $0[attribute: "class"] == "budget-badge" && $0.text == "26/12" })
        // The lint's finding about it sits in the copy sheet with its place.
        let finding = lint.diagnostics.first { $0.rule.rawValue == "message.length" && $0.range?.file == "locales/en/demo.yml" }
        let sheet = Self.elements(root).filter { ($0[attribute: "class"] ?? "").hasPrefix("finding") }.map(\.text)
        if let finding {
            #expect(sheet.contains { $0.contains(finding.message) && $0.contains("locales/en/demo.yml:\(finding.range!.start.line)") })
        } else {
            Issue.record("the lint reported no length finding: \(lint.diagnostics.map(\.rule.rawValue))")
        }
    }

    @Test func aMissingTextComesFromTheFallbackAndSaysSo() throws {
        let config = TestProject.minimalConfig + "\nfallbacks:\n  ja: [en]\n"
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"),
                                           ja: Fixtures.locale("ja").replacingOccurrences(of: "  title: ja title\n", with: ""),
                                           en: Fixtures.locale("en"), config: config)
        defer { project.remove() }
        let lint = try project.lint()
        let deck = try #require(lint.project.decks.first)
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).screen("intro", locale: "ja"))
        let title = try #require(Self.elements(root).first { $0[attribute: "data-key"] == "demo.intro.title" && ($0[attribute: "class"] ?? "").contains("copy") })
        #expect((title[attribute: "class"] ?? "").split(separator: " ").contains("fallback"))
        #expect(title.text == "en title")
        #expect(Self.elements(root).contains { $0[attribute: "class"] == "tag fallback" && $0.text == "from en" })
    }

    @Test func pseudoLocalesKeepPlaceholdersAndLengthenOrBracketTheText() throws {
        let message = try MessageParser().parse("We waited for {name} and {n, plural, one {# photo} other {# photos}}")
        let accented = PseudoLocale.accented.transform(message)
        let formatter = MessageFormatter(locale: "en")
        let plain = try formatter.format(message, ["name": "Alex", "n": 2])
        let longer = try formatter.format(accented, ["name": "Alex", "n": 2])
        #expect(longer.contains("Alex") && longer.contains("2"))
        #expect(Double(longer.count) >= Double(plain.count) * 1.3, "\(longer)")
        #expect(!longer.contains("We") && !longer.contains("waited"))
        #expect(accented.arguments.map(\.name) == message.arguments.map(\.name))
        let bracketed = try formatter.format(PseudoLocale.brackets.transform(message), ["name": "Alex", "n": 1])
        #expect(bracketed == "⟦We waited for Alex and 1 photo⟧")
    }

    /// The brackets column counts a text's budget as the lint counts the text: without the two
    /// brackets it adds (Welcome, 7 of 12, is not 9/12 there).
    @Test func theBracketsColumnCountsTheBudgetWithoutItsBrackets() throws {
        let (project, lint) = try Self.project()
        defer { project.remove() }
        let deck = try #require(lint.project.decks.first)
        let preview = ScreenPreview(project: lint.project, deck: deck, diagnostics: [])
        let field = deck.screens.first?.fields.first { $0.id.value == "title" }
        let english = preview.column("en").piece(key: "demo.welcome.title", surface: "title", variant: nil, field: field, placeholders: [:])
        let brackets = preview.column("pseudo-brackets").piece(key: "demo.welcome.title", surface: "title", variant: nil, field: field, placeholders: [:])
        #expect(brackets.text == "⟦Welcome⟧")
        #expect(english.length == 7)
        #expect(brackets.length == english.length)
    }

    /// What VoiceOver says (a `label` field) is a note on the frame, not text on the screen.
    @Test func voiceOverLabelsAreNotesNotScreenText() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "tempoai" })
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).screen("healthkit", locale: "en"))
        let labels = Self.elements(root).filter { ($0[attribute: "class"] ?? "").contains("s-label") && ($0[attribute: "data-key"] ?? "").contains("status_announcement") }
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { ($0[attribute: "class"] ?? "").split(separator: " ").contains("a11y-note") || $0.name == "dd" || $0.name == "dt" },
                "\(labels.map { $0[attribute: "class"] ?? "" })")
    }

    /// A label on the screen (Wander's 집/회사/학교 chips, UjuZ's settings rows) is drawn on the
    /// frame; one another field names as its accessibility label stays a VoiceOver note.
    @Test func labelsOnTheScreenAreDrawnAndSpokenOnesAreNotes() throws {
        let lint = try #require(PreviewSiteTests.example)
        func classes(_ deck: String, _ screen: String, _ field: String) throws -> [String] {
            let found = try #require(lint.project.decks.first { $0.id == deck })
            let root = try Self.render(ScreenPreview(project: lint.project, deck: found, diagnostics: []).screen(screen, locale: "ko"))
            return Self.elements(root).filter { $0[attribute: "data-key"] == "\(deck).\(screen).\(field)" && $0.name == "p" }.map { $0[attribute: "class"] ?? "" }
        }
        for (deck, screen, field) in [("wander", "place_registration", "home"), ("wander", "place_registration", "school"), ("ujuz", "permission_settings", "push")] {
            let found = try classes(deck, screen, field)
            #expect(!found.isEmpty && found.allSatisfy { !$0.contains("a11y-note") && $0.contains("label") }, "\(deck).\(screen).\(field): \(found)")
        }
        // `back_label` labels the back chevron: VoiceOver's only.
        let spoken = try classes("wander", "place_registration", "back_label")
        #expect(!spoken.isEmpty && spoken.allSatisfy { $0.contains("a11y-note") }, "\(spoken)")
    }

    /// One state per frame: Auth's login shows each of its errors in a frame of its own (the
    /// app shows one at a time) and its cancel toast only in its frame, never in every state.
    @Test func eachErrorAndToastHasAFrameOfItsOwn() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "auth" })
        let login = try #require(deck.screens.first { $0.id.value == "login" })
        let errors = login.fields.filter { $0.effectiveSurface == .error }.map(\.id.value)
        #expect(errors.count >= 3)
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).screen("login", locale: "ko"))
        let phones = Self.elements(root).filter { ($0[attribute: "class"] ?? "").split(separator: " ").contains("phone") }
        func shown(_ phone: XMLElement, _ field: String) -> Bool {
            phone.descendants.contains { $0[attribute: "data-key"] == "auth.login.\(field)" }
        }
        for error in errors {
            let holding = phones.filter { shown($0, error) }
            #expect(holding.count == 1, "\(error) is in \(holding.count) frames")
            #expect(holding.allSatisfy { phone in errors.filter { shown(phone, $0) } == [error] }, "\(error) shares its frame with another error")
        }
        #expect(phones.filter { shown($0, "social_cancelled") }.count == 1)
        let states = max(1, Set(login.fields.flatMap { $0.variants.map(\.value) }).count)
        #expect(phones.filter { shown($0, "title") }.count == states + errors.count + 1, "each state of the screen, each error and the toast")
    }

    /// Wander's photo permission holds only its usage text (its pre-prompt is the
    /// photo_permission screen): its page draws iOS's alert and no blank pre-prompt frame.
    @Test func aPermissionWithoutPrePromptCopyHasNoBlankFrame() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "wander" })
        let column = try #require(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).permissionColumn("photo", locale: "ko"))
        #expect(column.frames.isEmpty)
        #expect(column.alert != nil)
    }

    @Test func countsAreInTheSitesPluralWords() {
        #expect(PreviewCount.of(1, "flow") == "1 flow")
        #expect(PreviewCount.of(0, "flow") == "0 flows")
        #expect(PreviewCount.of(3, "field") == "3 fields")
        #expect(PreviewCount.of(2, "child", "children") == "2 children")
    }

    @Test func hostileCopyIsTextEverywhere() throws {
        let hostile = "<script>alert(1)</script> \\\"' & </div> \u{202E}evil"
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"), ja: Fixtures.locale("ja"),
                                           en: Fixtures.locale("en").replacingOccurrences(of: "title: en title", with: "title: \"\(hostile)\""))
        defer { project.remove() }
        let lint = try project.lint()
        let deck = try #require(lint.project.decks.first)
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: lint.diagnostics).screen("intro", locale: "en"))
        #expect(!Self.elements(root).contains { $0.name == "script" })
        let shown = Self.phoneText(root, "demo.intro.title").first ?? ""
        #expect(shown == "<script>alert(1)</script> \"' & </div> \u{202E}evil")
    }

    @Test func everyScreenPermissionAndShieldOfTheExampleProjectRendersInEveryColumn() throws {
        let lint = try #require(PreviewSiteTests.example)
        var rendered = 0
        for deck in lint.project.decks {
            let preview = ScreenPreview(project: lint.project, deck: deck, diagnostics: lint.diagnostics)
            #expect(preview.locales == deck.locales + ["pseudo-accented", "pseudo-brackets"])
            for locale in preview.locales {
                for screen in deck.screens {
                    let root = try Self.render(preview.screen(screen.id.value, locale: locale))
                    // No text is missing or unformatted in a project that lints clean.
                    let missing = Self.elements(root).filter { ($0[attribute: "class"] ?? "").split(separator: " ").contains("missing") }
                    #expect(missing.isEmpty, "\(deck.id).\(screen.id.value) in \(locale): \(missing.compactMap { $0[attribute: "data-key"] })")
                    rendered += 1
                }
                for permission in deck.permissions { _ = try Self.render(preview.permission(permission.id.value, locale: locale)); rendered += 1 }
                for shield in deck.shields { _ = try Self.render(preview.shield(shield.id.value, locale: locale)); rendered += 1 }
            }
        }
        #expect(rendered > 200)
    }

    @Test func theUnwindShieldShowsItsTitleSubtitleAndButtonsWithSampleValues() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "unwind" })
        let shield = try #require(deck.shields.first)
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).shield(shield.id.value, locale: "ko"))
        let phone = try #require(Self.elements(root).first { $0[attribute: "class"] == "phone kind-shield" })
        let keys = Self.elements(phone).compactMap { $0[attribute: "data-key"] }
        #expect(keys.contains("unwind.\(shield.id.value).title"))
        #expect(Self.elements(phone).contains { ($0[attribute: "class"] ?? "").contains("button primary") })
        // A duration placeholder is shown as HH:MM:SS.
        #expect(Self.elements(phone).map(\.text).joined().contains("01:23:45"))
    }

    /// TempoAI's Health Access sheet: a switch for each kind of data the permission reads, named
    /// in the column's language, Allow dimmed until one is on, the app's explanation under the
    /// switches; words no source confirmed for the language are said to be unconfirmed.
    @Test func theHealthSheetHasASwitchPerKindOfDataRead() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "tempoai" })
        let preview = ScreenPreview(project: lint.project, deck: deck, diagnostics: [])
        for (locale, rows, unconfirmed) in [("ko", ["수면", "걸음 수", "활동 에너지", "심박수", "심박 변이"], true),
                                           ("en", ["Sleep", "Steps", "Active Energy", "Heart Rate", "Heart Rate Variability"], false)] {
            let root = try Self.render(preview.permission("health", locale: locale))
            let names = Self.elements(root).filter { $0[attribute: "class"] == "health-row" }.map { $0.elements.first?.text ?? "" }
            #expect(names == rows, "\(locale): \(names)")
            #expect(Self.elements(root).contains { $0[attribute: "class"] == "button system-button bold dimmed" })
            let explanation = try #require(Self.elements(root).first { $0[attribute: "class"] == "health-explanation" })
            #expect(Self.elements(explanation).contains { $0[attribute: "data-key"] == "tempoai.health.usage" })
            #expect(Self.elements(root).contains { $0[attribute: "class"] == "unconfirmed" } == unconfirmed, "\(locale)")
        }
    }

    /// Data written and read each get a section; the app's one usage description explains the
    /// data read, once; a kind Copydeck has no name for shows its identifier.
    @Test func theHealthSheetExplainsTheDataReadOnceAndShowsUnknownKindsAsIdentifiers() throws {
        let usage = CopyPiece(key: "demo.health.usage", surface: "usage", variant: nil, text: "Your steps plan your day.")
        let alert = SystemAlert(appName: "App", locale: "en", usage: usage, infoPlistKey: "NSHealthShareUsageDescription", permission: .healthKit,
                                writes: ["mindfulSession"], reads: ["flightsClimbed", "stepCount", "fooBar"])
        var writer = MarkupWriter(mode: PreviewSite.mode)
        alert.write(into: &writer)
        let root = try Self.render(writer.markup())
        let sections = Self.elements(root).filter { $0[attribute: "class"] == "health-section" }.map(\.text)
        #expect(sections == ["ALLOW “App” TO WRITE", "ALLOW “App” TO READ"])
        let rows = Self.elements(root).filter { $0[attribute: "class"] == "health-row" }.map { $0.elements.first?.text ?? "" }
        #expect(rows == ["Mindful Minutes", "Flights Climbed", "Steps", "fooBar"])
        #expect(Self.elements(root).filter { $0[attribute: "class"] == "health-row" }.last?.elements.first?.name == "code")
        #expect(Self.elements(root).filter { $0[attribute: "data-key"] == "demo.health.usage" }.count == 1)
    }

    /// A shield draws ShieldConfiguration's slots only: one title, one subtitle, two buttons;
    /// a caption or a third button (which `shield.slot` reports) is not drawn as if iOS showed it.
    @Test func aShieldDrawsOnlyTheSlotsShieldConfigurationHas() throws {
        let surfaces = ["title", "subtitle", "caption", "button", "button", "button", "label"]
        let pieces = surfaces.enumerated().map { index, surface in CopyPiece(key: "demo.focus.f\(index)", surface: surface, variant: nil, text: "text \(index)") }
        let root = try Self.render(PhoneFrame(kind: "shield", caption: nil, pieces: pieces).markup())
        let keys = Self.elements(root).compactMap { $0[attribute: "data-key"] }
        #expect(keys == ["demo.focus.f0", "demo.focus.f1", "demo.focus.f3", "demo.focus.f4"])
    }

    /// The usage description is shown twice on a permission's page: in the iOS alert, bare, and
    /// in the sheet with its field's note for translators. The alert's bare copy must not stand
    /// in for the sheet's (it did once, and the note was lost).
    @Test func theSheetShowsTheUsageDescriptionsNoteBesideTheAlert() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "wander" })
        let permission = try #require(deck.permissions.first { $0.id.value == "photo" })
        let note = try #require(permission.fields.first { $0.id.value == "usage" }?.note)
        for locale in ["ko", "en", "pseudo-accented"] {
            let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).permission("photo", locale: locale))
            #expect(Self.elements(root).contains { ($0[attribute: "class"] ?? "").hasPrefix("phone kind-system-alert") })
            let notes = Self.elements(root).filter { $0[attribute: "class"] == "note" }.map(\.text)
            #expect(notes.contains(note), "\(locale): \(notes)")
        }
    }

    /// Whichever is asked first, a page's memo keeps a message shown without its field (the
    /// alert) apart from the same message with its field (the sheet, with the note).
    @Test func aPagesMemoKeepsAPieceWithItsFieldApartFromOneWithout() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "wander" })
        let field = try #require(deck.permissions.first { $0.id.value == "photo" }?.fields.first { $0.id.value == "usage" })
        let preview = ScreenPreview(project: lint.project, deck: deck, diagnostics: [])
        let key = "wander.photo.usage"
        for withFieldFirst in [false, true] {
            let column = preview.column("en")
            let ask = { (field: Field?) in column.piece(key: key, surface: "usage", variant: nil, field: field, placeholders: [:]) }
            let (bare, full) = withFieldFirst ? ({ let full = ask(field); return (ask(nil), full) })() : (ask(nil), ask(field))
            #expect(bare.note == nil && full.note == field.note && full.note != nil, "with the field asked first: \(withFieldFirst)")
            #expect(!full.text.isEmpty && full.text == bare.text)
        }
    }

    /// The phones of a rendered column, each with the keys it shows, by caption.
    static func framesByCaption(_ root: XMLElement) -> [String: [String]] {
        var frames: [String: [String]] = [:]
        for figure in elements(root) where figure.name == "figure" {
            guard let caption = figure.elements.first(where: { $0.name == "figcaption" })?.text,
                  let device = figure.elements.first(where: { $0[attribute: "class"] == "device" }),
                  let phone = device.elements.first(where: { ($0[attribute: "class"] ?? "").hasPrefix("phone ") }) else { continue }
            frames[caption] = elements(phone).compactMap { $0[attribute: "data-key"] }
        }
        return frames
    }

    /// Unwind's Screen Time pre-prompt asks with its ask alone; what it says after a denial
    /// (`denied`, `settings`) is a frame of its own. The sheet still lists all six.
    @Test func aPrePromptShowsItsDeniedCopyInADeniedFrameOnly() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "unwind" })
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).permission("screen_time", locale: "en"))
        let frames = Self.framesByCaption(root)
        let ask = try #require(frames["pre-prompt"])
        #expect(Set(ask) == ["unwind.screen_time.title", "unwind.screen_time.body", "unwind.screen_time.allow", "unwind.screen_time.later"], "\(ask)")
        let denied = try #require(frames["pre-prompt · denied"])
        #expect(Set(denied) == ["unwind.screen_time.title", "unwind.screen_time.denied", "unwind.screen_time.settings"], "\(denied)")
        let sheet = Self.elements(root).filter { $0.name == "dl" }.flatMap { Self.elements($0) }.compactMap { $0[attribute: "data-key"] }
        #expect(Set(sheet).isSuperset(of: ask + denied), "\(sheet)")
    }

    /// A screen's own `settings` button is its own (Wander's limited-access screen offers
    /// Continue and Settings in one frame): only a permission's standard copy has a denied frame.
    @Test func aScreensOwnSettingsButtonStaysInItsFrame() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "wander" })
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).screen("photo_limited", locale: "en"))
        let phones = Self.elements(root).filter { ($0[attribute: "class"] ?? "").hasPrefix("phone ") }
        #expect(phones.count == 1)
        let keys = phones.flatMap { Self.elements($0) }.compactMap { $0[attribute: "data-key"] }
        #expect(keys.contains("wander.photo_limited.settings") && keys.contains("wander.photo_limited.continue"), "\(keys)")
    }

    /// TempoAI's HealthKit page: its error line shows in an `error` frame alone, not in the
    /// granted, denied or unavailable ones; each state's frame shows that state's button.
    @Test func anErrorLineShowsInItsOwnFrame() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "tempoai" })
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).screen("healthkit", locale: "ja"))
        let frames = Self.framesByCaption(root)
        #expect(Set(frames.keys) == ["state: default", "state: granted", "state: denied", "state: unavailable", "state: error", "iOS 18 prompt · NSHealthShareUsageDescription · ja words unconfirmed"], "\(frames.keys)")
        for (caption, keys) in frames where caption.hasPrefix("state: ") {
            #expect(keys.contains("tempoai.healthkit.request_failed") == (caption == "state: error"), "\(caption): \(keys)")
            #expect(keys.contains("tempoai.healthkit.title"), "\(caption)")
        }
        #expect(frames["state: denied"]?.contains("tempoai.healthkit.allow.denied") == true)
        #expect(frames["state: granted"]?.contains("tempoai.healthkit.allow.denied") == false)
    }

    /// A sample the content file sets per locale is what each column shows, with the Korean
    /// particle chosen for it; without one, the locale's own default (민준을, not an English word).
    @Test func samplesAreTheWritersAndTheirParticlesFollow() throws {
        let (project, lint) = try Self.project()
        defer { project.remove() }
        let deck = try #require(lint.project.decks.first)
        let defaults = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).screen("welcome", locale: "ko"))
        #expect(Self.phoneText(defaults, "demo.welcome.greeting").first == "민준을 기다렸어요")

        try project.write("content/demo/screens.yml", Self.content.replacingOccurrences(
            of: "placeholders: { name: string }",
            with: "placeholders: { name: { type: string, sample: { ko: 지우, ja: 葵, en: Jo } } }")
            .replacingOccurrences(of: "placeholders: { n: integer }", with: "placeholders: { n: { type: integer, sample: 12 } }"))
        let written = try project.lint()
        #expect(written.diagnostics.filter { $0.rule.rawValue == "placeholder.sample" }.isEmpty, "\(written.diagnostics)")
        let preview = ScreenPreview(project: written.project, deck: try #require(written.project.decks.first), diagnostics: [])
        let ko = try Self.render(preview.screen("welcome", locale: "ko"))
        #expect(Self.phoneText(ko, "demo.welcome.greeting").first == "지우를 기다렸어요")
        #expect(Self.phoneText(ko, "demo.welcome.photos").first == "사진 12장")
        let ja = try Self.render(preview.screen("welcome", locale: "ja"))
        #expect(Self.phoneText(ja, "demo.welcome.greeting").first == "葵さん、ようこそ")
        let en = try Self.render(preview.screen("welcome", locale: "en"))
        #expect(Self.phoneText(en, "demo.welcome.greeting").first == "We waited for Jo")
        #expect(Self.phoneText(en, "demo.welcome.photos").first == "12 photos")
    }

    /// A template's placeholder sample reaches the copy each permission fills the template in
    /// with (keyed under the permission, as the bundle keys it).
    @Test func aTemplatesSampleReachesThePermissionsCopy() throws {
        let content = """
            permissions:
              notifications:
                system: notifications
                template: ask
            permissionTemplates:
              ask:
                parameters: [headline]
                fields:
                  title:
                    surface: title
                    placeholders: { name: { type: string, sample: { ko: 지우, ja: 葵, en: Jo } } }
                  allow: { surface: button, accessibility: text }
            """
        func locale(_ title: String, _ headline: String) -> String {
            "ask:\n  title: \"\(title)\"\n  allow: OK\nnotifications:\n  headline: \(headline)\n"
        }
        let project = try TestProject.demo(content: content, ko: locale("{name, particle, 을/를} {headline}", "기다려요"),
                                           ja: locale("{name}さん、{headline}", "お待ちしています"), en: locale("{name}, {headline}", "we wait"))
        defer { project.remove() }
        let lint = try project.lint()
        let preview = ScreenPreview(project: lint.project, deck: try #require(lint.project.decks.first), diagnostics: [])
        for (locale, expected) in [("en", "Jo, we wait"), ("ko", "지우를 기다려요"), ("ja", "葵さん、お待ちしています")] {
            let root = try Self.render(preview.permission("notifications", locale: locale))
            #expect(Self.phoneText(root, "demo.notifications.title").first == expected, "\(locale)")
        }
    }

    /// The example project's Unwind shield shows the schedule its content file names in each
    /// locale's words.
    @Test func theUnwindShieldShowsItsSampleScheduleInEachLocale() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "unwind" })
        let preview = ScreenPreview(project: lint.project, deck: deck, diagnostics: [])
        for (locale, schedule) in [("ko", "영어 공부"), ("ja", "英語の勉強"), ("en", "English study")] {
            let root = try Self.render(preview.shield("focus_shield", locale: locale))
            let subtitle = try #require(Self.phoneText(root, "unwind.focus_shield.subtitle").first)
            #expect(subtitle.contains(schedule), "\(locale): \(subtitle)")
            #expect(!subtitle.contains("schedule"), "\(locale): \(subtitle)")
        }
    }

    /// A system prompt's buttons: the title iOS gives each in the column's language, and the
    /// outcome id it takes in the deck's flows.
    static func systemButtons(_ root: XMLElement) -> [(title: String, outcome: String, bound: Bool)] {
        elements(root).filter { ($0[attribute: "class"] ?? "").hasPrefix("button system-button") }.map { button in
            let title = elements(button).first { $0[attribute: "class"] == "system-title" }?.text ?? ""
            return (title, button[attribute: "data-outcome"] ?? "", !(button[attribute: "class"] ?? "").contains("unbound"))
        }
    }

    /// Wander's location prompt is iOS's: three buttons with iOS's titles in each language,
    /// each bound to the outcome Wander's flows give that answer; its photo prompt offers limited
    /// access; TempoAI's HealthKit prompt is the Health Access sheet.
    @Test func systemPromptsAreTheOnesIOSShows() throws {
        let lint = try #require(PreviewSiteTests.example)
        let wander = try #require(lint.project.decks.first { $0.id == "wander" })
        let preview = ScreenPreview(project: lint.project, deck: wander, diagnostics: [])
        let location: [String: [String]] = [
            "en": ["Allow Once", "Allow While Using App", "Don’t Allow"],
            "ko": ["한 번 허용", "앱을 사용하는 동안 허용", "허용 안 함"],
            "ja": ["1度だけ許可", "アプリの使用中は許可", "許可しない"],
        ]
        for (locale, titles) in location {
            let buttons = Self.systemButtons(try Self.render(preview.permission("location", locale: locale)))
            #expect(buttons.map(\.title) == titles, "\(locale)")
            #expect(buttons.map(\.outcome) == ["once", "whenInUse", "denied"], "\(locale)")
            #expect(buttons.allSatisfy { $0.bound }, "\(locale)")
        }
        let photo: [String: String] = ["en": "Limit Access…", "ko": "접근 제한…", "ja": "アクセスを制限…"]
        for (locale, limited) in photo {
            let buttons = Self.systemButtons(try Self.render(preview.permission("photo", locale: locale)))
            #expect(buttons.map(\.outcome) == ["limited", "full", "denied"], "\(locale)")
            #expect(buttons.first?.title == limited, "\(locale)")
        }
        let tempo = try #require(lint.project.decks.first { $0.id == "tempoai" })
        let health = try Self.render(ScreenPreview(project: lint.project, deck: tempo, diagnostics: []).permission("health", locale: "en"))
        #expect(Self.elements(health).contains { $0[attribute: "class"] == "phone kind-system-alert prompt-sheet" })
        #expect(Self.systemButtons(health).map(\.title) == ["Don’t Allow", "Allow"])
        #expect(Self.elements(health).contains { $0[attribute: "class"] == "turn-on-all" && $0.text == "Turn On All" })
    }

    /// A prompt the flows give no outcomes shows each button's usual id, marked unbound; every
    /// kind of permission Copydeck knows has iOS's words in ko, ja and en.
    @Test func everyPermissionKindHasItsPromptInEveryLanguage() throws {
        for permission in SystemPermission.allCases {
            let prompt = SystemPrompt.prompt(for: permission)
            for language in ["ko", "ja", "en"] {
                // Every alert names the app; HealthKit's sheet is titled Health Access.
                #expect(prompt.title[language]?.contains("APP") == (prompt.style != .sheet), "\(permission) \(language)")
                #expect(prompt.buttons.count >= 2 && prompt.buttons.allSatisfy { $0.title[language]?.isEmpty == false }, "\(permission) \(language)")
            }
            #expect(prompt.buttons.contains { $0.outcomes.first == "denied" }, "\(permission)")
            let alert = SystemAlert(appName: "Demo", locale: "ko", permission: permission)
            var writer = MarkupWriter(mode: PreviewSite.mode)
            alert.write(into: &writer)
            let root = try Self.render(writer.markup())
            let buttons = Self.systemButtons(root)
            #expect(buttons.count == prompt.buttons.count)
            #expect(buttons.allSatisfy { !$0.bound }, "\(permission)")
            #expect(Self.elements(root).contains { $0[attribute: "class"] == "alert-title" && $0.text.contains(prompt.style == .sheet ? "건강" : "Demo") }, "\(permission)")
        }
    }

    /// UjuZ's pre-prompt screens have no copy of their own: they show what the permission's
    /// template fills in, beside the iOS alert.
    @Test func aPrePromptScreenWithoutCopyShowsItsPermissionsCopy() throws {
        let lint = try #require(PreviewSiteTests.example)
        let deck = try #require(lint.project.decks.first { $0.id == "ujuz" })
        let screen = try #require(deck.screens.first { $0.fields.isEmpty && $0.permission != nil })
        let permission = try #require(screen.permission?.value)
        let root = try Self.render(ScreenPreview(project: lint.project, deck: deck, diagnostics: []).screen(screen.id.value, locale: "en"))
        let prePrompt = try #require(Self.elements(root).first { ($0[attribute: "class"] ?? "").hasPrefix("phone kind-permission") })
        let keys = Self.elements(prePrompt).compactMap { $0[attribute: "data-key"] }
        #expect(keys.count >= 2 && keys.allSatisfy { $0.hasPrefix("ujuz.\(permission).") && !$0.hasSuffix(".usage") }, "\(keys)")
        #expect(Self.elements(root).contains { ($0[attribute: "class"] ?? "").hasPrefix("phone kind-system-alert") })
    }

    @Test func aPageIndicatorShowsEveryPageWhenTheyFitAndAWindowOfNineWhenNot() {
        #expect(PhoneFrame.dots(current: 1, count: 3) == ["dot", "dot current", "dot"])
        // 96 pages (the standard corpus's deck): nine dots around the current page, the cut
        // edges small, as iOS's page control draws them.
        let middle = PhoneFrame.dots(current: 40, count: 96)
        #expect(middle.count == 9)
        #expect(middle[4] == "dot current")
        #expect(middle.first == "dot small" && middle.last == "dot small")
        #expect(middle.dropFirst().dropLast().filter { $0 == "dot small" }.isEmpty)
        // At the ends the window stops at the first and last page, which are not cut.
        #expect(PhoneFrame.dots(current: 0, count: 96) == ["dot current"] + Array(repeating: "dot", count: 7) + ["dot small"])
        #expect(PhoneFrame.dots(current: 95, count: 96) == ["dot small"] + Array(repeating: "dot", count: 7) + ["dot current"])
        #expect(PhoneFrame.dots(current: 8, count: 9) == Array(repeating: "dot", count: 8) + ["dot current"])
    }

    @Test func aPageIndicatorSaysWhichPageOfHowMany() throws {
        let frame = PhoneFrame(kind: "page", caption: nil, pieces: [], pageIndex: 40, pageCount: 96)
        let root = try Self.render(frame.markup())
        let dots = try #require(Self.elements(root).first { $0[attribute: "class"] == "page-dots" })
        #expect(dots[attribute: "aria-label"] == "page 41 of 96")
        #expect(dots.elements.count == 9)
        #expect(dots.elements.filter { $0[attribute: "class"] == "dot current" }.count == 1)
    }

    @Test func theSamePreviewGivesTheSameBytes() throws {
        let (project, lint) = try Self.project()
        defer { project.remove() }
        let deck = try #require(lint.project.decks.first)
        let first = try MarkupRenderer(mode: .xhtml).render(ScreenPreview(project: lint.project, deck: deck, diagnostics: lint.diagnostics).screen("welcome", locale: "ko"))
        let second = try MarkupRenderer(mode: .xhtml).render(ScreenPreview(project: lint.project, deck: deck, diagnostics: lint.diagnostics).screen("welcome", locale: "ko"))
        #expect(first == second)
    }
}
