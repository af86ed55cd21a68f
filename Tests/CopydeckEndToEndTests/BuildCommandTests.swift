import CopydeckKit
import Foundation
import Testing

@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct BuildCommandTests {
    @Test func buildWritesTheLayoutAndTheRuntimeLoadsIt() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let run = try CopydeckBinary.run(["build", "--project", project.path])
        #expect(run.status == 0, "\(run.stderr)")
        let build = project.appendingPathComponent("build")
        for path in ["demo/bundle/manifest.json", "demo/bundle/ko.json", "demo/bundle/ja.json", "demo/bundle/en.json",
                     "report/lint.json", "report/lint.sarif"] {
            #expect(FileManager.default.fileExists(atPath: build.appendingPathComponent(path).path), "\(path)")
        }
        let bundle = try CopydeckBundle(directory: build.appendingPathComponent("demo/bundle"))
        #expect(try bundle.strings(locale: "en").string("demo.intro.title") == "A few photos are all it takes")
    }

    @Test func timingsNameEveryStageAndAnUnchangedBuildSaysItIsUpToDate() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let out = project.appendingPathComponent("out")
        let first = try CopydeckBinary.run(["build", "--project", project.path, "--out", out.path, "--timings"])
        #expect(first.status == 0, "\(first.stderr)")
        func stages(_ stderr: String) -> [String] {
            stderr.split(separator: "\n").compactMap { line in
                guard line.hasSuffix(" ms") else { return nil }
                return line.dropFirst("copydeck: ".count).split(separator: " ").first.map(String.init)
            }
        }
        #expect(stages(first.stderr) == ["cache", "fingerprint", "outputs", "inspect", "load", "labels", "check", "findings", "report", "staging", "artifacts", "carry", "write", "total"])
        #expect(first.stderr.contains("built 1 deck(s)"))
        // Beside each stage's time, the processor time it used: a number, never more than the
        // whole build's.
        let processor = first.stderr.split(separator: "\n").filter { $0.hasSuffix(" ms") }.compactMap { line in
            line.components(separatedBy: ", processor").last.flatMap { Double($0.dropLast(3).trimmingCharacters(in: .whitespaces)) }
        }
        #expect(processor.count == 14, "\(first.stderr)")
        #expect(processor.allSatisfy { $0 >= 0 && $0 <= processor.last! + 0.1 }, "\(processor)")
        let second = try CopydeckBinary.run(["build", "--project", project.path, "--out", out.path, "--timings"])
        #expect(second.status == 0)
        #expect(stages(second.stderr) == ["cache", "fingerprint", "outputs", "total"])
        #expect(second.stderr.contains("is up to date (1 deck(s); nothing changed since the last build)"))
        let resources = try CopydeckBinary.run(["build", "--project", project.path, "--out", project.appendingPathComponent("res").path,
                                                "--layout", "resources", "--timings"])
        #expect(resources.status == 0, "\(resources.stderr)")
        #expect(stages(resources.stderr) == ["load", "check", "findings", "emit", "write", "total"])
    }

    @Test func twoProcessesProduceIdenticalBytes() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let a = project.appendingPathComponent("out-a"), b = project.appendingPathComponent("out-b")
        #expect(try CopydeckBinary.run(["build", "--project", project.path, "--out", a.path]).status == 0)
        #expect(try CopydeckBinary.run(["build", "--project", project.path, "--out", b.path]).status == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: a.path).sorted()
        #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: b.path).sorted()))
        // Every file but the build cache, which holds the files' times and inodes.
        for file in files where !file.hasSuffix("/") && file != ".copydeck-cache.json" {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: a.appendingPathComponent(file).path, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            #expect(try Data(contentsOf: a.appendingPathComponent(file)) == Data(contentsOf: b.appendingPathComponent(file)), "\(file)")
        }
    }

    @Test func failedBuildKeepsPreviousOutputAndExitsOne() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(try CopydeckBinary.run(["build", "--project", project.path]).status == 0)
        let manifest = project.appendingPathComponent("build/demo/bundle/manifest.json")
        let before = try Data(contentsOf: manifest)
        try Data("intro: [broken\n".utf8).write(to: project.appendingPathComponent("locales/ja/demo.yml"))
        let run = try CopydeckBinary.run(["build", "--project", project.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("[yaml.syntax]"))
        #expect(run.stderr.contains("kept the previous bundles"))
        #expect(try Data(contentsOf: manifest) == before)
    }

    /// A build that fails keeps the last good bundles, but never yesterday's preview: the preview
    /// shows today's copy with its findings under a banner; the next passing build's pages have
    /// no banner (nothing of the failing preview is taken for today's).
    @Test func aFailedBuildWritesThePreviewOfTodaysCopyUnderABanner() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(try CopydeckBinary.run(["build", "--project", project.path]).status == 0)
        let manifest = project.appendingPathComponent("build/demo/bundle/manifest.json")
        let bundle = try Data(contentsOf: manifest)
        let page = project.appendingPathComponent("build/preview/demo/intro.html")
        let locale = project.appendingPathComponent("locales/ko/demo.yml")
        let good = try String(contentsOf: locale, encoding: .utf8)
        // Today's title, with a placeholder the field does not declare: an error.
        try Data(good.replacingOccurrences(of: "title: 사진 몇 장이면 충분해요", with: "title: 사진 몇 장이면 {count} 충분해요").utf8).write(to: locale)
        let failed = try CopydeckBinary.run(["build", "--project", project.path])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("kept the previous bundles"), "\(failed.stderr)")
        #expect(failed.stderr.contains("shows today's copy with its findings"), "\(failed.stderr)")
        #expect(try Data(contentsOf: manifest) == bundle)
        let failing = try String(contentsOf: page, encoding: .utf8)
        #expect(failing.contains("failing-banner") && failing.contains("The build failed on 2 findings."), "\(failing.prefix(3000))")
        #expect(failing.contains("사진 몇 장이면 count 충분해요"), "today's copy is on the page")
        let index = try String(contentsOf: project.appendingPathComponent("build/preview/index.html"), encoding: .utf8)
        #expect(index.contains("failing-banner"))

        try Data(good.utf8).write(to: locale)
        #expect(try CopydeckBinary.run(["build", "--project", project.path]).status == 0)
        let fixed = try String(contentsOf: page, encoding: .utf8)
        #expect(!fixed.contains("failing-banner"))
        #expect(fixed.contains("사진 몇 장이면 충분해요"))
        #expect(try Data(contentsOf: manifest) == bundle)
        let preview = try CopydeckBinary.run(["preview", "--project", project.path])
        #expect(preview.status == 0)
    }

    @Test func aFailedFirstBuildSaysNothingWasWrittenButTheFindings() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        try Data("intro: [broken\n".utf8).write(to: project.appendingPathComponent("locales/ja/demo.yml"))
        let run = try CopydeckBinary.run(["build", "--project", project.path])
        #expect(run.status == 1)
        #expect(!run.stderr.contains("kept the previous"), "\(run.stderr)")
        #expect(run.stderr.contains("copydeck: build failed; no bundle was written; the findings are in \(project.appendingPathComponent("build/report").path)"))
        let written = try FileManager.default.subpathsOfDirectory(atPath: project.appendingPathComponent("build").path)
        #expect(written.allSatisfy { $0.hasPrefix("report") || $0.hasPrefix("preview") || $0.hasPrefix(".copydeck") }, "\(written)")
        #expect(written.contains("preview/index.html"), "\(written)")
        let resources = try CopydeckBinary.run(["build", "--project", project.path, "--layout", "resources", "--out", project.appendingPathComponent("res").path])
        #expect(resources.status == 1)
        #expect(resources.stderr.contains("copydeck: build failed; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("res").path))
    }

    /// `build --layout resources --list-outputs`, which the build plugin runs before a build: the
    /// names on standard output, one a line, are the files the build then writes; nothing is
    /// built; copydeck.yml's errors are located, by absolute path with `--absolute-paths`.
    @Test func listOutputsNamesWhatTheResourcesBuildWrites() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let out = project.appendingPathComponent("res")
        let listed = try CopydeckBinary.run(["build", "--project", project.path, "--layout", "resources", "--list-outputs"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("build").path))
        let built = try CopydeckBinary.run(["build", "--project", project.path, "--layout", "resources", "--out", out.path])
        #expect(built.status == 0, "\(built.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(listed.stdout.split(separator: "\n").map(String.init) == written)
        #expect(written.contains("demo.manifest.json"))

        #expect(try CopydeckBinary.run(["build", "--project", project.path, "--list-outputs"]).status == 2)

        try Data("version: 1\nlocales: [ko, ja\ndecks: { demo: {} }\n".utf8).write(to: project.appendingPathComponent("copydeck.yml"))
        let broken = try CopydeckBinary.run(["build", "--project", project.path, "--layout", "resources", "--list-outputs", "--absolute-paths"])
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("\(project.appendingPathComponent("copydeck.yml").path):3:"), "\(broken.stderr)")
    }

    /// `build --baseline`: the findings a team recorded no longer fail the build or fill its
    /// report; a new one does.
    @Test func buildWithABaselineShipsWhileRecordedFindingsAreWorkedOff() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let english = project.appendingPathComponent("locales/en/demo.yml")
        let text = try String(contentsOf: english, encoding: .utf8)
        // An English message missing: an error.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let dropped = try #require(lines.firstIndex { $0.hasPrefix("  title:") })
        try Data((lines[..<dropped] + lines[(dropped + 1)...]).joined(separator: "\n").utf8).write(to: english)
        #expect(try CopydeckBinary.run(["build", "--project", project.path]).status == 1)

        let baseline = project.appendingPathComponent("baseline.json").path
        let record = try CopydeckBinary.run(["lint", "--project", project.path, "--write-baseline", baseline])
        #expect(record.status == 0, "\(record.stderr)")
        let shipped = try CopydeckBinary.run(["build", "--project", project.path, "--baseline", baseline])
        #expect(shipped.status == 0, "\(shipped.stderr)")
        #expect(shipped.stderr.contains("built 1 deck(s)"))
        let report = try String(contentsOf: project.appendingPathComponent("build/report/lint.json"), encoding: .utf8)
        #expect(!report.contains("message.missing"), "the report leaves the recorded findings out")
        #expect(try CopydeckBinary.run(["build", "--project", project.path]).status == 1, "without the baseline the finding fails again")

        // A new finding beside the recorded ones fails the build.
        try Data((lines[..<dropped] + lines[(dropped + 2)...]).joined(separator: "\n").utf8).write(to: english)
        let failed = try CopydeckBinary.run(["build", "--project", project.path, "--baseline", baseline])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("[message.missing]"))

        let missing = try CopydeckBinary.run(["build", "--project", project.path, "--baseline", project.appendingPathComponent("none.json").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read baseline"))
    }

    /// A finding only the table writers meet (two keys that are one Android name) fails a build
    /// and not a lint; the baseline `lint --write-baseline` writes records it all the same.
    @Test func aBaselineRecordsWhatOnlyTheBuildsWritersFind() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let screens = project.appendingPathComponent("content/demo/more.yml")
        // `demo.tip.next_step` and `demo.tip_next.step` are both `demo_tip_next_step`.
        try Data("screens:\n  tip:\n    kind: dialog\n    fields:\n      next_step: title\n  tip_next:\n    kind: dialog\n    fields:\n      step: title\n".utf8).write(to: screens)
        for (locale, text) in [("ko", "다음"), ("ja", "次へ"), ("en", "Onward")] {
            let file = project.appendingPathComponent("locales/\(locale)/demo.yml")
            let words = try String(contentsOf: file, encoding: .utf8)
            try Data((words + "tip:\n  next_step: \(text) 1\ntip_next:\n  step: \(text) 2\n").utf8).write(to: file)
        }
        let lint = try CopydeckBinary.run(["lint", "--project", project.path])
        #expect(lint.status == 0, "\(lint.stderr)")
        let failed = try CopydeckBinary.run(["build", "--project", project.path])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("[export.android-name]"))
        let baseline = project.appendingPathComponent("baseline.json").path
        let recorded = try CopydeckBinary.run(["lint", "--project", project.path, "--write-baseline", baseline])
        #expect(recorded.status == 0)
        #expect(try String(contentsOfFile: baseline, encoding: .utf8).contains("export.android-name"))
        let shipped = try CopydeckBinary.run(["build", "--project", project.path, "--baseline", baseline])
        #expect(shipped.status == 0, "\(shipped.stderr)")
    }

    @Test func baselineAndWriteBaselineTogetherAreAUsageError() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let run = try CopydeckBinary.run(["lint", "--project", project.path, "--baseline", "a.json", "--write-baseline", "b.json"], in: project)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--baseline and --write-baseline cannot be used together"))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("b.json").path))
    }
}
