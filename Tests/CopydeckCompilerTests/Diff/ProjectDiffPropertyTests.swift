import Foundation
import Testing
@testable import CopydeckCompiler

/// Properties of the diff over random edits of the example project: nothing against itself,
/// symmetric, every change once, the same bytes every time, and a git revision read from memory
/// gives what the same files on disk give.
@Suite(.serialized) struct ProjectDiffPropertyTests {
    /// Between 1 and 8 edits of the files under `root`: texts changed, lines removed (a text, a
    /// flow's edge), budgets moved, labels changed.
    static func edit(_ root: URL, _ random: inout LayoutRNG) throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
            .filter { ($0.hasPrefix("locales/") || $0.hasPrefix("content/")) && ($0.hasSuffix(".yml") || $0.hasSuffix(".md") || $0.hasSuffix(".mmd")) }
            .sorted()
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let path = files.randomElement(using: &random)!
            let url = root.appendingPathComponent(path)
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            let candidates = lines.indices.filter { lines[$0].contains(": ") || lines[$0].contains("-->") || lines[$0].contains("maxLength") }
            guard let line = candidates.randomElement(using: &random) else { continue }
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !lines[line].hasSuffix("|") && !lines[line].hasSuffix(":"): lines[line] += " 변경"
            case 1 where lines[line].contains("-->") || lines[line].hasPrefix("    ") && !lines[line].hasSuffix(":"): lines.remove(at: line)
            case 2 where lines[line].contains("maxLength: "): lines[line] = lines[line].replacingOccurrences(of: "maxLength: ", with: "maxLength: 1")
            default: lines[line] = lines[line].replacingOccurrences(of: "]", with: "!]")
            }
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        // And one text that surely changes: a plain value of a locale file.
        let locales = files.filter { $0.hasPrefix("locales/") && !$0.hasSuffix(".review.yml") }
        let url = root.appendingPathComponent(locales.randomElement(using: &random)!)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let plain = lines.indices.filter { index in
            let line = lines[index]
            guard line.hasPrefix("  "), !line.trimmingCharacters(in: .whitespaces).hasPrefix("#"), let colon = line.range(of: ": ") else { return false }
            let value = line[colon.upperBound...]
            return !value.isEmpty && !"|>{['\"".contains(value.first!)
        }
        lines[plain.randomElement(using: &random)!] += " 변경"
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    static func copyExample(to root: URL) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["copydeck.yml", "content", "locales"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
    }

    /// What a change says, whichever version it is seen from: added and removed, before and
    /// after swapped for the other direction.
    static func fingerprint(_ entry: ProjectDiff.Entry, reversed: Bool = false) -> String {
        let change = reversed ? entry.change.reversedForTests : entry.change
        let (before, after) = reversed ? (entry.after, entry.before) : (entry.before, entry.after)
        return "\(entry.deck)|\(entry.kind)|\(change)|\(entry.id)|\(entry.locale ?? "")|\(before.map { "\($0)" } ?? "-")|\(after.map { "\($0)" } ?? "-")|\(entry.translation ?? "")"
    }

    @Test(arguments: 1...12) func theDiffIsSymmetricCompleteAndDeterministic(seed: UInt64) throws {
        var random = LayoutRNG(seed: Int(seed))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-diff-property-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a"), b = folder.appendingPathComponent("b")
        try Self.copyExample(to: a)
        try Self.copyExample(to: b)
        try Self.edit(b, &random)
        let driverA = CompilerDriver(directory: ProjectDirectory(root: a)), driverB = CompilerDriver(directory: ProjectDirectory(root: b))

        #expect(try driverA.diff(against: .folder(a)).isEmpty, "seed \(seed): a project against itself")
        let forward = try driverB.diff(against: .folder(a))
        let backward = try driverA.diff(against: .folder(b))
        #expect(!forward.changes.isEmpty, "seed \(seed): the edits changed something")
        // Symmetric: the same changes, seen from the other side.
        #expect(Set(forward.changes.map { Self.fingerprint($0) }) == Set(backward.changes.map { Self.fingerprint($0, reversed: true) }), "seed \(seed)")
        #expect(forward.newFindings.map(\.message).sorted() == backward.fixedFindings.map(\.message).sorted(), "seed \(seed)")
        #expect(forward.fixedFindings.map(\.message).sorted() == backward.newFindings.map(\.message).sorted(), "seed \(seed)")
        // Every change once.
        let fingerprints = forward.changes.map { Self.fingerprint($0) }
        #expect(Set(fingerprints).count == fingerprints.count, "seed \(seed): a change listed twice")
        let keyed = forward.changes.filter { $0.kind != .edge }.map { "\($0.deck)|\($0.kind)|\($0.id)|\($0.locale ?? "")|\($0.change == .stale)" }
        #expect(Set(keyed).count == keyed.count, "seed \(seed): an item changed twice")
        // The same bytes every time, in every format.
        let again = try driverB.diff(against: .folder(a))
        #expect(try DiffJSONReporter().render(forward) == DiffJSONReporter().render(again))
        #expect(DiffTextReporter().render(forward) == DiffTextReporter().render(again))
        #expect(DiffMarkdownReporter().render(forward) == DiffMarkdownReporter().render(again))
        #expect(DiffGitHubReporter().render(forward) == DiffGitHubReporter().render(again))
    }

    @Test(arguments: 1...4) func aRevisionReadFromGitIsTheFolderOnDisk(seed: UInt64) throws {
        var random = LayoutRNG(seed: Int(seed) * 7919)
        let repository = try ExampleRepository()
        defer { repository.remove() }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-diff-base-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try Self.copyExample(to: copy)
        try Self.edit(repository.root, &random)
        let fromGit = try repository.driver.diff(against: .revision("HEAD"))
        let fromDisk = try repository.driver.diff(against: .folder(copy))
        #expect(fromGit.listing == fromDisk.listing, "seed \(seed)")
        #expect(fromGit.changes.map { Self.fingerprint($0) } == fromDisk.changes.map { Self.fingerprint($0) })
        #expect(fromGit.newFindings == fromDisk.newFindings, "seed \(seed): \(fromGit.newFindings) vs \(fromDisk.newFindings)")
        #expect(fromGit.fixedFindings == fromDisk.fixedFindings, "seed \(seed): \(fromGit.fixedFindings) vs \(fromDisk.fixedFindings)")
    }
}

extension ProjectDiff.Change {
    var reversedForTests: Self {
        switch self {
        case .added: .removed
        case .removed: .added
        case .changed, .stale: self
        }
    }
}

/// The layout tests' SplitMix64, so a seed names the edits too.
extension LayoutRNG: RandomNumberGenerator {}
