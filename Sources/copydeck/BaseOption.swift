import ArgumentParser
import CopydeckCompiler
import Foundation

/// `--base REF|DIR`: the older version a command compares the project with (`copydeck diff`,
/// and the preview's `changes.html` in `build` and `preview`).
struct BaseOption: ParsableArguments {
    @Option(name: .customLong("base"), help: "Compare with this version: a git revision (HEAD~1, main, a commit) or another project folder.")
    var base: String?

    /// What `diff` compares with: `--base`, or the merge base with the default branch.
    var diffBase: DiffBase { changesBase ?? .revision(nil) }

    /// What `build` and `preview` show changes against: `--base` only. A folder that holds a
    /// project is compared as a folder; anything else is a revision.
    var changesBase: DiffBase? {
        guard let base else { return nil }
        let folder = URL(fileURLWithPath: base)
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(ProjectConfig.fileName).path) { return .folder(folder) }
        return .revision(base)
    }
}
