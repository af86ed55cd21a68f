import Foundation

/// The older version `copydeck diff` compares the project with.
public enum DiffBase: Sendable {
    /// A git revision of the repository the project is in; nil: the merge base with the default
    /// branch, or `HEAD`.
    case revision(String?)
    /// Another copy of the project, in a folder.
    case folder(URL)
}

extension CompilerDriver {
    /// The project as it is against `base`: both versions loaded and checked as `lint` checks
    /// them, then compared (`ProjectDiff`). Nothing is written; a revision is read from git into
    /// memory.
    public func diff(against base: DiffBase) throws(CopydeckError) -> ProjectDiff {
        // git runs in a process of its own: the newer version is linted meanwhile.
        let older = WorkQueue.Slot<Result<(String, String?, ProjectDirectory), CopydeckError>>()
        let read = DispatchGroup()
        let project = directory
        DispatchQueue.global().async(group: read) {
            do throws(CopydeckError) { older.value = .success(try Self.baseDirectory(base, project: project)) } catch { older.value = .failure(error) }
        }
        let after = Result { () throws(CopydeckError) in try lint() }
        read.wait()
        let (name, commit, olderDirectory) = try older.value!.get()
        let before = try CompilerDriver(directory: olderDirectory).lint()
        return ProjectDiff(base: name, baseCommit: commit, before: before, after: try after.get())
    }

    static func baseDirectory(_ base: DiffBase, project: ProjectDirectory) throws(CopydeckError) -> (String, String?, ProjectDirectory) {
        switch base {
        case .folder(let url):
            let folder = url.standardizedFileURL
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(ProjectConfig.fileName).path) else {
                throw .baseUnreadable("\(folder.path) has no \(ProjectConfig.fileName); give the folder of the project to compare with")
            }
            return (folder.path, nil, ProjectDirectory(root: folder))
        case .revision(let reference):
            let revision = try GitRevision.read(reference, project: project.root)
            return (revision.name, revision.commit, ProjectDirectory(root: project.root, snapshot: revision.snapshot))
        }
    }
}

extension ProjectDiff {
    /// The diff of two linted versions: their changes, and their findings matched as a baseline
    /// matches them (rule, file, the line's text, message), so a finding that only moved is
    /// neither new nor fixed.
    init(base: String, baseCommit: String?, before: LintResult, after: LintResult) {
        self.base = base
        self.baseCommit = baseCommit
        changes = Self.changes(from: before.project, to: after.project)
        newFindings = Baseline(diagnostics: before.diagnostics, files: before.project.files).filter(after.diagnostics, files: after.project.files)
        fixedFindings = Baseline(diagnostics: after.diagnostics, files: after.project.files).filter(before.diagnostics, files: before.project.files)
        files = after.project.files
        baseFiles = before.project.files
        beforeProject = before.project
        afterProject = after.project
        afterDiagnostics = after.diagnostics
        owners = FindingOwners(decks: after.project.decks)
    }
}
