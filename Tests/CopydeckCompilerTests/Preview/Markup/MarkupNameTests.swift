import Testing
@testable import CopydeckCompiler

/// `MarkupName` answers the renderer's questions by comparing numbers; these hold it to the same
/// questions asked of the lower-cased string, on the names themselves, on names one byte away
/// from them and on random names.
@Suite struct MarkupNameTests {
    static let void: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
    static let rawText: Set<String> = ["script", "style"]
    static let url: Set<String> = ["href", "src", "action", "formaction", "poster", "cite", "background", "data", "codebase",
                                   "longdesc", "manifest", "srcset", "xlink:href", "ping", "usemap", "icon", "profile"]

    /// What a name is, from its string alone: the oracle.
    struct Expected: Equatable {
        var lowered: String
        var isVoid, isRawText, isEventHandler, isSourceDocument, isAnimatedAttributeName, isURL: Bool

        init(_ lowered: String) {
            self.lowered = lowered
            isVoid = MarkupNameTests.void.contains(lowered)
            isRawText = MarkupNameTests.rawText.contains(lowered)
            isEventHandler = lowered.hasPrefix("on")
            isSourceDocument = lowered == "srcdoc"
            isAnimatedAttributeName = lowered == "attributename"
            isURL = MarkupNameTests.url.contains(lowered)
        }

        init(_ name: MarkupName) {
            lowered = name.lowered
            isVoid = name.isVoidElement
            isRawText = name.isRawTextElement
            isEventHandler = name.isEventHandler
            isSourceDocument = name.isSourceDocument
            isAnimatedAttributeName = name.isAnimatedAttributeName
            isURL = name.isURLAttribute
        }
    }

    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ":") }
    }

    static func check(_ name: String) {
        let checked = MarkupName(name)
        #expect((checked != nil) == isValid(name), "validity of \(name.debugDescription)")
        guard let checked else { return }
        #expect(Expected(checked) == Expected(name.lowercased()), "\(name.debugDescription)")
        #expect(checked.count == name.utf8.count)
    }

    @Test func theNamesTheRendererKnowsAndTheirNeighbours() {
        let known = Self.void.union(Self.rawText).union(Self.url).union(["srcdoc", "attributename", "attributeName", "on", "onclick", "o", "div", "span"])
        for name in known {
            Self.check(name)
            Self.check(name.uppercased())
            Self.check(name + "x")
            Self.check(String(name.dropLast()))
            Self.check("x" + name)
            // The last byte one higher: the same length and prefix but one byte.
            var bytes = Array(name.utf8)
            bytes[bytes.count - 1] += 1
            Self.check(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func randomNames() {
        var generator = SeededGenerator(seed: 46)
        let alphabet = Array("abcdefhilmnoprstuvwxyzABCHORS019-:_ é.") + ["\u{0301}"]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...14, using: &generator)
            let name = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            Self.check(name)
        }
    }

    /// Two different valid names of up to eight bytes never share a prefix (no name holds a zero byte).
    @Test func shortNamesArePrefixes() {
        var generator = SeededGenerator(seed: 7)
        var seen: [UInt64: String] = [:]
        for _ in 0..<20_000 {
            let name = "a" + String((0..<Int.random(in: 0...7, using: &generator)).map { _ in "ab1-:".randomElement(using: &generator)! })
            let prefix = MarkupName(name)!.prefix
            if let other = seen[prefix] { #expect(other == name) }
            seen[prefix] = name
        }
    }
}
