/// CLDR plural rules (cardinal and ordinal) as data, in CLDR's own syntax, by language (and by
/// language and region where CLDR gives a region its own rules, `pt-PT`). A
/// category a language does not list is not used by it; `other` is always used. Adding a
/// locale is adding its lines here.
enum PluralRuleData {
    /// The shared rule for `many` in French, Spanish, Italian and Portuguese (large round numbers).
    private static let romanceMany = "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"

    static let cardinal: [String: [PluralCategory: String]] = [
        "ja": [:], "ko": [:], "zh": [:], "th": [:], "vi": [:], "id": [:], "ms": [:], "my": [:],
        "en": [.one: "i = 1 and v = 0"],
        "de": [.one: "i = 1 and v = 0"],
        "nl": [.one: "i = 1 and v = 0"],
        "sv": [.one: "i = 1 and v = 0"],
        "fr": [.one: "i = 0,1", .many: romanceMany],
        "es": [.one: "n = 1", .many: romanceMany],
        "it": [.one: "i = 1 and v = 0", .many: romanceMany],
        "pt": [.one: "i = 0..1", .many: romanceMany],
        // European Portuguese counts like Italian: one is 1 exactly (0 and 0.5 are other).
        "pt-PT": [.one: "i = 1 and v = 0", .many: romanceMany],
        "tr": [.one: "n = 1"],
        "ru": [
            .one: "v = 0 and i % 10 = 1 and i % 100 != 11",
            .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
            .many: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
        ],
        "uk": [
            .one: "v = 0 and i % 10 = 1 and i % 100 != 11",
            .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
            .many: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
        ],
        "pl": [
            .one: "i = 1 and v = 0",
            .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
            .many: "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14",
        ],
        "cs": [.one: "i = 1 and v = 0", .few: "i = 2..4 and v = 0", .many: "v != 0"],
        "ar": [.zero: "n = 0", .one: "n = 1", .two: "n = 2", .few: "n % 100 = 3..10", .many: "n % 100 = 11..99"],
        "he": [.one: "i = 1 and v = 0 or i = 0 and v != 0", .two: "i = 2 and v = 0"],
    ]

    static let ordinal: [String: [PluralCategory: String]] = [
        "ja": [:], "ko": [:], "zh": [:], "th": [:], "id": [:], "my": [:],
        "de": [:], "nl": [:], "es": [:], "pt": [:], "pt-PT": [:], "ru": [:], "pl": [:], "cs": [:],
        "vi": [.one: "n = 1"],
        "ms": [.one: "n = 1"],
        "uk": [.few: "n % 10 = 3 and n % 100 != 13"],
        "ar": [:], "he": [:], "tr": [:],
        "en": [.one: "n % 10 = 1 and n % 100 != 11", .two: "n % 10 = 2 and n % 100 != 12", .few: "n % 10 = 3 and n % 100 != 13"],
        "fr": [.one: "n = 1"],
        "it": [.many: "n = 11,8,80,800"],
        "sv": [.one: "n % 10 = 1,2 and n % 100 != 11,12"],
    ]
}
