import Foundation

/// The record an output folder carries of what Copydeck wrote into it: every file's path, size and
/// fingerprint. Copydeck replaces or deletes a folder only when everything in it is on this list
/// (or is one of the files people keep there), and every listed file still has the bytes it wrote.
///
/// Stored as `.copydeck-output.json` at the top of the output folder; the same tree always gives
/// the same bytes.
public struct OutputMarker: Codable, Equatable, Sendable {
    public static let fileName = ".copydeck-output.json"
    static let currentFormat = 1

    public struct Entry: Codable, Equatable, Sendable {
        /// Relative to the output folder, `/`-separated.
        public var path: String
        public var size: Int
        /// FNV-1a (64-bit) of the bytes, in hex: enough to see that a file was edited or replaced
        /// since the build wrote it; not a security measure.
        public var fnv1a: String
    }

    /// Always "copydeck": tells this file from someone else's file of the same name.
    public var tool = "copydeck"
    public var format = OutputMarker.currentFormat
    public var files: [Entry]

    public init(tree: OutputTree) {
        files = tree.paths.map { path in
            let data = tree.files[path]!
            return Entry(path: path, size: data.count, fnv1a: Self.fingerprint(data))
        }
    }

    /// The marker's bytes, as written at the top of the output folder.
    func encoded() throws -> Data {
        try OutputTree.json(self)
    }

    /// Reads a marker; nil when the bytes are not a marker of a format this Copydeck knows.
    static func decode(_ data: Data) -> OutputMarker? {
        guard let marker = try? JSONDecoder().decode(OutputMarker.self, from: data),
              marker.tool == "copydeck", marker.format == currentFormat,
              marker.files.allSatisfy({ OutputPath.isSafe($0.path) })
        else { return nil }
        return marker
    }

    static func fingerprint(_ data: Data) -> String {
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
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { component in
            !component.isEmpty && component != "." && component != ".."
        }
    }
}
