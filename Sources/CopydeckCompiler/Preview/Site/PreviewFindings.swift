/// The lint's findings as the preview shows them: severity, rule, message, and the source place
/// (`path:line:col`), linked to the file when the preview lies inside the project.
struct PreviewFindings {
    let site: PreviewSite
    let page: PreviewPath

    func list(_ diagnostics: [Diagnostic]) -> Markup {
        .element("ul", attributes: [.class("findings")], children: diagnostics.map(item))
    }

    func item(_ diagnostic: Diagnostic) -> Markup {
        .element("li", attributes: [.class("finding \(diagnostic.severity.rawValue)")]) {
            Markup.element("span", .class("severity")) { diagnostic.severity.rawValue }
            " "
            source(diagnostic.range)
            " "
            Markup.element("span", .class("message")) { Markup.isolated(diagnostic.message) }
            " "
            Markup.element("code", .class("rule")) { diagnostic.rule.rawValue }
        }
    }

    /// `path:line:col`, a link to the file when the preview knows where the project is.
    func source(_ range: SourceRange?) -> Markup {
        guard let range else { return .element("span", attributes: [.class("source")], children: [.text("project")]) }
        let place = "\(range.file):\(range.start.line):\(range.start.column)"
        guard let root = site.sourceRoot else {
            return .element("code", attributes: [.class("source")], children: [.text(place)])
        }
        let segments = Array(repeating: "..", count: page.depth) + root + range.file.split(separator: "/").map(String.init)
        return .element("a", attributes: [.class("source"), .href(MarkupURL.relative(segments))], children: [.element("code", children: [.text(place)])])
    }
}
