import Foundation
@testable import CopydeckCompiler

/// A throwaway project on disk, written from path → text, with position markers collected per file.
struct TestProject {
    let root: URL
    /// "path#marker" → range.
    private(set) var markers: [String: SourceRange] = [:]

    static let minimalConfig = """
        version: 1
        sourceLocale: ko
        locales: [ko, ja, en]
        decks:
          demo: {}
        """

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-test-\(UUID().uuidString)")
        for (path, marked) in files {
            let parsed = MarkedText(marked)
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(parsed.text.utf8).write(to: url)
            for (name, position) in parsed.markers {
                markers["\(path)#\(name)"] = SourceRange(file: path, start: SourceLocation(line: position.line, column: position.column))
            }
        }
    }

    /// A one-deck project (`demo`, ko source, ko/ja/en) with the given content and locale files.
    static func demo(content: String, ko: String, ja: String, en: String, config: String = minimalConfig) throws -> TestProject {
        try TestProject([
            "copydeck.yml": config,
            "content/demo/screens.yml": content,
            "locales/ko/demo.yml": ko,
            "locales/ja/demo.yml": ja,
            "locales/en/demo.yml": en,
        ])
    }

    /// Two decks alike but for their ids (`demo`, `other`), each `Fixtures`' deck in ko, ja, en.
    static func twoDecks() throws -> TestProject {
        var files: [String: String] = ["copydeck.yml": minimalConfig + "\n  other: {}"]
        for deck in ["demo", "other"] {
            files["content/\(deck)/screens.yml"] = Fixtures.content
            for locale in ["ko", "ja", "en"] { files["locales/\(locale)/\(deck).yml"] = Fixtures.locale(locale) }
        }
        return try TestProject(files)
    }

    func marker(_ path: String, _ name: String) -> SourceLocation? {
        markers["\(path)#\(name)"]?.start
    }

    var driver: CompilerDriver { CompilerDriver(directory: ProjectDirectory(root: root)) }

    func lint() throws -> LintResult { try driver.lint(tables: true) }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

extension LintResult {
    func diagnostics(_ rule: RuleDescriptor) -> [Diagnostic] {
        diagnostics.filter { $0.rule == rule.id }
    }
}
