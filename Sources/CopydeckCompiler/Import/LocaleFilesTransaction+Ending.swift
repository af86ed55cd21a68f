import Foundation

extension LocaleFilesTransaction {
    /// The ending every edit of the project's own files shares (`import`, `adopt`, `review
    /// accept`, `lint --fix`): the files written as one unless only checked, failed, or there is
    /// nothing to write. Returns whether they were written; a failed write is the project's
    /// `outputFailed`, with nothing changed.
    static func finish(_ files: [(path: String, data: Data)], in directory: ProjectDirectory, check: Bool, failed: Bool = false) throws(CopydeckError) -> Bool {
        guard !check, !failed, !files.isEmpty else { return false }
        do {
            try LocaleFilesTransaction(root: directory.root).commit(files)
        } catch {
            throw .outputFailed(path: directory.root.path, reason: "\(error)")
        }
        return true
    }
}
