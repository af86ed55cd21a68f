import Testing
@testable import CopydeckCompiler

@Suite struct MissingMessageTests {
    @Test func missingTranslationPointsAtTheSourceKeyAndNamesTheLocale() throws {
        let ko = Fixtures.locale("ko").replacingOccurrences(of: "  next: ko next", with: "  ⟪key⟫next: ko next")
        let ja = Fixtures.locale("ja").replacingOccurrences(of: "  next: ja next\n", with: "")
        let project = try TestProject.demo(content: Fixtures.content, ko: ko, ja: ja, en: Fixtures.locale("en"))
        defer { project.remove() }
        let found = try project.lint().diagnostics(MissingMessageCheck.rule)
        #expect(found.count == 1)
        #expect(found.first?.range?.start == project.marker("locales/ko/demo.yml", "key"))
        #expect(found.first?.range?.file == "locales/ko/demo.yml")
        #expect(found.first?.message == "message `demo.intro.next` is missing in ja (locales/ja/demo.yml)")
        #expect(found.first?.notes.first?.range?.file == "content/demo/screens.yml")
    }

    @Test func missingInTheSourceLocalePointsAtTheDeclaration() throws {
        let content = Fixtures.content.replacingOccurrences(of: "      next: {", with: "      ⟪decl⟫next: {")
        let project = try TestProject.demo(
            content: content,
            ko: Fixtures.locale("ko").replacingOccurrences(of: "  next: ko next\n", with: ""),
            ja: Fixtures.locale("ja").replacingOccurrences(of: "  next: ja next\n", with: ""),
            en: Fixtures.locale("en"))
        defer { project.remove() }
        let found = try project.lint().diagnostics(MissingMessageCheck.rule)
        // Reported once, for the source locale, not again for ja.
        #expect(found.count == 1)
        #expect(found.first?.range?.start == project.marker("content/demo/screens.yml", "decl"))
        #expect(found.first?.message.contains("source locale ko") == true)
    }

    @Test func missingLocaleFileIsOneDiagnosticAtTheDeck() throws {
        let project = try TestProject([
            "copydeck.yml": TestProject.minimalConfig.replacingOccurrences(of: "  demo: {}", with: "  ⟪deck⟫demo: {}"),
            "content/demo/screens.yml": Fixtures.content,
            "locales/ko/demo.yml": Fixtures.locale("ko"),
            "locales/ja/demo.yml": Fixtures.locale("ja"),
        ])
        defer { project.remove() }
        let found = try project.lint().diagnostics(MissingMessageCheck.rule)
        #expect(found.count == 1)
        #expect(found.first?.range?.start == project.marker("copydeck.yml", "deck"))
        #expect(found.first?.message.contains("locales/en/demo.yml does not exist") == true)
    }
}

@Suite struct ObsoleteMessageTests {
    @Test func keyNoLongerDeclaredIsReportedWithASuggestion() throws {
        let ja = Fixtures.locale("ja") + "\n  ⟪old⟫titel: 古い\n"
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"), ja: ja, en: Fixtures.locale("en"))
        defer { project.remove() }
        let found = try project.lint().diagnostics(ObsoleteMessageCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("locales/ja/demo.yml", "old")])
        #expect(found.first?.message.contains("`demo.focus.titel` in ja is not declared") == true)
        #expect(found.first?.message.contains("did you mean `demo.focus.title`?") == true)
    }

    @Test func scalarWhereVariantsAreExpectedExplainsVariants() throws {
        let en = Fixtures.locale("en").replacingOccurrences(
            of: "  allow:\n    default: en allow\n    granted: en granted\n", with: "  ⟪scalar⟫allow: en allow\n")
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"), ja: Fixtures.locale("ja"), en: en)
        defer { project.remove() }
        let result = try project.lint()
        let obsolete = result.diagnostics(ObsoleteMessageCheck.rule)
        #expect(obsolete.map(\.range?.start) == [project.marker("locales/en/demo.yml", "scalar")])
        #expect(obsolete.first?.message.contains("has variants (default, granted)") == true)
        #expect(result.diagnostics(MissingMessageCheck.rule).count == 2)
    }
}

@Suite struct EmptyMessageTests {
    @Test func emptyAndWhitespaceMessagesAreReported() throws {
        let ja = Fixtures.locale("ja")
            .replacingOccurrences(of: "  title: ja title", with: "  ⟪a⟫title: \"  \"")
            .replacingOccurrences(of: "  next: ja next", with: "  ⟪b⟫next:")
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"), ja: ja, en: Fixtures.locale("en"))
        defer { project.remove() }
        let found = try project.lint().diagnostics(EmptyMessageCheck.rule)
        #expect(found.map(\.range?.start) == ["a", "b"].map { project.marker("locales/ja/demo.yml", $0) })
    }
}

@Suite struct MessageSyntaxCheckTests {
    @Test func pointsAtTheOffendingCharacterInsideAQuotedValue() throws {
        let en = Fixtures.locale("en").replacingOccurrences(
            of: "  subtitle: \"{schedule} · {remaining, duration}\"",
            with: "  subtitle: \"{schedule} · {remaining, ⟪bad⟫durashun}\"")
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"), ja: Fixtures.locale("ja"), en: en)
        defer { project.remove() }
        let found = try project.lint().diagnostics(MessageSyntaxCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("locales/en/demo.yml", "bad")])
        #expect(found.first?.message.contains("unknown placeholder type `durashun`") == true)
    }

    @Test func pointsInsideAPlainKoreanValue() throws {
        let ko = Fixtures.locale("ko").replacingOccurrences(of: "  title: ko title", with: "  title: 사진 몇 장이면 ⟪bad⟫{} 충분해요")
        let project = try TestProject.demo(content: Fixtures.content, ko: ko, ja: Fixtures.locale("ja"), en: Fixtures.locale("en"))
        defer { project.remove() }
        let found = try project.lint().diagnostics(MessageSyntaxCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "bad")])
        #expect(found.first?.message.contains("empty placeholder") == true)
    }
}
