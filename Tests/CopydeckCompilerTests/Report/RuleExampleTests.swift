import Foundation
import Testing
@testable import CopydeckCompiler

/// Every example of every rule, run: a triggering example's findings of its rule land exactly at
/// its `↓` marks, and a non-triggering example gives none. `Documentation/Rules.md` shows these
/// same examples, so the reference says only what the rules do.
@Suite struct RuleExampleTests {
    struct Finding: Hashable, CustomStringConvertible {
        let file: String
        let location: CopydeckCompiler.SourceLocation
        var description: String { "\(file):\(location)" }
    }

    /// Writes the example's project into a temporary folder and returns where each mark is.
    static func write(_ example: RuleExample, to root: URL) throws -> Set<Finding> {
        var marks: Set<Finding> = []
        var files = example.files
        if !files.contains(where: { $0.path == "copydeck.yml" }) { files.append(.init("copydeck.yml", RuleExample.standardConfig)) }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch file.content {
            case .text(let marked): try Data(RuleExample.unmarked(marked).text.utf8).write(to: url)
            case .bytes(let bytes): try Data(bytes).write(to: url)
            case .folder: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            case .symlink(let target): try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
            }
            // The marks of a generated text are in the text; of anything else, in how it is shown.
            let marked: String
            if case .text(let text) = file.content { marked = text } else { marked = file.display }
            for location in RuleExample.unmarked(marked).marks { marks.insert(Finding(file: file.path, location: location)) }
        }
        return marks
    }

    /// Runs the example's action and returns the findings of `rule`.
    static func run(_ example: RuleExample, of rule: RuleDescriptor, in root: URL) throws -> [Finding] {
        try diagnostics(example, of: rule, in: root).map {
            Finding(file: $0.range?.file ?? "", location: $0.range?.start ?? CopydeckCompiler.SourceLocation(line: 0, column: 0))
        }
    }

    /// Runs the example's action and returns the diagnostics of `rule`.
    static func diagnostics(_ example: RuleExample, of rule: RuleDescriptor, in root: URL) throws -> [Diagnostic] {
        let driver = CompilerDriver(directory: ProjectDirectory(root: root))
        let diagnostics: [Diagnostic]
        switch example.action {
        case .lint:
            diagnostics = try driver.lint(tables: true).diagnostics
        case .build:
            diagnostics = try driver.build(output: root.appendingPathComponent("build")).diagnostics
        case .importing(let path):
            let format = try ImportInput.format(of: path).get()
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            diagnostics = try driver.importTables([ImportInput(path: path, data: data, format: format.0, locale: format.1)], check: true).diagnostics
        }
        return diagnostics.filter { $0.rule == rule.id }
    }

    @Test(arguments: Rules.all.map(\.id.rawValue))
    func examplesFindWhatTheyShow(_ id: String) throws {
        let rule = try #require(Rules.descriptor(for: RuleID(id)))
        for (index, example) in rule.examples.enumerated() {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-rule-example-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let marks = try Self.write(example, to: root)
            let found = try Self.run(example, of: rule, in: root)
            let label = "\(id) example \(index + 1)\(example.caption.map { " (\($0))" } ?? "")"
            if example.triggers {
                #expect(found.count == marks.count && Set(found) == marks, "\(label): found at \(found.sorted { $0.description < $1.description }), marked at \(marks.sorted { $0.description < $1.description })")
            } else {
                #expect(found.isEmpty, "\(label): found at \(found), expected none")
            }
        }
    }

    /// Each rule shows at least one project it finds something in and one it finds nothing in;
    /// a safety net (which nothing triggers today) says why it has no triggering example.
    @Test(arguments: Rules.all.map(\.id.rawValue))
    func everyRuleHasATriggeringAndANonTriggeringExample(_ id: String) throws {
        let rule = try #require(Rules.descriptor(for: RuleID(id)))
        #expect(rule.examples.contains { $0.triggers } || rule.safetyNet != nil, "\(id) has no triggering example")
        #expect(rule.examples.contains { !$0.triggers }, "\(id) has no non-triggering example")
    }

    /// A rule whose fixes are certain shows one: `copydeck lint --fix` leaves each file of the
    /// example as its `fixed` says, every other file as it was, and no finding of the rule behind.
    /// A rule without one attaches no fix to any finding of its examples.
    @Test(arguments: Rules.all.map(\.id.rawValue))
    func fixesLeaveWhatTheExamplesShow(_ id: String) throws {
        let rule = try #require(Rules.descriptor(for: RuleID(id)))
        let fixing = rule.examples.filter { !$0.fixed.isEmpty }
        if rule.certainFix == nil {
            #expect(fixing.isEmpty, "\(id) shows a fix but its descriptor says none is certain")
        } else {
            #expect(!fixing.isEmpty, "\(id) says its fixes are certain but no example shows one")
        }
        for (index, example) in rule.examples.enumerated() where example.action == .lint {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-rule-fix-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            _ = try Self.write(example, to: root)
            let label = "\(id) example \(index + 1)"
            let found = try Self.diagnostics(example, of: rule, in: root)
            guard rule.certainFix != nil else {
                #expect(found.allSatisfy { $0.fix == nil }, "\(label): a finding carries a fix the descriptor does not declare")
                continue
            }
            guard !example.fixed.isEmpty else { continue }
            let before = try Self.contents(of: example, in: root)
            let result = try CompilerDriver(directory: ProjectDirectory(root: root)).fix(check: false)
            #expect(result.fixed.contains { $0.rule == rule.id }, "\(label): nothing of the rule was fixed")
            #expect(!result.lint.diagnostics.contains { $0.rule == rule.id }, "\(label): findings left: \(result.lint.diagnostics.filter { $0.rule == rule.id })")
            let expected = Dictionary(uniqueKeysWithValues: example.fixed.map { ($0.path, $0.display) })
            for (path, old) in before {
                let now = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                #expect(now == (expected[path] ?? old), "\(label): \(path) is\n\(now)")
            }
        }
    }

    /// The files of an example as written (text or bytes), by path.
    static func contents(of example: RuleExample, in root: URL) throws -> [String: String] {
        var texts: [String: String] = [:]
        for file in example.files {
            switch file.content {
            case .text, .bytes: texts[file.path] = try String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)
            case .folder, .symlink: continue
            }
        }
        return texts
    }

    /// The marks are read as diagnostics count columns: in characters, from 1.
    @Test func marksAreRemovedAndPlacedInCharacters() {
        let (text, marks) = RuleExample.unmarked("a: 사진↓!\n↓b: x\n")
        #expect(text == "a: 사진!\nb: x\n")
        #expect(marks == [CopydeckCompiler.SourceLocation(line: 1, column: 6), CopydeckCompiler.SourceLocation(line: 2, column: 1)])
    }
}
