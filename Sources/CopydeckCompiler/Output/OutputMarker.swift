import Foundation

/// The record an output folder carries of what Copydeck wrote into it: every file's path, size and
/// fingerprint. Copydeck replaces or deletes a folder only when everything in it is on this list
/// (or is one of the files people keep there), and every listed file still has the bytes it wrote.
///
/// Stored as `.copydeck-output.json` at the top of the output folder; the same tree always gives
/// the same bytes.
public struct OutputMarker: Codable, Equatable, Sendable {
    public static let fileName = ".copydeck-output.json"
    /// 2 fingerprints with `ContentHash` (`hash`); 1, still read, with FNV-1a (`fnv1a`).
    static let currentFormat = 2
    static let readableFormats = 1...2

    public struct Entry: Codable, Equatable, Sendable {
        /// Relative to the output folder, `/`-separated.
        public var path: String
        public var size: Int
        /// `ContentHash` of the bytes, in hex: enough to see that a file was edited or replaced
        /// since the build wrote it; not a security measure. Format 2.
        public var hash: String?
        /// FNV-1a (64-bit) of the bytes, in hex, in a marker of format 1.
        public var fnv1a: String?

        /// Whether `data` has the fingerprint this entry holds.
        func matches(_ data: Data) -> Bool {
            if let hash { return ContentHash.hex(data) == hash }
            if let fnv1a { return OutputMarker.fnv1a(data) == fnv1a }
            return false
        }
    }

    /// Always "copydeck": tells this file from someone else's file of the same name.
    public var tool = "copydeck"
    public var format = OutputMarker.currentFormat
    public var files: [Entry]

    /// A marker listing `entries`, by path.
    init(entries: [Entry]) {
        files = entries.sorted { $0.path < $1.path }
    }

    public init(tree: OutputTree) {
        let paths = tree.paths
        files = Parallel.map(paths.count) { index in
            let data = tree.files[paths[index]]!
            return Entry(path: paths[index], size: data.count, hash: ContentHash.hex(data))
        }
    }

    /// Reads a marker; nil when the bytes are not a marker of a format this Copydeck knows.
    static func decode(_ data: Data) -> OutputMarker? {
        guard let marker = try? JSONDecoder().decode(OutputMarker.self, from: data),
              marker.tool == "copydeck", readableFormats.contains(marker.format),
              marker.files.allSatisfy({ OutputPath.isSafe($0.path) && (marker.format == 1 ? $0.fnv1a != nil : $0.hash != nil) })
        else { return nil }
        return marker
    }

    /// FNV-1a (64-bit), the fingerprint of format 1.
    static func fnv1a(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Paths inside the output folder as emitters name them: relative, `/`-separated, no empty, `.`
/// or `..` component. Anything else would be written outside the folder, so it is refused.
enum OutputPath {
    /// Every folder above the files at `paths` (`a` and `a/b` for `a/b/c.json`), without the
    /// output folder itself.
    static func folders(above paths: some Sequence<String>) -> Set<String> {
        // Slices of the paths until the end: no string is made for a folder seen already.
        var folders: Set<Substring> = []
        for path in paths {
            var current = path[...]
            while let parent = folder(of: current) {
                guard folders.insert(parent).inserted else { break }
                current = parent
            }
        }
        return Set(folders.lazy.map(String.init))
    }

    /// The folder `path` is in (everything before its last slash), nil for a path at the top.
    /// The slash is found as a byte: a combining mark after it does not hide it, as it would
    /// from a search by `Character`.
    static func folder(of path: Substring) -> Substring? {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] }
    }

    /// Whether `path` names a place inside the output: relative, no empty, `.` or `..` part, no
    /// backslash, no NUL. One pass over its bytes: a build asks it of every file it writes, and a
    /// no-op of every file the last build wrote.
    static func isSafe(_ path: String) -> Bool {
        var length = 0
        var onlyDots = true
        // A part that is empty, `.` or `..`.
        func partIsUnsafe() -> Bool { length == 0 || onlyDots && length <= 2 }
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), 0:
                return false
            case UInt8(ascii: "/"):
                if partIsUnsafe() { return false }
                (length, onlyDots) = (0, true)
            default:
                length += 1
                if byte != UInt8(ascii: ".") { onlyDots = false }
            }
        }
        return !partIsUnsafe()
    }
}
