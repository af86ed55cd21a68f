/// One page of the preview: the same head, top bar (home, breadcrumbs, search, locale, theme)
/// and scripts on every page, around the page's own content. Links are relative to the page, so
/// the site works from `file://` and from any static host.
struct PreviewPage {
    var path: PreviewPath
    var title: String
    /// Links above the title, from the index down to the page's parent.
    var crumbs: [(title: String, path: PreviewPath)] = []
    /// The locales the locale chooser offers (none: no chooser on this page).
    var locales: [String] = []
    var content: [Markup]
    /// Extra classes of `<body>`, which the stylesheet uses per kind of page.
    var kind: String
    /// The number of findings a project's build failed on: every page says so above its
    /// content, so no one reads it as what the app ships (`PreviewSite.failingErrors`).
    var failing: Int? = nil

    func markup() -> Markup {
        let root = Array(repeating: "..", count: path.depth)
        let head = Markup.element("head") {
            Markup.element("meta", attributes: [.attribute("charset", "utf-8")])
            Markup.element("meta", attributes: [.attribute("name", "viewport"), .attribute("content", "width=device-width, initial-scale=1")])
            Markup.element("title") { title + " · Copydeck preview" }
            Markup.element("link", attributes: [.attribute("rel", "stylesheet"), .href(PreviewPath.asset("preview.css").url(from: path))])
            Markup.element("script", attributes: [.src(PreviewPath.asset("theme.js").url(from: path))])
            Markup.element("script", attributes: [.src(PreviewPath.asset("preview.js").url(from: path)), .flag("defer")])
        }
        let bar = Markup.element("header", .class("topbar")) {
            Markup.element("a", attributes: [.class("brand"), .href(PreviewPath.index.url(from: path))], children: [.text("Copydeck")])
            Markup.element("div", .class("search")) {
                Markup.element("input", attributes: [
                    .id("search"), .attribute("type", "search"), .attribute("placeholder", "Search ids, keys and text"),
                    .attribute("aria-label", "Search screen ids, keys and text in every locale"), .attribute("autocomplete", "off"),
                ])
                Markup.element("ul", attributes: [.id("search-results"), .flag("hidden")])
            }
            if !locales.isEmpty {
                Markup.element("label", .class("locale-chooser")) {
                    Markup.element("span", .class("visually-hidden")) { "Locale" }
                    Markup.element("select", .id("locale-select")) {
                        Markup.element("option", attributes: [.attribute("value", "all")], children: [.text("All locales")])
                        for locale in locales {
                            Markup.element("option", attributes: [.attribute("value", locale)], children: [.text(Self.localeName(locale))])
                        }
                    }
                }
            }
            if showsFrames { Self.framePickers }
            if kind == "copy-page" {
                Markup.element("button", attributes: [.id("a11y-toggle"), .attribute("type", "button"), .attribute("aria-pressed", "false"),
                                                      .attribute("title", "Show or hide what VoiceOver says (accessibility labels and announcements) on the frames")],
                               children: [.text("VoiceOver labels")])
            }
            Markup.element("button", attributes: [.id("theme-toggle"), .attribute("type", "button"), .attribute("aria-label", "Switch between light and dark")],
                           children: [.text("◐ Theme")])
        }
        let body = Markup.element("body", attributes: [.class(kind), .attribute("data-root", root.isEmpty ? "." : root.joined(separator: "/"))]) {
            bar
            Markup.element("main") {
                if let failing {
                    Markup.element("p", attributes: [.class("failing-banner"), .attribute("role", "alert")]) {
                        Markup.element("strong") { "The build failed on \(PreviewCount.of(failing, "finding"))." }
                        " This preview shows today’s copy with its findings marked; the bundles beside it are the last passing build’s. Fix the errors, then build again."
                    }
                }
                if showsFrames {
                    Markup.element("p", attributes: [.class("frames-note"), .id("frames-note")]) {
                        "Frames: "
                        Markup.element("span", .id("frames-device")) { DeviceModel.standard.label }
                        " · "
                        Markup.element("span", attributes: [.id("frames-ios"), .class("ios-version")]) { SystemPrompt.version }
                        " · "
                        Markup.element("span", .id("frames-type")) { "Text: " + ContentSize.standard.name }
                        " · shown at \(DeviceModel.pageScale) %"
                    }
                }
                if !crumbs.isEmpty {
                    Markup.element("nav", attributes: [.class("crumbs"), .attribute("aria-label", "Breadcrumbs")]) {
                        for crumb in crumbs {
                            Markup.element("a", attributes: [.href(crumb.path.url(from: path))], children: [.text(crumb.title)])
                            Markup.element("span", .class("sep")) { "›" }
                        }
                    }
                }
                content
            }
        }
        return .element("html", attributes: [.lang("en"), .attribute("data-theme", "light")], children: [head, body])
    }

    /// The device, iOS version and text size pickers: the same on every page that draws phones,
    /// made once.
    static let framePickers = Markup.fragment {
        Markup.element("label", .class("device-picker")) {
            Markup.element("span", .class("visually-hidden")) { "Device" }
            Markup.element("select", attributes: [.id("device"), .attribute("title", "The iPhone the frames are drawn at, in points")]) {
                for device in DeviceModel.all {
                    Markup.element("option", attributes: [.attribute("value", device.id), .attribute("data-label", device.label)] + (device == DeviceModel.standard ? [.flag("selected")] : []),
                                   children: [.text(device.shortLabel)])
                }
            }
        }
        Markup.element("label", .class("ios-picker")) {
            Markup.element("span", .class("visually-hidden")) { "iOS version" }
            Markup.element("select", attributes: [.id("ios-version"), .attribute("title", "The iOS version whose system prompts the frames draw")]) {
                for (index, version) in SystemPrompt.versions.enumerated() {
                    Markup.element("option", attributes: [.attribute("value", version)] + (index == 0 ? [.flag("selected")] : []),
                                   children: [.text("iOS " + version)])
                }
            }
        }
        Markup.element("label", .class("type-size")) {
            Markup.element("span", .class("visually-hidden")) { "Text size" }
            Markup.element("select", attributes: [.id("type-size"), .attribute("title", "Dynamic Type: the text size the frames are drawn at")]) {
                for size in ContentSize.all {
                    Markup.element("option", attributes: [.attribute("value", size.id)] + (size == ContentSize.standard ? [.flag("selected")] : []),
                                   children: [.text("Text: " + size.name)])
                }
            }
        }
    }

    /// Pages that draw phones (copy pages, flows' prototypes, the changes page) offer the device
    /// and Dynamic Type pickers and name what the frames stand for.
    var showsFrames: Bool { ["copy-page", "flow-page", "changes-page"].contains(kind) }

    /// The name the locale chooser shows: the tag, and for the pseudo-locales what they do.
    static func localeName(_ locale: String) -> String {
        switch PseudoLocale(rawValue: locale) {
        case .accented: "Pseudo: accented +40%"
        case .brackets: "Pseudo: [brackets]"
        case nil: locale
        }
    }
}
