import Foundation

/// The names in a folder, straight from `opendir`/`readdir`, without `.` and `..`, in the
/// order the file system gives them. A no-op build lists hundreds of folders (the sources'
/// and the output's); `FileManager.contentsOfDirectory` made each name an `NSString` first.
/// A name that is not UTF-8 cannot be named back as a `String`: the folder is then refused
/// (`EILSEQ`), never listed without it.
enum DirectoryNames {
    /// Why a folder could not be listed: what `strerror` says of `opendir`'s or `readdir`'s errno.
    struct Failure: Error, Equatable, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    static func of(_ path: String) throws(Failure) -> [String] {
        var names: [String] = []
        try forEach(in: path) { name, _, _ in names.append(name) }
        return names
    }

    /// Calls `body` with each name in the folder at `path`, its `readdir` entry and the open
    /// folder's descriptor (to `fstatat` the name without walking `path` again); then, once
    /// every name is read, `then` with the descriptor (to `unlinkat` names without changing
    /// the folder while it is being read).
    static func forEach(in path: String, _ body: (String, UnsafeMutablePointer<dirent>, Int32) -> Void,
                        then: (Int32) -> Void = { _ in }) throws(Failure) {
        guard let directory = opendir(path) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Failure(code: errno) }
                then(descriptor)
                return
            }
            // The name in place: a record may be shorter than a whole `dirent`.
            let start = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
                .assumingMemoryBound(to: UInt8.self)
            let bytes = UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
            guard let name = String(validating: bytes, as: UTF8.self) else { throw Failure(code: EILSEQ) }
            if name != "." && name != ".." { body(name, entry, descriptor) }
        }
    }
}
