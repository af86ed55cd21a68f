import CopydeckCompiler
import CopydeckKit
import Foundation
import PropertyBased
import Testing

/// `plutil` (CoreFoundation's property-list reader and writer, shipped with the Swift toolchain),
/// the oracle of the `.strings` and `.stringsdict` tests, and the texts they are tried with.
enum StringsOracle {
    static let plutil: String? = {
        let candidates = ["/opt/swift/usr/bin/plutil", "/usr/bin/plutil"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/plutil" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// CI (`COPYDECK_REQUIRE_TOOLS=1`, set by .ci/run) runs these tests whatever: a missing tool fails them there.
    static var hasPlutil: Bool { plutil != nil || ProcessInfo.processInfo.environment["COPYDECK_REQUIRE_TOOLS"] == "1" }
    static let missing: Comment = "plutil (shipped with the Swift toolchain, /opt/swift/usr/bin) is not on this machine"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs plutil and returns its standard output; throws with its standard error when it fails.
    static func run(_ arguments: [String]) throws -> Data {
        guard let plutil else { throw Failure(description: "no plutil") }
        let run = try ToolRun.run(plutil, arguments)
        guard run.status == 0 else {
            throw Failure(description: "plutil \(arguments.joined(separator: " ")) failed: \(run.errorText)")
        }
        return run.output
    }

    /// What plutil reads from a file, as JSON objects (`[String: Any]`, strings).
    ///
    /// JSONSerialization drops a U+FEFF that starts a run of characters between escapes (it
    /// decodes the run as if it were a file with a byte-order mark), so plutil's raw U+FEFF
    /// bytes (only ever inside strings) are made `\ufeff` escapes first.
    static func json(of file: URL) throws -> [String: Any] {
        var data = [UInt8](try run(["-convert", "json", "-o", "-", file.path]))
        var index = 0
        while index + 2 < data.count {
            if data[index] == 0xEF, data[index + 1] == 0xBB, data[index + 2] == 0xBF {
                data.replaceSubrange(index..<(index + 3), with: Array("\\ufeff".utf8))
                index += 6
            } else {
                index += 1
            }
        }
        guard let object = try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any] else {
            throw Failure(description: "plutil's JSON is not an object")
        }
        return object
    }

    /// The bytes `plutil -convert xml1` writes for a file's property list.
    static func xml1(of file: URL) throws -> Data {
        try run(["-convert", "xml1", "-o", "-", file.path])
    }

    /// A fresh temporary folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ data: Data, named name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    // MARK: Texts

    /// Pieces of text that have broken string tables: quotes, backslashes, `%`, line breaks, tabs,
    /// spaces at the ends, emoji (with joiners), CJK, Hangul, combining marks, right-to-left
    /// marks and text, control characters, comment delimiters, XML's specials, CF's escapes
    /// written out, line and paragraph separators, a BOM.
    static let pieces: [String] = [
        "a", "Z", "0", " ", "  ", "\"", "\\", "'", "%", "%%", "%1$@", "%2$lld", "\n", "\t", "\r", "\r\n",
        "😀", "👩‍👩‍👧", "🇰🇷", "漢字", "한국어", "カタカナ", "e\u{301}", "\u{1100}\u{1161}", "\u{200F}", "\u{200E}", "مرحبا", "שלום",
        "\u{1}", "\u{7F}", "\u{0}", "\u{1B}", "\u{85}", "*/", "/*", "//", "&", "<", ">", "]]>", "&amp;", "\\n", "\\U0041",
        "\u{2028}", "\u{2029}", "\u{FEFF}", "=", ";", "{", "}", "\u{E000}", "\u{FFFD}", "\u{10FFFF}",
    ]

    /// Text made of a few pieces; `controls: false` leaves out the control characters (C0 but
    /// tab and line feed, DEL), `percent: false` every `%` (around `%#@name@`, a `%` before it
    /// would make it `%%`).
    static func text(controls: Bool = true, percent: Bool = true) -> Generator<String, Shrink.None<String>> {
        let pool = pieces.filter { piece in
            (controls || !piece.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F })
                && (percent || !piece.contains("%"))
        }
        return Generator { rng in
            let count = Int.random(in: 0...6, using: &rng)
            var text = ""
            for _ in 0..<count { text += pool.randomElement(using: &rng) ?? "" }
            return text
        }
    }

    static func pluralVariations(_ rng: inout any SeededRandomNumberGenerator, controls: Bool) -> PluralVariations {
        var forms: [PluralCategory: String] = [.other: text(controls: controls).run(using: &rng) + "%lld"]
        for category in PluralCategory.allCases where category != .other && Bool.random(using: &rng) {
            forms[category] = text(controls: controls).run(using: &rng)
        }
        return PluralVariations(forms)
    }

    /// A table of one locale (`ko`) with formats, plurals and substitutions; keys are unique by
    /// their bytes, comments optional.
    static func table(controls: Bool = true, plurals: Bool = true) -> Generator<StringTable, Shrink.None<StringTable>> {
        Generator { rng in
            let count = Int.random(in: 0...8, using: &rng)
            var entries: [TableEntry] = []
            var keys: Set<[UInt8]> = []
            for index in 0..<count {
                var key = text(controls: controls).run(using: &rng)
                if !keys.insert(Array(key.utf8)).inserted { key += "#\(index)" ; keys.insert(Array(key.utf8)) }
                let comment: String? = Bool.random(using: &rng) ? text(controls: controls).run(using: &rng) : nil
                let textValue: TableText
                switch plurals ? Int.random(in: 0...2, using: &rng) : 0 {
                case 0:
                    textValue = .format(text(controls: controls).run(using: &rng))
                case 1:
                    textValue = .plural(pluralVariations(&rng, controls: controls))
                default:
                    let names = ["count", "files", "Minutes", "ä"].shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))
                    var format = text(controls: controls, percent: false).run(using: &rng)
                    var substitutions: [TableSubstitution] = []
                    for (offset, name) in names.enumerated() {
                        format += "%\(offset + 1)$#@\(name)@" + text(controls: controls, percent: false).run(using: &rng)
                        substitutions.append(TableSubstitution(
                            name: name, argumentNumber: offset + 1, formatSpecifier: ["lld", "d", "lu"].randomElement(using: &rng) ?? "lld",
                            variations: pluralVariations(&rng, controls: controls)))
                    }
                    textValue = .substitutions(format: format, substitutions)
                }
                entries.append(TableEntry(key: key, comment: comment, localizations: [
                    TableLocalization(locale: "ko", state: .translated, text: textValue),
                ]))
            }
            return StringTable(name: "Localizable", sourceLocale: "ko", locales: ["ko"], entries: entries)
        }
    }
}
