import CopydeckCompiler
import Foundation

/// Issue 12's figure: the whole preview of the example project (every page, every diagram).
enum PreviewBenchmarks {
    /// The repository's own example project, found from this file.
    static var exampleProject: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static func run() throws -> [String] {
        let driver = CompilerDriver(directory: ProjectDirectory(root: exampleProject))
        let lint = try driver.lint()
        let site = PreviewSite(project: lint.project, diagnostics: lint.diagnostics)
        let pages = try site.render()
        let drawings = try site.flowDrawings()
        let bytes = pages.files.values.reduce(0) { $0 + $1.count } + drawings.files.values.reduce(0) { $0 + $1.count }
        let render = try Measurement("preview of the example project, render (\(pages.files.count) files + \(drawings.files.count) SVGs, \(bytes / 1024) KiB)") {
            (try site.render(), try site.flowDrawings())
        }
        let whole = try Measurement("preview of the example project, load + check + render") { () throws -> OutputTree in
            let lint = try driver.lint()
            return try PreviewSite(project: lint.project, diagnostics: lint.diagnostics).render()
        }
        return [render.line, whole.line]
    }
}
