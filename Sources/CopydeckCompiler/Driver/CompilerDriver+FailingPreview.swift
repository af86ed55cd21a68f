import Foundation

extension CompilerDriver {
    /// The preview of a project whose build failed: the index and every page of every deck the
    /// build loaded, drawn from today's copy with its findings on the frames and a banner on
    /// every page; nil when a deck's content could not be read (the report says why, and the
    /// last preview stays).
    func failingPreview(_ lint: LintResult, strict: Bool, output: URL, overview: [DeckSummary], changes: ProjectDiff?) -> OutputTree? {
        guard !lint.project.decks.contains(where: \.hasUnreadableContent) else { return nil }
        var site = PreviewSite(project: lint.project, diagnostics: lint.diagnostics,
                               sourceRoot: Self.sourceRoot(fromPreviewIn: output, project: directory.root), overview: overview)
        site.changes = changes
        let summary = lint.summary
        site.failingErrors = summary.errors + (strict ? summary.warnings : 0)
        let tree = LockedTree()
        do {
            try site.render(decks: Set(lint.project.decks.map(\.id))) { tree.add($0, $1) }
            if let page = try site.changesPage() { tree.add(ChangesPage.path.file, page) }
        } catch {
            return nil
        }
        return tree.tree
    }
}
