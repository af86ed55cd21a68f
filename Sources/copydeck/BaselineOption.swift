import ArgumentParser
import CopydeckCompiler
import Foundation

/// `--baseline FILE`, as `lint` and `build` take it: the findings a team has recorded, which no
/// longer fail the run while they are worked off.
struct BaselineOption: ParsableArguments {
    @Option(help: "Leave out the findings recorded in this baseline file (written by `copydeck lint --write-baseline`).", completion: .file())
    var baseline: String?

    /// The baseline named, read; nil without `--baseline`. A file that cannot be read or is not a
    /// baseline is a usage error.
    func load() throws -> Baseline? {
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
