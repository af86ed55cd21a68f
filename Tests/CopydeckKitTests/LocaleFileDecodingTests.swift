@testable import CopydeckKit
import Foundation
import Testing

/// The fast reader of locale files (`LocaleBundle.fastDecode`) against `JSONDecoder`: the same
/// value for every real file and every choice of parts, and nothing read where it is unsure.
@Suite struct LocaleFileDecodingTests {
    static let choices: [BundleParts] = [.all, .shields, .onboarding, .screens, .permissions, [.shields, .screens], []]

    func foundation(_ data: Data, _ parts: BundleParts) -> LocaleBundle? {
        let decoder = JSONDecoder()
        if let key = BundleParts.userInfoKey { decoder.userInfo[key] = parts }
        return try? decoder.decode(LocaleBundle.self, from: data)
    }

    @Test func everyExampleLocaleFileReadsAsJSONDecoderReadsIt() throws {
        var files = 0
        for deck in ["auth", "tempoai", "ujuz", "unwind", "wander"] {
            for locale in ["ko", "ja", "en"] {
                let data = try Data(contentsOf: ExampleBundles.directory(deck).appendingPathComponent("\(locale).json"))
                for parts in Self.choices {
                    let fast = try #require(LocaleBundle.fastDecode(data, parts: parts), "\(deck)/\(locale) \(parts.rawValue)")
                    #expect(fast == foundation(data, parts), "\(deck)/\(locale) \(parts.rawValue)")
                }
                files += 1
            }
        }
        #expect(files == 15)
    }

    /// Texts the fast reader reads itself, and texts it leaves to `JSONDecoder` (nil): either way
    /// the result is what `JSONDecoder` gives.
    @Test(arguments: [
        // Escapes, a surrogate pair, unknown keys (also twice), nulls for optional values.
        (#"{"formatVersion":1,"deck":"d","locale":"ko","messages":{"k":"a\"b\\c\/\n\t\u00e9\ud83d\ude00"},"screens":[{"id":"s","kind":"page","spec":null,"x":[1,{"y":null}],"x":2,"fields":[{"id":"f","surface":"title","key":"k","variants":null}]}],"permissions":[],"shields":[]}"#, true),
        // JSONDecoder's own reading: a fraction, an exponent, `true`, a BOM.
        (#"{"formatVersion":1.0,"deck":"d","locale":"ko","messages":{},"screens":[],"permissions":[],"shields":[]}"#, false),
        (#"{"formatVersion":1,"deck":"d","locale":"ko","messages":{},"screens":[],"permissions":[],"shields":[],"x":true}"#, false),
        ("\u{FEFF}{\"formatVersion\":1,\"deck\":\"d\",\"locale\":\"ko\",\"messages\":{},\"screens\":[],\"permissions\":[],\"shields\":[]}", false),
        // A key twice (JSONDecoder keeps the first), a lone surrogate, a raw control character,
        // bytes after the value, a missing part: left to JSONDecoder.
        (#"{"formatVersion":1,"deck":"d","deck":"e","locale":"ko","messages":{},"screens":[],"permissions":[],"shields":[]}"#, false),
        (#"{"formatVersion":1,"deck":"d","locale":"ko","messages":{"k":"a","k":"b"},"screens":[],"permissions":[],"shields":[]}"#, false),
        (#"{"formatVersion":1,"deck":"d","locale":"ko","messages":{"k":"\ud800"},"screens":[],"permissions":[],"shields":[]}"#, false),
        ("{\"formatVersion\":1,\"deck\":\"d\",\"locale\":\"ko\",\"messages\":{\"k\":\"\u{1}\"},\"screens\":[],\"permissions\":[],\"shields\":[]}", false),
        (#"{"formatVersion":1,"deck":"d","locale":"ko","messages":{},"screens":[],"permissions":[],"shields":[]} x"#, false),
        (#"{"formatVersion":1,"deck":"d","locale":"ko","messages":{},"permissions":[],"shields":[]}"#, false),
    ])
    func fastOrLeftToJSONDecoder(text: String, fast: Bool) {
        let data = Data(text.utf8)
        let read = LocaleBundle.fastDecode(data, parts: .all)
        #expect((read != nil) == fast)
        if let read { #expect(read == foundation(data, .all)) }
    }

    /// Shields only: a shield's message whose value is null the first time is no message, as
    /// `decodeIfPresent` reads it; a second value for it is left to JSONDecoder.
    @Test func shieldsOnlyKeepsTheShieldMessagesJSONDecoderKeeps() throws {
        let text = #"{"formatVersion":1,"deck":"d","locale":"ko","messages":{"s.t":"T","other":"O","s.n":null},"screens":"not read","permissions":[],"shields":[{"id":"s","fields":[{"id":"t","surface":"title","key":"s.t"},{"id":"n","surface":"subtitle","key":"s.n"}]}]}"#
        let read = try #require(LocaleBundle.fastDecode(Data(text.utf8), parts: .shields))
        #expect(read.messages == ["s.t": "T"])
        #expect(read == foundation(Data(text.utf8), .shields))
        let twice = text.replacingOccurrences(of: #""s.n":null"#, with: #""s.n":null,"s.n":"N""#)
        #expect(LocaleBundle.fastDecode(Data(twice.utf8), parts: .shields) == nil)
        #expect(foundation(Data(twice.utf8), .shields)?.messages == ["s.t": "T"])
    }

    /// A key with an escape (`"d\u0065ck"` is `deck`) and bytes that are not UTF-8 in a value the
    /// file's readers skip: left to JSONDecoder, which reads them (it checks only the strings it
    /// decodes), so the bundle still opens.
    @Test func escapedKeysAndInvalidUTF8AreLeftToJSONDecoder() {
        let escaped = #"{"formatVersion":1,"d\u0065ck":"d","locale":"ko","messages":{},"screens":[],"permissions":[],"shields":[]}"#
        #expect(LocaleBundle.fastDecode(Data(escaped.utf8), parts: .all) == nil)
        #expect(foundation(Data(escaped.utf8), .all)?.deck == "d")
        let head = Array(#"{"formatVersion":1,"deck":"d","locale":"ko","messages":{},"screens":[],"permissions":[],"shields":[],"x":""#.utf8)
        for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE3, 0x81]] {
            let data = Data(head + bad + Array("\"}".utf8))
            #expect(LocaleBundle.fastDecode(data, parts: .all) == nil, "\(bad)")
            #expect(foundation(data, .all)?.deck == "d", "\(bad)")
        }
        // After an escape the rest of the string is still checked: an invalid byte there is left too.
        let escapedHead = Array(#"{"formatVersion":1,"deck":"d","locale":"ko","messages":{"k":"a\nb"#.utf8)
        let escapedTail = Array(#""},"screens":[],"permissions":[],"shields":[]}"#.utf8)
        #expect(LocaleBundle.fastDecode(Data(escapedHead + [0xFF] + escapedTail), parts: .all) == nil)
        #expect(LocaleBundle.fastDecode(Data(escapedHead + Array("é한😀".utf8) + escapedTail), parts: .all)?.messages["k"] == "a\nbé한😀")
        // Valid multi-byte text in a skipped value and in a message is read.
        let good = #"{"formatVersion":1,"deck":"d","locale":"ko","messages":{"k":"한국어 日本語 😀"},"screens":[],"permissions":[],"shields":[],"x":"é😀"}"#
        #expect(LocaleBundle.fastDecode(Data(good.utf8), parts: .all)?.messages["k"] == "한국어 日本語 😀")
    }
}
