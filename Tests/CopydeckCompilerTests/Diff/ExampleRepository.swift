import Foundation
@testable import CopydeckCompiler

/// The example project (the checkout's `copydeck.yml`, `content/`, `locales/`) copied into a git
/// repository in a temporary folder, with its first commit: what the diff tests plant edits in,
/// one commit each. The checkout itself is only read.
struct ExampleRepository {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["copydeck.yml", "content", "locales"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
        try git("init", "-q", "-b", "main")
        try commit("the example project")
    }

    var driver: CompilerDriver { CompilerDriver(directory: ProjectDirectory(root: root)) }

    func remove() { try? FileManager.default.removeItem(at: root) }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try Git(root: root).run(arguments)
    }

    /// git run in a folder as a test does: its own identity, no signing.
    struct Git {
        let root: URL

        @discardableResult
        func run(_ arguments: String...) throws -> String { try run(arguments) }

        func commit(_ message: String) throws {
            try run("add", "-A")
            try run("commit", "-q", "--allow-empty", "-m", message)
        }

        @discardableResult
        func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "-c", "user.name=Copydeck Test", "-c", "user.email=test@example.com",
                             "-c", "commit.gpgsign=false"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "git \(arguments) failed"]) }
        return String(decoding: data, as: UTF8.self)
        }
    }

    func commit(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Replaces `old` (which must be there once) with `new` in a file.
    func replace(_ path: String, _ old: String, with new: String) throws {
        let text = try read(path)
        guard text.components(separatedBy: old).count == 2 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "`\(old)` is not in \(path) exactly once"])
        }
        try write(path, text.replacingOccurrences(of: old, with: new))
    }
}

extension ProjectDiff {
    /// Each change as `deck kind change id [locale]`, for comparing with what was planted.
    var listing: [String] {
        changes.map { "\($0.deck) \($0.kind.rawValue) \($0.change.rawValue) \($0.id)" + ($0.locale.map { " \($0)" } ?? "") }
    }
}
