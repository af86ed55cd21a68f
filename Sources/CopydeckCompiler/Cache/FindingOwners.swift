/// Which deck a finding is of, so that a build can take an unchanged deck's findings from the last
/// build without reading the deck. A finding is a deck's when it is in one of the deck's own files
/// (under its folder, or one of its locale files), or in `copydeck.yml` on the line that declares
/// the deck (a locale with no text for it, a key its tables could not place): what checking the
/// deck finds. Every other finding is the project's, and is found again by every build.
///
/// What a check finds in a deck's files depends on that deck and `copydeck.yml` alone, never on
/// another deck; so does what it finds on the deck's line of `copydeck.yml`.
/// `IncrementalBuildTests` holds every build that reuses decks to the findings of a whole build.
struct FindingOwners: Sendable {
    /// Deck folder (`content/<id>`) → deck id.
    private var folders: [String: String] = [:]
    /// Locale file → deck id.
    private var localeFiles: [String: String] = [:]
    /// Line of `copydeck.yml` → the deck declared on it, for lines that declare one deck only.
    private var declarations: [Int: String] = [:]
    /// The decks that share their declaration's line with another, or their id: findings cannot
    /// be told apart by deck there.
    private(set) var ambiguous: Set<String> = []

    init(decks: [Deck]) {
        var lines: [Int: [String]] = [:]
        var ids: [String: Int] = [:]
        for deck in decks {
            folders[deck.contentPath] = deck.id
            for locale in deck.locales {
                localeFiles[ProjectLayout.localeFile(deck: deck.id, locale: locale)] = deck.id
                localeFiles[ReviewRecord.path(deck: deck.id, locale: locale)] = deck.id
            }
            if deck.declaration.file == ProjectConfig.fileName { lines[deck.declaration.start.line, default: []].append(deck.id) }
            ids[deck.id, default: 0] += 1
        }
        for (line, declared) in lines {
            if declared.count == 1 { declarations[line] = declared[0] } else { ambiguous.formUnion(declared) }
        }
        ambiguous.formUnion(ids.filter { $0.value > 1 }.keys)
    }

    /// The id of the deck `diagnostic` is of; nil for a finding of the project.
    func owner(of diagnostic: Diagnostic) -> String? {
        guard let range = diagnostic.range else { return nil }
        return owner(file: range.file, line: range.start.line)
    }

    /// The id of the deck a locale or content file belongs to; nil for `copydeck.yml`, which
    /// holds every deck, and for the project's other files.
    func owner(ofFile file: String) -> String? {
        file == ProjectConfig.fileName ? nil : owner(file: file, line: 0)
    }

    /// The id of the deck a line of a project file is of; nil for the project's own.
    func owner(file: String, line: Int) -> String? {
        if file == ProjectConfig.fileName { return declarations[line] }
        if let owner = localeFiles[file] { return owner }
        guard file.hasPrefix("content/") else { return nil }
        let rest = file.dropFirst("content/".count)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        return folders["content/" + rest[..<slash]]
    }
}
