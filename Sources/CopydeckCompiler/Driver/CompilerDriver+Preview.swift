import Foundation

/// What `copydeck preview` makes: the checked project and its preview site, in memory.
public struct PreviewResult: Sendable {
    public var lint: LintResult
    /// The site, by path relative to the preview folder (`index.html`, `wander/index.html`…);
    /// empty when the project has errors.
    public var site: OutputTree
    /// When the project has errors: a page listing them, which a server shows in place of every
    /// page, so that a reviewer never looks at a stale preview.
    public var errorPage: Data?
}

extension CompilerDriver {
    /// Loads and checks the project, and renders its preview site in memory. Writes nothing.
    public func preview() throws(CopydeckError) -> PreviewResult {
        let analysis = try analyze(tables: false)
        let lint = LintResult(project: analysis.project, diagnostics: Self.finish(analysis.findings, analysis.project), tables: [])
        do {
            if lint.summary.errors > 0 {
                return PreviewResult(lint: lint, site: OutputTree(), errorPage: try PreviewSite.errorPage(lint.diagnostics, project: lint.project))
            }
            let site = PreviewSite(project: lint.project, diagnostics: lint.diagnostics,
                                   sourceRoot: Self.sourceRoot(fromPreviewIn: directory.root.appendingPathComponent("build"), project: directory.root))
            return PreviewResult(lint: lint, site: try site.render(), errorPage: nil)
        } catch {
            throw .outputFailed(path: "preview", reason: "rendering failed: \(error)")
        }
    }

    /// The way from `<output>/preview` up to the project's root, when the output lies inside the
    /// project (then findings link to their files); nil otherwise.
    static func sourceRoot(fromPreviewIn output: URL, project: URL) -> [String]? {
        let outputParts = output.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let projectParts = project.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        guard outputParts.count > projectParts.count, Array(outputParts.prefix(projectParts.count)) == projectParts else { return nil }
        return Array(repeating: "..", count: outputParts.count - projectParts.count + 1)
    }

    /// Replaces `<output>/preview` with the site, keeping the rest of the output as it was.
    public func writePreview(_ result: PreviewResult, output: URL) throws(CopydeckError) {
        try OutputWriter(destination: output, project: directory.root).replaceFolder("preview", with: result.site)
    }
}
