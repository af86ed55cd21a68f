import Foundation

/// The files the preview server answers from: the exact paths the last build wrote into its
/// preview folder, read from disk when asked (a preview at scale is hundreds of megabytes,
/// which a server has no reason to hold), or files held in memory. A path that is not listed is
/// never read, so no request reaches any other file.
public struct PreviewFiles: Sendable, ExpressibleByDictionaryLiteral {
    private enum Storage: Sendable {
        case memory([String: Data])
        case folder(String, Set<String>)
    }

    private let storage: Storage

    /// Files held in memory, by path relative to the preview folder.
    public init(_ files: [String: Data]) {
        storage = .memory(files)
    }

    public init(dictionaryLiteral elements: (String, Data)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The files at `paths` (relative) in `folder`.
    public init(folder: URL, paths: some Sequence<String>) {
        storage = .folder(folder.path, Set(paths))
    }

    /// Whether `path` is one of the files.
    public func contains(_ path: String) -> Bool {
        switch storage {
        case .memory(let files): files[path] != nil
        case .folder(_, let paths): paths.contains(path)
        }
    }

    /// The bytes of the file at `path`; nil when it is not listed, or is no longer a regular
    /// file that can be read.
    public func data(at path: String) -> Data? {
        switch storage {
        case .memory(let files):
            return files[path]
        case .folder(let folder, let paths):
            guard paths.contains(path) else { return nil }
            return Self.regularFile(at: folder + "/" + path)
        }
    }

    /// A regular file's bytes, its last component not followed if it is a link.
    private static func regularFile(at path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // An empty file reads as no data at all.
        do { return try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data() } catch { return nil }
    }
}
