import Foundation
import Testing
@testable import CopydeckCompiler

/// An Xcode export of a `.stringsdict` (`<file original="…/Localizable.stringsdict">`, units at
/// property-list paths such as `/KEY:dict/NAME:dict/one:dict/:string`) is read as the table
/// itself is: the same message, the count the argument printf gives `%#@NAME@`.
@Suite struct AdoptXLIFFStringsDictTests {
    static let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="ja" datatype="plaintext">
            <body>
              <trans-unit id="/followed_by:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
                <source>%#@OTHERS@</source><target>%#@OTHERS@</target>
              </trans-unit>
              <trans-unit id="/followed_by:dict/OTHERS:dict/one:dict/:string" xml:space="preserve">
                <source>Followed by %2$@ &amp; %1$d other</source><target>%2$@ さん他 %1$d 人がフォロー</target>
              </trans-unit>
              <trans-unit id="/followed_by:dict/OTHERS:dict/other:dict/:string" xml:space="preserve">
                <source>Followed by %2$@ &amp; %1$d others</source><target>%2$@ さん他 %1$d 人がフォロー</target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """

    @Test func aStringsdictExportReadsAsTheTable() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([("App.xcloc/Localized Contents/ja.xliff", Data(Self.xliff.utf8))])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let message = try #require(result.plan.messages.first)
        #expect(message.key == "followed_by")
        #expect(message.texts.map(\.text) == [
            "{OTHERS, plural, one {Followed by {arg2} & # other} other {Followed by {arg2} & # others}}",
            "{OTHERS, plural, other {{arg2} さん他 # 人がフォロー}}",
        ])
        #expect(message.placeholders.map(\.name) == ["OTHERS", "arg2"])
    }
}
