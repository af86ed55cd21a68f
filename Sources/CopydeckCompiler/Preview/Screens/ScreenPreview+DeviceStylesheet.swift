extension ScreenPreview {
    /// Which text style each piece of copy is drawn in, by where it sits: a screen's title in
    /// Title 1 (bold), its body in Body, captions and errors in Footnote, buttons in Headline; an
    /// alert (iOS's, and an app's dialog drawn as `UIAlertController` draws one) with a Headline
    /// title, a Footnote message and Body buttons; a sheet's title in Title 2; a shield's title in
    /// Title 2 and its subtitle in Body; iOS 26's alert message in Subheadline. Later rules are
    /// the more specific ones.
    static let textStyles: [(selector: String, style: TextStyle, weight: Int?)] = [
        (".phone .s-title", .title1, 700),
        (".phone .s-subtitle", .title3, nil),
        (".phone .s-body, .phone .s-placeholder, .phone .s-link, .phone .s-toggle", .body, nil),
        (".phone .s-caption, .phone .s-error, .phone .s-usage, .phone .illustration", .footnote, nil),
        (".phone .s-label", .subheadline, nil),
        (".phone .toast, .phone .s-toast", .subheadline, nil),
        (".phone .button", .headline, nil),
        (".phone .sheet .s-title", .title2, 700),
        (".phone .alert .s-title, .phone .ios-alert .alert-title", .headline, nil),
        (".phone .alert .s-body, .phone .alert .s-error, .phone .alert .s-caption, .phone .ios-alert .alert-message, .phone .ios-alert .copy", .footnote, nil),
        (".phone .alert .button, .phone .ios-alert .system-button", .body, nil),
        (".phone .ios-alert .system-button.bold", .body, 600),
        ("body[data-ios=\"26\"] .phone .ios-alert .alert-message, body[data-ios=\"26\"] .phone .ios-alert .copy", .subheadline, nil),
        (".phone .precise-toggle", .caption1, 600),
        (".phone .health-sheet .alert-title, .phone .health-sheet .system-button.bold", .headline, nil),
        (".phone .health-sheet .system-button, .phone .health-sheet .turn-on-all, .phone .health-row", .body, nil),
        (".phone .health-sheet .copy, .phone .health-section, .phone .health-explanation, .phone .health-sheet .alert-message", .footnote, nil),
        (".kind-shield .s-title", .title2, 700),
        (".kind-shield .s-subtitle", .body, nil),
        (".proto-phone .proto-title, .proto-phone h3", .title1, 700),
        (".proto-phone", .body, nil),
        (".proto-phone .proto-button", .headline, nil),
        (".proto-alert .proto-title", .headline, nil),
        (".proto-alert .proto-usage", .footnote, nil),
        (".proto-alert .proto-system", .body, nil),
    ]

    /// The part of the stylesheet made from `DeviceModel` and `ContentSize`: each device's
    /// geometry and each Dynamic Type size's text styles as custom properties on `<body>` (the
    /// pickers set `data-device` and `data-type-size`), then the text styles of the copy.
    static let deviceStylesheet: String = {
        var css = "/* Frames in points at the picked iPhone's size; text in iOS's text styles at the picked Dynamic Type size. */\n"
        css += "body { --zoom: \(decimal(Double(DeviceModel.pageScale) / 100)); \(variables(DeviceModel.standard)) \(variables(ContentSize.standard)) }\n"
        for device in DeviceModel.all where device != DeviceModel.standard {
            css += "body[data-device=\"\(device.id)\"] { \(variables(device)) }\n"
        }
        for size in ContentSize.all where size != ContentSize.standard {
            css += "body[data-type-size=\"\(size.id)\"] { \(variables(size)) }\n"
        }
        for (selector, style, weight) in textStyles {
            css += "\(selector) { font-size: var(\(style.variable)); line-height: \(decimal(style.leading))"
            if let weight { css += "; font-weight: \(weight)" } else if style.weight != 400 { css += "; font-weight: \(style.weight)" }
            css += "; }\n"
        }
        return css
    }()

    static func variables(_ device: DeviceModel) -> String {
        ["--device-w: \(device.width)px", "--device-h: \(device.height)px", "--safe-top: \(device.safeTop)px",
         "--safe-bottom: \(device.safeBottom)px", "--screen-radius: \(device.cornerRadius)px", "--margin: \(device.margin)px",
         "--island: \(device.hasIsland ? "block" : "none")", "--home-indicator: \(device.safeBottom > 0 ? "block" : "none")",
         "--status-size: \(device.hasIsland ? 17 : 12)px"].joined(separator: "; ") + ";"
    }

    static func variables(_ size: ContentSize) -> String {
        TextStyle.allCases.map { "\($0.variable): \(size.points($0))px" }.joined(separator: "; ") + ";"
    }

    /// A ratio with three decimals, the same bytes on every machine.
    static func decimal(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
