import Foundation
import Testing
@testable import CopydeckCompiler

/// Java's `Formatter` (what `getString(id, args…)` runs) as the oracle for the specifiers the
/// writer rewrites: every Apple specifier built from printf's flags, widths, precisions, length
/// modifiers and conversions is either written in a form Java formats without throwing, or
/// reported unsupported exactly when Java would throw on the rewritten form. One `java` run
/// checks them all.
@Suite(.enabled(if: JavaOracle.path != nil || ProcessInfo.processInfo.environment["COPYDECK_REQUIRE_TOOLS"] == "1", "java is not installed (/usr/bin/java); the Formatter check needs a JDK 17+"))
struct AndroidJavaFormatterTests {

    /// Apple specifiers: every subset of the flags `-+ #0'` with and without a width and a
    /// precision, over the conversions and a few length modifiers.
    static var appleSpecifiers: [String] {
        let flags: [Character] = ["-", "+", " ", "#", "0", "'"]
        var result: [String] = []
        for mask in 0..<(1 << flags.count) {
            let flagText = String(flags.indices.filter { mask & (1 << $0) != 0 }.map { flags[$0] })
            for width in ["", "5"] {
                for precision in ["", ".2"] {
                    for conversion in ["@", "s", "d", "i", "u", "lld", "ld", "hhd", "x", "X", "o", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C"] {
                        result.append("%1$" + flagText + width + precision + conversion)
                    }
                }
            }
        }
        return result
    }

    /// Formats each line with an argument of the conversion's type and prints `OK text` or
    /// `ERR exception`.
    static let checker = """
        import java.nio.file.*;
        import java.util.*;

        public class FormatCheck {
            public static void main(String[] arguments) throws Exception {
                for (String line : Files.readAllLines(Path.of(arguments[0]))) {
                    char conversion = line.charAt(line.length() - 1);
                    Object argument = switch (conversion) {
                        case 'd', 'x', 'X', 'o' -> 42L;
                        case 'f', 'e', 'E', 'g', 'G', 'a', 'A' -> 3.25;
                        case 'c' -> 'x';
                        default -> "text";
                    };
                    try {
                        System.out.println("OK " + String.format(Locale.ROOT, line, argument));
                    } catch (Exception error) {
                        System.out.println("ERR " + error.getClass().getSimpleName());
                    }
                }
            }
        }

        """

    @Test func everyWrittenSpecifierIsOneJavaFormats() throws {
        let specifiers = Self.appleSpecifiers
        var written: [String] = []
        var supported: [Bool] = []
        // What the writer would give Java had it not refused: the same rewrite, without the check.
        var unchecked: [String] = []
        for specifier in specifiers {
            var converter = AndroidFormat()
            converter.append(specifier)
            written.append(String(decoding: converter.output, as: UTF8.self))
            supported.append(converter.unsupported.isEmpty)
            unchecked.append(Self.rewriteWithoutCheck(specifier))
        }
        let lines = try runJava(unchecked)
        try #require(lines.count == specifiers.count, "java printed \(lines.count) lines for \(specifiers.count) formats")
        var disagreements: [String] = []
        for index in specifiers.indices {
            let javaAccepts = lines[index].hasPrefix("OK ")
            if javaAccepts != supported[index] {
                disagreements.append("\(specifiers[index]) → \(unchecked[index]): writer \(supported[index] ? "writes" : "refuses"), Java \(lines[index])")
            }
            if supported[index] { #expect(written[index] == unchecked[index]) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(specifiers.count):\n\(disagreements.prefix(40).joined(separator: "\n"))")
        #expect(specifiers.count > 5000)
        #expect(supported.filter { $0 }.count > 300)
    }

    /// The writer's rewrite of one specifier (position, Java flags in order, width, precision,
    /// conversion), spelled out here without its validity check.
    static func rewriteWithoutCheck(_ specifier: String) -> String {
        var body = Substring(specifier.dropFirst(3))
        var flags = ""
        while let first = body.first, "-+ #0'".contains(first) {
            flags.append(first == "'" ? "," : first)
            body = body.dropFirst()
        }
        let ordered = String("-#+ 0,".filter { flags.contains($0) })
        let conversion = body.last.map { character -> String in
            switch character {
            case "@", "S": "s"
            case "i", "u": "d"
            case "F": "f"
            case "C": "c"
            default: String(character)
            }
        } ?? ""
        let numbers = body.dropLast().filter { $0.isNumber || $0 == "." }
        return "%1$" + ordered + numbers + conversion
    }

    private func runJava(_ formats: [String]) throws -> [String] {
        try JavaOracle.run(Self.checker, named: "FormatCheck", lines: formats)
    }
}

enum JavaOracle {
    static let path: String? = ["/usr/bin/java", "/usr/lib/jvm/default-java/bin/java"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs the single-file Java program `source` (its public class `name`) on `lines`, given as
    /// a file, and returns what it printed, a line each.
    static func run(_ source: String, named name: String, lines: [String]) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-java-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let program = directory.appendingPathComponent("\(name).java")
        try Data(source.utf8).write(to: program)
        let input = directory.appendingPathComponent("lines.txt")
        try Data(lines.joined(separator: "\n").utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = [program.path, input.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        try #require(process.terminationStatus == 0, "java failed: \(text)")
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
