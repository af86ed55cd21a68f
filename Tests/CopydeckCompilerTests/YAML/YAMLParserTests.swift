import Foundation
import Testing
import Yams
@testable import CopydeckCompiler

/// The fast YAML reader must compose exactly what Yams composes (texts, styles, positions,
/// order), and step aside (`.unsupported`) for everything else; it may never answer wrong.
@Suite struct YAMLParserTests {
    func yams(_ text: String) throws -> YAMLNode? {
        try Yams.compose(yaml: text, .basic).map { YAMLNode(yams: $0) }
    }

    /// The fast reader reads `text` and gives what Yams gives.
    func expectSupported(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let fast = YAMLParser.parse(SourceFile(path: "t.yml", text: text))
        guard case .document(let node) = fast else {
            Issue.record("the fast reader refused:\n\(text)", sourceLocation: sourceLocation)
            return
        }
        #expect(node == (try yams(text)), "\(text)", sourceLocation: sourceLocation)
    }

    /// Whatever the fast reader answers for `text` is what Yams gives; when Yams refuses the
    /// text, the fast reader refuses it too.
    func expectNeverWrong(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let fast = YAMLParser.parse(SourceFile(path: "t.yml", text: text))
        guard case .document(let node) = fast else { return }
        do {
            #expect(node == (try yams(text)), "\(text)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("the fast reader read what Yams refuses (\(error)):\n\(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyYAMLFileOfTheRepositoryIsReadLikeYams() throws {
        let root = PackagePaths.root
        var paths = ["copydeck.yml", "Tests/Fixtures/demo/copydeck.yml"]
        for folder in ["content", "locales", "Tests/Fixtures/demo/content", "Tests/Fixtures/demo/locales"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".yml") { paths.append("\(folder)/\(path)") }
            }
        }
        #expect(paths.count >= 30)
        for path in paths {
            try expectSupported(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    @Test func blockStructure() throws {
        try expectSupported("a: b\nc:\n  d: e\n  f:\n    g: h\ni: j\n")
        try expectSupported("# comment\n\na: b   # trailing\n\n# between\nc: d\n")
        try expectSupported("list:\n- a\n- b\nafter: c\n")
        try expectSupported("list:\n  - a\n  -   b\n  - - nested\n    - again\n")
        try expectSupported("events:\n  - name: view\n    props: [a, b]\n  - name: tap\n")
        try expectSupported("- a\n- b: c\n  d: e\n")
        try expectSupported("plain\n")
        try expectSupported("key with spaces: v\n\"quoted key\": v\n'single key': v\nkey  : spaced colon\n")
        try expectSupported("a: b\r\nc: d\r\n")
        try expectSupported("a: no final newline")
        try expectSupported("# only a comment\n")
        try expectSupported("")
    }

    @Test func emptyValuesAreNullsMarkedAfterTheColon() throws {
        try expectSupported("a:\nb: x\n")
        try expectSupported("a:   # comment\n  \nb:\n")
        try expectSupported("outer:\n  inner:\nnext: v\n")
        try expectSupported("- a:\n  b: c\n")
    }

    @Test func scalars() throws {
        try expectSupported("""
            plain: 사진 몇 장이면 충분해요, 나머지는 AI가 알아서 해요
            hash: a#b c # comment
            colon: a:b http://x.y
            dash: -5
            brackets: a [b] {c}, d
            double: "Say \\"hi\\"\\n\\t{name} \\u00e9\\x41\\U0001F600\\/ \\\\"
            single: 'It''s {name}'
            empty: ""
            spaces: '  padded  '
            number: 40
            null: ~
            bool: yes
            한국어 키: 값
            ja: 「写真」を選んでください！
            """)
        try expectSupported("after: 你好 \"q\"\nnext: 🙂 x\n")
    }

    /// Nodes after `\x`, `\u` and `\U` escapes on the same line keep libyaml's columns.
    @Test func columnsAfterEscapes() throws {
        try expectSupported("a: [\"\\u00e9\\x41\\U0001F600\", b, \"\\x4a\", c]\n")
        try expectSupported("a: {\"\\u00e9\": x, \"\\U0001F600\": \"\\xe9\", y: z}\n\"\\u0041\\u0042\": v\n")
        try expectSupported("- [\"\\u2028\\x85\", 한, \"\\u00e9\", d]   # after\n")
    }

    @Test func literalBlocks() throws {
        try expectSupported("a: |\n  one\n  two\nb: x\n")
        try expectSupported("a: |-\n  one\n\n  two\n\nb: x\n")
        try expectSupported("a: |+\n  one\n\n\nb: x\n")
        try expectSupported("a: |+\n  one\n\n")
        try expectSupported("a: |  # comment\n    deeper\n      indented more\n    back\n")
        try expectSupported("- |\n  in a list\n- x\n")
        try expectSupported("a:\n  b: |\n    # not a comment\n    text\n  c: d\n")
        try expectSupported("a: |\n  text\n# comment\nb: c\n")
        try expectSupported("a: |-\n\n  after a blank line\n")
    }

    @Test func flowCollections() throws {
        try expectSupported("a: { surface: title, maxLength: 40 }\nb: [ko, ja, en]\nc: {}\nd: []\n")
        try expectSupported("a: {placeholders: {name: string, n: integer}, note: \"x, y\"}\n")
        try expectSupported("a: [ {b: c}, [d, e], 'f', \"g\" ]   # comment\n")
        try expectSupported("copy: { glossary: { 집중: { en: focus } }, doNotTranslate: [Unwind, Screen Time] }\n")
        try expectSupported("- [a, b]\n- {c: d}\n")
    }

    /// YAML at the edges of what the fast reader reads: what it must leave aside or read exactly.
    static let edgeCases = [
        "a: &x v\nb: *x\n", "a: !tag v\n", "? complex\n: key\n", "a: >\n  folded\n", "a: plain\n  continued\n",
        "a: \"multi\n  line\"\n", "a: 'multi\n  line'\n", "a: x\na: y\n", "a:\n\tb: x\n", "---\na: b\n", "a: b\n...\n",
        "%YAML 1.2\n---\na: b\n", "a: b: c\n", "a: [x, y\n  z]\n", "a: {b: c\n}\n", "a: [x, y,]\n", "a: {b}\n",
        "a: {b: }\n", "a: [b: c]\n", "a: {\"b\":c}\n", "a: [a:b]\n", "a: |2\n   x\n", "a: |\n  x\n    \n  y\n",
        "a: |\n    \n  x\n", "a: |\n  x", "a: |+\n  x\n  ", "- \n- x\n", "-\n  x\n", "a:\n  - x\n - y\n", "a:\n  b: c\n d: e\n",
        "a: b\n  c: d\n", "a: - x\n", "a: @x\n", "a: `x`\n", "a: %x\n", "\u{FEFF}a: b\n", "a: b\rc: d\n", "a: \"\\q\"\n",
        "a: \"x\" y\n", "\"a\" : b\n", "a: 'x'y\n", "a:b\n", "-x\n", "a: |\n", "a: |\nb: c\n", "a:\n  |\n  x\n",
        "[a, b]\n", "{a: b}\n", "a: {b: c, b: d}\n", "a: x #comment\n  #indented comment\nb: y\n", "a:    \n    b: c\n",
        "a:\n    - x\n    - y\n  b: z\n", "a: [x]\n  b: y\n", "a: \"x\"\n  b: y\n", "a: |\n  x\n   b: y\n",
        "a: \u{0085}\n", "a: x\u{2028}y\n", "x: '#'\n", "x: #\n", "x: a #b #c\n", "x: [a #b]\n",
        String(repeating: "a:\n ", count: 60) + "b\n",
        // In a flow collection a leading `?` or `:` is structure.
        "a: [?x]\n", "a: {?x: y}\n", "a: [:), b]\n", "a: {s: :)}\n",
        // Characters libyaml refuses, and a byte order mark past the start.
        "a: \"don\u{92}t\"\n", "a: x\u{FFFE}\n", "a: x\u{FFFF}\n", "a: b\n\u{FEFF}c: d\n", "a: \u{85}b\n",
        // Keys longer than libyaml's 1024 characters to the `:`.
        "\"" + String(repeating: "k", count: 1100) + "\": v\n",
        String(repeating: "k", count: 1020) + String(repeating: " ", count: 10) + ": v\n",
        "a: {" + String(repeating: "k", count: 1100) + ": v}\n",
    ]

    /// What the fast reader leaves to Yams (or to Yams' error): never read differently.
    @Test func edgeCasesAreNeverReadWrong() {
        for text in Self.edgeCases { expectNeverWrong(text) }
    }

    /// Japanese full-width punctuation (`EF BC xx`), `…` and other text whose lead bytes the reader
    /// looks at closely (`E2`, `EF`) is still read, not left to Yams.
    @Test func fullWidthTextIsRead() throws {
        try expectSupported("a: 写真を選んでください！（任意）\nb: \"…「引用」…\"\nc: ‘quote’ — dash\n")
    }

    @Test func generatedProjectContentIsReadLikeYams() throws {
        var text = "screens:\n"
        for index in 0..<50 {
            text += """
                  s\(index):
                    kind: dialog
                    fields:
                      title: { surface: title, maxLength: 40 }
                      body: { surface: body, placeholders: { name: string } }
                      next: { surface: button, accessibility: next_label }
                      next_label: label

                """
        }
        try expectSupported(text)
    }

    /// Positions the reader marks as ASCII up to their column become the same source ranges as
    /// counting the characters of the line.
    @Test func rangesOfMarkedPositionsMatchCountedColumns() throws {
        let text = "한국어: { 키: 값, en: [a, \"b\"] }\nascii:\n  - 🙂 x\n  - y: 「z」\nlast: |\n  é\n"
        let file = SourceFile(path: "t.yml", text: text)
        guard case .document(let root?) = YAMLParser.parse(file) else {
            Issue.record("the fast reader refused the text")
            return
        }
        let document = YAMLDocument(file: file, root: root)
        var stack = [root], checked = 0, shortcuts = 0
        while let node = stack.popLast() {
            switch node {
            case .mapping(let mapping): stack += mapping.entries.flatMap { [$0.key, $0.value] }
            case .sequence(let sequence): stack += sequence.items
            default: break
            }
            guard let position = node.position else { continue }
            #expect(document.range(of: node) == file.range(line: Int(position.line), scalarColumn: Int(position.column)))
            checked += 1
            if position.asciiPrefix { shortcuts += 1 }
        }
        #expect(checked >= 14)
        #expect(shortcuts > 0 && shortcuts < checked)
    }

    /// Small edits of real files (a character of YAML's syntax inserted, removed or replaced at a
    /// random place, from a fixed seed): whatever the fast reader accepts, it reads like Yams.
    @Test func mutatedFilesAreNeverReadWrong() throws {
        let root = PackagePaths.root
        var texts: [String] = []
        for folder in ["content/wander", "locales/ja", "content/ujuz"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
            where name.hasSuffix(".yml") {
                texts.append(try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8))
            }
        }
        #expect(!texts.isEmpty)
        let pieces: [String] = [":", " ", "-", "#", "'", "\"", "{", "}", "[", "]", ",", "|", "\n", "  ", "?", "&", "*", "!", "\t", "é", "한"]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for text in texts {
            let scalars = Array(text.unicodeScalars)
            for _ in 0..<60 {
                var mutated = scalars
                let at = next(mutated.count)
                switch next(3) {
                case 0: mutated.insert(contentsOf: pieces[next(pieces.count)].unicodeScalars, at: at)
                case 1: mutated.remove(at: at)
                default: mutated.replaceSubrange(at...at, with: pieces[next(pieces.count)].unicodeScalars)
                }
                expectNeverWrong(String(String.UnicodeScalarView(mutated)))
            }
        }
    }
}
