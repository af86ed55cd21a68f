import Foundation

/// A file given to `copydeck import`: its path as the user wrote it (diagnostics use it), its
/// bytes, and the reader its extension chooses.
public struct ImportInput: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case xliff, xcstrings, strings, stringsdict
        /// An Android `values[-qualifier]/*.xml` resources file.
        case android
        /// A target's `Info.plist`: its texts in the development language.
        case infoPlist
        /// Swift code: the development-language texts of its `NSLocalizedString` and
        /// `String(localized:)` calls.
        case swift
        /// An Interface Builder file (`.storyboard`, `.xib`): the development-language texts
        /// its strings files translate.
        case interfaceBuilder
        /// An Xcode project (`project.pbxproj`): the Info.plist texts of its build settings.
        case xcodeProject
    }

    public var path: String
    public var data: Data
    public var format: Format
    /// For `.strings` and `.stringsdict`: the locale of their `<locale>.lproj` folder; nil
    /// for `Base.lproj`, the app's development language, which is the project's source locale.
    public var locale: String?

    /// The input at `path`, or why it cannot be imported (an extension Copydeck does not read, a
    /// `.strings` outside a `.lproj` folder).
    public static func format(of path: String) -> Result<(Format, String?), CopydeckError> {
        let url = URL(fileURLWithPath: path)
        switch url.pathExtension.lowercased() {
        case "xliff", "xlf": return .success((.xliff, nil))
        case "xcstrings": return .success((.xcstrings, nil))
        case "plist" where InfoPlistReader.isInfoPlist(path): return .success((.infoPlist, nil))
        case "swift": return .success((.swift, nil))
        case "storyboard", "xib": return .success((.interfaceBuilder, nil))
        case "pbxproj": return .success((.xcodeProject, nil))
        case "strings", "stringsdict":
            let folder = url.deletingLastPathComponent().lastPathComponent
            guard folder.hasSuffix(".lproj"), folder.count > 6 else {
                return .failure(.unreadable(path: path, reason: "a .strings or .stringsdict file names its locale by its folder: put it in <locale>.lproj"))
            }
            let name = String(folder.dropLast(6))
            let locale = name == "Base" ? nil : name.replacingOccurrences(of: "_", with: "-")
            return .success((url.pathExtension.lowercased() == "strings" ? .strings : .stringsdict, locale))
        case "xml":
            let folder = url.deletingLastPathComponent().lastPathComponent
            switch AndroidLocaleQualifier.folder(folder) {
            case .defaultLanguage: return .success((.android, nil))
            case .locale(let locale): return .success((.android, locale))
            case .otherConfiguration(let qualifiers):
                return .failure(.unreadable(path: path, reason: "`\(folder)` holds resources for the configuration `\(qualifiers)`, not one language's strings; import values/ or values-<language>/"))
            case .notValues:
                return .failure(.unreadable(path: path, reason: "an Android resources file names its language by its folder: values/ (the default) or values-<language>/ (values-ja, values-en-rGB, values-b+zh+Hant)"))
            }
        default:
            return .failure(.unreadable(path: path, reason: "copydeck import reads .xliff, .xcstrings, .strings, .stringsdict, Android values*/strings.xml files, and (for the development language) Info.plist, .swift, .storyboard, .xib and project.pbxproj files"))
        }
    }

    public init(path: String, data: Data, format: Format, locale: String? = nil) {
        self.path = path
        self.data = data
        self.format = format
        self.locale = locale
    }

    /// What the file says. `developmentLocale`: the locale of a `Base.lproj` table.
    func read(developmentLocale: String = "") -> TableReadResult {
        switch format {
        case .xliff: XLIFFReader().read(data, path: path)
        case .xcstrings: XCStringsReader().read(data, path: path)
        case .strings: StringsFileReader.read(data, path: path, locale: locale ?? developmentLocale)
        case .stringsdict: StringsDictReader.read(data, path: path, locale: locale ?? developmentLocale)
        case .android: AndroidResourcesReader.read(data, path: path, locale: locale ?? developmentLocale)
        case .infoPlist: InfoPlistReader.read(data, path: path, locale: locale ?? developmentLocale)
        case .interfaceBuilder: InterfaceBuilderReader.read(data, path: path, locale: locale ?? developmentLocale)
        case .xcodeProject:
            { read in TableReadResult(strings: read.found.map(\.string), diagnostics: read.diagnostics) }(
                XcodeProjectReader.read(data, path: path, locale: locale ?? developmentLocale))
        case .swift:
            { read in TableReadResult(strings: read.found.map(\.string), diagnostics: read.diagnostics) }(
                SwiftLocalizedStringsReader.read(data, path: path, locale: locale ?? developmentLocale))
        }
    }
}
