import Foundation
import Testing
@testable import CopydeckCompiler

/// The fast locale reader must give exactly what composing the file with Yams gives (text, key
/// and value positions, order), and step aside for anything it does not read.
@Suite struct LocaleFileScannerTests {
    func viaYams(_ file: SourceFile) -> LocaleCatalog {
        var diagnostics = DiagnosticCollector()
        let document = YAMLDocument.parse(file, into: &diagnostics)
        return CatalogReader().read(document, deck: "d", locale: "ko", path: file.path, &diagnostics)
    }

    func expectSame(_ file: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let fast = try #require(CatalogReader().read(scanning: file, deck: "d", locale: "ko", path: file.path),
                                "the fast path refused \(file.path)", sourceLocation: sourceLocation)
        let slow = viaYams(file)
        #expect(fast.entries.map(\.key) == slow.entries.map(\.key), sourceLocation: sourceLocation)
        for key in slow.entries.map(\.key) {
            let a = fast[key], b = slow[key]
            #expect(a?.text == b?.text, "\(key) text", sourceLocation: sourceLocation)
            #expect(a?.keyRange == b?.keyRange, "\(key) key range", sourceLocation: sourceLocation)
            #expect(a?.valueRange == b?.valueRange, "\(key) value range", sourceLocation: sourceLocation)
        }
    }

    @Test func everyLocaleFileOfTheRepositoryReadsTheSameAsWithYams() throws {
        var paths: [URL] = []
        for folder in ["locales", "Tests/Fixtures/demo/locales"] {
            let root = PackagePaths.root.appendingPathComponent(folder)
            for locale in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
                for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(locale).path) {
                    paths.append(root.appendingPathComponent(locale).appendingPathComponent(name))
                }
            }
        }
        #expect(paths.count >= 18)
        for url in paths {
            try expectSame(SourceFile(path: url.lastPathComponent, text: try String(contentsOf: url, encoding: .utf8)))
        }
    }

    @Test func quotedBlockAndCommentedValues() throws {
        let text = """
            # a comment
            intro:
              title: 사진 몇 장이면 충분해요   # trailing comment
              quoted: "Say \\"hi\\"\\n, {name}"
              single: 'It''s {name}'
              body: |-
                첫 줄
                둘째 줄

              kept: |
                line

              empty_string: ""
              plus: +
            health:
              allow:
                default: 알림 켜기
                granted: ✓ 알림 허용됨
            """
        try expectSame(SourceFile(path: "t.yml", text: text))
    }

    @Test func anythingElseFallsBackToYams() {
        for text in [
            "a: [x, y]\n", "a: {b: c}\n", "a: &x v\nb: *x\n", "a: >\n  folded\n", "a: plain\n  continued\n",
            "a: x\na: y\n", "a:\n\tb: x\n", "---\na: b\n", "a:\n", "\"quoted key\": v\n", "a: b: c\n",
        ] {
            #expect(LocaleFileScanner.scan(SourceFile(path: "t.yml", text: text)) == nil, "\(text)")
        }
    }
}
