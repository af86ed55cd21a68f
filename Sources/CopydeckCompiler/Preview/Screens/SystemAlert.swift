/// The iOS permission alert as the system draws it: the app asks, the usage description from
/// Info.plist explains, and the two system buttons. The alert's own words are Apple's, in the
/// alert's language; the usage description is the deck's copy.
struct SystemAlert {
    var appName: String
    var locale: String
    var usage: CopyPiece?
    var infoPlistKey: String?
    /// The notifications alert: its own title and no usage description.
    var notifications = false

    static func title(_ language: String, app: String, notifications: Bool) -> String {
        if notifications {
            switch language {
            case "ko": return "‘\(app)’에서 알림을 보내고자 합니다"
            case "ja": return "“\(app)”は通知を送信します。よろしいですか?"
            default: return "“\(app)” Would Like to Send You Notifications"
            }
        }
        return switch language {
        case "ko": "‘\(app)’에서 접근 권한을 요청합니다"
        case "ja": "“\(app)”がアクセスを求めています"
        default: "“\(app)” Would Like Access"
        }
    }
    static let buttons: [String: (deny: String, allow: String)] = [
        "ko": ("허용 안 함", "허용"),
        "ja": ("許可しない", "許可"),
        "en": ("Don’t Allow", "Allow"),
    ]

    func markup() -> Markup {
        let language = String(locale.split(separator: "-").first ?? Substring(locale))
        let title = Self.title(language, app: appName, notifications: notifications)
        let buttons = Self.buttons[language] ?? ("Don’t Allow", "Allow")
        let frame = PhoneFrame(kind: "system-alert", pieces: usage.map { [$0] } ?? [])
        return .element("figure", attributes: [.class("phone-figure")]) {
            Markup.element("div", attributes: [.class("phone kind-system-alert")]) {
                Markup.element("div", attributes: [.class("status-bar"), .attribute("aria-hidden", "true")]) {
                    Markup.element("span") { "9:41" }
                    Markup.element("span", .class("notch")) { "" }
                    Markup.element("span") { "●●●" }
                }
                Markup.element("div", attributes: [.class("backdrop")]) {
                    Markup.element("div", attributes: [.class("alert ios-alert"), .lang(language)]) {
                        Markup.element("h3", .class("alert-title")) { title }
                        if let usage { frame.copy(usage, "p") }
                        Markup.element("div", attributes: [.class("actions row system")]) {
                            Markup.element("span", .class("button system-button")) { buttons.deny }
                            Markup.element("span", .class("button system-button bold")) { buttons.allow }
                        }
                    }
                }
            }
            Markup.element("figcaption") { "iOS alert" + (infoPlistKey.map { " · \($0)" } ?? "") }
        }
    }
}
