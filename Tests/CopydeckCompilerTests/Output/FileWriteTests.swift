import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct FileWriteTests {
    @Test func writesTheBytesOfANewFileAndNeverWritesThroughAnOldOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-filewrite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.json").path
        let large = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try FileWrite.write(large, to: path)
        #expect(FileManager.default.contents(atPath: path) == large)
        try FileWrite.write(Data(), to: folder.appendingPathComponent("empty.json").path)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("empty.json").path) == Data())
        // A staged file linked from the live output: a write there must not reach the output.
        let live = folder.appendingPathComponent("live.json").path
        try Data("the output's bytes".utf8).write(to: URL(fileURLWithPath: live))
        let staged = folder.appendingPathComponent("staged.json").path
        #expect(link(live, staged) == 0)
        #expect(throws: (any Error).self) { try FileWrite.write(Data("new".utf8), to: staged) }
        #expect(FileManager.default.contents(atPath: live) == Data("the output's bytes".utf8))
        // Mode 0666 less the umask, as Data.write gives.
        let reference = folder.appendingPathComponent("b.json")
        try Data("x".utf8).write(to: reference)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let expected = try FileManager.default.attributesOfItem(atPath: reference.path)
        #expect(attributes[.posixPermissions] as? Int == expected[.posixPermissions] as? Int)
    }

    @Test func aFailureNamesThePathAndTheReason() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-missing-\(UUID().uuidString)/a.json").path
        do {
            try FileWrite.write(Data("x".utf8), to: path)
            Issue.record("writing into a missing folder succeeded")
        } catch {
            let message = (error as NSError).localizedDescription
            #expect(message.contains(path) && message.contains("No such file"), "\(message)")
        }
    }
}
