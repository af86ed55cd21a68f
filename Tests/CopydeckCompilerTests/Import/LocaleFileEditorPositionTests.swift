import Foundation
import Testing
@testable import CopydeckCompiler

/// After an edit, the loader's positions are what the new file says: every key and text is found
/// where its line and column point, also after an inserted or grown multi-line block.
@Suite struct LocaleFileEditorPositionTests {
    /// Checks every entry's key and value position against the text of the file.
    static func expectPositionsMatch(_ text: String, deck: String = "d", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let catalog = LocaleFileEditing.catalogEntries(text, deck: deck)
        let file = SourceFile(path: LocaleFileEditing.path, text: text)
        for entry in catalog.entries {
            let key = entry.keyRange.start, value = entry.valueRange.start
            guard let keyLine = file.line(key.line), let valueLine = file.line(value.line) else {
                Issue.record("\(entry.key) points past the file", sourceLocation: sourceLocation)
                continue
            }
            // The key as written (`title`, `intro.title`, `'on'`) ends the full key.
            let written = keyLine.dropFirst(key.column - 1).prefix { $0 != ":" }.trimmingCharacters(in: ["'", "\""])
            #expect(!written.isEmpty && entry.key.hasSuffix("." + written), "\(entry.key) at \(key): \(keyLine)", sourceLocation: sourceLocation)
            let atValue = valueLine.dropFirst(value.column - 1)
            // The value starts there: its indicator, its quote, or (plain) its first character.
            if let character = atValue.first, !"|>'\"!".contains(character), !entry.text.isEmpty {
                #expect(entry.text.first == character, "\(entry.key) value at \(value): \(valueLine)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func keysAfterAnInsertedBlockAreWhereTheFileSays() throws {
        let file = "# 사진 앱\nintro:\n  title: 사진 몇 장이면 충분해요\n  next: 다음\noutro:\n  title: 끝\n"
        let result = try #require(LocaleFileEditing.edited(file, [.set("d.intro.body", "여행인지, 일상인지,\nAI가 자동으로 파악하고\n스토리로 만들어 드려요")],
                                                           order: ["d.intro.title", "d.intro.body", "d.intro.next", "d.outro.title"]))
        #expect(result == "# 사진 앱\nintro:\n  title: 사진 몇 장이면 충분해요\n  body: |-\n    여행인지, 일상인지,\n    AI가 자동으로 파악하고\n    스토리로 만들어 드려요\n  next: 다음\noutro:\n  title: 끝\n")
        let catalog = LocaleFileEditing.catalogEntries(result)
        #expect(catalog["d.intro.next"]?.keyRange.start == CopydeckCompiler.SourceLocation(line: 8, column: 3))
        #expect(catalog["d.intro.next"]?.valueRange.start == CopydeckCompiler.SourceLocation(line: 8, column: 9))
        #expect(catalog["d.outro.title"]?.keyRange.start == CopydeckCompiler.SourceLocation(line: 10, column: 3))
        #expect(catalog["d.intro.body"]?.valueRange.start == CopydeckCompiler.SourceLocation(line: 4, column: 9))
        Self.expectPositionsMatch(result)
    }

    @Test func keysAfterAGrownBlockInACRLFFile() throws {
        let file = "a:\r\n  b: |-\r\n    one\r\n  c: 사진\r\n  d: x\r\n"
        let result = try #require(LocaleFileEditing.edited(file, [.set("d.a.b", "one\ntwo\nthree"), .set("d.a.c", "사진 🎉 two"), .set("d.a.cc", "new")],
                                                           order: ["d.a.b", "d.a.c", "d.a.cc", "d.a.d"]))
        #expect(result == "a:\r\n  b: |-\r\n    one\r\n    two\r\n    three\r\n  c: 사진 🎉 two\r\n  cc: new\r\n  d: x\r\n")
        let catalog = LocaleFileEditing.catalogEntries(result)
        #expect(catalog["d.a.d"]?.keyRange.start == CopydeckCompiler.SourceLocation(line: 8, column: 3))
        Self.expectPositionsMatch(result)
    }

    @Test func diagnosticsOfTheEditedProjectPointAtTheNewLines() throws {
        // The loader, on a project whose locale file was edited, reports an unknown (obsolete)
        // key at its new line.
        let content = "screens:\n  intro:\n    fields:\n      title: title\n      next: button\n"
        let locale = "intro:\n  title: t\n  next: n\n"
        let project = try TestProject.demo(content: content, ko: locale, ja: locale, en: locale)
        defer { project.remove() }
        let editor = LocaleFileEditor(path: "locales/ja/demo.yml", deck: "demo", locale: "ja")
        let outcome = editor.apply([.set("demo.intro.extra", "一\n二\n三"), .set("demo.intro.more", "더")], to: Array(locale.utf8),
                                   order: ["demo.intro.title", "demo.intro.extra", "demo.intro.next", "demo.intro.more"])
        let bytes = try #require(outcome.bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "intro:\n  title: t\n  extra: |-\n    一\n    二\n    三\n  next: n\n  more: 더\n")
        try project.write("locales/ja/demo.yml", String(decoding: bytes, as: UTF8.self))
        let result = try project.lint()
        let inJapanese = result.diagnostics.filter { $0.range?.file == "locales/ja/demo.yml" }
        #expect(inJapanese.filter { $0.rule == ObsoleteMessageCheck.rule.id }.map(\.range?.start) == [
            CopydeckCompiler.SourceLocation(line: 3, column: 3), CopydeckCompiler.SourceLocation(line: 8, column: 3),
        ])
        #expect(inJapanese.filter { $0.rule == UntranslatedCheck.rule.id }.map(\.range?.start) == [
            CopydeckCompiler.SourceLocation(line: 2, column: 10), CopydeckCompiler.SourceLocation(line: 7, column: 9),
        ])
    }
}
