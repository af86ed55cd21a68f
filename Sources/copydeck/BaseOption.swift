import ArgumentParser
import CopydeckCompiler
import Foundation

/// `--base REF|DIR`: the older version a command compares the project with (`copydeck diff`,
/// and the preview's `changes.html` in `build` and `preview`).
struct BaseOption: ParsableArguments {
    @Option(name: .customLong("base"), help: "Compare with this version: a git revision (HEAD~1, main, a commit) or another project folder.")
    var base: String?

    /// A folder that holds a project is compared as a folder; anything else is a revision.
    /// `defaultRevision`: without `--base`, the default revision (diff) or nothing (build).
    func diffBase(defaultRevision: Bool) -> DiffBase? {
        guard let base else { return defaultRevision ? .revision(nil) : nil }
        let folder = URL(fileURLWithPath: base)
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(ProjectConfig.fileName).path) { return .folder(folder) }
        return .revision(base)
    }
}
