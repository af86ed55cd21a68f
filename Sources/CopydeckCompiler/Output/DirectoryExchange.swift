import Foundation

/// Puts a finished folder in place of another in one step of the file system, so that at every
/// moment the path holds one complete tree: the old one or the new one.
///
/// - Linux: `renameat2(…, RENAME_EXCHANGE)` (Linux 3.15; ext4, xfs, btrfs, tmpfs and most others).
/// - Darwin: `renamex_np(…, RENAME_SWAP)` (APFS).
/// - Elsewhere, or where the file system refuses the exchange: two renames (old aside, new in).
///   Between them the path is briefly missing; a build killed in that instant leaves the old tree
///   beside it as a hidden `.<name>.copydeck-…` folder, which nothing deletes until the path holds
///   an output again.
enum DirectoryExchange {
    enum Outcome: Equatable {
        /// The two folders traded places atomically; `staging` now holds the old tree.
        case exchanged
        /// The fallback ran: `staging` is now the path, the old tree is at `retired`.
        case renamedAside
    }

    static func exchange(_ staging: URL, with destination: URL, retired: URL) throws -> Outcome {
        if atomicExchange(staging.path, destination.path) == 0 { return .exchanged }
        let failure = errno
        guard failure == EINVAL || failure == ENOSYS || failure == ENOTSUP || failure == EOPNOTSUPP else {
            throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        }
        try FileManager.default.moveItem(at: destination, to: retired)
        do {
            try FileManager.default.moveItem(at: staging, to: destination)
        } catch {
            try? FileManager.default.moveItem(at: retired, to: destination)
            throw error
        }
        return .renamedAside
    }

    #if canImport(Darwin)
    private static func atomicExchange(_ first: String, _ second: String) -> Int32 {
        renamex_np(first, second, UInt32(RENAME_SWAP))
    }
    #else
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameExchange: UInt32 = 1 << 1

    /// glibc has `renameat2` since 2.28, but Swift's Glibc module does not declare it: look it up.
    private static let renameat2: RenameAt2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2")
        .map { unsafeBitCast($0, to: RenameAt2.self) }

    private static func atomicExchange(_ first: String, _ second: String) -> Int32 {
        guard let renameat2 else {
            errno = ENOSYS
            return -1
        }
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange)
    }
    #endif
}
