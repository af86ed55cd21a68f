/// Locale codes name folders and files (`locales/ja/`, `bundle/ja.json`, `ja.lproj`), so each is
/// checked to be a well-formed BCP 47 language tag (RFC 5646 `langtag`, or private use `x-…`)
/// before it is used: `ko`, `en-GB`, `zh-Hant-TW`, `es-419`, `sr-Latn`, `de-CH-1996`. Nothing
/// else (`../escape`, `en_US`, `한국어`, `ja.json`) can reach a path.
enum LocaleCode {
    /// The language subtag of a locale code: `pt` for `pt-BR`, `ko` for `ko` (and for `ko_KR`).
    static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" })
    }

    /// The locales of `given` a project of `known` locales takes as their language's: those it
    /// lacks whose language it has, when `given` has no text of that language itself
    /// (`values-ja-rJP` is an Android app's Japanese, an `en-US` export a project's `en`; an
    /// `en-GB` beside `en` is a locale of its own). Adopt and import both read tables so.
    static func regionalAsLanguage(given: Set<String>, known: Set<String>) -> [String: String] {
        var mapped: [String: String] = [:]
        for locale in given where !known.contains(locale) {
            let language = language(of: locale)
            if language != locale, known.contains(language), !given.contains(language) { mapped[locale] = language }
        }
        return mapped
    }

    static func isWellFormed(_ code: String) -> Bool {
        let subtags = code.split(separator: "-", omittingEmptySubsequences: false).map { Array($0.utf8) }
        guard let first = subtags.first, !first.isEmpty, subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(isAlphanumeric) }) else {
            return false
        }
        if first.count == 1 { return (first == [UInt8(ascii: "x")] || first == [UInt8(ascii: "X")]) && subtags.count > 1 }
        // language: 2–3 letters (with up to three 3-letter extlangs), or 5–8 letters.
        guard first.allSatisfy(isLetter), first.count != 4 else { return false }
        var index = 1
        if first.count <= 3 {
            var extlangs = 0
            while index < subtags.count, extlangs < 3, subtags[index].count == 3, subtags[index].allSatisfy(isLetter) {
                index += 1
                extlangs += 1
            }
        }
        // script: 4 letters.
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(isLetter) { index += 1 }
        // region: 2 letters or 3 digits.
        if index < subtags.count,
           (subtags[index].count == 2 && subtags[index].allSatisfy(isLetter)) || (subtags[index].count == 3 && subtags[index].allSatisfy(isDigit)) {
            index += 1
        }
        // variants: 5–8 alphanumerics, or a digit and 3 alphanumerics.
        while index < subtags.count, subtags[index].count >= 5 || (subtags[index].count == 4 && isDigit(subtags[index][0])) {
            index += 1
        }
        // extensions: a singleton (not x) and subtags of 2–8; then private use: x and subtags of 1–8.
        while index < subtags.count, subtags[index].count == 1 {
            let singleton = subtags[index][0] | 0x20
            index += 1
            if singleton == UInt8(ascii: "x") {
                return index < subtags.count
            }
            let start = index
            while index < subtags.count, subtags[index].count >= 2 { index += 1 }
            if index == start { return false }
        }
        return index == subtags.count
    }

    /// Validates a code where it is written; nil (with a diagnostic) when it is not a tag.
    static func validated(_ code: Located<String>, _ what: String, _ diagnostics: inout DiagnosticCollector) -> Located<String>? {
        if isWellFormed(code.value) { return code }
        var message = "\(what) `\(code.value)` is not a BCP 47 language tag (such as `ko`, `en-GB`, `zh-Hant`, `es-419`)"
        if code.value.contains("_"), isWellFormed(code.value.replacingOccurrences(of: "_", with: "-")) {
            message += "; did you mean `\(code.value.replacingOccurrences(of: "_", with: "-"))`?"
        }
        diagnostics.emit(Rules.invalidValue, at: code.range, message + "; it names folders and files, so it is not used; write a BCP 47 tag such as `ko`, `ja`, `en` or `zh-Hant`")
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
}
