import Testing
@testable import CopydeckCompiler

/// Resource names from keys and folder qualifiers from locale tags.
@Suite struct AndroidNamingTests {
    @Test(arguments: [
        ("wander.intro.title", "wander_intro_title"), ("a.b", "a_b"), ("a_b", "a_b"), ("Deck.Title2", "Deck_Title2"),
        ("x-y.z", "x_y_z"), ("_private", "_private"),
    ])
    func namesAreKeysWithUnderscores(_ key: String, _ name: String) {
        #expect(AndroidResourceName.name(forKey: key) == name)
    }

    @Test(arguments: ["", "1intro.title", "intro title", "사진.title", "a/b", "class", "_", "a$b"])
    func keysThatCannotBeNames(_ key: String) {
        #expect(AndroidResourceName.name(forKey: key) == nil)
        #expect(!AndroidResourceName.reason(forKey: key).isEmpty)
    }

    @Test(arguments: [
        ("ko", "ko"), ("ja", "ja"), ("en", "en"), ("EN", "en"), ("en-GB", "en-rGB"), ("en_gb", "en-rGB"), ("fil", "fil"),
        ("fil-PH", "fil-rPH"), ("zh-Hant", "b+zh+Hant"), ("zh-hant-tw", "b+zh+Hant+TW"), ("es-419", "b+es+419"),
        ("sr-Latn", "b+sr+Latn"), ("ca-ES-valencia", "b+ca+ES+valencia"), ("de-1996", "b+de+1996"),
        ("he", "iw"), ("he-IL", "iw-rIL"), ("id", "in"), ("yi", "ji"), ("iw", "iw"),
    ])
    func qualifiersFromTags(_ tag: String, _ qualifier: String) {
        #expect(AndroidLocaleQualifier.qualifier(for: tag) == qualifier)
    }

    @Test(arguments: ["", "e", "english", "en-", "en-u-ca-buddhist", "x-private", "en-x-twain", "zh-Hant-Hans", "12", "en-GB-GB", "ko-KR-a"])
    func tagsWithoutQualifier(_ tag: String) {
        #expect(AndroidLocaleQualifier.qualifier(for: tag) == nil)
    }
}
