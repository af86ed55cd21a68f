import Foundation
import Testing
@testable import CopydeckCompiler

/// Accessors for ids that are Swift keywords, names that collide once camel-cased, placeholders
/// named like the accessors' own parameters, and texts full of quotes, backslashes and line
/// breaks: the Swift compiler itself (`swiftc -typecheck` against the CopydeckKit module this
/// test run built) must accept what the generator wrote.
@Suite struct SwiftAccessorTypecheckTests {
    static let project: [String: String] = [
        "copydeck.yml": """
            version: 1
            sourceLocale: ko
            locales: [ko]
            decks:
              odd:
                name: Self
            """,
        "content/odd/screens.yml": """
            screens:
              default:
                kind: page
                fields:
                  in: { surface: title, placeholders: { in: string, variant: integer, deck_strings: duration, self: date } }
                  self: { surface: body }
                  a_b: { surface: body }
                  a__b: { surface: body }
                  class:
                    surface: button
                    accessibility: text
                    variants: [default, in, protocol]
              self:
                kind: dialog
                fields:
                  title: { surface: title }
            shields:
              self_copy:
                fields:
                  title: { surface: title }
            """,
        "locales/ko/odd.yml": #"""
            default:
              in: "{in} \"{variant, number}\" {deck_strings, duration} {self}"
              self: "back\\slash \"quotes\" and # and \u2028 and\nnewline"
              a_b: "첫째"
              a__b: "둘째"
              class:
                default: 기본
                in: 안
                protocol: 규약
            self:
              title: 자기
            self_copy:
              title: 방패
            """#,
    ]

    @Test func theSwiftCompilerAcceptsAccessorsForHostileNames() throws {
        guard let swiftc = Self.swiftc, let modules = Self.modules else {
            Issue.record("swiftc or the built CopydeckKit module is missing (\(String(describing: Self.swiftc)), \(String(describing: Self.modules)))")
            return
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-gen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.project {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try CompilerDriver(directory: ProjectDirectory(root: root)).generateSwift(deck: "odd")
        #expect(result.lint.summary.errors == 0, "\(result.lint.diagnostics)")
        let source = try #require(result.source)
        #expect(source.contains("public enum SelfCopy {"))
        #expect(source.contains("public static func `in`(`in`: String, variant_: Int, deckStrings_: TimeInterval, self_: Date, in deckStrings: DeckStrings? = nil)"),
                "\(source)")
        // A file that uses the accessors, so their signatures are checked too.
        let use = """
            import CopydeckKit
            import Foundation
            func use() -> [String] {
                [SelfCopy.Default.self_, SelfCopy.Default.aB, SelfCopy.Default.aB_, SelfCopy.Default.class(.in), SelfCopy.Default.class(),
                 SelfCopy.Self_.title, SelfCopy.SelfCopyShield.title]
            }
            """
        let generated = root.appendingPathComponent("Odd.swift"), user = root.appendingPathComponent("Use.swift")
        try Data(source.utf8).write(to: generated)
        try Data(use.utf8).write(to: user)
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path, generated.path, user.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc rejected the generated code:\n\(output)\n\(source)")
    }

    /// `swiftc` beside the toolchain's `swift` on the PATH.
    static let swiftc: URL? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The folder holding `CopydeckKit.swiftmodule` of this build (`.build/<config>/Modules`).
    static let modules: URL? = {
        let build = PackagePaths.root.appendingPathComponent(".build")
        let candidates = ["debug", "release"].flatMap { config in
            [build.appendingPathComponent("\(config)/Modules"), build.appendingPathComponent(config)]
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("CopydeckKit.swiftmodule").path) }
    }()
}
