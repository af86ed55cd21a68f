import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct FileWriteTests {
    @Test func writesTheBytesAndReplacesAnOlderFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-filewrite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.json").path
        let large = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try FileWrite.write(Data("longer text first".utf8), to: path)
        try FileWrite.write(large, to: path)
        #expect(FileManager.default.contents(atPath: path) == large)
        try FileWrite.write(Data(), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data())
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
