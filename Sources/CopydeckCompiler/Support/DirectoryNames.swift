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
        guard let directory = opendir(path) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Failure(code: errno) }
                return names
            }
            // The name in place: a record may be shorter than a whole `dirent`.
            let start = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
                .assumingMemoryBound(to: UInt8.self)
            let bytes = UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
            guard let name = String(validating: bytes, as: UTF8.self) else { throw Failure(code: EILSEQ) }
            if name != "." && name != ".." { names.append(name) }
        }
    }
}

/// The entries of a folder with whether each is a folder, from `readdir`'s `d_type` (an `lstat`
/// only where the file system does not say): a walk that tells folders from files without a
/// `stat` of each file. Links are not folders. Names as `DirectoryNames` gives them.
enum DirectoryEntries {
    struct Entry: Equatable {
        var name: String
        var isFolder: Bool
    }

    static func of(_ path: String) throws(DirectoryNames.Failure) -> [Entry] {
        guard let directory = opendir(path) else { throw DirectoryNames.Failure(code: errno) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw DirectoryNames.Failure(code: errno) }
                return entries
            }
            let start = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
                .assumingMemoryBound(to: UInt8.self)
            let bytes = UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
            guard let name = String(validating: bytes, as: UTF8.self) else { throw DirectoryNames.Failure(code: EILSEQ) }
            guard name != "." && name != ".." else { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var status = stat()
                isFolder = lstat(path + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            }
            entries.append(Entry(name: name, isFolder: isFolder))
        }
    }
}
