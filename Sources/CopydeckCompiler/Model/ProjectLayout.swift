/// Where a project's own files are, project-relative: the one place their paths are spelled
/// (`copydeck.yml`, `content/<deck>/`, `locales/<locale>/<deck>.yml` and the review record
/// beside it). Readers, writers, the cache and the messages that name a file all ask here.
public enum ProjectLayout {
    /// The folder of the decks' content: `content`.
    public static let contentFolder = "content"
    /// The folder of the locale files: `locales`.
    public static let localesFolder = "locales"

    /// `content/<deck>`: a deck's screens, permissions, shields, tables and flows.
    public static func contentFolder(deck: String) -> String { "\(contentFolder)/\(deck)" }

    /// `locales/<locale>`: a locale's files, one per deck.
    public static func localeFolder(_ locale: String) -> String { "\(localesFolder)/\(locale)" }

    /// `locales/<locale>/<deck>.yml`: a deck's texts in a locale.
    public static func localeFile(deck: String, locale: String) -> String { "\(localeFolder(locale))/\(deck).yml" }

    /// The other spelling a locale file may have on disk: `locales/<locale>/<deck>.yaml`.
    public static func alternateLocaleFile(deck: String, locale: String) -> String { "\(localeFolder(locale))/\(deck).yaml" }

    /// `locales/<locale>/<deck>.review.yml`: which of those texts are not final, and the source
    /// text each translation was made from.
    public static func reviewRecord(deck: String, locale: String) -> String { "\(localeFolder(locale))/\(deck)\(ReviewRecord.suffix)" }

    /// The record beside a locale file: `locales/ja/auth.yml` → `locales/ja/auth.review.yml`.
    public static func reviewRecord(besideLocaleFile path: String) -> String {
        (path.hasSuffix(".yml") ? String(path.dropLast(4)) : path) + ReviewRecord.suffix
    }
}
