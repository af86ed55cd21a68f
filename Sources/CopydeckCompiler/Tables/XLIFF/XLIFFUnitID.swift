import CopydeckKit

/// The `id` of a `<trans-unit>` in Xcode's dialect: the key alone for a plain text (or the text
/// around substitutions), and a path after `|==|` for a variation:
///
///     KEY                                       a format, or the format with %1$#@NAME@
///     KEY|==|plural.CATEGORY                    one category of a plural message
///     KEY|==|substitutions.NAME.plural.CATEGORY one category of substitution NAME
///     KEY|==|device.DEVICE                      the text of one device (`iphone`, `mac`, `other`)
///     KEY|==|device.DEVICE.plural.CATEGORY      one category of one device's plural
///
/// Anything else after `|==|` (width variations, a device Apple does not name) is unsupported.
///
/// A `.stringsdict`'s entries, as Xcode exports a `<file original="…/Localizable.stringsdict">`,
/// are paths into its property list, read as the same two kinds:
///
///     /KEY:dict/NSStringLocalizedFormatKey:dict/:string    the format, with %#@NAME@
///     /KEY:dict/NAME:dict/CATEGORY:dict/:string            one category of substitution NAME
enum XLIFFUnitID: Hashable, Sendable {
    case whole(key: String)
    case plural(key: String, PluralCategory)
    case substitution(key: String, name: String, PluralCategory)
    case device(key: String, String)
    case devicePlural(key: String, String, PluralCategory)
    /// A `KEY|==|…` path Copydeck does not read, with the part after the separator.
    case unsupported(key: String, path: String)

    static let separator = "|==|"

    var key: String {
        switch self {
        case .whole(let key), .plural(let key, _), .substitution(let key, _, _), .device(let key, _), .devicePlural(let key, _, _),
             .unsupported(let key, _): key
        }
    }

    /// The id as written in the document.
    var text: String {
        switch self {
        case .whole(let key): key
        case .plural(let key, let category): key + Self.separator + "plural." + category.rawValue
        case .substitution(let key, let name, let category):
            key + Self.separator + "substitutions." + name + ".plural." + category.rawValue
        case .device(let key, let device): key + Self.separator + "device." + device
        case .devicePlural(let key, let device, let category): key + Self.separator + "device." + device + ".plural." + category.rawValue
        case .unsupported(let key, let path): key + Self.separator + path
        }
    }

    /// Splits at the first `|==|` (the writer refuses keys that contain it). Works on UTF-8
    /// bytes: the reader parses one id per unit, 120,000 in a large deck's two files.
    init(parsing id: String) {
        if let plist = Self.stringsDictPath(id) {
            self = plist
            return
        }
        let utf8 = Array(id.utf8)
        guard let split = Self.firstSeparator(in: utf8) else {
            self = .whole(key: id)
            return
        }
        let key = String(decoding: utf8[..<split], as: UTF8.self)
        let path = utf8[(split + 4)...]
        let pluralPrefix = Array("plural.".utf8)
        if path.starts(with: pluralPrefix),
           let category = PluralCategory(rawValue: String(decoding: path.dropFirst(pluralPrefix.count), as: UTF8.self)) {
            self = .plural(key: key, category)
            return
        }
        let devicePrefix = "device."
        let pathText = String(decoding: path, as: UTF8.self)
        if pathText.hasPrefix(devicePrefix) {
            let rest = pathText.dropFirst(devicePrefix.count)
            let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count == 1, DeviceVariations.devices.contains(String(parts[0])) {
                self = .device(key: key, String(parts[0]))
                return
            }
            if parts.count == 3, DeviceVariations.devices.contains(String(parts[0])), parts[1] == "plural",
               let category = PluralCategory(rawValue: String(parts[2])) {
                self = .devicePlural(key: key, String(parts[0]), category)
                return
            }
        }
        let substitutionPrefix = Array("substitutions.".utf8)
        let marker = Array(".plural.".utf8)
        if path.starts(with: substitutionPrefix) {
            let nameStart = path.startIndex + substitutionPrefix.count
            var cursor = path.endIndex - marker.count
            while cursor > nameStart {
                if path[cursor..<(cursor + marker.count)].elementsEqual(marker) {
                    if let category = PluralCategory(rawValue: String(decoding: path[(cursor + marker.count)...], as: UTF8.self)) {
                        self = .substitution(key: key, name: String(decoding: path[nameStart..<cursor], as: UTF8.self), category)
                        return
                    }
                    break
                }
                cursor -= 1
            }
        }
        self = .unsupported(key: key, path: String(decoding: path, as: UTF8.self))
    }

    /// A `.stringsdict` path (`/KEY:dict/NAME:dict/one:dict/:string`), or nil.
    private static func stringsDictPath(_ id: String) -> XLIFFUnitID? {
        let end = ":dict/:string"
        guard id.hasPrefix("/"), id.hasSuffix(end), id.utf8.count > end.utf8.count + 1 else { return nil }
        let parts = id.dropFirst().dropLast(end.count).components(separatedBy: ":dict/")
        switch parts.count {
        case 2 where parts[1] == StringsDictFormat.formatKey && !parts[0].isEmpty:
            return .whole(key: parts[0])
        case 3 where !parts[0].isEmpty && !parts[1].isEmpty:
            guard let category = PluralCategory(rawValue: parts[2]) else { return nil }
            return .substitution(key: parts[0], name: parts[1], category)
        default:
            return nil
        }
    }

    private static func firstSeparator(in utf8: [UInt8]) -> Int? {
        guard utf8.count >= 4 else { return nil }
        var index = 0
        while index + 3 < utf8.count {
            if utf8[index] == UInt8(ascii: "|"), utf8[index + 1] == UInt8(ascii: "="), utf8[index + 2] == UInt8(ascii: "="),
               utf8[index + 3] == UInt8(ascii: "|") { return index }
            index += 1
        }
        return nil
    }
}
