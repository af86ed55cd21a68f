import Foundation

/// The source text a translation was made from, read from git's history where no review record
/// says (a translation typed by hand has none): the source-locale text as it was in the commit
/// that last changed the translation. Uncommitted edits of the translation count as made from
/// today's source. Outside a git repository, or where history cannot tell (a file renamed, a
/// history deeper than `depth` commits), nothing is said: the review record alone decides.
///
/// One `git log` per translation file and one `git cat-file --batch` for every version read;
/// nothing is written and nothing leaves the machine.
struct TranslationHistory: Sendable {
    let git: Git
    /// The project's folder inside the repository (`git rev-parse --show-prefix`).
    let prefix: String

    /// How many commits of one file are read back at most.
    static let depth = 200

    /// The history of the repository `root` is in; nil outside git. Asked of the file system
    /// first (a `.git` in the folder or one above it), so that a project outside git starts no
    /// process.
    static func open(_ root: URL) -> TranslationHistory? {
        guard isInRepository(root) else { return nil }
        let git = Git(folder: root)
        guard let prefix = try? git.run(["rev-parse", "--show-prefix"]).trimmingCharacters(in: .newlines),
              (try? git.run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])) != nil else { return nil }
        return TranslationHistory(git: git, prefix: prefix)
    }

    /// Whether `folder` or a folder above it holds `.git` (a folder, or a worktree's file).
    static func isInRepository(_ folder: URL) -> Bool {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return true }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return false }
            current = parent
        }
    }

    /// For each of `keys` of the deck's `locale` file: the source text as it was in the commit
    /// that last changed its translation, with that commit; keys history cannot tell are left out.
    func sources(of keys: [String], deck: Deck, locale: String) -> [String: (text: String, commit: String)] {
        guard !keys.isEmpty, let translation = deck.catalogs[locale], translation.exists,
              let source = deck.catalogs[deck.sourceLocale], source.exists,
              let log = try? git.run(["log", "--format=%H", "-n", String(Self.depth), "--", prefix + translation.path]) else { return [:] }
        let commits = log.split(separator: "\n").map(String.init)
        guard !commits.isEmpty,
              let versions = try? git.objects(commits.map { "\($0):\(prefix)\(translation.path)" }) else { return [:] }
        let texts = zip(commits, versions).map { commit, data in Self.texts(data, deck: deck, locale: locale, path: translation.path) }
        // Each key's translation was last changed in the oldest commit of the newest run of
        // versions that hold today's text; a text no commit holds was changed after them all.
        var made: [String: String] = [:]
        for key in keys {
            guard let today = translation[key]?.text else { continue }
            var introduced: String?
            for (index, version) in texts.enumerated() {
                guard version[key] == today else { break }
                introduced = commits[index]
            }
            // Changed since the last commit, or at a depth history was not read to: made from today's source, or unknown.
            guard let commit = introduced, texts.count < Self.depth || commit != commits.last else { continue }
            made[key] = commit
        }
        let needed = Array(Set(made.values)).sorted()
        guard !needed.isEmpty, let sourceVersions = try? git.objects(needed.map { "\($0):\(prefix)\(source.path)" }) else { return [:] }
        let sourceTexts = Dictionary(uniqueKeysWithValues: zip(needed, sourceVersions.map { Self.texts($0, deck: deck, locale: deck.sourceLocale, path: source.path) }))
        var result: [String: (text: String, commit: String)] = [:]
        for (key, commit) in made {
            if let text = sourceTexts[commit]?[key] { result[key] = (text, commit) }
        }
        return result
    }

    /// A locale file's texts by full key, as the loader reads them.
    static func texts(_ data: Data, deck: Deck, locale: String, path: String) -> [String: String] {
        var diagnostics = DiagnosticCollector()
        let file = SourceFile(path: path, text: String(decoding: data, as: UTF8.self))
        let catalog = CatalogReader().read(YAMLDocument.parse(file, into: &diagnostics), deck: deck.id, locale: locale, path: path, &diagnostics)
        return Dictionary(catalog.entries.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first })
    }
}
