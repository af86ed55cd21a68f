import CopydeckKit
import Foundation

/// Reads the Info.plist texts an Xcode project keeps in its build settings
/// (`INFOPLIST_KEY_NSCameraUsageDescription = "…";` in `project.pbxproj`), which Xcode writes into
/// the generated Info.plist (`GENERATE_INFOPLIST_FILE`) and which the targets' `InfoPlist.strings`
/// translate. A project is an old-style property list (read as `OldStylePlistParser` reads one):
/// each native target's build configurations, over the project's own, hold the settings.
///
/// Per target (not a test bundle): the `Release` configuration's texts (what ships; another configuration's
/// different text is noted), in the target's folder (its `INFOPLIST_FILE`'s, else its
/// synchronized folder's, else one named after the target, beside the `.xcodeproj`). A value
/// naming a build setting (`$(PRODUCT_NAME)`) is not text: noted, not read.
public enum XcodeProjectReader {
    /// One Info.plist text of a target.
    public struct Found: Sendable {
        /// The target's folder, beside the `.xcodeproj`'s (`damus`).
        public var folder: String
        public var string: ImportedString
    }

    public static func read(_ data: Data, path: String, locale: String) -> (found: [Found], diagnostics: [Diagnostic]) {
        let bytes = [UInt8](data)
        let file = SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
        var locations = SourceFile.LocationCursor(file)
        var parser = OldStylePlistParser(bytes)
        parser.keepsTree = true
        var root: [(key: OldStylePlistParser.StringToken, value: OldStylePlistParser.Value)] = []
        do {
            try parser.parseTable { key, value, _ in root.append((key, value)) }
        } catch {
            return ([], [Diagnostic(rule: Rules.importSyntax.id, severity: .error, range: SourceRange(file: path, start: locations.location(ofByte: error.offset)),
                                    message: "\(error.message); not an Xcode project Copydeck reads")])
        }
        let project = Project(root)
        var found: [Found] = []
        var diagnostics: [Diagnostic] = []
        // Where the `.xcodeproj` stands: the targets' folders are beside it.
        let base = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent().path
        let projectSettings = project.settings(of: project.objects(isa: "PBXProject").first?.value)
        // A test bundle shows no one its words.
        for (_, target) in project.objects(isa: "PBXNativeTarget") where Project.string(target, "productType")?.contains("test") != true {
            let name = Project.string(target, "name") ?? "App"
            let settings = project.settings(of: target)
            guard let chosen = Project.chosen(settings) ?? Project.chosen(projectSettings) else { continue }
            let inherited = projectSettings.first { $0.name == chosen.name }?.values ?? []
            let values = Project.merged(inherited, chosen.values)
            let folder: String
            if let plist = values.first(where: { $0.key == "INFOPLIST_FILE" })?.value.text, !plist.contains("$(") {
                folder = (plist as NSString).deletingLastPathComponent
            } else if let group = project.synchronizedFolder(of: target) {
                folder = group
            } else {
                folder = name
            }
            for (key, value) in values where key.hasPrefix("INFOPLIST_KEY_") {
                let plistKey = String(key.dropFirst("INFOPLIST_KEY_".count))
                guard let text = value.text else { continue }
                let range = SourceRange(file: path, start: locations.location(ofByte: value.start))
                if text.contains("$(") || text.contains("${") {
                    if InfoPlistReader.localizableByName(plistKey) {
                        diagnostics.append(Diagnostic(rule: Rules.importUnsupported.id, severity: .note, range: range,
                            message: "`\(plistKey)` of target \(name) is `\(text)`, which Xcode fills in from build settings, so its text is not known here; not adopted"))
                    }
                    continue
                }
                for other in settings where other.name != chosen.name && InfoPlistReader.localizableByName(plistKey) {
                    if let differing = Project.merged(projectSettings.first { $0.name == other.name }?.values ?? [], other.values)
                        .first(where: { $0.key == key })?.value.text, differing != text {
                        diagnostics.append(Diagnostic(rule: Rules.importDuplicateKey.id, severity: .note, range: range,
                            message: "`\(plistKey)` of target \(name) is `\(text)` in \(chosen.name) and `\(differing)` in \(other.name); the \(chosen.name) text, the one that ships, is adopted"))
                    }
                }
                found.append(Found(folder: (base as NSString).appendingPathComponent(folder),
                                   string: ImportedString(key: plistKey, locale: locale, text: .format(text), state: .translated, range: range)))
            }
        }
        return (found, diagnostics)
    }

    /// The objects of a project, by id, and the way from a target to its settings.
    private struct Project {
        typealias Pairs = [(key: OldStylePlistParser.StringToken, value: OldStylePlistParser.Value)]
        typealias Settings = [(key: String, value: OldStylePlistParser.StringToken)]
        typealias Configuration = (name: String, values: Settings)
        var objects: [(id: String, value: Pairs)] = []
        var byID: [String: Pairs] = [:]

        init(_ root: Pairs) {
            for pair in root where pair.key.text == "objects" {
                guard case .dictionary(let entries, _) = pair.value else { continue }
                for entry in entries {
                    guard let id = entry.key.text, case .dictionary(let object, _) = entry.value else { continue }
                    objects.append((id, object))
                    byID[id] = object
                }
            }
        }

        func objects(isa: String) -> [(id: String, value: Pairs)] {
            objects.filter { Self.string($0.value, "isa") == isa }
        }

        static func value(_ object: Pairs?, _ key: String) -> OldStylePlistParser.Value? {
            object?.first { $0.key.text == key }?.value
        }

        static func string(_ object: Pairs?, _ key: String) -> String? {
            if case .string(let token)? = value(object, key) { return token.text }
            return nil
        }

        /// Each build configuration's name and settings, of a target or the project.
        func settings(of object: Pairs?) -> [Configuration] {
            guard let listID = Self.string(object, "buildConfigurationList"),
                  case .array(let ids, _)? = Self.value(byID[listID], "buildConfigurations") else { return [] }
            return ids.compactMap { id -> Configuration? in
                guard case .string(let token) = id, let configuration = token.text.flatMap({ byID[$0] }) else { return nil }
                var values: Settings = []
                if case .dictionary(let settings, _)? = Self.value(configuration, "buildSettings") {
                    for setting in settings {
                        if let key = setting.key.text, case .string(let value) = setting.value { values.append((key, value)) }
                    }
                }
                return (Self.string(configuration, "name") ?? "", values)
            }
        }

        /// The configuration that ships: `Release`, else the last.
        static func chosen(_ settings: [Configuration]) -> Configuration? {
            settings.first { $0.name == "Release" } ?? settings.last
        }

        /// The project's settings under a target's own.
        static func merged(_ inherited: Settings, _ own: Settings) -> Settings {
            let ownKeys = Set(own.map(\.key))
            return inherited.filter { !ownKeys.contains($0.key) } + own
        }

        /// The folder Xcode 16 keeps a target's files in (`fileSystemSynchronizedGroups`).
        func synchronizedFolder(of target: Pairs) -> String? {
            guard case .array(let groups, _)? = Self.value(target, "fileSystemSynchronizedGroups"),
                  case .string(let first)? = groups.first, let id = first.text else { return nil }
            return Self.string(byID[id], "path")
        }
    }
}
