import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct LocaleFilesTransactionTests {
    func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-transaction-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("locales/en"), withIntermediateDirectories: true)
        try Data("old en\n".utf8).write(to: root.appendingPathComponent("locales/en/demo.yml"))
        return root
    }

    func listing(_ root: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
    }

    @Test func everyFileGetsItsNewBytesAndNothingIsLeftBeside() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try LocaleFilesTransaction(root: root).commit([
            ("locales/en/demo.yml", Data("new en\n".utf8)),
            ("locales/ja/demo.yml", Data("new ja\n".utf8)),
        ])
        #expect(try String(contentsOf: root.appendingPathComponent("locales/en/demo.yml"), encoding: .utf8) == "new en\n")
        #expect(try String(contentsOf: root.appendingPathComponent("locales/ja/demo.yml"), encoding: .utf8) == "new ja\n")
        #expect(try listing(root) == ["locales", "locales/en", "locales/en/demo.yml", "locales/ja", "locales/ja/demo.yml"])
    }

    @Test func aFailedRenamePutsBackWhatMoved() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("old ja\n".utf8).write(to: root.appendingPathComponent("locales/en/../en/zz.yml"))
        var transaction = LocaleFilesTransaction(root: root)
        var calls = 0
        transaction.move = { from, to in
            calls += 1
            if calls == 3 { errno = EIO; return -1 }
            return rename(from, to)
        }
        #expect(throws: (any Error).self) {
            try transaction.commit([
                ("locales/en/demo.yml", Data("new en\n".utf8)),
                ("locales/ja/demo.yml", Data("new ja\n".utf8)),
                ("locales/en/zz.yml", Data("new zz\n".utf8)),
            ])
        }
        #expect(calls == 3)
        #expect(try String(contentsOf: root.appendingPathComponent("locales/en/demo.yml"), encoding: .utf8) == "old en\n")
        #expect(try String(contentsOf: root.appendingPathComponent("locales/en/zz.yml"), encoding: .utf8) == "old ja\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("locales/ja").path))
        #expect(try listing(root).filter { $0.hasSuffix(".yml") } == ["locales/en/demo.yml", "locales/en/zz.yml"])
        #expect(try listing(root).allSatisfy { !$0.contains("copydeck-") })
    }

    @Test func aTargetThatCannotBeStagedChangesNothing() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        // The second target is a folder with a file in it: renaming a file onto it fails.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("locales/ko/demo.yml"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("locales/ko/demo.yml/keep"))
        #expect(throws: (any Error).self) {
            try LocaleFilesTransaction(root: root).commit([
                ("locales/en/demo.yml", Data("new en\n".utf8)),
                ("locales/ko/demo.yml", Data("new ko\n".utf8)),
            ])
        }
        #expect(try String(contentsOf: root.appendingPathComponent("locales/en/demo.yml"), encoding: .utf8) == "old en\n")
        #expect(try listing(root) == ["locales", "locales/en", "locales/en/demo.yml", "locales/ko", "locales/ko/demo.yml", "locales/ko/demo.yml/keep"])
    }
}
