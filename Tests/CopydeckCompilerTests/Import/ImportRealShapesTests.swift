import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// Tables in the shapes real apps' files have (Xcode's String Catalogs and XLIFF exports,
/// `.stringsdict` files written by hand), each a shape that an import once changed or refused:
/// the import keeps every word and every argument, or says where it cannot.
@Suite struct ImportRealShapesTests {
    static let content = """
        screens:
          poll:
            kind: page
            fields:
              result: { surface: body }
              files: { surface: body }
              photos: { surface: body, placeholders: { count: integer } }
              price: { surface: body, placeholders: { price: number } }
        """

    static func project() throws -> TestProject {
        try TestProject([
            "copydeck.yml": """
                version: 1
                sourceLocale: en
                locales: [en, ja, ko]
                decks:
                  demo: {}
                """,
            "content/demo/screens.yml": content,
            "locales/en/demo.yml": """
                poll:
                  result: "{votes, plural, one {# vote} other {# votes}} by {voters, plural, one {# person} other {# people}}"
                  files: "{files, plural, one {# file} other {# files}} in {folders, plural, one {# folder} other {# folders}}"
                  photos: "{count} Photos"
                  price: "Only {price}"
                """,
            "locales/ja/demo.yml": """
                poll:
                  result: "{votes, plural, other {#票}}（{voters, plural, other {#人}}）"
                  files: "{folders, plural, other {#個}}のフォルダに{files, plural, other {#個}}のファイル"
                  photos: "写真{count}枚"
                  price: "{price}のみ"
                """,
            "locales/ko/demo.yml": """
                poll:
                  result: "{voters, plural, other {#명}}이 {votes, plural, other {#표}}"
                  files: "폴더 {folders, plural, other {#개}}에 파일 {files, plural, other {#개}}"
                  photos: "사진 {count}장"
                  price: "{price}만"
                """,
        ])
    }

    func plan(_ inputs: [ImportInput]) throws -> ImportPlan {
        let project = try Self.project()
        defer { project.remove() }
        let lint = try project.lint()
        let strings = inputs.flatMap { $0.read().strings }
        return TableImporter(lint: lint).plan(strings)
    }

    func read(_ input: ImportInput) -> TableReadResult { input.read() }

