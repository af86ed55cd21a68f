import Foundation

/// What `copydeck preview` makes: the project built into its output folder, as `copydeck build`
/// builds it (only what changed since the last build is made again), and where its preview is.
public struct PreviewResult: Sendable {
    /// The build behind the preview: its findings and the sources they are in.
    public var build: BuildResult
    /// The preview's folder, `<output>/preview`.
    public var folder: URL
    /// The paths of the preview's files, relative to `folder`, as the build wrote them; empty
    /// when the project has errors (the previous preview stays on disk, and `errorPage` stands
    /// for every page).
    public var paths: [String]
    /// When the project has errors: a page listing them, which a server shows in place of every
    /// page, so that a reviewer never looks at a stale preview.
    public var errorPage: Data?
}

extension CompilerDriver {
    /// Builds the project into `output` (incrementally, as `build` does) for its preview. With
    /// errors the previous output stays, and the result carries a page that lists them.
    /// With a `base`, the preview has `changes.html` (see `build`); the findings `baseline`
    /// records fail it no more than they fail `build`.
    public func preview(output: URL, base: DiffBase? = nil, baseline: Baseline? = nil) throws(CopydeckError) -> PreviewResult {
        let built = try build(output: output, baseline: baseline, base: base)
        let folder = output.appendingPathComponent(OutputFile.previewFolder)
        // A build that wrote nothing loaded the project, and its findings failed it.
        guard !built.written, let project = built.lint?.project else {
            let prefix = OutputFile.previewFolder + "/"
            let paths = built.files.compactMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil }
            return PreviewResult(build: built, folder: folder, paths: paths, errorPage: nil)
        }
        do {
            return PreviewResult(build: built, folder: folder, paths: [], errorPage: try PreviewSite.errorPage(built.diagnostics, project: project))
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
}
