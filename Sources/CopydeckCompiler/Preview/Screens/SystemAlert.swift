/// The iOS permission prompt as the system draws it (`SystemPrompt`): the system's title and
/// buttons in the prompt's language, the app's usage description from Info.plist under the
/// title, location's precise switch, HealthKit's sheet. Each button carries the outcome id it
/// takes in the deck's flows (`data-outcome`, and a tag under it), so a reviewer sees which
/// answer leads where; one the flows do not name shows the usual id, dimmed.
struct SystemAlert {
    var appName: String
    var locale: String
    var usage: CopyPiece?
    var infoPlistKey: String?
    var permission: SystemPermission?
    /// The outcome ids the deck's flows give this permission's prompt.
    var answers: Set<String> = []
    /// HealthKit's: the data the app writes and reads, a switch each on the sheet.
    var writes: [String] = []
    var reads: [String] = []

    var language: String {
        let language = LocaleCode.language(of: locale)
        return SystemPrompt.languages.contains(language) ? language : "en"
    }

    /// The prompt iOS shows; a permission Copydeck does not know gets the plain two-button alert.
    var prompt: SystemPrompt {
        permission.map(SystemPrompt.prompt(for:)) ?? SystemPrompt.plain(["en": "“APP” Would Like Access", "ko": "‘APP’에서 접근 권한을 요청합니다", "ja": "“APP”がアクセスを求めています"])
    }

    /// Each button with its title in the prompt's language and the outcome it is bound to (nil
    /// when the flows name none of its outcomes).
    func buttons() -> [(title: String, outcome: String?, usual: String, bold: Bool)] {
        let prompt = prompt
        return prompt.buttons.map { button in
            (SystemPrompt.text(button.title, language, app: appName), prompt.bound(button, among: answers), button.outcomes[0], button.bold)
        }
    }

    /// The prompt's title in its language, with the app's name.
    var title: String { SystemPrompt.text(prompt.title, language, app: appName) }

    func write(into writer: inout MarkupWriter) {
        let prompt = prompt
        let frame = PhoneFrame(kind: "system-alert", pieces: usage.map { [$0] } ?? [])
        writer.element("figure", .class("phone-figure")) { writer in
            writer.element("div", .class("device")) { writer in
                writer.element("div", .class("phone kind-system-alert prompt-\(prompt.style.rawValue)"), .attribute("data-permission", permission?.rawValue ?? "")) { writer in
                    PhoneFrame.statusBar(into: &writer)
                    if prompt.style == .sheet {
                        sheet(prompt, title: title, frame: frame, into: &writer)
                    } else {
                        writer.element("div", .class("backdrop")) { writer in
                            writer.element("div", .class("alert ios-alert"), .lang(language), .attribute("role", "alertdialog")) { writer in
                                writer.element("h3", .class("alert-title")) { $0.text(title) }
                                if let message = prompt.message { writer.element("p", .class("alert-message")) { $0.text(SystemPrompt.text(message, language, app: appName)) } }
                                if let usage { frame.copy(usage, "p", into: &writer) }
                                if let precise = prompt.preciseToggle {
                                    writer.element("div", .class("precise-map"), .attribute("aria-hidden", "true")) { writer in
                                        writer.element("span", .class("precise-toggle")) { $0.text(SystemPrompt.text(precise, language, app: appName)) }
                                    }
                                }
                                writer.element("div", .class(prompt.style == .stacked ? "actions system stacked" : "actions row system")) { writer in
                                    for button in buttons() { systemButton(button, into: &writer) }
                                }
                            }
                        }
                    }
                }
            }
            writer.element("figcaption") { writer in
                writer.element("span", .class("ios-version")) { $0.text(SystemPrompt.version) }
                writer.text(" prompt" + (infoPlistKey.map { " · \($0)" } ?? ""))
                // Words no source confirmed for this version in this language are not passed off as iOS's.
                if prompt.unconfirmed.contains(language) {
                    writer.element("span", .class("unconfirmed"), .title("No source confirms iOS's own words for this prompt in this language; they are the closest known.")) {
                        $0.text(" · \(language) words unconfirmed")
                    }
                }
            }
        }
    }

    /// HealthKit's sheet as iOS 17 and 18 draw it: Don’t Allow and Allow in the navigation bar
    /// (Allow dimmed: no switch is on yet), the title, Health's heart and its sentence, Turn On
    /// All, then a switch for each kind of data written and read, the app's explanation (its
    /// usage description) under the data it reads.
    private func sheet(_ prompt: SystemPrompt, title: String, frame: PhoneFrame, into writer: inout MarkupWriter) {
        func words(_ text: SystemPrompt.Words?) -> String? { text.map { SystemPrompt.text($0, language, app: appName) } }
        writer.element("div", .class("health-sheet"), .lang(language), .attribute("role", "dialog")) { writer in
            writer.element("div", .class("sheet-bar")) { writer in
                let buttons = buttons()
                if let deny = buttons.first { systemButton(deny, into: &writer) }
                writer.element("h3", .class("alert-title")) { $0.text(title) }
                if buttons.count > 1 { systemButton(buttons[1], dimmed: true, into: &writer) }
            }
            writer.element("div", .class("health-heart"), .attribute("aria-hidden", "true")) { $0.text("♥") }
            if let message = words(prompt.message) { writer.element("p", .class("alert-message")) { $0.text(message) } }
            if let all = words(prompt.turnOnAll) {
                writer.element("p", .class("turn-on-all")) { $0.text(all) }
            }
            // The app's one usage description (NSHealthShareUsageDescription) explains the data
            // it reads; under the written data only when it reads none.
            let sections = [(words(prompt.writeSection), writes, reads.isEmpty), (words(prompt.readSection), reads, true)]
            for (header, kinds, explained) in sections where !kinds.isEmpty {
                if let header { writer.element("p", .class("health-section")) { $0.text(header) } }
                writer.element("ul", .class("health-rows")) { writer in
                    for kind in kinds {
                        writer.element("li", .class("health-row")) { writer in
                            // A kind with no known row name shows its identifier, as such.
                            if let known = HealthDataType(rawValue: kind) {
                                writer.element("span") { $0.text(SystemPrompt.text(known.names, language, app: appName)) }
                            } else {
                                writer.element("code", .title("No row name known for this HealthKit type")) { $0.text(kind) }
                            }
                            writer.element("span", .class("switch"), .attribute("aria-hidden", "true"))
                        }
                    }
                }
                if explained, let usage {
                    writer.element("p", .class("health-explanation")) { writer in
                        if let prefix = words(prompt.explanation) { writer.text(prefix) }
                        frame.copy(usage, "span", into: &writer)
                    }
                }
            }
            // No kinds declared: the app's explanation alone, where the sections would be.
            if writes.isEmpty && reads.isEmpty, let usage { frame.copy(usage, "p", into: &writer) }
        }
    }

    private func systemButton(_ button: (title: String, outcome: String?, usual: String, bold: Bool), dimmed: Bool = false, into writer: inout MarkupWriter) {
        let outcome = button.outcome ?? button.usual
        var classes = "button system-button"
        if button.bold { classes += " bold" }
        if dimmed { classes += " dimmed" }
        if button.outcome == nil { classes += " unbound" }
        writer.element("span", .class(classes), .attribute("data-outcome", outcome)) { writer in
            writer.element("span", .class("system-title")) { $0.text(button.title) }
            writer.element("span", .class("outcome-tag"), .lang("en")) { $0.text("→ " + outcome) }
        }
    }
}
