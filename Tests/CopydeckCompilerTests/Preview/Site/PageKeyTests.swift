import Foundation
import Testing
@testable import CopydeckCompiler

/// A copy page's key changes with every value its columns draw: a value left out of the key would
/// let a build take a stale page from the last output.
@Suite struct PageKeyTests {
    static let finding = Diagnostic(rule: RuleID("message.length"), severity: .warning,
                                    range: SourceRange(file: "locales/en/demo.yml", start: SourceLocation(line: 2, column: 3)),
                                    message: "too long", notes: [Diagnostic.Note("budget", at: SourceRange(file: "content/demo/screens.yml", start: SourceLocation(line: 4, column: 5)))])

    static let piece: CopyPiece = {
        var piece = CopyPiece(key: "demo.intro.title", surface: "title", variant: "default", text: "Hello")
        piece.pluralSamples = [(1, "one")]
        piece.fallbackFrom = "en"
        piece.length = 5
        piece.budget = 30
        piece.note = "a note"
        piece.findings = [finding]
        return piece
    }()

    private func key(_ piece: CopyPiece) -> String {
        var key = PageKey(base: "base")
        key.add(piece)
        return key.hash
    }

    /// The stored properties of `value`, by name.
    private func properties(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }

    @Test func everyPropertyOfWhatAColumnDrawsIsInTheKey() {
        // When one of these types gains a property, `PageKey` must write it, and this list must
        // name it: the test fails until both are done.
        #expect(properties(of: Self.piece) == ["key", "surface", "variant", "text", "pluralSamples", "fallbackFrom", "isMissing", "isRaw", "length", "budget", "note", "findings"])
        #expect(properties(of: PhoneFrame(kind: "page", pieces: [])) == ["kind", "caption", "pieces", "pageIndex", "pageCount"])
        #expect(properties(of: SystemAlert(appName: "App", locale: "en")) == ["appName", "locale", "usage", "infoPlistKey", "notifications"])
        #expect(properties(of: CopySheet(pieces: [], sourceRoot: nil)) == ["pieces", "sourceRoot"])
        #expect(properties(of: ScreenPreview.Column(sheet: CopySheet(pieces: [], sourceRoot: nil))) == ["frames", "alert", "sheet"])
        #expect(properties(of: Self.finding) == ["rule", "severity", "range", "message", "notes"])
        #expect(properties(of: Self.finding.notes[0]) == ["message", "range"])
    }

    @Test func changingAnyValueOfAPieceChangesTheKey() {
        let original = key(Self.piece)
        let changes: [(String, (inout CopyPiece) -> Void)] = [
            ("key", { $0.key = "demo.intro.body" }),
            ("surface", { $0.surface = "body" }),
            ("variant", { $0.variant = nil }),
            ("text", { $0.text = "Hello!" }),
            ("plural count", { $0.pluralSamples = [(2, "one")] }),
            ("plural text", { $0.pluralSamples = [(1, "two")] }),
            ("fallbackFrom", { $0.fallbackFrom = nil }),
            ("isMissing", { $0.isMissing = true }),
            ("isRaw", { $0.isRaw = true }),
            ("length", { $0.length = 6 }),
            ("budget", { $0.budget = nil }),
            ("note", { $0.note = "another note" }),
            ("finding message", { $0.findings[0].message = "far too long" }),
            ("finding severity", { $0.findings[0].severity = .error }),
            ("finding rule", { $0.findings[0].rule = RuleID("message.untranslated") }),
            ("finding column", { $0.findings[0].range?.start.column = 4 }),
            ("finding end", { $0.findings[0].range?.end.line = 3 }),
            ("note of a finding", { $0.findings[0].notes[0].message = "the budget" }),
            ("where a note points", { $0.findings[0].notes[0].range = nil }),
            ("no findings", { $0.findings = [] }),
        ]
        var seen: Set<String> = [original]
        for (name, change) in changes {
            var piece = Self.piece
            change(&piece)
            #expect(seen.insert(key(piece)).inserted, "changing \(name) must change the key")
        }
    }

    @Test func framesAlertsAndSheetsAreInTheKey() {
        func key(_ column: ScreenPreview.Column?) -> String {
            var key = PageKey(base: "base")
            key.add(column)
            return key.hash
        }
        let column = ScreenPreview.Column(frames: [PhoneFrame(kind: "page", caption: "state: a", pieces: [Self.piece], pageIndex: 1, pageCount: 3)],
                                          alert: SystemAlert(appName: "App", locale: "en", usage: Self.piece, infoPlistKey: "NSCameraUsageDescription"),
                                          sheet: CopySheet(pieces: [Self.piece], sourceRoot: ["..", ".."]))
        let changes: [(String, (inout ScreenPreview.Column) -> Void)] = [
            ("frame kind", { $0.frames[0].kind = "dialog" }),
            ("caption", { $0.frames[0].caption = nil }),
            ("page index", { $0.frames[0].pageIndex = 2 }),
            ("page count", { $0.frames[0].pageCount = 4 }),
            ("frame pieces", { $0.frames[0].pieces = [] }),
            ("a second frame", { $0.frames.append($0.frames[0]) }),
            ("app name", { $0.alert?.appName = "Other" }),
            ("alert locale", { $0.alert?.locale = "ko" }),
            ("usage", { $0.alert?.usage = nil }),
            ("Info.plist key", { $0.alert?.infoPlistKey = nil }),
            ("notifications", { $0.alert?.notifications = true }),
            ("no alert", { $0.alert = nil }),
            ("sheet pieces", { $0.sheet.pieces = [] }),
            ("source root", { $0.sheet.sourceRoot = nil }),
        ]
        var seen: Set<String> = [key(column), key(nil)]
        for (name, change) in changes {
            var changed = column
            change(&changed)
            #expect(seen.insert(key(changed)).inserted, "changing \(name) must change the key")
        }
    }
}
