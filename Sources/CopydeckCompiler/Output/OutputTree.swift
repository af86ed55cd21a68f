import Foundation

/// The artifacts of a run, in memory, by path relative to the output folder. Emitters add to it;
/// `OutputWriter` writes it in one swap, so a failed run never leaves half an output behind.
public struct OutputTree: Sendable {
    public private(set) var files: [String: Data] = [:]

    public init() {}

    public mutating func add(_ path: String, _ data: Data) {
        files[path] = data
    }

    /// Adds a value as JSON: sorted keys, two-space indent, no escaped slashes, final newline.
    /// The same value always gives the same bytes.
    public mutating func addJSON<T: Encodable>(_ path: String, _ value: T) throws {
        add(path, try Self.json(value))
    }

    /// (The bytes `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`,
    /// from `SortedJSONEncoder`, which writes them faster.)
    public static func json<T: Encodable>(_ value: T) throws -> Data {
        var bytes = try SortedJSONEncoder(pretty: true).encode(value)
        bytes.append(0x0A)
        return Data(bytes)
    }

    /// The files under `folder`, by their paths in it.
    func folder(_ folder: String) -> OutputTree {
        var tree = OutputTree()
        let prefix = folder + "/"
        for (path, data) in files where path.hasPrefix(prefix) { tree.add(String(path.dropFirst(prefix.count)), data) }
        return tree
    }

    /// Paths in sorted order.
    public var paths: [String] { files.keys.sorted() }
}
