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
            writer.element("figcaption") { $0.text("iOS prompt" + (infoPlistKey.map { " · \($0)" } ?? "")) }
        }
    }

    /// HealthKit's sheet: Don’t Allow and Allow in the navigation bar, the title, Turn On All,
    /// then the app's usage description.
    private func sheet(_ prompt: SystemPrompt, title: String, frame: PhoneFrame, into writer: inout MarkupWriter) {
        writer.element("div", .class("health-sheet"), .lang(language), .attribute("role", "dialog")) { writer in
            writer.element("div", .class("sheet-bar")) { writer in
                let buttons = buttons()
                if let deny = buttons.first { systemButton(deny, into: &writer) }
                writer.element("h3", .class("alert-title")) { $0.text(title) }
                if buttons.count > 1 { systemButton(buttons[1], into: &writer) }
            }
            if let usage { frame.copy(usage, "p", into: &writer) }
            if let all = prompt.turnOnAll {
                writer.element("p", .class("turn-on-all")) { $0.text(SystemPrompt.text(all, language, app: appName)) }
            }
        }
    }

    private func systemButton(_ button: (title: String, outcome: String?, usual: String, bold: Bool), into writer: inout MarkupWriter) {
        let outcome = button.outcome ?? button.usual
        var classes = "button system-button"
        if button.bold { classes += " bold" }
        if button.outcome == nil { classes += " unbound" }
        writer.element("span", .class(classes), .attribute("data-outcome", outcome)) { writer in
            writer.element("span", .class("system-title")) { $0.text(button.title) }
            writer.element("span", .class("outcome-tag"), .lang("en")) { $0.text("→ " + outcome) }
        }
    }
}
