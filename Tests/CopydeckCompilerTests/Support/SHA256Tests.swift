import Foundation
import Testing
@testable import CopydeckCompiler

/// The bundle's content hash, judged by coreutils' `sha256sum` on lengths around the block size,
/// fed whole, in uneven pieces, and as a sequence that is not contiguous; on the processor's SHA
/// instructions (where it has them) and on the Swift rounds.
@Suite struct SHA256Tests {
    static func sha256sum(_ data: Data) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: result, as: UTF8.self).prefix(64))
    }

    @Test(arguments: [0, 1, 55, 56, 63, 64, 65, 119, 127, 128, 129, 1_000, 100_003])
    func agreesWithSha256sumHoweverTheBytesArrive(length: Int) throws {
        var seed: UInt64 = UInt64(length) &+ 7
        let bytes = (0..<length).map { _ -> UInt8 in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        let expected = try Self.sha256sum(Data(bytes))
        #expect(SHA256.hex(bytes) == expected)
        // In uneven pieces, some smaller than a block, some larger.
        var pieces = SHA256()
        var offset = 0, size = 1
        while offset < bytes.count {
            let end = min(bytes.count, offset + size)
            pieces.update(bytes[offset..<end])
            offset = end
            size = size * 3 % 157 + 1
        }
        #expect(SHA256.hexString(pieces.finalize()) == expected)
        // A sequence with no contiguous storage.
        #expect(SHA256.hex(bytes.lazy.map { $0 }) == expected)
        // The Swift rounds, whatever the processor has.
        var software = SHA256(rounds: .software)
        software.update(bytes)
        #expect(SHA256.hexString(software.finalize()) == expected)
    }

    /// The hardware rounds are used exactly where the kernel says the processor has them
    /// (`sha_ni` among `/proc/cpuinfo`'s flags, beside `ssse3` and `sse4_1`): on Linux, where
    /// the kernel says so.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/cpuinfo")))
    func hardwareRoundsWhereTheProcessorHasThem() throws {
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flags = Set(cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") }?.split(separator: " ").map(String.init) ?? [])
        let expected: SHA256.Rounds = flags.isSuperset(of: ["sha_ni", "ssse3", "sse4_1"]) ? .hardware : .software
        #expect(SHA256.Rounds.fastest == expected)
    }

    /// The two kinds of rounds give the same digest for 600 random inputs of 0 to 4,200 bytes,
    /// fed in random pieces (so whole runs of blocks and single blocks both reach the rounds).
    @Test func hardwareAndSoftwareRoundsAgree() {
        var seed: UInt64 = 0x5EED
        func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 33
        }
        for _ in 0..<600 {
            let length = Int(next() % 4_201)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: next()) }
            var fastest = SHA256(), software = SHA256(rounds: .software)
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + 1 + Int(next() % 700))
                fastest.update(bytes[offset..<end])
                software.update(bytes[offset..<end])
                offset = end
            }
            let (a, b) = (fastest.finalize(), software.finalize())
            #expect(a == b, "length \(length)")
            if a != b { return }
        }
    }
}
