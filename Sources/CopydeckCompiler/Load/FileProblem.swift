/// Why a project file could not be read as text. The loader reports each as a located diagnostic
/// and goes on with the other files; only `copydeck flow dump`, which is handed paths on the
/// command line, turns them into a usage error.
public enum FileProblem: Error, Sendable, Equatable {
    case missing
    /// Permission denied, an I/O error: the system's reason.
    case unreadable(String)
    /// A symbolic link whose target does not exist.
    case danglingLink(target: String)
    /// A symbolic link that leads back to itself.
    case linkLoop
    /// A symbolic link to a folder that holds the link (`up -> ..`): following it would read the
    /// folder's files again as if they were the linked folder's.
    case linkToEnclosingFolder(target: String)
    /// A folder, a FIFO, a device or a socket where a text file was expected.
    case notARegularFile(kind: String)
    /// Larger than `ProjectDirectory.maximumFileSize`.
    case tooLarge(bytes: Int)
    /// Not UTF-8: the first bad byte's line and column (in characters, 1-based) and the bytes
    /// from there (at most four).
    case notUTF8(line: Int, column: Int, bytes: [UInt8])

    public var description: String {
        switch self {
        case .missing: "the file does not exist; create it, or remove what names it"
        case .unreadable(let reason): "the file cannot be read (\(reason)); give Copydeck read access to it"
        case .danglingLink(let target): "the file is a symbolic link to \(target), which does not exist; restore the target or remove the link"
        case .linkLoop: "the file is a symbolic link that leads back to itself; point it at a file"
        case .linkToEnclosingFolder(let target):
            "the folder is a symbolic link to \(target), which holds the link: following it would read the files above it again as this folder's, so it was not followed; remove the link"
        case .notARegularFile(let kind): "the path is \(kind), not a text file; move it out of the project"
        case .tooLarge(let bytes):
            "the file is \(bytes) bytes; Copydeck reads files of up to \(ProjectDirectory.maximumFileSize / (1024 * 1024)) MiB, so split it"
        case .notUTF8(_, _, let bytes):
            "the file is not UTF-8 text: \(bytes.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")) is not a UTF-8 character here; save the file as UTF-8"
        }
    }
}
