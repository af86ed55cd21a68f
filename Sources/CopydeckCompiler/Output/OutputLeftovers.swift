import Foundation

/// The hidden folders a build keeps beside its output folder while it runs: the new tree being
/// written, then the old tree being deleted. Named `.<name>.copydeck-<pid>-<token>`, so a later
/// build can tell the leftovers of a build that was killed (its process is gone) from the work of
/// a build still running, and delete only the former.
struct OutputLeftovers {
    let folder: URL

    private var prefix: String { ".\(folder.lastPathComponent).copydeck-" }
    /// What earlier versions of Copydeck named the same folders.
    private var legacyPrefixes: [String] { [".\(folder.lastPathComponent).staging-", ".\(folder.lastPathComponent).old-"] }

    func newPath() -> URL {
        let token = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return folder.deletingLastPathComponent().appendingPathComponent("\(prefix)\(getpid())-\(token)")
    }

    /// Deletes the leftovers of builds whose process no longer runs.
    func removeAbandoned() {
        let parent = folder.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        // Made once: the parent can be a shared folder (`/tmp`) of thousands of names.
        let prefixes = [prefix] + legacyPrefixes
        for name in names {
            guard let rest = prefixes.first(where: name.hasPrefix).map({ name.dropFirst($0.count) }),
                  let pid = rest.split(separator: "-").first.flatMap({ pid_t($0) }),
                  !Self.isRunning(pid)
            else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    static func isRunning(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }
}
