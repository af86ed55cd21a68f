import Foundation

/// What sits in `content/` and `locales/` that `copydeck.yml` does not declare: a deck folder, a
/// locale folder, a locale file named for no deck (or with another extension than `.yml`). Such
/// files are never read, so each gets a warning rather than silence.
struct UnlistedFiles {
    let directory: ProjectDirectory
    let decks: [Deck]
    /// The locales `copydeck.yml` declares, whether or not a deck could be read: a deck refused
    /// for its id does not make every locale folder unlisted.
    var declaredLocales: [String] = []

    func report(_ diagnostics: inout DiagnosticCollector) {
        let deckIDs = Set(decks.map(\.id))
        let locales = Set(decks.flatMap(\.locales) + declaredLocales)
        for name in folders(in: "content") where !deckIDs.contains(name) {
            var message = "`\(ProjectLayout.contentFolder(deck: name))/` is not read: copydeck.yml declares no deck `\(name)`"
            if let suggestion = Suggestion.closest(to: name, in: deckIDs.sorted()) { message += "; did you mean `\(suggestion)`?" }
            diagnostics.emit(Rules.unlisted, at: .wholeFile(ProjectLayout.contentFolder(deck: name) + "/"), message + "; add it under `decks:` or remove the folder")
        }
        for locale in folders(in: "locales") {
            guard locales.contains(locale) else {
                diagnostics.emit(Rules.unlisted, at: .wholeFile(ProjectLayout.localeFolder(locale) + "/"),
                    "`\(ProjectLayout.localeFolder(locale))/` is not read: `\(locale)` is not one of the project's locales (\(locales.sorted().joined(separator: ", "))); add it to `locales:` or remove the folder")
                continue
            }
            for name in entries(in: ProjectLayout.localeFolder(locale)) {
                let path = "\(ProjectLayout.localeFolder(locale))/\(name)"
                let stem = (name as NSString).deletingPathExtension
                let ext = (name as NSString).pathExtension.lowercased()
                guard ext == "yml" || ext == "yaml", !directory.isDirectory(path) else { continue }
                if ext == "yaml" {
                    diagnostics.emit(Rules.unlisted, at: .wholeFile(path),
                        "`\(path)` is not read: locale files end in `.yml`; rename it to `\(stem).yml`")
                } else if name.hasSuffix(ReviewRecord.suffix), deckIDs.contains(String(name.dropLast(ReviewRecord.suffix.count))) {
                    continue
                } else if !deckIDs.contains(stem) {
                    var message = "`\(path)` is not read: copydeck.yml declares no deck `\(stem)`"
                    if let suggestion = Suggestion.closest(to: stem, in: deckIDs.sorted()) {
                        message += "; did you mean `\(suggestion).yml`?"
                    } else {
                        message += "; rename it to a deck's id (\(deckIDs.sorted().joined(separator: ", "))), or add the deck under `decks:`"
                    }
                    diagnostics.emit(Rules.unlisted, at: .wholeFile(path), message)
                }
            }
        }
    }

    /// The visible sub-folders of a project folder, sorted.
    private func folders(in folder: String) -> [String] {
        entries(in: folder).filter { directory.isDirectory("\(folder)/\($0)") }
    }

    private func entries(in folder: String) -> [String] {
        directory.names(in: folder)
    }
}
