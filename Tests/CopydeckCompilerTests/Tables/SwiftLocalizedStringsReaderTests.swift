import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// The development-language texts an app keeps in its Swift code, read as genstrings reads them:
/// literals only, escapes as the compiler decodes them, comments and other strings skipped.
@Suite struct SwiftLocalizedStringsReaderTests {
    static func read(_ code: String) -> (found: [SwiftLocalizedStringsReader.Found], diagnostics: [Diagnostic]) {
        SwiftLocalizedStringsReader.read(Data(code.utf8), path: "App/Strings.swift", locale: "en")
    }

    @Test func theCallsAppsWrite() {
        let code = ##"""
            enum LString {
                // NSLocalizedString("commented.out", value: "Never", comment: "")
                /* NSLocalizedString("block", value: "Never", comment: "") /* nested */ still a comment */
                public static let about = NSLocalizedString(
                    "[About/altTitle]",
                    bundle: Bundle.framework,
                    value: "About KeePassium",
                    comment: "Menu item that shows info about KeePassium app")
                static let plain = NSLocalizedString("Cancel", comment: "A button")
                static let table = NSLocalizedString("title", tableName: "Settings", value: "Settings \"Pro\"\n\u{1F600}", comment: "")
                static let modern = String(localized: "welcome.title", defaultValue: "Welcome, friend", table: "Onboarding", comment: "Shown first")
                static let keyIsText = String(localized: "Tap to start")
                static let emptyValue = NSLocalizedString("Reflow", tableName: "Main", value: "", comment: "")
                static let raw = NSLocalizedString(#"path"#, value: #"C:\Users\#n"#, comment: "")
                static let notAString = "NSLocalizedString(\"inside.a.string\", comment: \"\")"
                static let multi = NSLocalizedString("multi", value: """
                    First line
                      indented \
                    joined
                    """, comment: "")
            }
            """##
        let read = Self.read(code)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let found = read.found.map { "\($0.table) \($0.string.key) = \($0.string.text) | \($0.string.comment ?? "-")" }
        #expect(found == [
            "Localizable [About/altTitle] = \(TableText.format("About KeePassium")) | Menu item that shows info about KeePassium app",
            "Localizable Cancel = \(TableText.format("Cancel")) | A button",
            "Settings title = \(TableText.format("Settings \"Pro\"\n😀")) | -",
            "Onboarding welcome.title = \(TableText.format("Welcome, friend")) | Shown first",
            "Localizable Tap to start = \(TableText.format("Tap to start")) | -",
            "Main Reflow = \(TableText.format("Reflow")) | -",
            "Localizable path = \(TableText.format("C:\\Users\n")) | -",
            "Localizable multi = \(TableText.format("First line\n  indented joined")) | -",
        ], "\(found)")
        // Each is placed at its key's literal.
        #expect(read.found.first?.string.range.start == SourceLocation(line: 5, column: 9))
    }

    @Test func whatIsNotALiteralIsNamedNotGuessed() {
        let read = Self.read("""
            let a = NSLocalizedString(key, comment: "")
            let b = String(localized: "Hello \\(name)")
            let c = NSLocalizedString("k", value: prefix + "x", comment: "")
            """)
        #expect(read.found.isEmpty, "\(read.found)")
        #expect(read.diagnostics.count == 3)
        #expect(read.diagnostics.allSatisfy { $0.severity == .note && $0.range?.start.column == 9 })
    }

    /// What Copydeck's own Swift generator writes as a literal reads back as the same text.
    @Test func everyLiteralTheGeneratorWritesReadsBack() async {
        await propertyCheck(count: 300, input: StringsOracle.text()) { text in
            let code = "let x = NSLocalizedString(\"k\", value: \(SwiftLiteral.string(text)), comment: \"\")\n"
            let read = Self.read(code)
            // (An empty value is none: the key is the text.)
            #expect(read.found.map(\.string.text) == [.format(text.isEmpty ? "k" : text)], "\(SwiftLiteral.string(text))")
        }
    }
}
