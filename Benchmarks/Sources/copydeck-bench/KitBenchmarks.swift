import CopydeckCompiler
import CopydeckKit
import Foundation

/// CopydeckKit as an app and its shield extension use it, on bundles the compiler built: the copy
/// suite's project at 1,000 messages per locale with Unwind's two shields added, and the example
/// project's Unwind deck.
enum KitBenchmarks {
    /// Builds the 1,000-message deck (plus shields) into `root/build`; returns its bundle folder.
    static func deck(messages: Int, at root: URL) throws -> URL {
        try CopyBenchmarks.project(messages: messages, at: root)
        let shields = """
            shields:
              focus_shield:
                fields:
                  title: { surface: title, maxLength: 24 }
                  subtitle: { surface: subtitle, placeholders: { schedule: string, remaining: duration } }
                  primary: { surface: button, accessibility: text }
              all_in_shield:
                fields:
                  title: { surface: title }
                  subtitle: { surface: subtitle, placeholders: { done: integer, total: integer } }

            """
        try Data(shields.utf8).write(to: root.appendingPathComponent("content/bench/shields.yml"))
        let texts = [
            "ko": ("지금은 집중 시간이에요", "\"현재 집중 중: {schedule}, 남은 시간: {remaining, duration}\"", "닫기", "올인 모드", "\"완료: {done}/{total}\""),
            "ja": ("今は集中時間です", "\"集中中：{schedule}、残り時間：{remaining, duration}\"", "閉じる", "オールイン", "\"完了：{done}/{total}\""),
            "en": ("It's focus time", "\"Focusing on {schedule}, {remaining, duration} left\"", "Close", "All-in mode", "\"Done: {done}/{total}\""),
        ]
        for (locale, text) in texts {
            let file = root.appendingPathComponent("locales/\(locale)/bench.yml")
            let handle = try FileHandle(forWritingTo: file)
            try handle.seekToEnd()
            handle.write(Data("""
                focus_shield:
                  title: \(text.0)
                  subtitle: \(text.1)
                  primary: \(text.2)
                all_in_shield:
                  title: \(text.3)
                  subtitle: \(text.4)

                """.utf8))
            try handle.close()
        }
        let output = root.appendingPathComponent("build")
        let result = try CompilerDriver(directory: ProjectDirectory(root: root)).build(output: output)
        guard result.written else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(result.diagnostics.prefix(3))"]) }
        return output.appendingPathComponent("bench/bundle")
    }

    static func run() throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-kit-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try deck(messages: 1_000, at: root)
        var lines: [String] = []
        let koSize = (try FileManager.default.attributesOfItem(atPath: bundle.appendingPathComponent("ko.json").path)[.size] as? Int) ?? 0

        // Open one locale (ko, the source: its chain is itself): manifest + 1,000 messages.
        let open = try Measurement("open a 1,000-message locale (ko.json, \(koSize / 1024) KiB)", runs: 201) {
            try CopydeckBundle(directory: bundle, locales: .only(["ko"]))
        }
        lines.append(open.microLine)
        let first = try Measurement("open it and render its first message", runs: 201) {
            try CopydeckBundle(directory: bundle, locales: .only(["ko"])).strings(locale: "ko").string("bench.s0.title")
        }
        lines.append(first.microLine)
        let shieldsOnly = try Measurement("open its shields only (.shields, ko)", runs: 201) {
            try CopydeckBundle(directory: bundle, locales: .only(["ko"]), parts: .shields)
        }
        lines.append(shieldsOnly.microLine)
        if ProcessInfo.processInfo.environment["COPYDECK_BENCH_PARTS"] == "1" {
            let koData = try Data(contentsOf: bundle.appendingPathComponent("ko.json"))
            let manifestData = try Data(contentsOf: bundle.appendingPathComponent("manifest.json"))
            lines.append(try Measurement("  read ko.json", runs: 201) { try Data(contentsOf: bundle.appendingPathComponent("ko.json"), options: .mappedIfSafe) }.microLine)
            lines.append(Measurement("  manifest with JSONDecoder", runs: 201) { try? JSONDecoder().decode(DeckManifest.self, from: manifestData) }.microLine)
            lines.append(try Measurement("  ko.json with CopydeckBundle(files:)", runs: 201) {
                try CopydeckBundle(files: ["manifest.json": manifestData, "ko.json": koData], locales: .only(["ko"]))
            }.microLine)
            lines.append(Measurement("  ko.json with JSONDecoder", runs: 51) { try? JSONDecoder().decode(LocaleBundle.self, from: koData) }.microLine)
        }

        // Format a shield message: the subtitle a shield extension renders every time it is asked.
        let strings = try CopydeckBundle(directory: bundle, locales: .only(["ko"]), parts: .shields).strings(locale: "ko")
        let values: [String: MessageArgument] = ["schedule": "영어 단어", "remaining": .duration(5025)]
        _ = try strings.string("bench.focus_shield.subtitle", values)
        let calls = 100_000
        let format = try Measurement("format a shield subtitle, \(calls) times", runs: 11) {
            var total = 0
            for _ in 0..<calls { total &+= try strings.string("bench.focus_shield.subtitle", values).utf8.count }
            return total
        }
        lines.append(format.line + " → \(format.perCall(calls)) per call")
        let shield = strings.shieldCopy("focus_shield")
        let whole = try Measurement("a whole ShieldText (title, subtitle, button), \(calls) times", runs: 11) {
            var total = 0
            for _ in 0..<calls { total &+= try shield?.text(values).title.utf8.count ?? 0 }
            return total
        }
        lines.append(whole.line + " → \(whole.perCall(calls)) per call")
        return lines
    }

    /// In a fresh process (`copydeck-bench kit-memory DIR PARTS`): the peak resident memory that
    /// loading `parts` of the bundle at DIR (one locale's chain) adds to the process's peak so far.
    static func memory(bundle: URL, parts: String) throws -> String {
        if parts == "none" { return "nothing loaded (the baseline of a heap profiler's run)" }
        let chosen: BundleParts = parts == "shields" ? .shields : .all
        let before = peakResidentKiB(), anonBefore = anonymousKiB()
        let deck = try CopydeckBundle(directory: bundle, locales: .only(["ko"]), parts: chosen)
        let strings = deck.strings(locale: "ko")
        let text = try strings.shieldCopy("focus_shield")?.text(["schedule": "영어 단어", "remaining": .duration(5025)])
        let after = peakResidentKiB(), anonAfter = anonymousKiB()
        return withExtendedLifetime(deck) {
            "\(parts) of \(bundle.lastPathComponent): peak resident +\(after - before) KiB (code pages included); "
                + "anonymous (dirty) memory +\(anonAfter - anonBefore) KiB; \(text?.title ?? "no shield")"
        }
    }

    /// `RssAnon` of /proc/self/status: the process's private, dirty memory (what iOS counts
    /// against an extension), without the shared libraries' code pages a first call reads in.
    static func anonymousKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") }) else { return -1 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }

    static func peakResidentKiB() -> Int {
        Int(Measurement.resourceUsage().ru_maxrss)
    }
}

extension Measurement {
    var microLine: String {
        "\(name): median \(Self.microseconds(median)) µs, fastest \(Self.microseconds(fastest)) µs"
    }

    func perCall(_ calls: Int) -> String {
        let (seconds, attoseconds) = median.components
        let nanoseconds = (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(calls)
        return String(format: "%.0f ns", nanoseconds)
    }

    static func microseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.0f", Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
    }
}
