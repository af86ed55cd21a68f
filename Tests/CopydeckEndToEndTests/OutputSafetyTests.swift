import Foundation
import Testing

/// What a new user tried first: `build --out .` and `--out` at a folder of their own files.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct OutputSafetyTests {
    @Test func buildIntoTheProjectIsRefusedAndChangesNothing() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("ref: refs/heads/main\n".utf8).write(to: project.appendingPathComponent(".git/HEAD"))
        let before = Snapshot(project)
        let run = try CopydeckBinary.run(["build", "--out", "."], in: project)
        #expect(run.status == 2)
        #expect(run.stderr.contains("refusing to write into"), "\(run.stderr)")
        #expect(!run.stderr.contains("built"))
        #expect(Snapshot(project) == before)
    }

    @Test func someoneElsesFolderIsRefusedAndKept() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let mine = project.appendingPathComponent("mystuff")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("do not lose me".utf8).write(to: mine.appendingPathComponent("important.txt"))
        let run = try CopydeckBinary.run(["build", "--out", "mystuff"], in: project)
        #expect(run.status == 2)
        #expect(run.stderr.contains("important.txt"), "\(run.stderr)")
        #expect(try String(contentsOf: mine.appendingPathComponent("important.txt"), encoding: .utf8) == "do not lose me")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == ["important.txt"])
    }

    @Test(arguments: [["bogus"], ["lint", "--format", "xml"], ["build", "--no-such-flag"], ["lint", "--strict=yes"]])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let run = try CopydeckBinary.run(arguments, in: FileManager.default.temporaryDirectory)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("Usage:") || run.stderr.contains("Error:"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func helpExitsZero() throws {
        let run = try CopydeckBinary.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("build"))
    }
}

/// A folder's files and their bytes, hidden ones included.
struct Snapshot: Equatable {
    var files: [String: Data] = [:]
    var folders: Set<String> = []

    /// The snapshot without the build cache, which holds the output files' times and inodes,
    /// and without the tree a build keeps for the next (`.copydeck-folders`: the retired tree's
    /// folders and its links to the files the output shares), which a build may have taken or not
    /// yet put back: for comparing the outputs of two builds, which are the same bytes but not the
    /// same files.
    var withoutCache: Snapshot {
        var copy = self
        copy.files[".copydeck-cache.json"] = nil
        copy.files = copy.files.filter { !$0.key.hasPrefix(".copydeck-folders/") }
        copy.folders = copy.folders.filter { $0 != ".copydeck-folders" && !$0.hasPrefix(".copydeck-folders/") }
        return copy
    }

    init(_ root: URL) {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                folders.insert(path)
            } else {
                files[path] = (try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data()
            }
        }
    }
}
