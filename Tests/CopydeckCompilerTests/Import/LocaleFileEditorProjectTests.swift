import Foundation
import Testing
@testable import CopydeckCompiler

/// The example project's locale files: setting every key to its own text changes no byte, and
/// changing every text and back again gives the file back byte for byte.
@Suite struct LocaleFileEditorProjectTests {
    static let files: [URL] = {
        let locales = PackagePaths.root.appendingPathComponent("locales")
        let found = (try? FileManager.default.subpathsOfDirectory(atPath: locales.path)) ?? []
        return found.filter { $0.hasSuffix(".yml") && !$0.hasSuffix(".review.yml") }.sorted().map { locales.appendingPathComponent($0) }
    }()

    private func read(_ url: URL) throws -> (bytes: [UInt8], deck: String, entries: [(key: String, text: String)]) {
        let bytes = [UInt8](try Data(contentsOf: url))
        let deck = url.deletingPathExtension().lastPathComponent
        let entries = try #require(LocaleFileEditing.catalog(String(decoding: bytes, as: UTF8.self), deck: deck))
        return (bytes, deck, entries)
    }

    @Test func theExampleProjectHasLocaleFiles() {
        #expect(Self.files.count >= 15)
    }

    @Test(arguments: files)
    func everyKeySetToItsOwnTextChangesNothing(_ url: URL) throws {
        let (bytes, deck, entries) = try read(url)
        #expect(entries.count > 10)
        let editor = LocaleFileEditor(path: "locales/\(url.deletingLastPathComponent().lastPathComponent)/\(deck).yml", deck: deck, locale: "ko")
        let outcome = editor.apply(entries.map { .set($0.key, $0.text) }, to: bytes, order: entries.map(\.key))
        #expect(outcome.bytes == nil)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.changedKeys.isEmpty && outcome.insertedKeys.isEmpty)
    }

    @Test(arguments: files)
    func everyTextChangedAndBackGivesTheFileBack(_ url: URL) throws {
        let (bytes, deck, entries) = try read(url)
        let editor = LocaleFileEditor(path: "locales/x/\(deck).yml", deck: deck, locale: "ko")
        // A suffix every style can hold where it is: the text goes out in its own style and back.
        let changed = editor.apply(entries.map { .set($0.key, $0.text + " (2)") }, to: bytes)
        #expect(changed.diagnostics.isEmpty, "\(changed.diagnostics.map(\.message))")
        let middle = try #require(changed.bytes)
        #expect(changed.changedKeys.count == entries.count)
        let read = try #require(LocaleFileEditing.catalog(String(decoding: middle, as: UTF8.self), deck: deck))
        #expect(read.map(\.key) == entries.map(\.key))
        #expect(read.map(\.text) == entries.map { $0.text + " (2)" })
        let back = editor.apply(entries.map { .set($0.key, $0.text) }, to: middle)
        #expect(back.diagnostics.isEmpty)
        #expect(back.bytes == bytes)
    }

    @Test(arguments: files)
    func everyKeyRemovedInTurnComesBackWhereItWas(_ url: URL) throws {
        let (bytes, deck, entries) = try read(url)
        let text = String(decoding: bytes, as: UTF8.self)
        let editor = LocaleFileEditor(path: "locales/x/\(deck).yml", deck: deck, locale: "ko")
        // Every third key whose value is on its key's line and which has a sibling next to it
        // (so no owner is left empty), its line dropped; put back by the order.
        let catalog = LocaleFileEditing.catalogEntries(text, deck: deck).entries
        var dropped = Set<Int>()
        var removed: [(key: String, text: String)] = []
        for (index, entry) in catalog.enumerated() where index % 3 == 1 {
            let line = entry.keyRange.start.line
            let sibling = [index - 1, index + 1].contains { $0 >= 0 && $0 < catalog.count && catalog[$0].parent == entry.parent }
            guard sibling, entry.valueRange.start.line == line, !entry.text.contains("\n"),
                  let value = LocaleFileEditing.line(text, line), !value.hasSuffix("|-"), !value.hasSuffix("|") else { continue }
            dropped.insert(line)
            removed.append((entry.key, entry.text))
        }
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { !dropped.contains($0.offset + 1) }.map(\.element)
        try #require(!removed.isEmpty)
        let shortened = Array(kept.joined(separator: "\n").utf8)
        let outcome = editor.apply(removed.map { .set($0.key, $0.text) }, to: shortened, order: entries.map(\.key))
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        let restored = try #require(outcome.bytes)
        let read = try #require(LocaleFileEditing.catalog(String(decoding: restored, as: UTF8.self), deck: deck))
        #expect(read.map(\.key) == entries.map(\.key))
        #expect(read.map(\.text) == entries.map(\.text))
    }
}
