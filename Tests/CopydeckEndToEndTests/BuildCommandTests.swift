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
        #expect(stages(first.stderr) == ["fingerprint", "cache", "load", "check", "findings", "report", "inspect", "emit", "preview", "flow", "write", "total"])
        #expect(first.stderr.contains("built 1 deck(s)"))
        let second = try CopydeckBinary.run(["build", "--project", project.path, "--out", out.path, "--timings"])
        #expect(second.status == 0)
        #expect(stages(second.stderr) == ["fingerprint", "cache", "total"])
        #expect(second.stderr.contains("is up to date (1 deck(s); nothing changed since the last build)"))
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
        #expect(run.stderr.contains("kept the previous output"))
        #expect(try Data(contentsOf: manifest) == before)
    }
}
