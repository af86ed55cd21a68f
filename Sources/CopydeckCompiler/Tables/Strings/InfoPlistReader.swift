import CopydeckKit
import Foundation

/// Reads the texts of a target's `Info.plist` (an XML property list): the app's own words in its
/// development language, which an `InfoPlist.strings` of another language translates. Many apps
/// keep no `InfoPlist.strings` for the development language at all: the Info.plist is its text.
///
/// Read are the top-level string values of keys Apple localizes (`CFBundleDisplayName`,
/// `CFBundleName`, `CFBundleSpokenName`, `NSHumanReadableCopyright`, every `…UsageDescription`)
/// and of every other key, which the adopter keeps only where an `InfoPlist.strings` translates
/// it (a bundle identifier is no text). A value that names a build setting
/// (`$(PRODUCT_NAME)`) is not text Copydeck can know: a note, not read. Not a table's text, so
/// never read: arrays, dictionaries, numbers and booleans.
public enum InfoPlistReader {
    /// The table an Info.plist's texts are translated in.
    public static let table = "InfoPlist"

    /// Whether Apple localizes `key` of an Info.plist by its name.
    public static func localizableByName(_ key: String) -> Bool {
        ["CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "NSHumanReadableCopyright", "CFBundleGetInfoString"].contains(key)
            || key.hasSuffix("UsageDescription")
    }

    /// Whether `key` of an InfoPlist table is an Info.plist key (`NSCameraUsageDescription`,
    /// `CFBundleDisplayName`), not a text used as its own key (a document type's name, `GPS
    /// Exchange Format (GPX)`, which Apple localizes under its own words).
    public static func isInfoPlistKey(_ key: String) -> Bool {
        if localizableByName(key) { return true }
        let prefixes = ["NS", "CF", "UI", "LS", "IN", "NFC", "ITS", "SK", "GK", "MK", "WK", "BG", "CL", "HK", "AV"]
        guard let prefix = prefixes.first(where: { key.hasPrefix($0) }) else { return false }
        // CamelCase words after the prefix (`INAlternativeAppNames`), never an acronym (`INI`,
        // a document type's name).
        let rest = key.dropFirst(prefix.count)
        return rest.first?.isUppercase == true && rest.contains { $0.isLowercase } && rest.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether `path` names a target's Info.plist (`Info.plist`, `App-Info.plist`).
    public static func isInfoPlist(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name == "Info.plist" || name.hasSuffix("-Info.plist")
    }

    public static func read(_ data: Data, path: String, locale: String) -> TableReadResult {
        let read = PlistXMLReader.rootDictionary(data, path: path, binaryAdvice: "convert it to XML, `plutil -convert xml1 FILE`, and adopt it again",
                                                 what: "the Info.plist")
        let entries: [PlistEntry], reader: PlistXMLReader
        var result: TableReadResult
        switch read {
        case .stopped(let stopped): return stopped
        case .read(let read, let by, let start): (entries, reader, result) = (read, by, start)
        }
        for entry in entries {
            guard case .string(let text) = entry.node.value else { continue }
            if text.contains("$(") || text.contains("${") {
                if localizableByName(entry.key) {
                    result.diagnostics.append(reader.diagnostic(Rules.importUnsupported, at: entry.node.location,
                        "`\(entry.key)` is `\(text)`, which Xcode fills in from build settings, so its text is not known here; not adopted (an `InfoPlist.strings` in each language gives it words of its own)",
                        severity: .note))
                }
                continue
            }
            result.strings.append(ImportedString(key: entry.key, locale: locale, text: .format(text), state: .translated,
                                                 range: SourceRange(file: path, start: entry.keyLocation)))
        }
        return result
    }
}
