import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// Reading catalogs back: every text with its state and position, and a diagnostic at its line
/// and column for everything that is not read.
@Suite struct XCStringsReaderTests {
    let reader = XCStringsReader()
    let path = "App/Localizable.xcstrings"

    private func read(_ marked: MarkedText) -> XCStringsCatalog {
        reader.readCatalog(Data(marked.text.utf8), path: path)
    }

    private func location(_ marked: MarkedText, _ name: String) -> CopydeckCompiler.SourceLocation {
        let marker = marked.markers[name] ?? (0, 0)
        return CopydeckCompiler.SourceLocation(line: marker.line, column: marker.column)
    }

    /// The shapes of catalogs Xcode writes (format, plural with zero, substitutions with two
    /// plurals, a comment), with a device variation Copydeck does not import.
    @Test func readsWhatXcodeWrites() throws {
        let marked = MarkedText("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "files.in.folders" : {
                  "comment" : "Files and folders",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : ⟪subs⟫"%1$#@files@ in %2$#@folders@"
                      },
                      "substitutions" : {
                        "folders" : {
                          "argNum" : 2,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                              "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%arg folders" } }
                            }
                          }
                        },
                        "files" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "photos" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : ⟪plural⟫{
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "new", "value" : "%lld photo" } },
                          "other" : { "stringUnit" : { "state" : "new", "value" : "%lld photos" } },
                          "zero" : { "stringUnit" : { "state" : "new", "value" : "No photos" } }
                        }
                      }
                    },
                    "ko" : { "stringUnit" : { "state" : "translated", "value" : ⟪ko⟫"사진 %lld장" } }
                  }
                },
                "tap" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "device" : {
                          "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        let catalog = read(marked)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.comments == ["files.in.folders": "Files and folders"])
        #expect(catalog.keys == ["files.in.folders", "photos", "tap"])
        try #require(catalog.strings.count == 4)

        let subs = catalog.strings[0]
        #expect(subs.key == "files.in.folders" && subs.locale == "en")
        // Two states among the parts: the least finished one.
        #expect(subs.state == .needsReview)
        #expect(subs.text == .substitutions(format: "%1$#@files@ in %2$#@folders@", [
            TableSubstitution(name: "files", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.other: "%arg files"])),
            TableSubstitution(name: "folders", argumentNumber: 2, formatSpecifier: "lld", variations: PluralVariations([.one: "%arg folder", .other: "%arg folders"])),
        ]))
        #expect(subs.range.file == path)
        #expect(subs.range.start == location(marked, "subs"))

        let plural = catalog.strings[1]
        #expect(plural.text == .plural(PluralVariations([.zero: "No photos", .one: "%lld photo", .other: "%lld photos"])))
        #expect(plural.state == .new)
        #expect(plural.range.start == location(marked, "plural"))

        let korean = catalog.strings[2]
        #expect(korean.locale == "ko" && korean.text == .format("사진 %lld장") && korean.state == .translated)
        #expect(korean.range.start == location(marked, "ko"))
        // The range ends after the closing quote: "사진 %lld장" is 10 characters with its quotes.
        #expect(korean.range.end == CopydeckCompiler.SourceLocation(line: korean.range.start.line, column: korean.range.start.column + 10))

        // Device variations: a text per device.
        let device = catalog.strings[3]
        #expect(device.key == "tap" && device.text == .devices(DeviceVariations(["mac": .format("Click"), "other": .format("Tap")])))
        #expect(device.state == .translated)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(reader.read(Data(marked.text.utf8), path: path).strings == catalog.strings)
    }

    // MARK: - Malformed JSON

    private func expectSyntaxError(_ marked: MarkedText, _ fragment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let catalog = read(marked)
        #expect(catalog.strings.isEmpty, sourceLocation: sourceLocation)
        #expect(catalog.diagnostics.count == 1, sourceLocation: sourceLocation)
        guard let diagnostic = catalog.diagnostics.first else { return }
        #expect(diagnostic.rule.rawValue == "import.syntax", sourceLocation: sourceLocation)
        #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
        #expect(diagnostic.range?.file == path, sourceLocation: sourceLocation)
        #expect(diagnostic.range?.start == location(marked, "x"), "\(diagnostic.message)", sourceLocation: sourceLocation)
        #expect(diagnostic.message.contains(fragment), "\(diagnostic.message)", sourceLocation: sourceLocation)
    }

    @Test func malformedJSONIsOneDiagnosticAtItsLineAndColumn() {
        expectSyntaxError(MarkedText("{\n  \"sourceLanguage\" : \"en\"\n  ⟪x⟫\"strings\" : {}\n}"), "expected `,` or `}`")
        expectSyntaxError(MarkedText("{\n  \"strings\" : {\n    \"a\" : 1,\n  ⟪x⟫}\n}"), "expected a key")
        expectSyntaxError(MarkedText("{ \"a\" : [1, 2 ⟪x⟫}"), "expected `,` or `]`")
        expectSyntaxError(MarkedText("{ \"a\" : ⟪x⟫\"open"), "no closing")
        expectSyntaxError(MarkedText("{ \"a\" : \"line⟪x⟫\nbreak\" }"), "raw control character (U+000A)")
        expectSyntaxError(MarkedText("{ \"a\" : \"tab⟪x⟫\there\" }"), "`\\t`")
        expectSyntaxError(MarkedText("{ \"a\" : \"⟪x⟫\\x\" }"), "not a JSON escape")
        expectSyntaxError(MarkedText("{ \"a\" : \"⟪x⟫\\uD83D\" }"), "surrogate")
        expectSyntaxError(MarkedText("{ \"a\" : \"⟪x⟫\\uDE00\\uD83D\" }"), "surrogate")
        expectSyntaxError(MarkedText("{ \"a\" : \"\\u12⟪x⟫G4\" }"), "hex digits")
        expectSyntaxError(MarkedText("{ \"a\" : ⟪x⟫01 }"), "leading zero")
        expectSyntaxError(MarkedText("{ \"a\" : -⟪x⟫x }"), "digit after `-`")
        expectSyntaxError(MarkedText("{ \"a\" : ⟪x⟫tru }"), "expected a value")
        expectSyntaxError(MarkedText("{ \"a\" : ⟪x⟫'single' }"), "expected a value")
        expectSyntaxError(MarkedText("{ \"a\" ⟪x⟫= 1 }"), "expected `:`")
        expectSyntaxError(MarkedText("{ \"a\" : 1 }\n⟪x⟫{}"), "after the end")
        expectSyntaxError(MarkedText("{ \"a\" : 1 ⟪x⟫// comment\n}"), "expected `,` or `}`")
        expectSyntaxError(MarkedText("{\n  \"a\" : {\n⟪x⟫"), "the file ends")
        expectSyntaxError(MarkedText("⟪x⟫"), "the file ends")
    }

    @Test func columnsCountCharactersNotBytes() {
        // Korean, an emoji of seven scalars and a combining accent before the error.
        expectSyntaxError(MarkedText("{ \"사진\" : \"👩‍👩‍👧e\u{301}\" ⟪x⟫: 1 }"), "expected `,` or `}`")
    }

    @Test func crlfAndLoneCRLinesCountAsOne() throws {
        for lineBreak in ["\r\n", "\r", "\n"] {
            let text = ["{", "  \"sourceLanguage\" : \"en\"", "  \"strings\" : {}", "}"].joined(separator: lineBreak)
            let diagnostic = try #require(reader.readCatalog(Data(text.utf8), path: path).diagnostics.first)
            #expect(diagnostic.range?.start == CopydeckCompiler.SourceLocation(line: 3, column: 3), "\(lineBreak.debugDescription)")
        }
    }

    @Test func bytesThatAreNotUTF8() throws {
        let bytes: [UInt8] = Array("{\n  \"a\" : \"caf".utf8) + [0xE9] + Array("\"\n}".utf8)
        let catalog = reader.readCatalog(bytes, path: path)
        let diagnostic = try #require(catalog.diagnostics.first)
        #expect(diagnostic.rule.rawValue == "import.syntax")
        #expect(diagnostic.range?.start == CopydeckCompiler.SourceLocation(line: 2, column: 13))
        #expect(diagnostic.message.contains("0xE9"))
        #expect(catalog.strings.isEmpty)
    }

    /// The UTF-8 scan agrees with the standard library on which bytes are UTF-8, and stops where
    /// the library's own parser stops.
    @Test func theUTF8ScanAgreesWithTheStandardLibrary() async {
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        let byte = zip(Gen.bool, Gen<UInt8?>.element(of: interesting).compactMap { $0 }, Gen.uint8()).map { pick, special, any in pick ? special : any }
        let ascii = Array("plain ascii text ".utf8)
        await propertyCheck(count: 3000, input: byte.array(of: 0...12), Gen.int(in: 0...20)) { tail, padding in
            let bytes = Array(ascii.prefix(padding)) + tail
            let expected: Int? = String(validating: bytes, as: UTF8.self) == nil ? UTF8Validation.firstFailure(in: bytes)?.offset : nil
            #expect(UTF8Scan.firstInvalidOffset(bytes) == expected, "\(bytes)")
        }
    }

    @Test func aByteOrderMarkIsNotAColumn() throws {
        let text = "\u{FEFF}{ \"sourceLanguage\" : \"en\", \"strings\" : {}, \"version\" : \"1.0\" ⟪x⟫x }"
        expectSyntaxError(MarkedText(text).droppingFirstColumn(), "expected `,` or `}`")
    }

    @Test func deepNestingIsBoundedNotRecursive() throws {
        for opener in ["[", "{\"a\":"] {
            let text = String(repeating: opener, count: 200_000)
            let catalog = reader.readCatalog(Data(text.utf8), path: path)
            let diagnostic = try #require(catalog.diagnostics.first)
            #expect(diagnostic.rule.rawValue == "import.unsupported")
            #expect(diagnostic.message.contains("nested deeper than 64"))
            #expect(diagnostic.range?.start.line == 1)
        }
        // A catalog's 11 levels are well within the bound.
        #expect(XCStringsReader(maximumDepth: 11).read(Data("{\"a\":[[[[[[[[[[]]]]]]]]]]}".utf8), path: path).diagnostics.contains { $0.message.contains("nested") } == false)
    }

    // MARK: - Shapes Copydeck does not import

    @Test func everyValueNotImportedHasADiagnosticAndTheRestIsRead() throws {
        let marked = MarkedText("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a.number" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : ⟪number⟫42 } } } },
                "b.both" : { "localizations" : { "en" : ⟪both⟫{ "stringUnit" : { "state" : "new", "value" : "x" }, "variations" : {} } } },
                "c.no-other" : { "localizations" : { "en" : { "variations" : { "plural" : ⟪noOther⟫{ "one" : { "stringUnit" : { "state" : "new", "value" : "x" } } } } } } },
                "d.category" : { "localizations" : { "en" : { "variations" : { "plural" : { ⟪category⟫"lots" : {}, "other" : { "stringUnit" : { "state" : "new", "value" : "x" } } } } } } },
                "e.argnum" : { "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : ⟪argNum⟫1.5, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "new", "value" : "%arg" } } } } } } } } },
                "f.state" : { "localizations" : { "en" : { "stringUnit" : { "state" : ⟪state⟫"signed_off", "value" : "kept" } } } },
                "g.unknown" : { ⟪unknownKey⟫"author" : "me", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "kept too" } } } },
                "h.nested" : { "localizations" : { "en" : { "variations" : { "plural" : { "other" : { ⟪nested⟫"variations" : {} } } } } } },
                "i.subs" : { "localizations" : { "en" : ⟪noUnit⟫{ "substitutions" : {} } } },
                "j.empty" : { "localizations" : { "en" : ⟪empty⟫{} } },
                "k.dup" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "first" } } } },
                ⟪dup⟫"k.dup" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "second" } } } },
                "l.nostate" : { "localizations" : { "en" : { "stringUnit" : ⟪noState⟫{ "value" : "stateless" } } } },
                "m.array" : ⟪array⟫[],
                "n.novalue" : { "localizations" : { "en" : { "stringUnit" : ⟪noValue⟫{ "state" : "new" } } } }
              },
              ⟪extra⟫"generator" : "someone"
            }
            """)
        let catalog = read(marked)
        #expect(catalog.strings.map(\.key) == ["f.state", "g.unknown", "k.dup", "l.nostate"])
        #expect(catalog.strings.map(\.state) == [nil, .translated, .translated, nil])
        #expect(catalog.strings.map(\.text) == [.format("kept"), .format("kept too"), .format("first"), .format("stateless")])
        let expected: [(String, String)] = [
            ("number", "not a string"), ("both", "both a `stringUnit` and `variations`"), ("noOther", "no `other`"),
            ("category", "`lots` is not a plural category"), ("argNum", "`1.5`"), ("state", "`signed_off` is not a state"),
            ("unknownKey", "`author`"), ("nested", "`variations`"), ("noUnit", "no `stringUnit`"), ("empty", "no `stringUnit` or `variations`"),
            ("dup", "twice (first on line 14)"), ("noState", "no `state`"), ("array", "an array, not an object"), ("noValue", "no `value`"),
            ("extra", "`generator`"),
        ]
        for (marker, fragment) in expected {
            let found = catalog.diagnostics.filter { $0.range?.start == location(marked, marker) }
            #expect(found.count == 1, "\(marker): \(catalog.diagnostics.map(\.message))")
            #expect(found.first?.message.contains(fragment) == true, "\(marker): \(found.map(\.message))")
            #expect(found.first?.rule.rawValue == "import.unsupported")
            #expect(found.first?.severity == .warning)
        }
        #expect(catalog.diagnostics.count == expected.count)
    }

    @Test func catalogsThatAreNotCatalogs() throws {
        for text in ["[]", "\"text\"", "12", "null"] {
            let catalog = reader.readCatalog(Data(text.utf8), path: path)
            #expect(catalog.diagnostics.count == 1)
            #expect(catalog.diagnostics.first?.message.contains("not a String Catalog") == true)
        }
        let noStrings = reader.readCatalog(Data("{}".utf8), path: path)
        #expect(noStrings.diagnostics.map(\.message).sorted() == ["the catalog has no `sourceLanguage`", "the catalog has no `strings`; nothing was imported"])
        let badStrings = reader.readCatalog(Data("{\"sourceLanguage\":\"en\",\"strings\":[]}".utf8), path: path)
        #expect(badStrings.diagnostics.first?.message.contains("`strings` is an array") == true)
        #expect(badStrings.diagnostics.first?.range?.start == CopydeckCompiler.SourceLocation(line: 1, column: 34))
        let numberLanguage = reader.readCatalog(Data("{\"sourceLanguage\":1,\"strings\":{}}".utf8), path: path)
        #expect(numberLanguage.sourceLanguage == nil && numberLanguage.diagnostics.count == 1)
    }

    @Test func escapesDecodeToTheirText() throws {
        let text = #"{"sourceLanguage":"en","strings":{"k\"\\\/":{"localizations":{"en":{"stringUnit":{"state":"new","value":"\b\f\n\r\t\u00e9\uD83D\uDE00\u0000é"}}}}}}"#
        let catalog = reader.readCatalog(Data(text.utf8), path: path)
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.strings.first?.key == "k\"\\/")
        #expect(catalog.strings.first?.text == .format("\u{8}\u{C}\n\r\té😀\u{0}é"))
    }

    @Test func positionsOnOneLongLineStayRight() throws {
        // A minified catalog: every value on line 1, columns growing; asked in order, counted once.
        var text = "{\"sourceLanguage\":\"ko\",\"strings\":{"
        var characters = text.count
        var columns: [Int] = []
        func add(_ piece: String) {
            text += piece
            characters += piece.count
        }
        for index in 0..<2_000 {
            if index > 0 { add(",") }
            add("\"k\(index)\":{\"localizations\":{\"ko\":{\"stringUnit\":{\"state\":\"translated\",\"value\":")
            columns.append(characters + 1)
            add("\"값 \(index)\"}}}}")
        }
        text += "}}"
        let catalog = reader.readCatalog(Data(text.utf8), path: path)
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.strings.map(\.range.start.column) == columns)
        #expect(catalog.strings.allSatisfy { $0.range.start.line == 1 })
    }
}

extension MarkedText {
    /// Marker `x` one column to the left (for a text that starts with an invisible byte-order mark).
    func droppingFirstColumn() -> MarkedText {
        guard let marker = markers["x"] else { return self }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var line = Array(lines[marker.line - 1])
        line.insert(contentsOf: "⟪x⟫", at: marker.column - 2)
        lines[marker.line - 1] = String(line)
        return MarkedText(lines.joined(separator: "\n"))
    }
}
