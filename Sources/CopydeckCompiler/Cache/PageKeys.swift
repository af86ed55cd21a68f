import Foundation

/// The `PageKey`s of the copy pages a build drew or took, recorded from every core, by deck:
/// what the cache keeps in each `DeckRecord` for the next build.
final class PageKeys: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [String: String] = [:]

    /// `file` is the page's path in the preview (`<deck>/<page>.html`).
    @Sendable func record(_ file: String, _ key: String) {
        lock.withLock { keys[file] = key }
    }

    /// The keys by deck (the path's first folder), then by path.
    var byDeck: [String: [String: String]] {
        lock.withLock {
            var grouped: [String: [String: String]] = [:]
            for (file, key) in keys {
                guard let slash = file.utf8.firstIndex(of: UInt8(ascii: "/")) else { continue }
                grouped[String(file[..<slash]), default: [:]][file] = key
            }
            return grouped
        }
    }
}

/// A deck's page keys as its cache record codes them: `path<TAB>key` lines (`PathLines`).
typealias PageKeyList = PathLines<String>

/// A page key on its line: sixteen hex digits, never empty, never a tab.
extension String: PathLine {
    static func fromPathLine(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        bytes.isEmpty || bytes.contains(UInt8(ascii: "\t")) ? nil : String(decoding: bytes, as: UTF8.self)
    }

    static func appendPathLine(_ value: String, to line: inout [UInt8]) {
        line += value.utf8
    }
}
