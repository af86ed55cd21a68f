import Foundation
import Testing
@testable import CopydeckCompiler

/// `copydeck init`'s project: clean under `--strict` and built, in every locale choice; written
/// only into a new or empty folder, and never half.
@Suite struct StarterProjectTests {
    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("starter-\(UUID().uuidString)")
    }

    @Test(arguments: [
        ("ko", ["ko", "ja", "en"]), ("ja", ["ja", "en", "ko"]), ("en", ["en"]), ("ko", ["ko", "en"]), ("en", ["en", "ja"]),
    ])
    func theStarterLintsCleanUnderStrictAndBuilds(source: String, locales: [String]) throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try StarterProject(sourceLocale: source, locales: locales).write(to: root)
        #expect(written.contains("copydeck.yml") && written.contains("content/welcome/onboarding.md"))
        #expect(written.filter { $0.hasPrefix("locales/") } == locales.sorted().map { "locales/\($0)/welcome.yml" })
        let driver = CompilerDriver(directory: ProjectDirectory(root: root))
        let lint = try driver.lint()
        #expect(lint.diagnostics.isEmpty, "\(lint.diagnostics.map { "\($0.range?.file ?? ""):\($0.range?.start.line ?? 0): \($0.message) [\($0.rule.rawValue)]" })")
        let deck = try #require(lint.project.decks.first)
        #expect(deck.id == "welcome")
        #expect(deck.flows.count == 1)
        let build = try driver.build(output: root.appendingPathComponent("build"), strict: true)
        #expect(build.written)
        for locale in locales {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("build/welcome/bundle/\(locale).json").path))
        }
    }

    /// What the issue asks the starter to show, each there.
    @Test func theStarterHoldsAPagePermissionUsageShieldAndAFlowWithADenialBranch() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try StarterProject().write(to: root)
        let project = try CompilerDriver(directory: ProjectDirectory(root: root)).lint().project
        let deck = try #require(project.decks.first)
        #expect(deck.screens.contains { $0.kind?.value == .page })
        #expect(deck.screens.contains { $0.kind?.value == .permission && $0.permission?.value == "location" })
        #expect(deck.permissions.first?.fields.contains { $0.id.value == "usage" } == true)
        #expect(deck.shields.map(\.id.value) == ["focus"])
        let flow = try #require(deck.flows.first)
        let outcomes = flow.outcomes.compactMap { $0?.value }
        #expect(outcomes.sorted() == ["allowed", "continue", "denied", "settings"])
        #expect(flow.isDecision.contains(true))
        for locale in ["ko", "ja", "en"] {
            let text = try String(contentsOf: root.appendingPathComponent("locales/\(locale)/welcome.yml"), encoding: .utf8)
            #expect(text.contains("usage:") && text.contains("{remaining, duration}"))
        }
    }

    @Test func localesWithoutStarterTextAndASourceNotListedAreRefused() {
        #expect(throws: StarterProject.Problem.unsupportedLocale("fr")) { try StarterProject(locales: ["ko", "fr"]) }
        #expect(throws: StarterProject.Problem.sourceNotListed("ja")) { try StarterProject(sourceLocale: "ja", locales: ["ko"]) }
        #expect(throws: StarterProject.Problem.noLocales) { try StarterProject(locales: []) }
        #expect(StarterProject.Problem.unsupportedLocale("fr").description.contains("ko, ja, en only"))
        #expect((try? StarterProject(locales: ["en", "ko", "en"]))?.locales == ["en", "ko"])
    }

    @Test func aFolderWithAnythingButGitIsRefusedAndLeftAsItWas() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("# notes".utf8).write(to: root.appendingPathComponent("notes.md"))
        let refusal = #expect(throws: CopydeckError.self) { try StarterProject().write(to: root) }
        #expect(refusal?.description.contains("it is not empty (notes.md)") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [".git", "notes.md"])

        // A repository alone is no obstacle.
        try FileManager.default.removeItem(at: root.appendingPathComponent("notes.md"))
        let written = try StarterProject().write(to: root)
        #expect(written.count == 9)

        let file = folder()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("x".utf8).write(to: file)
        #expect(throws: CopydeckError.outputRefused(path: file.path, reason: "it is a file, not a folder; name a new or empty folder")) {
            try StarterProject().write(to: file)
        }
    }

    /// The build's output stays out of the repository: git itself (when installed) ignores what
    /// `build/` holds and none of the sources.
    @Test func theGitignoreKeepsTheBuildOutOfTheRepository() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try StarterProject().write(to: root)
        #expect(written.contains(".gitignore"))
        let text = try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(text.split(separator: "\n").contains("/build/"))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { return }
        func ignored(_ path: String) throws -> Bool {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            git.arguments = ["-C", root.path, "check-ignore", "-q", "--no-index", path]
            try git.run()
            git.waitUntilExit()
            return git.terminationStatus == 0
        }
        let initialize = Process()
        initialize.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        initialize.arguments = ["init", "-q", root.path]
        try initialize.run()
        initialize.waitUntilExit()
        #expect(try ignored("build/preview/index.html"))
        #expect(try ignored("build/welcome/apple/Localizable.xcstrings"))
        for path in written where path != ".gitignore" { #expect(try !ignored(path), "\(path)") }
    }

    @Test func aWriteThatFailsHalfwayLeavesNothingBehind() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        // The second file needs a folder where the first is a file.
        let files: [(path: String, text: String)] = [("a/b.yml", "x"), ("a/b.yml/c.yml", "y")]
        #expect(throws: CopydeckError.self) { try StarterProject.write(files, to: root) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [".git"])

        let parent = folder()
        let missing = parent.appendingPathComponent("new/deeper")
        defer { try? FileManager.default.removeItem(at: parent) }
        #expect(throws: CopydeckError.self) { try StarterProject.write(files, to: missing) }
        #expect(!FileManager.default.fileExists(atPath: parent.path), "every folder it made is removed too")
    }
}
