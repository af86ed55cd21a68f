/// Failures that stop a run before any check can: no project, unreadable files, unwritable output.
/// The executable maps these to exit status 2.
public enum CopydeckError: Error, Equatable, Sendable, CustomStringConvertible {
    case projectNotFound(String)
    case unreadable(path: String, reason: String)
    case outputFailed(path: String, reason: String)
    /// The output folder is not Copydeck's to replace; nothing was written or deleted.
    case outputRefused(path: String, reason: String)
    /// An option that names what the project does not have.
    case usage(String)
    /// The version to compare with (`--base`) cannot be read: not a revision, no repository, no
    /// project there.
    case baseUnreadable(String)

    public var description: String {
        switch self {
        case .projectNotFound(let path):
            "no \(ProjectConfig.fileName) found in \(path) or any folder above it; pass --project DIR"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .outputFailed(let path, let reason): "cannot write \(path): \(reason)"
        case .outputRefused(let path, let reason): "refusing to write into \(path): \(reason)"
        case .usage(let message): message
        case .baseUnreadable(let message): "cannot read the base version: \(message)"
        }
    }
}
