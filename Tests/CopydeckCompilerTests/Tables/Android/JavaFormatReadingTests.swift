import Foundation
import Testing
@testable import CopydeckCompiler

/// Android formats read as Java's `Formatter` reads them (`JavaFormat`) and written back
/// (`AndroidFormat`): Java itself formats the app's text and the written one with the same
/// argument, and they must print the same. One `java` run checks every case.
@Suite struct JavaFormatReadingTests {
    @Test func knownTextsReadAsApplesDialect() {
        #expect(JavaFormat.appleFormat("%,d steps") == .success("%'d steps"))
        #expect(JavaFormat.appleFormat("%1$s has %2$,d") == .success("%1$@ has %2$'d"))
        #expect(JavaFormat.appleFormat("%-5s|%08.3f%n") == .success("%-5s|%08.3f\n"))
        // Not a format: shown as written.
        #expect(JavaFormat.appleFormat("100% sure") == .success("100% sure"))
        #expect(JavaFormat.appleFormat("Line%nbreak") == .success("Line%nbreak"))
        // `%b` alone is taken for text; beside `%s`, Java reads it as a boolean (refused below).
        #expect(JavaFormat.appleFormat("50%bigger") == .success("50%bigger"))
        // Formats a message cannot say, named.
        guard case .failure(let date) = JavaFormat.appleFormat("Since %1$tY") else { Issue.record("a date was read"); return }
        #expect(date.reason.contains("`%1$tY` is Java's date or time conversion"))
        guard case .failure = JavaFormat.appleFormat("50%bigger and %s") else { Issue.record("a boolean was read"); return }
        guard case .failure = JavaFormat.appleFormat("%(d and %s") else { Issue.record("the ( flag was read"); return }
        guard case .failure = JavaFormat.appleFormat("%s and %<s") else { Issue.record("a relative index was read"); return }
    }

    /// Every Java specifier built from the flags `-#+0,`, a width and a precision over the
    /// conversions a message can hold, in a text with `%n`: read, written back, and formatted by
    /// Java beside the original, whenever Java formats the original at all.
    @Test(.enabled(if: JavaOracle.path != nil || ProcessInfo.processInfo.environment["COPYDECK_REQUIRE_TOOLS"] == "1", "java is not installed (/usr/bin/java)"))
    func whatJavaFormatsComesBackPrintingTheSame() throws {
        let flags: [Character] = ["-", "#", "+", "0", ","]
        var originals: [String] = []
        for mask in 0..<(1 << flags.count) {
            let flagText = String(flags.indices.filter { mask & (1 << $0) != 0 }.map { flags[$0] })
            for width in ["", "6"] {
                for precision in ["", ".2"] {
                    for conversion in ["s", "S", "d", "x", "o", "f", "e", "g", "c"] {
                        originals.append("a %1$" + flagText + width + precision + conversion + " b%n")
                    }
                }
            }
        }
        var written: [String] = []
        for original in originals {
            switch JavaFormat.appleFormat(original) {
            case .failure(let problem):
                written.append("REFUSED \(problem.reason)")
            case .success(let apple):
                var format = AndroidFormat()
                format.append(apple)
                written.append(format.unsupported.isEmpty ? String(decoding: format.output, as: UTF8.self) : "UNSUPPORTED \(format.unsupported)")
            }
        }
        // A line break of the written text travels as `\n` (Java turns it back).
        let lines = try Self.runJava(zip(originals, written).map { "\($0)\t\($1.replacingOccurrences(of: "\n", with: "\\n"))" })
        try #require(lines.count == originals.count, "java printed \(lines.count) lines for \(originals.count)")
        var disagreements: [String] = []
        var compared = 0
        for (index, line) in lines.enumerated() {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.first == "OK" else { continue }  // Java refuses the app's own text: nothing to keep.
            guard !written[index].hasPrefix("REFUSED") else { continue }  // named and left out, never rewritten
            compared += 1
            if parts.count != 3 || parts[1] != parts[2] {
                disagreements.append("\(originals[index]) → \(written[index]): \(line)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(compared):\n\(disagreements.prefix(30).joined(separator: "\n"))")
        #expect(compared > 150)
        // What a message cannot say is refused, never written another way.
        #expect(written.contains { $0.hasPrefix("REFUSED `%1$S` is Java's upper-case conversion") })
    }

    /// Java formats each line's two formats (the app's, the written one) with one argument of
    /// the conversion's type: `OK first second`, or `ERR` when the app's own throws.
    static let checker = """
        import java.nio.file.*;
        import java.util.*;

        public class ReadCheck {
            public static void main(String[] arguments) throws Exception {
                for (String line : Files.readAllLines(Path.of(arguments[0]))) {
                    String[] parts = line.split("\\t", -1);
                    String original = parts[0];
                    char conversion = original.charAt(original.length() - 5);
                    Object argument = switch (Character.toLowerCase(conversion)) {
                        case 'd', 'x', 'o' -> 1234567L;
                        case 'f', 'e', 'g' -> 12345.678;
                        case 'c' -> 'x';
                        default -> "text";
                    };
                    String first;
                    try {
                        first = String.format(Locale.US, original, argument);
                    } catch (Exception error) {
                        System.out.println("ERR");
                        continue;
                    }
                    String second;
                    try {
                        second = String.format(Locale.US, parts[1].replace("\\\\n", "\\n"), argument);
                    } catch (Exception error) {
                        second = "THROWS " + error.getClass().getSimpleName();
                    }
                    System.out.println("OK\\t" + first.replace("\\n", "\\\\n") + "\\t" + second.replace("\\n", "\\\\n"));
                }
            }
        }

        """

    static func runJava(_ lines: [String]) throws -> [String] {
        try JavaOracle.run(checker, named: "ReadCheck", lines: lines)
    }
}
