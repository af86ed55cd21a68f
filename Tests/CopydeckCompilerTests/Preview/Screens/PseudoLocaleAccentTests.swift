import Testing
@testable import CopydeckCompiler

/// The accented pseudo-locale reads ASCII text byte by byte; mapping the text's Characters
/// through `PseudoLocale.accents` is the reference, on ASCII texts of every printable byte and
/// control, CRLF pairs, and texts with a letter that a combining mark joins (which the
/// reference leaves alone).
@Suite struct PseudoLocaleAccentTests {
    static func reference(_ text: String) -> String {
        String(text.map { PseudoLocale.accents[$0] ?? $0 })
    }

    @Test func accentingMatchesTheCharacterMapping() {
        var seed: UInt64 = 0xACCE27
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % bound
        }
        let extras = ["\r\n", "a\u{301}", "e\u{308}\u{301}", "Z\u{20DD}", "写真", "👩‍💻", "é"]
        for round in 0..<2_000 {
            let ascii = round % 3 != 0
            let text = (0..<next(40)).map { _ in
                ascii || next(4) != 0 ? String(Character(Unicode.Scalar(UInt8(next(128))))) : extras[next(extras.count)]
            }.joined()
            #expect(PseudoLocale.accent(text) == Self.reference(text), "\(Array(text.unicodeScalars))")
        }
        #expect(PseudoLocale.accent("Allow photos\r\n") == "Åļļöŵ þĥöţöš\r\n")
        #expect(PseudoLocale.accent("a\u{301}b") == "a\u{301}ƀ")
    }
}
