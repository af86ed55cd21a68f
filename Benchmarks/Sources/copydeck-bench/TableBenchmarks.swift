import CopydeckCompiler
import Foundation

/// Issue 11's figure: export every format, then import the XLIFF back, for 60,000 messages in
/// each of ko, ja and en (the copy suite's project), after the lint that reads the project.
enum TableBenchmarks {
    static func run(messages: Int) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-bench-tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try CopyBenchmarks.project(messages: messages, at: root)
        let driver = CompilerDriver(directory: ProjectDirectory(root: root))
        let lint = try driver.lint(tables: true)
        precondition(!lint.summary.fails(strict: true), "the generated project must be clean")
        let decks = lint.project.decks
        let fallbacks = lint.project.config.fallbackChains
        var lines: [String] = []

        let make = Measurement("make the tables (Localizable, InfoPlist, translation)") {
            decks.map { DeckTables(deck: $0, fallbacks: fallbacks) }
        }
        lines.append(make.line)
        var written = OutputTree()
        let write = Measurement("write every format (xcstrings, .strings, .stringsdict, Android, XLIFF)") {
            var tree = OutputTree()
            for (index, deck) in decks.enumerated() { _ = TableEmitter().emit(deck, tables: lint.tables[index], into: &tree) }
            written = tree
            return tree
        }
        lines.append(write.line)
        let bytes = written.files.values.reduce(0) { $0 + $1.count }
        lines.append("  \(written.files.count) files, \(bytes / 1_000_000) MB")

        let xliff = ["ja", "en"].map { locale in
            ImportInput(path: "\(locale).xliff", data: written.files["bench/xliff/\(locale).xliff"]!, format: .xliff)
        }
        let unchanged = try Measurement("import the ja and en XLIFF back (nothing changes)") {
            let result = try driver.importTables(xliff, into: lint, check: true)
            precondition(result.plan.changes.isEmpty && result.summary.errors == 0, "the round trip changes nothing")
            return result
        }
        lines.append(unchanged.line)
        // Every ja target changed: the import rewrites every message of the ja file (in memory).
        let edited = xliff.map { input -> ImportInput in
            guard input.path == "ja.xliff" else { return input }
            var copy = input
            copy.data = Data(String(decoding: input.data, as: UTF8.self).replacingOccurrences(of: "</target>", with: "！</target>").utf8)
            return copy
        }
        let changed = try Measurement("import the ja and en XLIFF back (every ja text changed)") {
            let result = try driver.importTables(edited, into: lint, check: true)
            precondition(result.plan.changes.count == messages && result.summary.errors == 0,
                         "every ja message changes: \(result.plan.changes.count), \(result.diagnostics.prefix(2).map(\.message))")
            return result
        }
        lines.append(changed.line)
        let total = make.median + write.median + changed.median
        lines.append("together (make + write + import with every ja text changed): \(Measurement.milliseconds(total)) ms (target < 2000 ms)")
        return lines
    }
}
