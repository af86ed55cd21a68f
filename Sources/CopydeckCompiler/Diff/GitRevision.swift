import Foundation

/// A project as a git revision holds it, read with the `git` executable from the repository the
/// project is in: no network, nothing written, the working tree untouched. `copydeck diff` and
/// `copydeck preview --base` compare the project with it.
public struct GitRevision: Sendable {
    /// What was asked (`HEAD~1`, `main`), or how the default was found.
    public var name: String
    /// The commit, in full.
    public var commit: String
    /// The project's files at that commit.
    public var snapshot: FileSnapshot

    /// Reads the project at `project` as revision `reference` has it; with no reference, at the
    /// merge base with the default branch (`origin/HEAD`, else `main`, else `master`), or `HEAD`
    /// when there is none.
    public static func read(_ reference: String?, project: URL) throws(CopydeckError) -> GitRevision {
        let git = Git(folder: project)
        let prefix = try git.run(["rev-parse", "--show-prefix"]).trimmingCharacters(in: .newlines)
        let (name, commit) = try resolve(reference, git)
        let paths = [ProjectConfig.fileName, "content", "locales", Baseline.projectFileName].map { prefix + $0 }
        let listing = try git.data(["ls-tree", "-r", "-z", "--full-tree", commit, "--"] + paths)
        var blobs: [(path: String, object: String, isLink: Bool)] = []
        for record in listing.split(separator: 0) {
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = record.firstIndex(of: 9) else { continue }
            let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ")
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3, fields[1] == "blob", path.hasPrefix(prefix) else { continue }
            blobs.append((String(path.dropFirst(prefix.count)), String(fields[2]), fields[0] == "120000"))
        }
        let contents = try git.objects(blobs.map(\.object))
        var files: [String: Data] = [:]
        var links: [String: String] = [:]
        for (blob, data) in zip(blobs, contents) {
            if blob.isLink { links[blob.path] = String(decoding: data, as: UTF8.self) } else { files[blob.path] = data }
        }
        guard files[ProjectConfig.fileName] != nil || links[ProjectConfig.fileName] != nil else {
            throw .baseUnreadable("\(name) (\(commit.prefix(12))) has no \(prefix)\(ProjectConfig.fileName): the project did not exist there; name an older or newer revision with --base")
        }
        return GitRevision(name: name, commit: commit, snapshot: FileSnapshot(files: files, links: links))
    }

    private static func resolve(_ reference: String?, _ git: Git) throws(CopydeckError) -> (name: String, commit: String) {
        if let reference {
            guard let commit = try? git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", reference + "^{commit}"]).trimmingCharacters(in: .newlines), !commit.isEmpty else {
                throw .baseUnreadable("`\(reference)` names no commit of the repository at \(git.folder.path); give a branch, a tag, a commit or a project folder")
            }
            return (reference, commit)
        }
        for branch in ["origin/HEAD", "main", "master"] {
            guard (try? git.run(["rev-parse", "--verify", "--quiet", branch + "^{commit}"])) != nil,
                  let base = try? git.run(["merge-base", branch, "HEAD"]).trimmingCharacters(in: .newlines), !base.isEmpty else { continue }
            return ("merge base with \(branch)", base)
        }
        guard let head = try? git.run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]).trimmingCharacters(in: .newlines), !head.isEmpty else {
            throw .baseUnreadable("the repository at \(git.folder.path) has no commit yet to compare with; commit the project, or give a project folder with --base")
        }
        return ("HEAD", head)
    }
}
