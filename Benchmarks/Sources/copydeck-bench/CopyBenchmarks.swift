import CopydeckCompiler
import Foundation

/// Issue 4's figure: lint 60,000 messages in each of ko, ja and en.
enum CopyBenchmarks {
    static let fieldsPerScreen = 10

    /// Writes a project with `messages` messages per locale: screens of ten fields each (a title,
    /// bodies with a placeholder, a plural, a button with its label).
    static func project(messages: Int, at root: URL) throws {
        let screens = messages / fieldsPerScreen
        var content = "screens:\n"
        content.reserveCapacity(screens * 400)
        for index in 0..<screens {
            content += """
              s\(index):
                kind: dialog
                fields:
                  title: { surface: title, maxLength: 40 }
                  body: { surface: body, placeholders: { name: string } }
                  count: { surface: body, placeholders: { n: integer } }
                  note1: body
                  note2: body
                  note3: body
                  note4: body
                  note5: body
                  next: { surface: button, accessibility: next_label }
                  next_label: label

            """
        }
        let texts: [String: [String]] = [
            "ko": ["오늘의 사진 %d", "\"{name}님, 환영해요\"", "\"{n, plural, other {사진 #장}}\"", "지도에 모아 보여 드려요 %d",
                   "언제든 바꿀 수 있어요 %d", "여행과 일상을 나눠요 %d", "스토리로 만들어요 %d", "설정에서 켤 수 있어요 %d", "다음 %d", "다음 화면으로 이동 %d"],
            "ja": ["今日の写真 %d", "\"{name}さん、ようこそ\"", "\"{n, plural, other {写真#枚}}\"", "地図にまとめて表示します %d",
                   "いつでも変更できます %d", "旅行と日常を分けます %d", "ストーリーにします %d", "設定でオンにできます %d", "次へ %d", "次の画面へ移動 %d"],
            "en": ["Photos of the day %d", "\"Welcome, {name}\"", "\"{n, plural, one {# photo} other {# photos}}\"", "Shown together on a map %d",
                   "You can change this anytime %d", "Travel and everyday, apart %d", "Turned into a story %d", "Turn it on in Settings %d", "Next %d", "Go to the next screen %d"],
        ]
        let names = ["title", "body", "count", "note1", "note2", "note3", "note4", "note5", "next", "next_label"]
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/bench"), withIntermediateDirectories: true)
        try Data("version: 1\nsourceLocale: ko\nlocales: [ko, ja, en]\ndecks:\n  bench: {}\n".utf8)
            .write(to: root.appendingPathComponent("copydeck.yml"))
        try Data(content.utf8).write(to: root.appendingPathComponent("content/bench/screens.yml"))
        for (locale, templates) in texts {
            var text = ""
            text.reserveCapacity(screens * 500)
            for index in 0..<screens {
                text += "s\(index):\n"
                for (field, template) in zip(names, templates) {
                    text += "  \(field): \(template.replacingOccurrences(of: "%d", with: String(index)))\n"
                }
            }
            let folder = root.appendingPathComponent("locales/\(locale)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("bench.yml"))
        }
    }

    /// The same strings as `.properties` files for Mozilla's compare-locales: `en-US` as the
    /// reference, `ko` and `ja` as the two locales it compares.
    static func properties(messages: Int, at root: URL) throws {
        let project = root.appendingPathComponent("yaml")
        try self.project(messages: messages, at: project)
        for (locale, folder) in [("en", "en-US"), ("ko", "ko"), ("ja", "ja")] {
            let yaml = try String(contentsOf: project.appendingPathComponent("locales/\(locale)/bench.yml"), encoding: .utf8)
            var output = ""
            var screen = ""
            for line in yaml.split(separator: "\n") {
                if !line.hasPrefix(" ") { screen = String(line.dropLast()); continue }
                let trimmed = line.drop(while: { $0 == " " })
                guard let colon = trimmed.firstIndex(of: ":") else { continue }
                var value = trimmed[trimmed.index(after: colon)...].drop(while: { $0 == " " })
                if value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
                output += "bench.\(screen).\(trimmed[..<colon]) = \(value)\n"
            }
            let folderURL = root.appendingPathComponent("l10n/\(folder)")
            try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
            try Data(output.utf8).write(to: folderURL.appendingPathComponent("bench.properties"))
        }
        let config = """
            basepath = "."
            locales = ["ko", "ja"]
            [env]
                l = "{l10n_base}/l10n/{locale}/"
            [[paths]]
                reference = "l10n/en-US/**"
                l10n = "{l}**"

            """
        try Data(config.utf8).write(to: root.appendingPathComponent("l10n.toml"))
    }

    static func lint(messages: Int) throws -> Measurement {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-bench-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try project(messages: messages, at: root)
        let driver = CompilerDriver(directory: ProjectDirectory(root: root))
        return try Measurement("lint \(messages) messages in each of ko, ja, en (read, parse, every check)") {
            let result = try driver.lint()
            precondition(!result.summary.fails(strict: true), "the generated project must be clean: \(result.diagnostics.prefix(3).map(\.message))")
            return result
        }
    }

    /// The same lint split into its phases (load, checks, severity and sorting), each the median of
    /// five runs: where the time goes.
    static func phases(messages: Int) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-bench-phases-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try project(messages: messages, at: root)
        let directory = ProjectDirectory(root: root)
        var samples: [String: [Duration]] = [:]
        let clock = ContinuousClock()
        for _ in 0..<6 {
            var collector = DiagnosticCollector()
            var project: Project?
            samples["load", default: []].append(try clock.measure { project = try ProjectLoader(directory: directory).load(&collector) })
            samples["checks", default: []].append(clock.measure { CheckRunner().run(project!, into: &collector) })
            samples["release", default: []].append(clock.measure { project = nil })
        }
        var collector = DiagnosticCollector()
        let project = try ProjectLoader(directory: directory).load(&collector)
        var checks: [(String, Duration)] = []
        for check in Rules.checks {
            var times: [Duration] = []
            for _ in 0..<3 { times.append(clock.measure { check.check(project, into: &collector) }) }
            checks.append(("\(type(of: check).rule.id)", times.sorted()[1]))
        }
        let phases = ["load", "checks", "release"].map { phase in
            let sorted = samples[phase]!.dropFirst().sorted()
            return "  \(phase): median \(Measurement.milliseconds(sorted[sorted.count / 2])) ms"
        }
        return phases + checks.sorted { $0.1 > $1.1 }.prefix(15).map { "    \($0.0) (alone): \(Measurement.milliseconds($0.1)) ms" }
    }
}
