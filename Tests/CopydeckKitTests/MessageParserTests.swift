import Testing
import CopydeckKit

@Suite struct MessageParserTests {
    let parser = MessageParser()

    @Test func plainTextAndSimplePlaceholder() throws {
        let message = try parser.parse("현재 집중 중: {schedule}")
        #expect(message.arguments.map(\.name) == ["schedule"])
        #expect(message.arguments.first?.range == 9..<19)  // "현재 집중 중: " is 9 scalars
        #expect(message.arguments.first?.nameRange == 10..<18)
        #expect(message.parts.first == .text("현재 집중 중: "))
    }

    @Test func offsetsCountScalarsOfEveryLength() throws {
        // 🙂 is 4 UTF-8 bytes, é 2, 한 3: offsets count each as one scalar.
        let message = try parser.parse("🙂é한 {name} {n, plural, other {#개}}")
        #expect(message.arguments.map(\.range) == [4..<10, 11..<34])  // the plural ends at scalar 33
        #expect(message.parts.first == .text("🙂é한 "))
        guard case .argument(let plural) = message.parts.last, case .plural(_, let cases) = plural.kind else {
            Issue.record("not a plural: \(message)"); return
        }
        #expect(cases.first?.message.parts == [.pound(offset: 30), .text("개")])
        #expect(throws: MessageSyntaxError("unmatched `}`", at: 3)) { try parser.parse("🙂é한}") }
    }

    @Test func textWithoutSyntaxIsOneLiteralPart() throws {
        // `#` is literal outside a plural; combining marks and emoji stay as written.
        for text in ["사진 #1을 골라요", "e\u{301}té 👩‍👩‍👧", "100% ready!"] {
            #expect(try parser.parse(text).parts == [.text(text)])
        }
        #expect(try parser.parse("").parts.isEmpty)
        // One apostrophe, or a brace, takes the full parser: `''` is one apostrophe.
        #expect(try parser.parse("it''s").parts == [.text("it's")])
    }

    @Test func syntaxIsSeenAtEveryPositionOfTheText() throws {
        // Text is searched for `{`, `}` and `'` eight bytes at a time: each is still seen at any
        // byte position, between one-byte and three-byte characters alike.
        for filler in ["a", "한"] {
            for length in 0..<20 {
                let before = String(repeating: filler, count: length), after = String(repeating: filler, count: 3)
                #expect(throws: MessageSyntaxError("unmatched `}`", at: length)) { try parser.parse(before + "}" + after) }
                #expect(throws: MessageSyntaxError.self) { try parser.parse(before + "{" + after) }
                #expect(try parser.parse(before + "''" + after).parts == [.text(before + "'" + after)])
            }
        }
    }

    @Test func pluralWithExactValueOffsetAndPound() throws {
        let message = try parser.parse("{count, plural, offset:1 =0 {none} one {# day} other {# days}}")
        guard case .argument(let argument) = message.parts.first, case .plural(let offset, let cases) = argument.kind else {
            Issue.record("not a plural: \(message)"); return
        }
        #expect(offset == 1)
        #expect(cases.map(\.selector) == ["=0", "one", "other"])
        #expect(cases[1].message.parts.first == .pound(offset: 40))  // the `#` after "one {"
    }

    @Test func nestedSelectInsidePluralListsAllArguments() throws {
        let message = try parser.parse("{mode, select, allIn {{done, number}/{total, number}} other {{name}}}")
        #expect(message.arguments.map(\.name) == ["mode", "done", "total", "name"])
    }

    @Test func durationNumberAndParticle() throws {
        let message = try parser.parse("{remaining, duration} {n, number, integer} {name, particle, 을/를}")
        let kinds = message.arguments.map(\.kind)
        #expect(kinds[0] == .duration)
        #expect(kinds[1] == .number(style: "integer"))
        #expect(kinds[2] == .particle(KoreanParticle(afterConsonant: "을", afterVowel: "를")))
    }

    @Test func apostropheQuoting() throws {
        #expect(try parser.parse("It''s '{literal}' and don't").parts == [.text("It's {literal} and don't")])
    }

    @Test(arguments: [
        ("{", "expected a placeholder name after `{`", 1),
        ("a {} b", "empty placeholder `{}`: write a name, as in `{name}`", 2),
        ("{n, plural, one {x}", "`{n, ...}` is not closed: expected `}`", 19),
        ("{n, plural, one {x} one {y}}", "case `one` appears twice", 20),
        ("{n, plurals, one {x}}", "unknown placeholder type `plurals`: expected number, plural, select, selectordinal, duration or particle", 4),
        ("{name, particle, 의/에}", "`의/에` is not a Korean particle pair Copydeck knows (을/를, 이/가, 은/는, 과/와, 으로/로 ...)", 17),
        ("text }", "unmatched `}`", 5),
    ])
    func syntaxErrorsSayWhatWasExpectedAndWhere(input: String, message: String, offset: Int) {
        #expect(throws: MessageSyntaxError(message, at: offset)) { try parser.parse(input) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "{a, select, other {", count: 40) + String(repeating: "}}", count: 40)
        #expect(throws: MessageSyntaxError.self) { try parser.parse(deep) }
    }
}
