import Foundation

/// One string of an app's table as adopt reads it: the table it is read from (`Localizable`,
/// `Settings`), and the string with its key, locale, text, state and comment.
struct AdoptableString {
    var table: String
    var string: ImportedString
    /// The file the string is of, when not the file read: an XLIFF `<file>`'s `original`.
    var origin: String?
    /// A `.stringsdict`'s entry: Foundation shows it, not the `.strings` text of the same key.
    var isStringsDict = false
    /// Read from `Base.lproj` or an `Info.plist`: a `<language>.lproj` of the same language is
    /// what the app shows.
    var isBase = false
    /// Read from a target's `Info.plist`: its `InfoPlist` table's development-language text.
    var isInfoPlist = false
    /// Read from the app's code (`NSLocalizedString(…, value:)`): a development-language text.
    var isCode = false
    /// Read from a storyboard or `.xib`: the text its strings files translate.
    var isInterfaceBuilder = false
    /// The folders an Apple table lives in, without its `<language>.lproj` (`WatchApp` of
    /// `WatchApp/ja.lproj/InfoPlist.strings`, or of an XLIFF's `original`): two tables of one
    /// name in different folders are two targets' tables. Nil for Android, which has one
    /// namespace.
    var folders: [String]?

    /// A development-language text kept outside the tables (an Info.plist's, the code's, a
    /// storyboard's), which a table's text of the same key wins over.
    var isOutsideTables: Bool { isInfoPlist || isCode || isInterfaceBuilder }

    init(table: String, string: ImportedString, origin: String? = nil) {
        self.table = table
        self.string = string
        self.origin = origin
    }
}

/// A string a reader could not read (and reported where it stands): its table, key and locale.
struct AdoptableKey: Hashable {
    var table: String
    var key: String
    var locale: String
    var range: SourceRange
}

extension ImportInput {
    /// The table a file holds, by its name: `Settings.strings` → `Settings`; Android's and an
    /// XLIFF's (whose files name their own) → `Localizable`. A name no table can have is kept,
    /// and the planner names its strings left out.
    var tableName: String {
        switch format {
        case .strings, .stringsdict, .xcstrings, .interfaceBuilder:
            return URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        case .android, .xliff:
            return AdoptedTable.localizable
        case .infoPlist, .xcodeProject:
            return InfoPlistReader.table
        case .swift:
            return AdoptedTable.localizable
        }
    }

    /// The folders of a table at `path` (a file's, or an XLIFF `original`), without its file
    /// name and its `<language>.lproj`.
    static func folders(ofTableAt path: String) -> [String] {
        var parts = path.split(separator: "/").map(String.init).dropLast()
        if let last = parts.last, last.lowercased().hasSuffix(".lproj") { parts = parts.dropLast() }
        return Array(parts)
    }

