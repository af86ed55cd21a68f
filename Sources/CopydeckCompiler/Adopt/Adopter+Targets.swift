import Foundation

/// Where an app's strings stand among its targets: the tables of one name that several targets
/// keep apart, and the development-language texts kept outside the tables joined to their target's.
extension Adopter {
    /// The development-language texts kept outside the tables: an Info.plist's, as its target's
    /// `InfoPlist` table's (the keys Apple localizes by name, and any other key an
    /// `InfoPlist.strings` translates: a bundle identifier is no text), the code's
    /// (`NSLocalizedString(…, value:)`), and a storyboard's (the keys its strings files
    /// translate, `gji-1x-co5.normalTitle`). The code's text joins the folder of its table
    /// nearest it (the longest common path: `App/Sources/…` of `App/Resources/ja.lproj`), an
    /// Info.plist's the nearest folder that holds it or that it holds (`App/Info.plist` of
    /// `App/Resources/ja.lproj`; an extension's folder beside it is another target); with two
    /// equally near, an Info.plist keeps its own folder and the code's text joins no target. A target
    /// that translates a key its own folders give no source is given the code's text of the key,
    /// when the code gives it one.
    static func developmentTexts(_ strings: [AdoptableString]) -> [AdoptableString] {
        guard strings.contains(where: \.isOutsideTables) else { return strings }
        struct Place: Hashable { var table: String, key: String }
        // Each (table, key) → the folders of the tables that translate it.
        var translatedIn: [Place: Set<[String]>] = [:]
        var tableFolders: [String: Set<[String]>] = [:]
        for item in strings where !item.isOutsideTables {
            translatedIn[Place(table: item.table, key: item.string.key), default: []].insert(item.folders ?? [])
            if let folders = item.folders { tableFolders[item.table, default: []].insert(folders) }
        }
        func common(_ a: [String], _ b: [String]) -> Int { zip(a, b).prefix { $0 == $1 }.count }
        var nearest: [String: [[String]: [String]?]] = [:]
        var kept: [AdoptableString] = []
        for var item in strings {
            guard item.isOutsideTables else { kept.append(item); continue }
            let translators = translatedIn[Place(table: item.table, key: item.string.key)] ?? []
            if item.isInfoPlist, !InfoPlistReader.localizableByName(item.string.key), translators.isEmpty { continue }
            if item.isInterfaceBuilder, translators.isEmpty { continue }
            if let own = item.folders, !(tableFolders[item.table] ?? []).contains(own) {
                if nearest[item.table]?[own] == nil {
                    var found: [String]?
                    if item.isCode {
                        let ranked = (tableFolders[item.table] ?? []).map { (folders: $0, shared: common(own, $0)) }.sorted { $0.shared > $1.shared }
                        if let best = ranked.first, best.shared > 0, ranked.dropFirst().first?.shared != best.shared { found = best.folders }
                    } else {
                        // A target's Info.plist, or its settings, and its tables: one folder holds the other.
                        let ranked = (tableFolders[item.table] ?? []).filter { $0.starts(with: own) || own.starts(with: $0) }
                            .map { (folders: $0, distance: abs($0.count - own.count)) }.sorted { $0.distance < $1.distance }
                        if let best = ranked.first, ranked.dropFirst().first?.distance != best.distance { found = best.folders }
                    }
                    nearest[item.table, default: [:]][own] = .some(found)
                }
                item.folders = nearest[item.table]![own]! ?? (item.isCode ? nil : own)
            }
            kept.append(item)
        }
        // A target translating a key its own folders give no source text is given the code's,
        // when the code gives that key one text: a target compiles code kept in another's folder
        // (a shared `LString.swift`).
        var sourced: Set<[String?]> = []
        var codeTexts: [Place: [AdoptableString]] = [:]
        let developmentLocales = Set(kept.filter(\.isCode).map(\.string.locale))
        for item in kept where developmentLocales.contains(item.string.locale) {
            sourced.insert([item.table, item.string.key] + (item.folders ?? []).map(Optional.some))
            if item.isCode { codeTexts[Place(table: item.table, key: item.string.key), default: []].append(item) }
        }
        for (place, texts) in codeTexts.sorted(by: { ($0.key.table, $0.key.key) < ($1.key.table, $1.key.key) }) {
            guard Set(texts.map(\.string.text.meaning)).count == 1, let first = texts.first else { continue }
            for folders in (translatedIn[place] ?? []).sorted(by: { $0.lexicographicallyPrecedes($1) })
            where !sourced.contains([place.table, place.key] + folders.map(Optional.some)) {
                var copy = first
                copy.folders = folders
                kept.append(copy)
            }
        }
        return kept
    }

    /// `strings` with the tables of one name that the app keeps in several folders (its targets:
    /// an app's and its watch app's `InfoPlist`) named apart, each after the fewest of its last
    /// folders that no other folder of that name ends with (`WatchApp/InfoPlist`); a table in no
    /// folder (an XLIFF `original` without one) keeps its name. A key is unique within its table
    /// and target, as Xcode holds it.
    static func targetTables(_ strings: [AdoptableString]) -> [AdoptableString] {
        var folders: [String: Set<[String]>] = [:]
        for item in strings {
            if let found = item.folders { folders[item.table, default: []].insert(found) }
        }
        var names: [String: [[String]: String]] = [:]
        for (table, all) in folders where all.count > 1 {
            for folder in all where !folder.isEmpty {
                let others = all.subtracting([folder])
                var length = 1
                while length < folder.count, others.contains(where: { Array($0.suffix(length)) == Array(folder.suffix(length)) }) { length += 1 }
                names[table, default: [:]][folder] = (folder.suffix(length) + [table]).joined(separator: "/")
            }
        }
        guard !names.isEmpty else { return strings }
        return strings.map { item in
            guard let folder = item.folders, let name = names[item.table]?[folder] else { return item }
            var item = item
            item.table = name
            return item
        }
    }
}
