import Foundation

/// The small project `copydeck init` writes: `copydeck.yml` and one deck, `welcome`, with an
/// onboarding page, a location permission with its pre-prompt, denial screen and iOS usage
/// description, a Screen Time shield, and a flow with the system prompt's decision and its
/// denial branch, with text in every locale. It lints clean under `--strict` and builds.
public struct StarterProject: Sendable {
    /// The locales there is starter text in.
    public static let supportedLocales = ["ko", "ja", "en"]
    public static let deck = "welcome"

    public var sourceLocale: String
    public var locales: [String]

    /// Why a starter project cannot be made as asked.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case unsupportedLocale(String)
        case sourceNotListed(String)
        case noLocales

        public var description: String {
            switch self {
            case .unsupportedLocale(let locale):
                "there is starter text in \(StarterProject.supportedLocales.joined(separator: ", ")) only, not \(locale); start with those and add \(locale) to `locales:` in copydeck.yml afterwards"
            case .sourceNotListed(let locale):
                "the source locale \(locale) is not one of --locales; list it there too"
            case .noLocales:
                "--locales names no locale; give at least the source locale, as in --locales ko,ja,en"
            }
        }
    }

    public init(sourceLocale: String = "ko", locales: [String] = ["ko", "ja", "en"]) throws(Problem) {
        guard !locales.isEmpty else { throw .noLocales }
        if let unsupported = locales.first(where: { !Self.supportedLocales.contains($0) }) { throw .unsupportedLocale(unsupported) }
        guard Self.supportedLocales.contains(sourceLocale) else { throw .unsupportedLocale(sourceLocale) }
        guard locales.contains(sourceLocale) else { throw .sourceNotListed(sourceLocale) }
        self.sourceLocale = sourceLocale
        // Each once, in the order given.
        var seen = Set<String>()
        self.locales = locales.filter { seen.insert($0).inserted }
    }

    /// Every file, by path relative to the project, in path order.
    public var files: [(path: String, text: String)] {
        var files: [(path: String, text: String)] = [
            (".gitignore", Self.gitignore),
            (ProjectConfig.fileName, config),
            ("\(ProjectLayout.contentFolder(deck: Self.deck))/screens.yml", Self.screens),
            ("\(ProjectLayout.contentFolder(deck: Self.deck))/permissions.yml", Self.permissions),
            ("\(ProjectLayout.contentFolder(deck: Self.deck))/shields.yml", Self.shields),
            ("\(ProjectLayout.contentFolder(deck: Self.deck))/onboarding.md", Self.onboarding),
        ]
        for locale in locales { files.append((ProjectLayout.localeFile(deck: Self.deck, locale: locale), Self.text[locale]!)) }
        return files.sorted { $0.path < $1.path }
    }

    /// Keeps what the build makes out of the repository: `build/` is made again from the sources.
    static let gitignore = "# What copydeck build makes (bundles, tables, the preview): made again from content/ and locales/.\n/build/\n"

    var config: String {
        var text = """
        # The Copydeck project: which locales ship, which decks there are.
        # Every key is described in Copydeck's Documentation/Schema.md.
        version: 1
        sourceLocale: \(sourceLocale)
        locales: [\(locales.joined(separator: ", "))]

        """
        // Japanese falls back to English at run time when both ship.
        if locales.contains("ja"), locales.contains("en"), sourceLocale != "ja" {
            text += "fallbacks:\n  ja: [en]\n"
        }
        text += """
        decks:
          \(Self.deck):
            name: Welcome

        """
        return text
    }
}