    /// What the file says for adopt: every string under its table, the source texts a format
    /// keeps apart as strings of the source language (an XLIFF's `<source>`, a String Catalog's
    /// key where its source language has no localization: Xcode's key is its source text, but in
    /// an InfoPlist catalog, whose keys are Info.plist keys), and each key's comment.
    func adoptable(developmentLocale: String) -> (strings: [AdoptableString], diagnostics: [Diagnostic], refused: [AdoptableKey]) {
        switch format {
        case .xcstrings:
            let catalog = XCStringsReader().readCatalog(data, path: path)
            let table = tableName
            let folders = Self.folders(ofTableAt: path)
            let source = catalog.sourceLanguage ?? developmentLocale
            var strings = catalog.strings.map { string -> AdoptableString in
                var string = string
                string.comment = catalog.comments[string.key]
                string.translatable = !catalog.untranslatable.contains(string.key)
                string.extraction = catalog.extractionStates[string.key] ?? Field.automaticExtraction
                var adoptable = AdoptableString(table: table, string: string)
                adoptable.folders = folders
                return adoptable
            }
            // A key whose source-language text is there but refused is not one whose key is its text.
            let localized = Set(catalog.strings.filter { $0.locale == source }.map(\.key) + catalog.refused.filter { $0.locale == source }.map(\.key))
            var firstRange: [String: SourceRange] = [:]
            for string in catalog.strings where firstRange[string.key] == nil { firstRange[string.key] = string.range }
            // An InfoPlist catalog's Info.plist keys are never texts: their source text is the
            // Info.plist's (or a build setting's), which adopt reads from the Info.plist (a
            // document type's name is its own key, as in any catalog). A storyboard's keys
            // (`mul.lproj/Main.xcstrings`: `gji-1x-co5.normalTitle`) are object ids: their source
            // text is the storyboard's.
            for key in catalog.keys where !localized.contains(key) && !InterfaceBuilderReader.isObjectKey(key)
                && !(table == InfoPlistReader.table && InfoPlistReader.isInfoPlistKey(key)) {
                let range = firstRange[key] ?? SourceRange(file: path, start: SourceLocation(line: 1, column: 1))
                var string = ImportedString(key: key, locale: source, text: .format(key), state: .translated, range: range, comment: catalog.comments[key])
                string.translatable = !catalog.untranslatable.contains(key)
                string.extraction = catalog.extractionStates[key] ?? Field.automaticExtraction
                var adoptable = AdoptableString(table: table, string: string)
                adoptable.folders = folders
                strings.append(adoptable)
            }
            return (strings, catalog.diagnostics, catalog.refused.map { AdoptableKey(table: table, key: $0.key, locale: $0.locale, range: $0.range) })
        case .xliff:
            let document = XLIFFReader().readDocument(data, path: path)
            var strings: [AdoptableString] = []
            for file in document.files {
                let table = file.table ?? AdoptedTable.localizable
                let folders = file.original.map(Self.folders(ofTableAt:)) ?? []
                let isStringsDict = file.original?.hasSuffix(".stringsdict") == true
                for string in file.strings {
                    var adoptable = AdoptableString(table: table, string: string, origin: file.original)
                    adoptable.folders = folders
                    adoptable.isStringsDict = isStringsDict
                    strings.append(adoptable)
                    if let source = string.source {
                        var original = string
                        original.locale = file.sourceLanguage ?? developmentLocale
                        original.text = source
                        original.source = nil
                        original.state = .translated
                        var adoptable = AdoptableString(table: table, string: original, origin: file.original)
                        adoptable.folders = folders
                        adoptable.isStringsDict = isStringsDict
                        // The `<source>` is the base text: an export to the source language
                        // itself (`en` to `en`) gives in `<target>` the text its users see.
                        adoptable.isBase = true
                        strings.append(adoptable)
                    }
                }
            }
            return (strings, document.diagnostics, [])
        case .xcodeProject:
            let read = XcodeProjectReader.read(data, path: path, locale: developmentLocale)
            return (read.found.map {
                var string = AdoptableString(table: InfoPlistReader.table, string: $0.string)
                string.isBase = true
                string.isInfoPlist = true
                string.folders = $0.folder.split(separator: "/").map(String.init)
                return string
            }, read.diagnostics, [])
        case .swift:
            let read = SwiftLocalizedStringsReader.read(data, path: path, locale: developmentLocale)
            let folders = Self.folders(ofTableAt: path)
            return (read.found.map {
                var string = AdoptableString(table: $0.table, string: $0.string)
                string.isBase = true
                string.isCode = true
                string.folders = folders
                return string
            }, read.diagnostics, [])
        case .strings, .stringsdict, .android, .infoPlist, .interfaceBuilder:
            let read = read(developmentLocale: developmentLocale)
            let table = tableName
            let isStringsDict = format == .stringsdict, isBase = format != .android && locale == nil
            let folders = format == .android ? nil : Self.folders(ofTableAt: path)
            return (read.strings.map {
                var string = AdoptableString(table: table, string: $0)
                string.isStringsDict = isStringsDict
                string.isBase = isBase
                string.isInfoPlist = format == .infoPlist
                string.isInterfaceBuilder = format == .interfaceBuilder
                string.folders = folders
                return string
            }, read.diagnostics,
                    read.refused.map { AdoptableKey(table: table, key: $0.key, locale: $0.locale, range: $0.range) })
        }
    }

    /// The files a path given to adopt stands for: a file as it is; a `<locale>.lproj` folder's
    /// `.strings`, `.stringsdict`, `.storyboard` and `.xib`; an `.xcodeproj`'s `project.pbxproj`; an `.xcloc`'s XLIFF; an Android `values[-qualifier]` folder's
    /// resource files that hold strings (`strings.xml`, `plurals.xml`, `arrays.xml`, any name);
    /// an Android `res` folder's language folders' (`values`, `values-ja`; not `values-night`).
    /// Sorted, so the order does not depend on the file system.
    public static func expand(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let url = URL(fileURLWithPath: path)
        let manager = FileManager.default
        func files(in folder: URL) -> [URL] {
            ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []).sorted { $0.path < $1.path }
        }
        func isLanguageFolder(_ folder: URL) -> Bool {
            switch AndroidLocaleQualifier.folder(folder.lastPathComponent) {
            case .defaultLanguage, .locale: true
            case .otherConfiguration, .notValues: false
            }
        }
        /// A values folder's files that hold string resources, read as far as their first one.
        func resourceFiles(in folder: URL) -> [String] {
            files(in: folder).filter { file in
                guard file.pathExtension.lowercased() == "xml", let data = try? Data(contentsOf: file) else { return false }
                return ["<string", "<plurals"].contains { data.range(of: Data($0.utf8)) != nil }
            }.map(\.path)
        }
        switch url.pathExtension.lowercased() {
        case "lproj":
            return files(in: url).filter { ["strings", "stringsdict", "storyboard", "xib"].contains($0.pathExtension.lowercased()) }.map(\.path)
        case "xcodeproj":
            return files(in: url).filter { $0.lastPathComponent == "project.pbxproj" }.map(\.path)
        case "xcloc":
            return files(in: url.appendingPathComponent("Localized Contents")).filter { ["xliff", "xlf"].contains($0.pathExtension.lowercased()) }.map(\.path)
        default:
            if isLanguageFolder(url) { return resourceFiles(in: url) }
            // A `res` folder: each language folder's resource files.
            return files(in: url).filter(isLanguageFolder).flatMap(resourceFiles)
        }
    }
}
