import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// Apps that keep their English in code (`NSLocalizedString("[About/title]", value: "About",
/// comment: …)`, as KeePassium does) and only the translations in tables: adopt reads the
/// code's texts as the development language's, each joined to its target's table, and the
/// translations come with them.
@Suite struct AdoptCodeTests {
    static let appCode = """
        enum LString {
            static let about = NSLocalizedString("[About/title]", value: "About Trips", comment: "Menu item")
            static let reset = NSLocalizedString("[App/reset]", value: "Reset", comment: "")
        }
        """
    static let libraryCode = """
        public enum LibString {
            public static let items = NSLocalizedString("[Generic/items]", bundle: Bundle.framework, value: "Items", comment: "A count's noun")
            public static let cancel = NSLocalizedString("Cancel", bundle: Bundle.framework, comment: "")
        }
        """

    @Test func theCodeIsTheSourceOfItsTargetsTranslations() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("Trips/Sources/LString.swift", Data(Self.appCode.utf8)),
            ("Trips/Resources/ja.lproj/Localizable.strings", Data("\"[About/title]\" = \"Tripsについて\";\n\"[App/reset]\" = \"リセット\";\n".utf8)),
            ("TripsLib/TripsLib/Util/LibString.swift", Data(Self.libraryCode.utf8)),
            ("TripsLib/TripsLib/en.lproj/Localizable.strings", Data("\"[Generic/items]\" = \"Entries\";\n".utf8)),
            ("TripsLib/TripsLib/ja.lproj/Localizable.strings", Data("\"[Generic/items]\" = \"エントリー\";\n\"Cancel\" = \"キャンセル\";\n".utf8)),
        ])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let texts = result.plan.messages.map { "\($0.table) \($0.key): \($0.texts.map(\.text).joined(separator: " / "))" }
        #expect(Set(texts) == [
            "Resources/Localizable [About/title]: About Trips / Tripsについて",
            "Resources/Localizable [App/reset]: Reset / リセット",
            "TripsLib/Localizable [Generic/items]: Entries / エントリー",
            "TripsLib/Localizable Cancel: Cancel / キャンセル",
        ], "\(texts)")
        #expect(result.plan.messages.first { $0.key == "[About/title]" }?.note == "Menu item")
        // The table's English wins over the code's `value:`, and says so.
        let note = try #require(result.diagnostics.first { $0.rule == Rules.importDuplicateKey.id }, "\(result.diagnostics)")
        #expect(note.message.contains("rather than the code's"), "\(note.message)")

        _ = try trip.built()
        let en = trip.project.root.appendingPathComponent("build/app/apple/Resources/en.lproj/Localizable.strings")
        let written = try String(contentsOf: en, encoding: .utf8)
        #expect(written.contains("\"[About/title]\" = \"About Trips\";"), "\(written)")
    }

    @Test func oneKeyGivenTwoTextsInCodeIsNamedNotGuessed() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("App/A.swift", Data("let a = NSLocalizedString(\"title\", value: \"Trips\", comment: \"\")\n".utf8)),
            ("App/B.swift", Data("let b = NSLocalizedString(\"title\", value: \"Journeys\", comment: \"\")\n".utf8)),
            ("App/ja.lproj/Localizable.strings", Data("\"title\" = \"旅\";\n".utf8)),
        ])
        #expect(result.leftOut.contains { $0.message.contains("`title` in en has two texts") }, "\(result.leftOut)")
        #expect(!result.plan.messages.contains { $0.key == "title" && $0.texts.first?.text == "Trips" })
    }
}
