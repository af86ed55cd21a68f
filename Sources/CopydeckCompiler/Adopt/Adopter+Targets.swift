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
        struct Placed: Hashable { var place: Place, folders: [String] }
        // Each (table, key) → the folders of the tables that translate it.
        var translatedIn: [Place: Set<[String]>] = [:]
        var tableFolders: [String: Set<[String]>] = [:]
        for item in strings where !item.isOutsideTables {
            translatedIn[Place(table: item.table, key: item.string.key), default: []].insert(item.folders ?? [])
            if let folders = item.folders { tableFolders[item.table, default: []].insert(folders) }
        }
        var joined: [String: [[String]: [String]?]] = [:]
        var kept: [AdoptableString] = []
        for var item in strings {
            guard item.isOutsideTables else { kept.append(item); continue }
            let translators = translatedIn[Place(table: item.table, key: item.string.key)] ?? []
            if item.isInfoPlist, !InfoPlistReader.localizableByName(item.string.key), translators.isEmpty { continue }
            if item.isInterfaceBuilder, translators.isEmpty { continue }
            let candidates = tableFolders[item.table] ?? []
            if let own = item.folders, !candidates.contains(own) {
                if joined[item.table]?[own] == nil {
                    joined[item.table, default: [:]][own] = .some(Self.folders(joining: own, among: candidates, byPath: item.isCode))
                }
                item.folders = joined[item.table]![own]! ?? (item.isCode ? nil : own)
            }
            kept.append(item)
        }
        // A target translating a key its own folders give no source text is given the code's,
        // when the code gives that key one text: a target compiles code kept in another's folder
        // (a shared `LString.swift`).
        var sourced: Set<Placed> = []
        var codeTexts: [Place: [AdoptableString]] = [:]
        let developmentLocales = Set(kept.filter(\.isCode).map(\.string.locale))
        for item in kept where developmentLocales.contains(item.string.locale) {
            let place = Place(table: item.table, key: item.string.key)
            sourced.insert(Placed(place: place, folders: item.folders ?? []))
            if item.isCode { codeTexts[place, default: []].append(item) }
        }
        for (place, texts) in codeTexts.sorted(by: { ($0.key.table, $0.key.key) < ($1.key.table, $1.key.key) }) {
            guard Set(texts.map(\.string.text.meaning)).count == 1, let first = texts.first else { continue }
            for folders in (translatedIn[place] ?? []).sorted(by: { $0.lexicographicallyPrecedes($1) })
            where !sourced.contains(Placed(place: place, folders: folders)) {
                var copy = first
                copy.folders = folders
                kept.append(copy)
            }
        }
        return kept
    }

    /// The table folder a text kept at `own` joins, or nil when none is nearest alone. `byPath`
    /// (the code's): the one sharing the longest path with it; otherwise (an Info.plist, a
    /// target's settings, a storyboard): the nearest one that holds it or that it holds.
    private static func folders(joining own: [String], among candidates: Set<[String]>, byPath: Bool) -> [String]? {
        let ranked: [(folders: [String], distance: Int)]
        if byPath {
            ranked = candidates.map { ($0, -zip(own, $0).prefix { $0 == $1 }.count) }.filter { $0.1 < 0 }
        } else {
            ranked = candidates.filter { $0.starts(with: own) || own.starts(with: $0) }.map { ($0, abs($0.count - own.count)) }
        }
        let sorted = ranked.sorted { $0.distance < $1.distance }
        guard let best = sorted.first, sorted.dropFirst().first?.distance != best.distance else { return nil }
        return best.folders
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
