import Foundation

/// The preview site of a checked project: an index of decks; per deck its flows and screens; per
/// flow the diagram; per screen its copy in every locale. Paths are relative to the preview
/// folder. (Being built: issue 12.)
public struct PreviewSite: Sendable {
    public let project: Project
    public let diagnostics: [Diagnostic]

    public init(project: Project, diagnostics: [Diagnostic]) {
        self.project = project
        self.diagnostics = diagnostics
    }

    public func render() throws(MarkupError) -> OutputTree {
        var tree = OutputTree()
        let page = Markup.element("html", attributes: [.lang("en")], children: [
            .element("head", children: [.element("meta", attributes: [.attribute("charset", "utf-8")]),
                                        .element("title", children: [.text("Copydeck preview")])]),
            .element("body", children: [.element("h1", children: [.text("Copydeck preview")])]),
        ])
        tree.add("index.html", Data(try MarkupRenderer(mode: .html).render(page, doctype: true)))
        return tree
    }

    /// A page listing the project's errors, shown instead of the site while it has any.
    public static func errorPage(_ diagnostics: [Diagnostic], project: Project) throws(MarkupError) -> Data {
        let items = diagnostics.filter { $0.severity == .error }.map { diagnostic in
            Markup.element("li", children: [.text("\(diagnostic.range?.file ?? ""):\(diagnostic.range?.start.line ?? 0): \(diagnostic.message) [\(diagnostic.rule.rawValue)]")])
        }
        let page = Markup.element("html", attributes: [.lang("en")], children: [
            .element("head", children: [.element("meta", attributes: [.attribute("charset", "utf-8")]),
                                        .element("title", children: [.text("Copydeck preview: errors")])]),
            .element("body", children: [.element("h1", children: [.text("The project has errors")]),
                                        .element("ul", attributes: [.id("errors")], children: items)]),
        ])
        return Data(try MarkupRenderer(mode: .html).render(page, doctype: true))
    }
}
