import Testing
@testable import CopydeckCompiler

/// Text that looks like other text: invisible controls and decomposed Hangul.
@Suite struct InvisibleTextTests {
    private func lint(ko: String, ja: String, en: String, _ rule: RuleDescriptor) throws -> (found: [Diagnostic], project: TestProject) {
        let content = "screens:\n  s:\n    kind: dialog\n    fields:\n      title: { surface: title, maxLength: 4 }\n      body: { surface: body, maxLength: 12, width: display }\n"
        let project = try TestProject.demo(content: content, ko: ko, ja: ja, en: en)
        return (try project.lint().diagnostics(rule), project)
    }

    @Test func zeroWidthAndBidiControlsAreFound() throws {
        let (found, project) = try lint(
            ko: "s:\n  title: 사진\n  body: \"사진을⟪zwsp⟫\u{200B}허용\"\n",
            ja: "s:\n  title: 写真\n  body: \"⟪rlo⟫\u{202E}写真を許可\"\n",
            en: "s:\n  title: \"Ph⟪lri⟫\u{2066}\u{2069}o\"\n  body: Allow\n", InvisibleCharacterCheck.rule)
        defer { project.remove() }
        // One finding per message, at the first invisible character.
        #expect(found.map(\.range?.start) == [
            project.marker("locales/en/demo.yml", "lri"), project.marker("locales/ja/demo.yml", "rlo"),
            project.marker("locales/ko/demo.yml", "zwsp"),
        ])
        #expect(found.map(\.range?.file) == ["locales/en/demo.yml", "locales/ja/demo.yml", "locales/ko/demo.yml"])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.contains { $0.message.contains("U+200B ZERO WIDTH SPACE") })
        #expect(found.contains { $0.message.contains("U+202E RIGHT-TO-LEFT OVERRIDE") })
        #expect(found.contains { $0.message.contains("U+2066 LEFT-TO-RIGHT ISOLATE") })
    }

    @Test func joinersInEmojiAndFlagsAreAllowed() throws {
        let (found, project) = try lint(
            ko: "s:\n  title: 개발자\n  body: \"👩\u{200D}💻 개발자 👨\u{1F3FD}\u{200D}🚀\"\n",
            ja: "s:\n  title: 国旗\n  body: \"🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} イギリス\"\n",
            en: "s:\n  title: Team\n  body: \"a\u{200D}b\"\n", InvisibleCharacterCheck.rule)
        defer { project.remove() }
        // Only the joiner between two Latin letters is reported.
        #expect(found.map(\.range?.file) == ["locales/en/demo.yml"])
        #expect(found.first?.message.contains("U+200D ZERO WIDTH JOINER") == true)
    }

    @Test func decomposedHangulIsFoundAndMeasuredAsSyllables() throws {
        // 사진 허용 in NFD: 사 = U+1109 U+1161, 진 = U+110C U+1175 U+11AB.
        let nfd = "사진 허용".decomposedStringWithCanonicalMappingForTest
        #expect(nfd.unicodeScalars.count > 5)
        let (found, project) = try lint(
            ko: "s:\n  title: 사진\n  body: \"⟪nfd⟫\(nfd)\"\n",
            ja: "s:\n  title: 写真\n  body: 写真を許可\n", en: "s:\n  title: Foto\n  body: Allow\n", DecomposedHangulCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "nfd")])
        #expect(found.first?.message.contains("`사`") == true)
        // Four syllables and a space: 9 columns of display width, within the budget of 12, and
        // no length finding (NFD is 15 scalars and 37 bytes).
        let length = try project.lint().diagnostics(LengthBudgetCheck.rule)
        #expect(length.isEmpty)
        #expect(DisplayWidth.of(nfd) == 9)
        #expect(nfd.count == 5)
    }

    @Test func decomposedHangulOverABudgetIsMeasuredInSyllables() throws {
        let nfd = "사진허용하기".decomposedStringWithCanonicalMappingForTest
        let (found, project) = try lint(
            ko: "s:\n  title: \"\(nfd)\"\n  body: 사진\n",
            ja: "s:\n  title: 写真\n  body: 写真\n", en: "s:\n  title: Foto\n  body: Allow\n", LengthBudgetCheck.rule)
        defer { project.remove() }
        #expect(found.count == 1)
        #expect(found.first?.message == "message `demo.s.title` in ko is 6 characters, over its budget of 4; shorten it, or raise the budget where the layout has room")
    }
}

import Foundation
private extension String {
    var decomposedStringWithCanonicalMappingForTest: String { decomposedStringWithCanonicalMapping }
}
