import Foundation
import Testing
@testable import CopydeckCompiler

/// `DirectoryNames` lists what `FileManager` lists, and says why a folder cannot be listed.
@Suite struct DirectoryNamesTests {
    @Test func namesAreTheFoldersEntriesWithoutDotAndDotDot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["a.yml", ".hidden", "한국어.yml", "with space", "日本語"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "a.yml")
        let names = try DirectoryNames.of(folder.path).sorted()
        #expect(names == ["a.yml", ".hidden", "한국어.yml", "with space", "日本語", "sub", "link"].sorted())
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted())
        #expect(try DirectoryNames.of(folder.appendingPathComponent("sub").path).isEmpty)
    }

    @Test func aMissingFolderOrAFileSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: DirectoryNames.Failure(code: ENOENT)) { try DirectoryNames.of(folder.path) }
        try Data("x".utf8).write(to: folder)
        #expect(throws: DirectoryNames.Failure(code: ENOTDIR)) { try DirectoryNames.of(folder.path) }
        #expect(DirectoryNames.Failure(code: ENOTDIR).description == "Not a directory")
    }

    /// A name that is not UTF-8 (Linux allows any bytes) refuses the folder: it could not be named
    /// back, and a listing without it would hide a file.
    @Test func aNameThatIsNotUTF8RefusesTheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = Array(folder.path.utf8) + Array("/bad-".utf8) + [0xFF, 0xFE] + Array(".yml".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        guard descriptor >= 0 else {
            // A file system that refuses such names (macOS) has nothing to hide.
            return
        }
        close(descriptor)
        #expect(throws: DirectoryNames.Failure(code: EILSEQ)) { try DirectoryNames.of(folder.path) }
    }
}
