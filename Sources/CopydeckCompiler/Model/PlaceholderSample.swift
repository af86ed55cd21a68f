/// What the preview fills a placeholder with, as a writer sets it in a content file: one text for
/// every locale (`sample: Reading`), or one per locale where the words differ
/// (`sample: { ko: 독서, ja: 読書, en: Reading }`), numbers and durations as numbers.
public struct PlaceholderSample: Sendable {
    /// The text for every locale that has none of its own.
    public var all: Located<String>?
    /// Per locale, in the file's order.
    public var byLocale: [(locale: Located<String>, text: Located<String>)]

    public init(all: Located<String>? = nil, byLocale: [(locale: Located<String>, text: Located<String>)] = []) {
        self.all = all
        self.byLocale = byLocale
    }

    /// The sample for `locale`: its own, else its language's (`pt` for `pt-BR`), else every
    /// locale's.
    public func text(for locale: String) -> String? {
        if let own = byLocale.first(where: { $0.locale.value == locale }) { return own.text.value }
        let language = LocaleCode.language(of: locale)
        if let shared = byLocale.first(where: { $0.locale.value == language }) { return shared.text.value }
        return all?.value
    }

    /// Every text written, each with where it is.
    public var texts: [Located<String>] { (all.map { [$0] } ?? []) + byLocale.map(\.text) }
}
