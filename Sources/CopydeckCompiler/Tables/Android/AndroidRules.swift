extension Rules {
    /// A message key that cannot become an Android resource name, or two keys that become the same.
    public static let exportAndroidName = RuleDescriptor(
        id: "export.android-name", defaultSeverity: .error,
        summary: "A message key that is no valid Android resource name, or two keys that become the same name.",
        help: """
            Android resources are named from the whole key with every `.` (and `-`) turned into \
            `_`: `wander.intro.title` is `R.string.wander_intro_title`. A name must be a Java \
            identifier of ASCII letters, digits and `_` that does not start with a digit and is no \
            Java keyword. Because `R` turns `.` into `_`, `intro.next_step` and `intro_next.step` \
            are both `intro_next_step`: the first keeps the name, the second is left out of the \
            Android resources. Rename one of the ids.
            """,
        example: """
            intro:
              next_step: Next      ← wander_intro_next_step
            intro_next:
              step: Next           ← export.android-name: also wander_intro_next_step
            """)

    /// A locale the Android resource qualifiers cannot name.
    public static let exportAndroidLocale = RuleDescriptor(
        id: "export.android-locale", defaultSeverity: .error,
        summary: "A locale that has no Android resource qualifier (values-…).",
        help: """
            `ko` is written to `values-ko`, `en-GB` to `values-en-rGB`, and a tag with a script, a \
            numeric region or a variant to the BCP 47 form `values-b+zh+Hant`. Extensions \
            (`-u-…`, `-x-…`) and private tags have no qualifier, and two tags that name the same \
            qualifier (`en_GB`, `en-GB`) cannot both be written: the locale is left out of the \
            Android resources.
            """,
        example: """
            locales: [ko, en-u-ca-buddhist]   ← export.android-locale: `-u-` extensions have no qualifier
            """)

    /// An ICU `=0` (a `zero` form) in a locale whose CLDR rules have no `zero` category.
    public static let exportAndroidZero = RuleDescriptor(
        id: "export.android-zero", defaultSeverity: .warning,
        summary: "A `=0` plural form that Android would never select in this locale; it is left out.",
        help: """
            Android picks a `<plurals>` item by the CLDR category of the number, and English, \
            Japanese and Korean have no `zero` category: a `quantity="zero"` item is never shown \
            (0 selects `other`). The form is left out of `strings.xml`; on Android, 0 shows the \
            `other` text. Write the `other` text so it reads well for 0, or let the app choose a \
            separate message for 0.
            """,
        example: """
            count: "{n, plural, =0 {No photos} one {# photo} other {# photos}}"
                                ← export.android-zero: Android shows "0 photos"
            """)

    /// A plural Android's `<plurals>` cannot say.
    public static let exportAndroidPlurals = RuleDescriptor(
        id: "export.android-plurals", defaultSeverity: .warning,
        summary: "A plural that Android's <plurals> cannot say as written.",
        help: """
            A `<plurals>` resource varies with one quantity. A message whose text varies with two \
            plurals (`{files, plural, …} in {folders, plural, …}`) cannot be one, nor can a \
            plural without an `other` form, or a translation that varies with another argument \
            than the source text: that language's text is left out, so Android shows the source \
            language's text, and when it is the source language's own text the key is left out \
            of the Android resources. Split the message into one message per plural. (A plural \
            whose forms are all the same in a language, as in Korean and Japanese with `other` \
            only, is plain text there and is fine.) A form for a category the language does not \
            have (`few` in English) is left out on its own: Android would never select it.
            """,
        example: """
            summary: "{files, plural, one {# file} other {# files}} in {folders, plural, one {# folder} other {# folders}}"
                                ← export.android-plurals: two plurals in one message
            """)

    /// A `%` that is neither `%%` nor a conversion Java's `Formatter` knows.
    public static let exportAndroidFormat = RuleDescriptor(
        id: "export.android-format", defaultSeverity: .warning,
        summary: "A `%` in a table text that is not a format specifier Android can format; it is written as a literal %.",
        help: """
            Table texts are printf formats (`%1$@`, `%2$lld`, `%%`). Android formats with Java's \
            `Formatter`, so each specifier is rewritten (`%1$@` → `%1$s`, `%2$lld` → `%2$d`). \
            A `%` that starts no specifier Java knows (`%*d`, `%p`, a precision on an integer) \
            would make `getString` throw; it is written as a literal `%` instead.
            """,
        example: """
            note: "50% off"   ← no finding: Copydeck writes a literal % as %% in table texts
            """)

    /// A key without a text in the source locale, so `values/` would lack it.
    public static let exportAndroidDefault = RuleDescriptor(
        id: "export.android-default", defaultSeverity: .warning,
        summary: "A key without a source-language text, which Android resources cannot hold.",
        help: """
            Android needs every resource in `values/` (the source language); aapt2 removes a \
            resource that only a `values-xx` folder has. The key is left out of the Android \
            resources. Give the message a text in the source language.
            """)

    /// Every rule the Android writer emits, for `Rules.all`.
    static let androidRules: [RuleDescriptor] = [
        exportAndroidName, exportAndroidLocale, exportAndroidZero, exportAndroidPlurals,
        exportAndroidFormat, exportAndroidDefault,
    ]
}
