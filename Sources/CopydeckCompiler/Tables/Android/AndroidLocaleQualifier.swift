/// Android resource folder qualifiers from BCP 47 tags.
///
/// - A language alone, or a language and a two-letter region, takes the classic form every
///   Android version reads: `ko` → `values-ko`, `en-GB` → `values-en-rGB`, `fil-PH` →
///   `values-fil-rPH`.
/// - Anything else (a script, a numeric region, variants) takes the BCP 47 form of API 21+:
///   `zh-Hant` → `values-b+zh+Hant`, `zh-Hant-TW` → `values-b+zh+Hant+TW`, `es-419` →
///   `values-b+es+419` (aapt2 rejects `es-r419`), `ca-ES-valencia` → `values-b+ca+ES+valencia`.
/// - Case is normalised as aapt2 writes it: language and variants lowercase, script title case,
///   region uppercase. `_` separates like `-`.
/// - Extensions (`-u-…`, `-t-…`), private use (`-x-…`), languages of more than three letters
///   (aapt2 reads two or three) and malformed tags have no qualifier.
///
/// Hebrew, Indonesian and Yiddish take the codes `java.util.Locale` still reports on Android:
/// `he` → `iw`, `id` → `in`, `yi` → `ji`. A `values-he` folder is not used where the device's
/// language reads `iw`, and Android Lint's `LocaleFolder` check asks for the old codes.
public enum AndroidLocaleQualifier {
    /// `ko`, `en-rGB`, `b+zh+Hant`; nil when the tag has no qualifier.
    public static func qualifier(for tag: String) -> String? {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = subtags.first, isAlpha(language), (2...3).contains(language.count) else { return nil }
        var script: Substring?
        var region: Substring?
        var variants: [Substring] = []
        for subtag in subtags.dropFirst() {
            if script == nil, region == nil, variants.isEmpty, subtag.count == 4, isAlpha(subtag) {
                script = subtag
            } else if region == nil, variants.isEmpty,
                      (subtag.count == 2 && isAlpha(subtag)) || (subtag.count == 3 && isDigits(subtag)) {
                region = subtag
            } else if isVariant(subtag) {
                variants.append(subtag)
            } else {
                return nil
            }
        }
        let lowercased = language.lowercased()
        let lang = legacyLanguageCodes[lowercased] ?? lowercased
        if script == nil, variants.isEmpty, region.map({ isAlpha($0) }) ?? true {
            guard let region else { return lang }
            return lang + "-r" + region.uppercased()
        }
        var parts = ["b", lang]
        if let script { parts.append(script.prefix(1).uppercased() + script.dropFirst().lowercased()) }
        if let region { parts.append(region.uppercased()) }
        parts += variants.map { $0.lowercased() }
        return parts.joined(separator: "+")
    }

    private static let legacyLanguageCodes = ["he": "iw", "id": "in", "yi": "ji"]

    /// BCP 47 variants: 5 to 8 letters or digits, or a digit and three letters or digits.
    private static func isVariant(_ subtag: Substring) -> Bool {
        guard subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        if (5...8).contains(subtag.count) { return true }
        return subtag.count == 4 && (subtag.first?.isNumber ?? false)
    }

    private static func isAlpha(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isLetter }
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

extension AndroidLocaleQualifier {
    /// What a `values…` folder's name says of its language.
    public enum Folder: Equatable, Sendable {
        /// `values`: the app's default resources, in its development language.
        case defaultLanguage
        /// `values-ja`, `values-en-rGB` (`en-GB`), `values-b+zh+Hant` (`zh-Hant`), `values-iw` (`he`).
        case locale(String)
        /// A folder for another configuration (`values-night`, `values-v21`, `values-ja-land`):
        /// not one language's strings.
        case otherConfiguration(String)
        /// Not a `values` folder at all.
        case notValues
    }

    /// The inverse of `qualifier(for:)`, for a folder's name: `values-en-rGB` → `en-GB`.
    public static func folder(_ name: String) -> Folder {
        guard name == "values" || name.hasPrefix("values-") else { return .notValues }
        guard name != "values" else { return .defaultLanguage }
        let qualifiers = String(name.dropFirst("values-".count))
        let parts = qualifiers.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first else { return .otherConfiguration(qualifiers) }
        var tag: [String]
        var rest = parts.dropFirst()
        if first.hasPrefix("b+") {
            let subtags = first.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false).map(String.init)
            guard let language = subtags.first, isAlpha(Substring(language)), (2...3).contains(language.count) else {
                return .otherConfiguration(qualifiers)
            }
            tag = [language.lowercased()] + subtags.dropFirst().map { subtag in
                if subtag.count == 4, isAlpha(Substring(subtag)) { return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased() }
                if subtag.count == 2 || (subtag.count == 3 && isDigits(Substring(subtag))) { return subtag.uppercased() }
                return subtag.lowercased()
            }
        } else {
            guard (2...3).contains(first.count), isAlpha(first), first == first.lowercased() else {
                return .otherConfiguration(qualifiers)
            }
            tag = [String(first)]
            if let region = rest.first, region.count == 3, region.hasPrefix("r"), isAlpha(region.dropFirst()) {
                tag.append(region.dropFirst().uppercased())
                rest = rest.dropFirst()
            }
        }
        guard rest.isEmpty else { return .otherConfiguration(qualifiers) }
        let modern = ["iw": "he", "in": "id", "ji": "yi"]
        tag[0] = modern[tag[0]] ?? tag[0]
        return .locale(tag.joined(separator: "-"))
    }
}
