import Foundation
import Testing
@testable import CopydeckCompiler

/// Translator comments come in as notes from every format that has them: an XLIFF's `<note>`
/// (Xcode writes one per unit) and the comment just before an Android string.
@Suite struct AdoptNotesTests {
    /// The note `tables.yml` gives each key, read back through the project.
    func notes(_ trip: AdoptRoundTrip) throws -> [String: String] {
        let project = try trip.project.lint().project
        let deck = try #require(project.decks.first { $0.id == "app" })
        var notes: [String: String] = [:]
        for table in deck.tables {
            for field in table.fields { if let note = field.note { notes[field.id.value] = note } }
        }
        return notes
    }

    @Test func xliffNotesBecomeNotes() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        // In Xcode's export shape: a note per unit, its stand-in for a string with no comment,
        // a plural's units each repeating the note, two notes on one unit.
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Settings.xcstrings" source-language="en" target-language="ja" datatype="plaintext">
                <body>
                  <trans-unit id="done" xml:space="preserve">
                    <source>Done</source>
                    <target state="translated">完了</target>
                    <note>Button that closes the sheet</note>
                  </trans-unit>
                  <trans-unit id="cancel" xml:space="preserve">
                    <source>Cancel</source>
                    <target state="translated">キャンセル</target>
                    <note>No comment provided by engineer.</note>
                  </trans-unit>
                  <trans-unit id="%lld photos|==|plural.one" xml:space="preserve">
                    <source>%lld photo</source>
                    <target state="translated">%lld枚の写真</target>
                    <note>Count under the album</note>
                  </trans-unit>
                  <trans-unit id="%lld photos|==|plural.other" xml:space="preserve">
                    <source>%lld photos</source>
                    <target state="translated">%lld枚の写真</target>
                    <note>Count under the album</note>
                  </trans-unit>
                  <trans-unit id="share" xml:space="preserve">
                    <source>Share</source>
                    <target state="translated">共有</target>
                    <note>Toolbar button</note>
                    <note>Keep it to one word</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        let result = try trip.adopt([("Settings.xcloc/Localized Contents/ja.xliff", Data(xliff.utf8))])
        #expect(result.summary.errors == 0, "\(result.diagnostics)")
        #expect(try notes(trip) == [
            "done": "Button that closes the sheet",
            "%lld photos": "Count under the album",
            "share": "Toolbar button\nKeep it to one word",
        ])
        // Written back for the translators in the XLIFF the build makes.
        _ = try trip.built()
        let built = try Data(contentsOf: trip.project.root.appendingPathComponent("build/app/xliff/ja.xliff"))
        let read = XLIFFReader().read(built, path: "ja.xliff").strings
        // Xcode's way: the app's key, in the `<file>` of its table.
        let done = read.first { $0.key == "done" }
        #expect(done?.comment == "Button that closes the sheet")
        #expect(done?.original == "app/Settings.xcstrings")
    }

    @Test func theCommentBeforeAnAndroidStringIsItsNote() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let values = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <!-- Settings screen -->
                <string name="app_name" translatable="false">Trips</string>

                <!-- Title of the settings screen -->
                <string name="settings_title">Settings</string>
                <string name="settings_about">About</string>
                <!-- n: number of photos -->
                <plurals name="photo_count">
                    <item quantity="one">%d photo</item>
                    <item quantity="other">%d photos</item>
                </plurals>
                <!-- a comment -->
                text that is not white space
                <string name="after_text">Later</string>
            </resources>
            """
        let ja = """
            <resources>
                <string name="settings_title">設定</string>
                <!-- in Japanese only -->
                <string name="settings_about">情報</string>
            </resources>
            """
        let result = try trip.adopt([("res/values/strings.xml", Data(values.utf8)), ("res/values-ja/strings.xml", Data(ja.utf8))])
        #expect(result.summary.errors == 0, "\(result.diagnostics)")
        // A section heading is not the note of a string after another element; a translation's
        // comment is the note where the source has none; text between ends a comment's reach.
        #expect(try notes(trip) == [
            "app_name": "Settings screen",
            "settings_title": "Title of the settings screen",
            "settings_about": "in Japanese only",
            "photo_count": "n: number of photos",
        ])
        // The Android files the build writes give the same notes back, as aapt2's sources keep them.
        _ = try trip.built()
        let built = try Data(contentsOf: trip.project.root.appendingPathComponent("build/app/android/values/strings.xml"))
        let read = AndroidResourcesReader.read(built, path: "strings.xml", locale: "en").strings
        #expect(read.first { $0.key == "settings_title" }?.comment == "Title of the settings screen")
        #expect(read.first { $0.key == "photo_count" }?.comment?.hasPrefix("n: number of photos") == true)
    }

    @Test func nothingAdoptedIntoANewDeckWritesNothing() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let config = try String(contentsOf: trip.project.root.appendingPathComponent("copydeck.yml"), encoding: .utf8)
        // Only a translation, with no source text: reported, and no deck is made for nothing.
        let result = try trip.adopt([("ja.lproj/Localizable.strings", Data("\"only.ja\" = \"日本語\";\n".utf8))])
        #expect(result.plan.messages.isEmpty)
        #expect(result.files.isEmpty && !result.written)
        #expect(try String(contentsOf: trip.project.root.appendingPathComponent("copydeck.yml"), encoding: .utf8) == config)
        #expect(!FileManager.default.fileExists(atPath: trip.project.root.appendingPathComponent("content/app").path))
    }
}
