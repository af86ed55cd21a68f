/// CLDR 49's plural rules (cardinal and ordinal) as data, in CLDR's own syntax, by language (and by
/// language and region where CLDR gives a region its own rules, `pt-PT`). A
/// category a language does not list is not used by it; `other` is always used. Adding a
/// locale is adding its lines here.
enum PluralRuleData {
    /// The shared rule for `many` in French, Spanish, Italian and Portuguese (large round numbers).
    private static let romanceMany = "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"

    static let cardinal: [String: [PluralCategory: String]] = [
        "ja": [:], "ko": [:], "zh": [:], "th": [:], "id": [:], "ms": [:], "my": [:],
        // CLDR 49 gives Vietnamese cardinals a `one`: 0 and 1 (and 0.x); CLDR 48 had only `other`.
        "vi": [.one: "i = 0 or n = 1"],
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
        // The other languages string tables of apps commonly hold (a 19-language String Catalog).
        "da": [.one: "n = 1 or t != 0 and i = 0,1"],
        "fi": [.one: "i = 1 and v = 0"], "et": [.one: "i = 1 and v = 0"], "ur": [.one: "i = 1 and v = 0"], "sw": [.one: "i = 1 and v = 0"],
        "nb": [.one: "n = 1"], "nn": [.one: "n = 1"], "no": [.one: "n = 1"], "el": [.one: "n = 1"], "hu": [.one: "n = 1"],
        "bg": [.one: "n = 1"], "ka": [.one: "n = 1"], "ta": [.one: "n = 1"], "te": [.one: "n = 1"],
        "hi": [.one: "i = 0 or n = 1"], "bn": [.one: "i = 0 or n = 1"], "fa": [.one: "i = 0 or n = 1"],
        "ro": [.one: "i = 1 and v = 0", .few: "v != 0 or n = 0 or n != 1 and n % 100 = 1..19"],
        "sk": [.one: "i = 1 and v = 0", .few: "i = 2..4 and v = 0", .many: "v != 0"],
        "hr": serbianOne, "sr": serbianOne, "bs": serbianOne,
        "ca": [.one: "i = 1 and v = 0", .many: romanceMany],
        "lt": [.one: "n % 10 = 1 and n % 100 != 11..19", .few: "n % 10 = 2..9 and n % 100 != 11..19", .many: "f != 0"],
        "lv": [
            .zero: "n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19",
            .one: "n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1",
        ],
        "sl": [.one: "v = 0 and i % 100 = 1", .two: "v = 0 and i % 100 = 2", .few: "v = 0 and i % 100 = 3..4 or v != 0"],
        "fil": [.one: "v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9"],
        "is": [.one: "t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11"],
        "eu": [.one: "n = 1"], "af": [.one: "n = 1"], "gl": [.one: "i = 1 and v = 0"],
        "be": [
            .one: "n % 10 = 1 and n % 100 != 11",
            .few: "n % 10 = 2..4 and n % 100 != 12..14",
            .many: "n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14",
        ],
    ]

    /// Croatian, Serbian and Bosnian: one and few by the last digits of the integer or the fraction.
    private static let serbianOne: [PluralCategory: String] = [
        .one: "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11",
        .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14",
    ]

    static let ordinal: [String: [PluralCategory: String]] = [
        "ja": [:], "ko": [:], "zh": [:], "th": [:], "id": [:], "my": [:],
        "de": [:], "nl": [:], "pt": [:], "pt-PT": [:], "ru": [:], "pl": [:], "cs": [:],
        // CLDR 49: Spanish ordinals 1.er, 3.er, 21.er… (primer, tercer) are one; CLDR 48 had only `other`.
        "es": [.one: "n % 10 = 1,3 and n % 100 != 11"],
        "vi": [.one: "n = 1"],
        "ms": [.one: "n = 1"],
        "uk": [.few: "n % 10 = 3 and n % 100 != 13"],
        "ar": [:], "he": [:], "tr": [:],
        "en": [.one: "n % 10 = 1 and n % 100 != 11", .two: "n % 10 = 2 and n % 100 != 12", .few: "n % 10 = 3 and n % 100 != 13"],
        "fr": [.one: "n = 1"],
        "it": [.many: "n = 11,8,80,800"],
        "sv": [.one: "n % 10 = 1,2 and n % 100 != 11,12"],
        "da": [:], "fi": [:], "et": [:], "ur": [:], "sw": [:], "nb": [:], "nn": [:], "no": [:], "el": [:],
        // CLDR 49: Bulgarian ordinals (1-ви, 2-ри, 3-ти, 4-ти) and Afrikaans (2de–19de).
        "bg": [.one: "i % 10 = 1 and i % 100 != 11", .two: "i % 10 = 2 and i % 100 != 12", .few: "i % 10 = 3,4 and i % 100 != 13,14"],
        "af": [.few: "i % 100 = 2..19"],
        "ta": [:], "te": [:], "fa": [:], "sk": [:], "hr": [:], "sr": [:], "bs": [:], "lt": [:], "lv": [:], "sl": [:], "is": [:],
        "hu": [.one: "n = 1,5"],
        "ro": [.one: "n = 1"],
        "fil": [.one: "n = 1"],
        "ka": [.one: "i = 1", .many: "i = 0 or i % 100 = 2..20,40,60,80"],
        "ca": [.one: "n = 1,3", .two: "n = 2", .few: "n = 4"],
        "hi": [.one: "n = 1", .two: "n = 2,3", .few: "n = 4", .many: "n = 6"],
        "bn": [.one: "n = 1,5,7,8,9,10", .two: "n = 2,3", .few: "n = 4", .many: "n = 6"],
        "eu": [:], "gl": [:],
        "be": [.few: "n % 10 = 2,3 and n % 100 != 12,13"],
    ]
}
