import Foundation
import CopydeckKit

/// The `id` of a `<trans-unit>` in Xcode's dialect: the key alone for a plain text (or the text
/// around substitutions), and a path after `|==|` for a variation:
///
///     KEY                                       a format, or the format with %1$#@NAME@
///     KEY|==|plural.CATEGORY                    one category of a plural message
///     KEY|==|substitutions.NAME.plural.CATEGORY one category of substitution NAME
///
/// Xcode also writes `KEY|==|device.iphone` and other device variations; Copydeck's tables
/// never hold them, so the reader reports them as unsupported.
enum XLIFFUnitID: Hashable, Sendable {
    case whole(key: String)
    case plural(key: String, PluralCategory)
    case substitution(key: String, name: String, PluralCategory)
    /// A `KEY|==|…` path Copydeck does not read, with the part after the separator.
    case unsupported(key: String, path: String)

    static let separator = "|==|"

    var key: String {
        switch self {
        case .whole(let key), .plural(let key, _), .substitution(let key, _, _), .unsupported(let key, _): key
        }
    }

    /// The id as written in the document.
    var text: String {
        switch self {
        case .whole(let key): key
        case .plural(let key, let category): key + Self.separator + "plural." + category.rawValue
        case .substitution(let key, let name, let category):
            key + Self.separator + "substitutions." + name + ".plural." + category.rawValue
        case .unsupported(let key, let path): key + Self.separator + path
        }
    }

    /// Splits at the first `|==|` (the writer refuses keys that contain it).
    init(parsing id: String) {
        guard let split = id.range(of: Self.separator) else {
            self = .whole(key: id)
            return
        }
        let key = String(id[..<split.lowerBound])
        let path = String(id[split.upperBound...])
        if path.hasPrefix("plural."), let category = PluralCategory(rawValue: String(path.dropFirst("plural.".count))) {
            self = .plural(key: key, category)
            return
        }
        let prefix = "substitutions."
        if path.hasPrefix(prefix), let marker = path.range(of: ".plural.", options: .backwards),
           marker.lowerBound > path.index(path.startIndex, offsetBy: prefix.count),
           let category = PluralCategory(rawValue: String(path[marker.upperBound...])) {
            let name = String(path[path.index(path.startIndex, offsetBy: prefix.count)..<marker.lowerBound])
            self = .substitution(key: key, name: name, category)
            return
        }
        self = .unsupported(key: key, path: path)
    }
}
