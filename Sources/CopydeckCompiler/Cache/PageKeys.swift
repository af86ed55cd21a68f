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
                guard let slash = file.firstIndex(of: "/") else { continue }
                grouped[String(file[..<slash]), default: [:]][file] = key
            }
            return grouped
        }
    }
}

/// A deck's page keys as its cache record codes them: one text, a line a page in path order,
/// `path<TAB>key`, paths escaped as `WrittenFileList` escapes them. Decoded as one string, not
/// a hundred JSON members a deck.
@propertyWrapper
struct PageKeyList: Codable, Equatable, Sendable {
    var wrappedValue: [String: String]

    init(wrappedValue: [String: String]) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        wrappedValue = try WrittenFileList.decode(from: decoder, what: "a page key") { $0.isEmpty || $0.contains("\t") ? nil : String($0) }
    }

    func encode(to encoder: any Encoder) throws {
        try WrittenFileList.encode(wrappedValue, to: encoder) { $0 }
    }
}
