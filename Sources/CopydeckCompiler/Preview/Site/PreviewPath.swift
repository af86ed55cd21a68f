/// Where a page of the preview lives, relative to the preview folder, and links between pages.
/// Ids become path segments percent-encoded (`MarkupURL.relative`), so an id can never climb out
/// of its folder or read as a scheme.
struct PreviewPath: Hashable, Sendable {
    /// Folders and file name, e.g. `["wander", "flows", "launch.html"]`.
    let segments: [String]

    static let index = PreviewPath(segments: ["index.html"])
    static func deck(_ deck: String) -> PreviewPath { PreviewPath(segments: [deck, "index.html"]) }
    static func screen(_ deck: String, _ id: String) -> PreviewPath { PreviewPath(segments: [deck, id + ".html"]) }
    static func permission(_ deck: String, _ id: String) -> PreviewPath { PreviewPath(segments: [deck, "permissions", id + ".html"]) }
    static func shield(_ deck: String, _ id: String) -> PreviewPath { PreviewPath(segments: [deck, "shields", id + ".html"]) }
    static func flow(_ deck: String, _ id: String) -> PreviewPath { PreviewPath(segments: [deck, "flows", id + ".html"]) }
    static func asset(_ name: String) -> PreviewPath { PreviewPath(segments: ["assets", name]) }

    /// The path in the output tree: segments joined by `/`. File names are percent-encoded
    /// the way links encode them, so the file a link names is the file written.
    var file: String { segments.map(MarkupURL.percentEncoded).joined(separator: "/") }

    /// Folders between the preview folder and this page.
    var depth: Int { segments.count - 1 }

    /// The link from `page` to this path.
    func url(from page: PreviewPath, fragment: String? = nil) -> MarkupURL {
        MarkupURL.relative(Array(repeating: "..", count: page.depth) + segments, fragment: fragment)
    }
}

extension PreviewPath {
    /// The page of whatever a flow node shows: a screen (or a permission's pre-prompt), or a
    /// permission's system prompt; nil for a step.
    static func page(of role: DeckFlow.Role, in deck: Deck) -> PreviewPath? {
        switch role {
        case .step: nil
        case .screen(let id):
            if deck.screens.contains(where: { $0.id.value == id.value }) { .screen(deck.id, id.value) }
            else if deck.permissions.contains(where: { $0.id.value == id.value }) { .permission(deck.id, id.value) }
            else { nil }
        case .prompt(let id):
            deck.permissions.contains(where: { $0.id.value == id.value }) ? .permission(deck.id, id.value) : nil
        }
    }
}