    /// Xcode writes a String Catalog's substitutions with `%arg` for the substitution's own
    /// number; printf would read `%a` (a hexadecimal float) followed by `rg`.
    @Test func aCatalogsArgPlaceholderIsTheSubstitutionsOwnCount() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "demo.poll.result" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@votes@ from %#@voters@" },
                      "substitutions" : {
                        "voters" : {
                          "argNum" : 2,
                          "formatSpecifier" : "lld",
                          "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg voter" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg voters" } }
                          } }
                        },
                        "votes" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg vote" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg votes" } }
                          } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let plan = try plan([ImportInput(path: "Localizable.xcstrings", data: Data(catalog.utf8), format: .xcstrings)])
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
        #expect(plan.changes.map(\.newText) == [
            "{votes, plural, one {# vote} other {# votes}} from {voters, plural, one {# voter} other {# voters}}",
        ])
    }

    /// Xcode leaves `argNum` out of the substitutions it migrated from a `.stringsdict`, and
    /// keeps their forms' bare `%lld`: the format's order says which argument each one counts.
    @Test func aMigratedCatalogsSubstitutionsWithoutArgNumRead() throws {
        func variable(_ one: String, _ other: String) -> String {
            """
            { "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "\(one)" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "\(other)" } } } } }
            """
        }
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.1", "strings" : { "demo.poll.files" : { "localizations" : { "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@files@ and %#@folders@" },
              "substitutions" : { "files" : \(variable("%lld file", "%lld files")), "folders" : \(variable("%lld folder", "%lld folders")) }
            } } } } }
            """
        let plan = try plan([ImportInput(path: "Localizable.xcstrings", data: Data(catalog.utf8), format: .xcstrings)])
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
        #expect(plan.changes.map(\.newText) == [
            "{files, plural, one {# file} other {# files}} and {folders, plural, one {# folder} other {# folders}}",
        ])
        #expect(XCStringsWalk.argumentNumber(of: "b", in: "%@ %2$#@a@ %#@b@ 100%%") == 2)
        #expect(XCStringsWalk.argumentNumber(of: "a", in: "%@ %2$#@a@ %#@b@") == 2)
        #expect(XCStringsWalk.argumentNumber(of: "c", in: "%#@a@") == nil)
    }

    /// The `%#@files@ and %#@folders@` pattern: each variable's forms use a bare `%ld`, which is
    /// that variable's own count (here the second argument), not the first.
    @Test func aBareSpecifierInAStringsdictVariableIsItsOwnCount() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>demo.poll.files</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@files@ and %#@folders@</string>
            \t\t<key>files</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>ld</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%ld file</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%ld files</string>
            \t\t</dict>
            \t\t<key>folders</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>ld</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%ld folder</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%ld folders</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """
        let plan = try plan([ImportInput(path: "en.lproj/Localizable.stringsdict", data: Data(plist.utf8), format: .stringsdict, locale: "en")])
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
        #expect(plan.changes.map(\.newText) == [
            "{files, plural, one {# file} other {# files}} and {folders, plural, one {# folder} other {# folders}}",
        ])
    }

    /// A width, a precision or a float conversion prints another text than the message's
    /// argument: refused where it stands, never rewritten as `{price}` (`%@`).
    @Test func floatsWidthsAndPrecisionsAreRefusedNotRewritten() throws {
        let cases: [(String, String)] = [
            ("demo.poll.price", "Only %.2f"), ("demo.poll.price", "Only %f"), ("demo.poll.price", "Only %1$.3f"),
            ("demo.poll.price", "Only %lf"), ("demo.poll.price", "Only %g"), ("demo.poll.photos", "%03d Photos"),
            ("demo.poll.photos", "%@ Photos"), ("demo.poll.price", "Only %lld"), ("demo.poll.price", "Only %s"),
        ]
        for (key, text) in cases {
            let strings = "\"\(key)\" = \"\(text)\";\n"
            let plan = try plan([ImportInput(path: "en.lproj/Localizable.strings", data: Data(strings.utf8), format: .strings, locale: "en")])
            #expect(plan.changes.isEmpty, "\(text)")
            #expect(plan.diagnostics.map(\.rule) == [Rules.importFormat.id], "\(text)")
            #expect(plan.diagnostics.first?.range?.start.line == 1)
        }
        // The same conversion as the message's, spelled another way, is the same text.
        let same = try plan([ImportInput(path: "en.lproj/Localizable.strings", data: Data("\"demo.poll.photos\" = \"%lu Photos!\";".utf8), format: .strings, locale: "en")])
        #expect(same.diagnostics.isEmpty)
        #expect(same.changes.map(\.newText) == ["{count} Photos!"])
    }

    /// Xcode's XLIFF carries the source as the project's table spelled it (`%lu`), not as
    /// Copydeck exported it (`%1$lld`): the same text with the same arguments is the same source.
    @Test func anXcodeSourceWithAPlaceholderMatchesByMeaning() throws {
        func xliff(source: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-os.xsd">
              <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="ja" datatype="plaintext">
                <header>
                  <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242d"/>
                </header>
                <body>
                  <trans-unit id="demo.poll.photos" xml:space="preserve">
                    <source>\(source)</source>
                    <target state="translated">%lu 枚の写真</target>
                    <note>No comment provided by engineer.</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """
        }
        let plan = try plan([ImportInput(path: "ja.xliff", data: Data(xliff(source: "%lu Photos").utf8), format: .xliff)])
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
        #expect(plan.changes.map(\.newText) == ["{count} 枚の写真"])
        // Another text, or the argument moved, is still a source that changed.
        for changed in ["%lu Pictures", "Photos: %lu"] {
            let refused = try self.plan([ImportInput(path: "ja.xliff", data: Data(xliff(source: changed).utf8), format: .xliff)])
            #expect(refused.diagnostics.map(\.rule) == [Rules.importSourceChanged.id], "\(changed)")
        }
    }

    /// plutil and Foundation read a `.stringsdict` with CRLF line ends, or a CR after
    /// `</plist>`; a CR inside a `<string>` is kept as it is.
    @Test func aStringsdictWithCarriageReturnsReads() throws {
        let lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<plist version=\"1.0\">", "<dict>", "\t<key>demo.poll.files</key>", "\t<dict>",
            "\t\t<key>NSStringLocalizedFormatKey</key>", "\t\t<string>%#@files@\r2</string>",
            "\t\t<key>files</key>", "\t\t<dict>",
            "\t\t\t<key>NSStringFormatSpecTypeKey</key>", "\t\t\t<string>NSStringPluralRuleType</string>",
            "\t\t\t<key>NSStringFormatValueTypeKey</key>", "\t\t\t<string>ld</string>",
            "\t\t\t<key>other</key>", "\t\t\t<string>%ld files</string>",
            "\t\t</dict>", "\t</dict>", "</dict>", "</plist>",
        ]
        for (joined, tail) in [(lines.joined(separator: "\r\n"), "\r\n"), (lines.joined(separator: "\n"), "\r"), (lines.joined(separator: "\r"), "\r")] {
            let result = StringsDictReader.read(Data((joined + tail).utf8), path: "en.lproj/Localizable.stringsdict", locale: "en")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            #expect(result.strings.count == 1)
            #expect(result.strings.first?.range.start.line == 4)
            guard case .substitutions(let format, let substitutions)? = result.strings.first?.text else {
                Issue.record("not read as substitutions")
                continue
            }
            #expect(format == "%#@files@\r2")
            #expect(substitutions.first?.variations[.other] == "%ld files")
        }
    }
}
