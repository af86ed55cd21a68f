import Foundation
import Testing
@testable import CopydeckCompiler

/// The sources' fingerprint reads only the files whose stamps changed: a settled file with the
/// stamp the last build recorded keeps its hash unread; anything else is read.
@Suite struct SourceFingerprintTests {
    private let later = Date().addingTimeInterval(3600)

    private func project() throws -> TestProject {
        try Fixtures.demo()
    }

    @Test func aFileWithTheKnownStampKeepsTheKnownHashUnread() throws {
        let project = try project()
        defer { project.remove() }
        let first = SourceFingerprint.take(of: project.root, now: later)
        let path = "locales/ko/demo.yml"
        #expect(first.stamps[path] != nil, "every file is settled an hour from now")
        // A hash no read could give: only the known one can have put it there.
        var known = first
        known.fingerprint.entries[path] = "not-read"
        let second = SourceFingerprint.take(of: project.root, known: known, now: later)
        #expect(second.fingerprint.entries[path] == "not-read")
        #expect(second.fingerprint.entries["locales/en/demo.yml"] == first.fingerprint.entries["locales/en/demo.yml"])
    }

    @Test func aFileWithAnotherStampIsRead() throws {
        let project = try project()
        defer { project.remove() }
        let path = "locales/ko/demo.yml"
        var known = SourceFingerprint.take(of: project.root, now: later)
        known.fingerprint.entries[path] = "not-read"
        known.stamps[path]?.size += 1
        let taken = SourceFingerprint.take(of: project.root, known: known, now: later)
        #expect(taken.fingerprint.entries[path] == ContentHash.hex(try Data(contentsOf: project.root.appendingPathComponent(path))))
    }

    @Test func anEditThatPutsTheModificationTimeBackStillChangesTheStamp() throws {
        let project = try project()
        defer { project.remove() }
        let path = project.root.appendingPathComponent("locales/ko/demo.yml").path
        let before = try stamp(path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // The same size, the same modification time: only the change time tells.
        try project.write("locales/ko/demo.yml", text.replacingOccurrences(of: "ko title", with: "KO TITLE"))
        var times = [timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000)),
                     timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000))]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let after = try stamp(path)
        #expect(after.size == before.size && after.modified == before.modified)
        #expect(after != before, "the change time moved")
    }

    @Test func aFileChangedWithinTheSettlingTimeGetsNoStamp() throws {
        let project = try project()
        defer { project.remove() }
        let taken = SourceFingerprint.take(of: project.root)
        #expect(taken.stamps.isEmpty, "every file was just written: a change in the same tick would keep its times")
        #expect(!taken.fingerprint.entries.isEmpty)
        let stamp = try stamp(project.root.appendingPathComponent("copydeck.yml").path)
        let changed = Date(timeIntervalSince1970: Double(stamp.changed) / 1e9)
        #expect(!stamp.isSettled(at: changed.addingTimeInterval(2.9)))
        #expect(stamp.isSettled(at: changed.addingTimeInterval(3.1)))
    }

    @Test func theFingerprintIsTheSameReadOrKnown() throws {
        let project = try project()
        defer { project.remove() }
        let read = SourceFingerprint.take(of: project.root, now: later)
        let known = SourceFingerprint.take(of: project.root, known: read, now: later)
        #expect(known.fingerprint == read.fingerprint)
        #expect(known.stamps == read.stamps)
    }

    /// File systems allow times 64 bits of nanoseconds cannot hold (2300, 1600): such a file is
    /// read every time, never trusted on its stamp, and nothing traps.
    @Test func aTimeBeyondSixtyFourBitsOfNanosecondsNeverSettles() throws {
        #expect(SourceStamp.nanoseconds(1_764_000_000, 5) == 1_764_000_000_000_000_005)
        #expect(SourceStamp.nanoseconds(10_413_792_000, 0) == .max, "2300-01-01")
        #expect(SourceStamp.nanoseconds(-11_676_096_000, 0) == .max, "1600-01-01")
        let project = try project()
        defer { project.remove() }
        let path = project.root.appendingPathComponent("locales/ko/demo.yml").path
        var times = [timespec(tv_sec: 10_413_792_000, tv_nsec: 0), timespec(tv_sec: 10_413_792_000, tv_nsec: 0)]
        try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let taken = SourceFingerprint.take(of: project.root, now: later)
        #expect(taken.stamps["locales/ko/demo.yml"] == nil)
        #expect(taken.stamps["locales/en/demo.yml"] != nil)
        #expect(taken.fingerprint.entries["locales/ko/demo.yml"] == ContentHash.hex(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test func stampsRoundTripAsTextAndMalformedOnesAreRefused() throws {
        let stamp = SourceStamp(device: 2049, inode: 77, size: 1234, modified: 1_764_000_000_123_456_789, changed: 1_764_000_001_000_000_000)
        #expect(stamp.text == "2049:77:1234:1764000000123456789:1764000001000000000")
        #expect(SourceStamp(text: stamp.text) == stamp)
        let coded = try JSONDecoder().decode([String: SourceStamp].self, from: JSONEncoder().encode(["a": stamp]))
        #expect(coded["a"] == stamp)
        for bad in ["", "1:2:3:4", "1:2:3:4:5:6", "a:2:3:4:5", "1:2:3:4:", "1::3:4:5"] {
            #expect(SourceStamp(text: bad) == nil, "\(bad)")
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([String: SourceStamp].self, from: Data(#"{"a":"1:2"}"#.utf8)) }
    }

    private func stamp(_ path: String) throws -> SourceStamp {
        var status = stat()
        try #require(stat(path, &status) == 0)
        return SourceStamp(status: status)
    }
}
