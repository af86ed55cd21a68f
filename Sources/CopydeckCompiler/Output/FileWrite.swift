import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a new file's bytes with `open` and `write`, for the thousands of files a build stages
/// (`Data.write(to:)` makes a `URL` of each path and goes through more layers). The file is made
/// with mode 0666 less the umask, as `Data.write` makes it.
///
/// The file must be new: a staged file can be a link to the live output's (carried from it), and
/// writing through it would change the output in place. A file already at the path is an error,
/// never written into.
enum FileWrite {
    static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(errno, path) }
        try write(data, into: descriptor, closing: path)
    }

    /// Writes `data` into the open file `descriptor` (the file at `path`), then closes it, whether
    /// or not the write succeeded.
    static func write(_ data: Data, into descriptor: Int32, closing path: String) throws {
        var error: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    error = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0 && error == 0 && errno != EINTR { error = errno }
        if error != 0 { throw failure(error, path) }
    }

    static func failure(_ code: Int32, _ path: String) -> NSError {
        NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [
            NSFilePathErrorKey: path,
            NSLocalizedDescriptionKey: "\(path) could not be written: \(String(cString: strerror(code)))",
        ])
    }
}

/// `write(2)`, named apart from `FileWrite.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
