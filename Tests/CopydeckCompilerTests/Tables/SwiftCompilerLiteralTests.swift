import Foundation
import Testing
@testable import CopydeckCompiler

/// The Swift compiler is the judge of what a Swift string literal says: random literals of every
/// form apps write (escapes, `\u{…}`, raw `#"…"#` with `\#n`, multi-line with indentation, blank
/// lines and `\` continuations) are compiled and printed by `swiftc`, and the reader must read
/// each to the same bytes.
@Suite struct SwiftCompilerLiteralTests {
    static let swiftc: String? = {
        let candidates = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// CI (`COPYDECK_REQUIRE_TOOLS=1`) runs it whatever: a missing compiler fails it there.
    static var hasSwiftc: Bool { swiftc != nil || ProcessInfo.processInfo.environment["COPYDECK_REQUIRE_TOOLS"] == "1" }

    static func literal(_ random: inout SplitMix) -> String {
        let plain = ["a", "Z", " ", "'", "é", "写真", "😀", "{", "}", "%", "$", "#", "/", "*"]
        func pick(_ items: [String]) -> String { items[random.next(0...(items.count - 1))] }
        switch random.next(0...2) {
        case 0:
            let pieces = plain + ["\\\\", "\\\"", "\\n", "\\t", "\\r", "\\0", "\\'", "\\u{1F600}", "\\u{E9}", "\\u{41}"]
            return "\"" + (0..<random.next(0...8)).map { _ in pick(pieces) }.joined() + "\""
        case 1:
            let hashes = String(repeating: "#", count: random.next(1...2))
            // (No `#` of its own: after a `\\` it would start an escape.)
            let pieces = plain.filter { $0 != "#" } + ["\"", "\\", "\\n", "\\\(hashes)n", "\\\(hashes)t", "\\\(hashes)u{41}", "\\\(hashes)\\"]
            return hashes + "\"" + (0..<random.next(0...8)).map { _ in pick(pieces) }.joined().replacingOccurrences(of: "\"" + hashes, with: "\" " + hashes) + "\"" + hashes
        default:
            let indent = String(repeating: " ", count: random.next(0...8))
            var lines: [String] = []
            for _ in 0..<random.next(1...4) {
                if random.chance(0.2) { lines.append(""); continue }
                var line = indent + String(repeating: " ", count: random.next(0...2))
                line += (0..<random.next(1...5)).map { _ in pick(plain + ["\"", "\\\\", "\\n", "\\u{E9}"]) }.joined()
                // Never three quotes in a row, which would close the literal.
                while line.contains("\"\"\"") { line = line.replacingOccurrences(of: "\"\"\"", with: "\"\" \"") }
                if random.chance(0.25) { line += " \\" }
                lines.append(line)
            }
            // A continuation cannot end the last line.
            if lines[lines.count - 1].hasSuffix(" \\") { lines[lines.count - 1].removeLast(2) }
            return "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indent + "\"\"\""
        }
    }

    @Test(.enabled(if: hasSwiftc, "swiftc (the Swift toolchain) is not on this machine"))
    func theCompilerReadsEveryLiteralAsTheReaderDoes() throws {
        var random = SplitMix(seed: 20261206)
        let literals = (0..<600).map { _ in Self.literal(&random) }
        var program = "let values: [String] = [\n"
        for literal in literals { program += literal + ",\n" }
        program += "]\nfor value in values { print(value.utf8.map { String($0) }.joined(separator: \",\")) }\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if ProcessInfo.processInfo.environment["KEEP"] == nil { try? FileManager.default.removeItem(at: folder) } }
        let source = folder.appendingPathComponent("main.swift"), binary = folder.appendingPathComponent("literals")
        try Data(program.utf8).write(to: source)
        let compile = try ToolRun.run(Self.swiftc ?? "swiftc", ["-Onone", source.path, "-o", binary.path])
        try #require(compile.status == 0, "swiftc failed: \(compile.errorText)")
        let printed = try ToolRun.run(binary.path, [])
        let lines = String(decoding: printed.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == literals.count, "\(printed.errorText)")
        for (literal, line) in zip(literals, lines) {
            let bytes = line.isEmpty ? [] : line.split(separator: ",").map { UInt8($0)! }
            let read = SwiftStringLiteral.read(Array(literal.utf8), at: 0)
            #expect(read?.text.map { Array($0.utf8) } == bytes, "\(literal): swiftc says \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }
}
