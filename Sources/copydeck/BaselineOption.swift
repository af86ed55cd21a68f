import ArgumentParser
import CopydeckCompiler
import Foundation

/// `--baseline FILE`, as `lint` and `build` take it: the findings a team has recorded, which no
/// longer fail the run while they are worked off.
struct BaselineOption: ParsableArguments {
    @Option(help: "Leave out the findings recorded in this baseline file (written by `copydeck lint --write-baseline`).", completion: .file())
    var baseline: String?

    /// The baseline named, read; without `--baseline`, the project's own
    /// (`copydeck-baseline.json` beside copydeck.yml, which `copydeck adopt` writes), if it has
    /// one. A file that cannot be read or is not a baseline is a usage error.
    func load(project: ProjectDirectory? = nil) throws -> Baseline? {
        var baseline = baseline
        if baseline == nil, let project {
            let own = project.root.appendingPathComponent(Baseline.projectFileName)
            if FileManager.default.fileExists(atPath: own.path) { baseline = own.path }
        }
        guard let baseline else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: baseline))
        } catch {
            throw Failure.usage("cannot read baseline \(baseline): \(error.localizedDescription)")
        }
        guard let recorded = try? Baseline.decode(data) else {
            throw Failure.usage("\(baseline) is not a Copydeck baseline; write one with `copydeck lint --write-baseline \(baseline)`")
        }
        return recorded
    }
}
