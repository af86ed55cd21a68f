import Testing
@testable import CopydeckCompiler

/// What a `fields:` mapping reads as: every shape a field is written in, and what each mistake in
/// one reports, where.
@Suite struct FieldReaderTests {
    static func read(_ text: String) -> (deck: Deck, diagnostics: [Diagnostic]) {
        let file = SourceFile(path: "content/demo/screens.yml", text: text)
        var diagnostics = DiagnosticCollector()
        var deck = Deck(id: "demo", name: "demo", sourceLocale: "ko", locales: ["ko"],
                        declaration: .wholeFile("copydeck.yml"), contentPath: "content/demo")
        if let document = YAMLDocument.parse(file, into: &diagnostics) {
            DeckContentReader().read(document, into: &deck, &diagnostics)
        }
        return (deck, diagnostics.diagnostics)
    }

    static func at(_ line: Int, _ column: Int) -> CopydeckCompiler.SourceLocation { CopydeckCompiler.SourceLocation(line: line, column: column) }

    @Test func everyShapeOfAFieldReadsAsWritten() throws {
        let (deck, diagnostics) = Self.read("""
            screens:
              intro:
                fields:
                  title: { surface: title, maxLength: 40, width: display, note: "a heading" }
                  body:
                  count:
                    surface: body
                    placeholders: { n: integer, name: string }
                  mode: { variants: [short, long] }
                  single: { variants: solo }
                  next: { surface: button, accessibility: next_label }
                  skip: link
                  next_label: label
            """)
        #expect(diagnostics.isEmpty)
        let fields = try #require(deck.screens.first?.fields)
        #expect(fields.map(\.id.value) == ["title", "body", "count", "mode", "single", "next", "skip", "next_label"])
        #expect(fields.map(\.id.range.start) == [Self.at(4, 7), Self.at(5, 7), Self.at(6, 7), Self.at(9, 7), Self.at(10, 7),
                                                 Self.at(11, 7), Self.at(12, 7), Self.at(13, 7)])
        #expect(fields.map { $0.surface?.value } == [.title, nil, .body, nil, nil, .button, .link, .label])
        #expect(fields[0].surface?.range.start == Self.at(4, 25))
        #expect(fields[0].maxLength?.value == 40)
        #expect(fields[0].maxLength?.range.start == Self.at(4, 43))
        #expect(fields.map(\.width) == [.display, .characters, .characters, .characters, .characters, .characters, .characters, .characters])
        #expect(fields[0].note == "a heading")
        #expect(fields[2].placeholders.map(\.name.value) == ["n", "name"])
        #expect(fields[2].placeholders.map(\.type.value) == [.integer, .string])
        #expect(fields[2].placeholders.map(\.type.range.start) == [Self.at(8, 28), Self.at(8, 43)])
        #expect(fields[3].variants.map(\.value) == ["short", "long"])
        #expect(fields[4].variants.map(\.value) == ["solo"])
        // A button names its label field; a surface written out names none (the accessibility
        // rule asks for one).
        #expect(fields[5].accessibility?.value == "next_label")
        #expect(fields[5].accessibility?.range.start == Self.at(11, 47))
        #expect(fields.filter { $0.accessibility != nil }.map(\.id.value) == ["next"])
    }

    @Test func standardFieldsTakeTheirUsualSurface() throws {
        let (deck, diagnostics) = Self.read("""
            permissions:
              camera:
                system: camera
                fields:
                  title:
                  allow: { maxLength: 12 }
                  later: link
                  extra:
            """)
        #expect(diagnostics.isEmpty)
        let fields = try #require(deck.permissions.first?.fields)
        #expect(fields.map { $0.surface?.value } == [.title, .button, .link, nil])
        // A standard button left at its standard surface is labelled by its words; one given
        // another surface is not a standard button any more.
        #expect(fields.map { $0.accessibility?.value } == [nil, Field.ownTextLabel, nil, nil])
        #expect(fields[1].maxLength?.value == 12)
    }

    @Test func eachMistakeIsReportedWhereItIsWritten() throws {
        let (deck, diagnostics) = Self.read("""
            screens:
              intro:
                fields:
                  title: { surface: titel, maxLength: 0, widht: display }
                  body: { maxLength: many, width: wide, note: [a] }
                  count: { placeholders: { n: integr }, variants: { a: b } }
                  list: [title]
                  Bad-Id: body
                  next: { surface: button, accessibility: [x] }
            """)
        let found = diagnostics.map { "\($0.rule.rawValue) \($0.range?.start.description ?? "-")" }
        #expect(found == [
            "schema.unknown-key 4:46",
            "schema.invalid-value 4:25",
            "schema.invalid-value 4:43",
            "schema.invalid-value 5:26",
            "schema.invalid-value 5:39",
            "schema.invalid-value 5:51",
            "schema.invalid-value 6:35",
            "schema.invalid-value 6:55",
            "schema.invalid-value 7:13",
            "schema.invalid-value 8:7",
            "schema.invalid-value 9:47",
        ])
        #expect(diagnostics[0].message == "unknown key `widht` in field `title` of screen `intro`; did you mean `width`? (allowed: surface, maxLength, width, note, placeholders, variants, accessibility, translate, markup, reference, extraction, draft, androidTools, stringSet, widthVariants, outcome, stays, spoken)")
        #expect(diagnostics[1].message.hasPrefix("`titel` is not a valid surface; did you mean `title`? (expected one of: title, subtitle"))
        #expect(diagnostics[2].message == "`maxLength` must be greater than zero; give a budget of at least 1, or remove `maxLength`")
        #expect(diagnostics[3].message.contains("`maxLength` must be a whole number, found `many`"))
        #expect(diagnostics[4].message.contains("`wide` is not a valid width"))
        #expect(diagnostics[5].message.contains("`note` must be text, found a list"))
        #expect(diagnostics[6].message.contains("`integr` is not a valid placeholder type; did you mean `integer`?"))
        #expect(diagnostics[7].message.contains("`variants` must be a list, found a mapping"))
        #expect(diagnostics[8].message.contains("field `list` of screen `intro` must be a mapping, found a list"))
        #expect(diagnostics[9].message.contains("field id `Bad-Id`"))
        #expect(diagnostics[10].message.contains("`accessibility` must be text, found a list"))
        // A field with a mistake is still read, with what could be read; one that is not a
        // mapping or a surface word is not.
        let fields = try #require(deck.screens.first?.fields)
        #expect(fields.map(\.id.value) == ["title", "body", "count", "Bad-Id", "next"])
        #expect(fields[0].surface == nil && fields[0].maxLength == nil && fields[0].width == .characters)
        #expect(fields[2].placeholders.isEmpty && fields[2].variants.isEmpty)
        #expect(fields[4].accessibility == nil)
    }

    @Test func aMistakeInAnEventPropertyNamesTheEvent() throws {
        let (_, diagnostics) = Self.read("""
            events:
              photo_picked:
                properties:
                  count: { required: true, sorce: camera }
                  album: [x]
            """)
        #expect(diagnostics.map(\.message) == [
            "unknown key `sorce` in property `count` of event `photo_picked` (allowed: required, values, description)",
            "property `album` of event `photo_picked` must be a mapping, found a list; write its keys below it, indented",
        ])
        #expect(diagnostics.map { $0.range?.start } == [Self.at(4, 32), Self.at(5, 14)])
    }
}
