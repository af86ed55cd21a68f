import Foundation

/// The names in a folder, straight from `opendir`/`readdir`, without `.` and `..`, in the
/// order the file system gives them. A no-op build lists hundreds of folders (the sources'
/// and the output's); `FileManager.contentsOfDirectory` made each name an `NSString` first.
enum DirectoryNames {
    /// Why a folder could not be listed: what `strerror` says of `opendir`'s or `readdir`'s errno.
    struct Failure: Error, Equatable, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    static func of(_ path: String) throws(Failure) -> [String] {
        guard let directory = opendir(path) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Failure(code: errno) }
                return names
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
    }
}
