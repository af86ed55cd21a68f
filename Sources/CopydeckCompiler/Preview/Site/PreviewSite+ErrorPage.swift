import Foundation

extension PreviewSite {
    /// A page listing the project's errors, shown in place of the site while it has any (a server
    /// serves it at every page's address, so it carries its own style and links nowhere).
    public static func errorPage(_ diagnostics: [Diagnostic], project: Project) throws(MarkupError) -> Data {
        let errors = diagnostics.filter { $0.severity == .error }
        let site = PreviewSite(project: project, diagnostics: diagnostics)
        let findings = PreviewFindings(site: site, page: .index)
        let page = Markup.element("html", attributes: [.lang("en")]) {
            Markup.element("head") {
                Markup.element("meta", attributes: [.attribute("charset", "utf-8")])
                Markup.element("meta", attributes: [.attribute("name", "viewport"), .attribute("content", "width=device-width, initial-scale=1")])
                Markup.element("title") { "Copydeck preview: the project has errors" }
                Markup.element("style") { Markup.constant(errorStyle) }
            }
            Markup.element("body", .class("error-page")) {
                Markup.element("main") {
                    Markup.element("h1") { errors.count == 1 ? "The project has an error" : "The project has \(errors.count) errors" }
                    Markup.element("p") { "The preview comes back as soon as they are fixed. Nothing below is stale: it is the last check of the project." }
                    findings.list(errors)
                }
            }
        }
        return try MarkupRenderer(mode: PreviewSite.mode).data(page, doctype: true)
    }

    static let errorStyle: StaticString = """
    body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #fff; color: #1c1f24; }
    @media (prefers-color-scheme: dark) { body { background: #14161a; color: #e6e8eb; } }
    main { max-width: 960px; margin: 0 auto; padding: 24px; }
    h1 { color: #c62828; }
    .findings { list-style: none; padding: 0; }
    .finding { padding: 6px 10px; margin: 6px 0; border-left: 4px solid #c62828; }
    .finding .severity { font-weight: 600; text-transform: uppercase; font-size: 12px; }
    .rule { opacity: 0.7; }

    """
}
