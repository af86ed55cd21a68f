/// `copy:` in `copydeck.yml`: what the copy rules check against.
///
///     copy:
///       budgets: { button: 20, title: 40 }          # default length budget per surface
///       doNotTranslate: [Wander, TempoAI, iOS]      # terms every locale keeps as written
///       glossary:                                   # a source term → its agreed translations
///         집중: { ja: 集中, en: focus }
///       forbiddenTerms:                             # jargon never shown in error copy, per locale
///         en: [exception, "null", token, error code]
public struct CopyConfig: Sendable {
    public var budgets: [Field.Surface: Located<Int>] = [:]
    public var doNotTranslate: [Located<String>] = []
    /// Source term → locale → translation.
    public var glossary: [(term: Located<String>, translations: [String: Located<String>])] = []
    /// Locale → terms; a locale listed here replaces the default list.
    public var forbiddenTerms: [String: [Located<String>]] = [:]

    public init() {}

    /// Technical words that make error copy read as a crash report, per language.
    public static let defaultForbiddenTerms: [String: [String]] = [
        "en": ["exception", "null", "nil", "undefined", "stack trace", "token", "error code", "status code",
               "HTTP", "server error", "timeout", "API", "JSON", "SQL", "404", "401", "403", "500", "502", "503"],
        "ko": ["예외", "널", "토큰", "오류 코드", "에러 코드", "상태 코드", "HTTP", "서버 에러", "타임아웃",
               "API", "JSON", "404", "401", "403", "500", "502", "503", "exception", "null"],
        "ja": ["例外", "ヌル", "トークン", "エラーコード", "ステータスコード", "HTTP", "サーバーエラー",
               "タイムアウト", "API", "JSON", "404", "401", "403", "500", "502", "503", "exception", "null"],
    ]

    /// The forbidden terms for a locale: the configured list, else the default of its language.
    public func forbiddenTerms(for locale: String) -> [String] {
        if let configured = forbiddenTerms[locale] { return configured.map(\.value) }
        let language = LocaleCode.language(of: locale)
        return Self.defaultForbiddenTerms[language] ?? []
    }
}
