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

    func write(into writer: inout MarkupWriter) {
        let language = String(locale.split(separator: "-").first ?? Substring(locale))
        let title = Self.title(language, app: appName, notifications: notifications)
        let buttons = Self.buttons[language] ?? ("Don’t Allow", "Allow")
        let frame = PhoneFrame(kind: "system-alert", pieces: usage.map { [$0] } ?? [])
        writer.element("figure", .class("phone-figure")) { writer in
            writer.element("div", .class("phone kind-system-alert")) { writer in
                PhoneFrame.statusBar(into: &writer)
                writer.element("div", .class("backdrop")) { writer in
                    writer.element("div", .class("alert ios-alert"), .lang(language)) { writer in
                        writer.element("h3", .class("alert-title")) { $0.text(title) }
                        if let usage { frame.copy(usage, "p", into: &writer) }
                        writer.element("div", .class("actions row system")) { writer in
                            writer.element("span", .class("button system-button")) { $0.text(buttons.deny) }
                            writer.element("span", .class("button system-button bold")) { $0.text(buttons.allow) }
                        }
                    }
                }
            }
            writer.element("figcaption") { $0.text("iOS alert" + (infoPlistKey.map { " · \($0)" } ?? "")) }
        }
    }
}
