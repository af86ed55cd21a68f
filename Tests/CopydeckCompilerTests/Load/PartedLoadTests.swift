import Foundation
import Testing
@testable import CopydeckCompiler

/// The loader reads large locale files in parts on several cores: what it loads must be what one
/// reader going through the file in order makes of it.
@Suite struct PartedLoadTests {
    @Test func workAddedByRunningWorkRunsBeforeRunReturns() {
        let queue = WorkQueue()
        let outer = (0..<20).map { _ in WorkQueue.Slot<[WorkQueue.Slot<Int>]>() }
        for (index, slot) in outer.enumerated() {
            queue.add { queue in
                // Each piece adds three more, one of which adds another.
                slot.value = (0..<3).map { part in
                    let inner = WorkQueue.Slot<Int>()
                    queue.add { queue in
                        if part == 2 {
                            queue.add { _ in inner.value = index * 10 + part }
                        } else {
                            inner.value = index * 10 + part
                        }
                    }
                    return inner
                }
            }
        }
        queue.run()
        #expect(outer.map { $0.value!.map { $0.value } } == (0..<20).map { index in (0..<3).map { index * 10 + $0 } })
    }

    @Test func aLocaleFileReadInPartsIsTheFileReadInOrder() throws {
        // More owners than one part holds, a dotted key that repeats a nested one across parts,
        // and a mistake in a late part.
        let owners = CopydeckCompiler.ProjectLoader.ownersPerPart * 2 + 17
        var ko = "", content = "screens:\n"
        for owner in 0..<owners {
            ko += "s\(owner):\n  title: 제목 \(owner)\n  body: \"{name}님 \(owner)\"\n"
            content += "  s\(owner):\n    fields:\n      title: title\n      body: { surface: body, placeholders: { name: string } }\n"
        }
        ko += "s1.title: 다시\n"
        ko += "s\(owners - 1)x: [not, text]\n"
        let project = try TestProject.demo(content: content, ko: ko, ja: ko, en: ko)
        defer { project.remove() }
        var diagnostics = DiagnosticCollector()
        let loaded = try ProjectLoader(directory: ProjectDirectory(root: project.root)).load(&diagnostics)
        let catalog = try #require(loaded.decks.first?.catalogs["ko"])

        var serialDiagnostics = DiagnosticCollector()
        let file = SourceFile(path: "locales/ko/demo.yml", text: ko)
        let serial = CatalogReader().read(YAMLDocument.parse(file, into: &serialDiagnostics), deck: "demo", locale: "ko",
                                          path: "locales/ko/demo.yml", &serialDiagnostics)
        #expect(catalog.entries.count == owners * 2)
        #expect(catalog.entries.map(\.key) == serial.entries.map(\.key))
        #expect(catalog.entries.map(\.text) == serial.entries.map(\.text))
        #expect(catalog.entries.map(\.valueRange) == serial.entries.map(\.valueRange))
        let koDiagnostics = diagnostics.diagnostics.filter { $0.range?.file == "locales/ko/demo.yml" }
        #expect(koDiagnostics.map(\.message) == serialDiagnostics.diagnostics.map(\.message))
        #expect(koDiagnostics.map(\.range) == serialDiagnostics.diagnostics.map(\.range))
        #expect(koDiagnostics.map(\.rule.rawValue) == ["schema.invalid-value", "yaml.duplicate-key"])
        #expect(koDiagnostics.last?.range?.start.line == owners * 3 + 1)
    }
}
