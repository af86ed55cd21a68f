import Testing
@testable import CopydeckCompiler

/// Texts that YAML reads specially, set over every style of scalar: each reads back exactly, to
/// Copydeck's reader and, as a string, to Yams (YAML 1.1's resolver, as other tools read the file).
@Suite struct LocaleFileEditorTextTests {
    static let texts: [String] = [
        "Hello", "Note: this", "a:b", "ends with:", "colon :", "# not a comment", "it's #1", "a #b", "a# b",
        "'quoted'", "\"double\"", "back\\slash", "100%", "%1$@ and %2$lld", "%x", "line\nbreak", "two\n\nbreaks",
        "\nleading break", "trailing break\n", "trailing breaks\n\n", "\ttab", "tab\tinside", " leading space",
        "trailing space ", "  ", "", "😀 emoji 👩‍💻", "사진 몇 장이면 충분해요", "写真を選んでください", "e\u{301}", "\u{1100}\u{1161}",
        "\u{200F}rtl mark", "\u{202B}embedding\u{202C}", "{count, plural, one {# item} other {# items}}", "{name}", "}{",
        "yes", "Yes", "no", "NO", "on", "off", "y", "n", "true", "False", "null", "Null", "~", "0x1F", "0o17", "017", "1_000",
        "1.0", "-1", "+1", ".5", "1e3", ".inf", "-.INF", ".nan", "12:30", "2024-01-01", "2001-12-14 21:59:43.10 -5", "<<", "=",
        "- x", "-x", "-", "--- x", "...", "? x", "?x", "@x", "`x", "*x", "&x", "!x", "%", "|", ">", "|-", "> x", "[a]", "]",
        "a, b", ",", "a]", "control\u{7}bell", "nul\u{0}", "del\u{7F}", "c1\u{9F}", "nel\u{85}", "ls\u{2028}", "ps\u{2029}",
        "bom\u{FEFF}", "\u{FEFF}bom", "nbsp\u{A0}", "\u{A0}", "cr\r", "cr\rlf\r\n", "  indented\nnot", "a\n  b\n    c",
        "last line spaces\n   ", " \n", "\n", "\n\n", "x\n\n\ny",
    ]

    /// A file with the key `d.a.b` written in one style, between two other keys.
    static let files: [String] = [
        "a:\n  x: one\n  b: Hello  # comment\n  z: two\n",
        "a:\n  x: one\n  b: 'Hello'\n  z: two\n",
        "a:\n  x: one\n  b: \"Hello\"\n  z: two\n",
        "a:\n  x: one\n  b: |-\n    Hello\n    there\n\n  z: two\n",
        "a:\n  x: one\n  b: |\n    Hello\n  z: two\n",
        "a:\n  x: one\n  b: |+\n    Hello\n\n  z: two\n",
        "a:\n  x: one\n  b: >-\n    Hello\n    there\n  z: two\n",
        "a:\n  x: one\n  b:\n  z: two\n",
        "a:\n  x: one\n  b: ~\n  z: two\n",
        "a:\n  x: one\n  b:\n    Hello\n    there\n  z: two\n",
        "a: { x: one, b: Hello, z: two }\n",
        "a: { x: one, b: 'Hello', z: two }\n",
        "a.x: one\na.b: Hello\na.z: two\n",
        "a:\r\n  x: one\r\n  b: |-\r\n    Hello\r\n  z: two\r\n",
        "\u{FEFF}a:\n  x: one\n  b: Hello\n  z: two\n",
    ]

    @Test(arguments: files)
    func everyTextOverThisStyle(_ file: String) throws {
        let before = try #require(LocaleFileEditing.catalog(file))
        for text in Self.texts {
            let outcome = LocaleFileEditing.edit(file, [.set("d.a.b", text)])
            #expect(outcome.diagnostics.isEmpty, "\(Array(text.unicodeScalars)): \(outcome.diagnostics.map(\.message))")
            let unchanged = LocaleFileEditing.catalog(file)?.dictionary["d.a.b"].map { $0.utf8.elementsEqual(text.utf8) } ?? false
            guard let bytes = outcome.bytes else {
                #expect(unchanged, "\(Array(text.unicodeScalars)): no bytes for a change")
                continue
            }
            let written = String(decoding: bytes, as: UTF8.self)
            let after = try #require(LocaleFileEditing.catalog(written), "\(written)")
            #expect(after.map(\.key) == before.map(\.key))
            for (old, new) in zip(before, after) {
                let expected = old.key == "d.a.b" ? text : old.text
                #expect(Array(new.text.unicodeScalars) == Array(expected.unicodeScalars), "\(new.key) in \(written)")
            }
            // The rest of the file is the same bytes: the change sits between the same prefix
            // and suffix.
            #expect(written.hasPrefix(file.prefix { $0 != "b" && $0 != "." }.description) || file.hasPrefix("\u{FEFF}"))
            if !text.unicodeScalars.contains("\u{FEFF}") && !file.contains("{") {
                let path = file.contains("a.b:") ? ["a.b"] : ["a", "b"]
                let yams = LocaleFileEditing.yamsValue(written, path: path)
                #expect(yams as? String == text, "Yams reads \(String(describing: yams)) from \(written)")
            }
        }
    }

    @Test(arguments: ["a:\n  x: one\n", "a:\r\n    x: one\r\n", "a.x: one\n", ""])
    func everyTextAsANewKey(_ file: String) throws {
        for text in Self.texts {
            let outcome = LocaleFileEditing.edit(file, [.set("d.a.b", text)], order: ["d.a.x", "d.a.b"])
            #expect(outcome.diagnostics.isEmpty, "\(Array(text.unicodeScalars)): \(outcome.diagnostics.map(\.message))")
            let written = String(decoding: try #require(outcome.bytes), as: UTF8.self)
            let after = try #require(LocaleFileEditing.catalog(written), "\(written)")
            #expect(after.last?.key == "d.a.b")
            #expect(after.last.map { Array($0.text.unicodeScalars) == Array(text.unicodeScalars) } == true, "\(written.debugDescription)")
            if !text.unicodeScalars.contains("\u{FEFF}") {
                let path = file.contains("a.x:") ? ["a.b"] : ["a", "b"]
                let yams = LocaleFileEditing.yamsValue(written, path: path)
                #expect(yams as? String == text, "Yams reads \(String(describing: yams)) from \(written.debugDescription)")
            }
        }
    }

    @Test func aChangeOfNormalizationAloneIsAChange() throws {
        let outcome = LocaleFileEditing.edit("a:\n  b: caf\u{E9}\n", [.set("d.a.b", "cafe\u{301}")])
        let bytes = try #require(outcome.bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "a:\n  b: cafe\u{301}\n")
        #expect(outcome.changedKeys == ["d.a.b"])
    }
}
