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
        #expect(found.first?.message == "message `demo.intro.next` is missing in ja (locales/ja/demo.yml); add its translation there")
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

    /// A permission without `fields` has seven standard fields, all at its id: without text
    /// they are one finding there, naming the fields and what each locale needs, not seven.
    @Test func aPermissionWithoutFieldsOrTextIsOneFindingThatNamesItsStandardFields() throws {
        let project = try TestProject([
            "copydeck.yml": TestProject.minimalConfig,
            "content/demo/permissions.yml": "permissions:\n  ⟪id⟫photo:\n    system: photoLibrary\n",
            "locales/ko/demo.yml": "{}\n", "locales/ja/demo.yml": "{}\n", "locales/en/demo.yml": "{}\n",
        ])
        defer { project.remove() }
        let found = try project.lint().diagnostics(MissingMessageCheck.rule)
        #expect(found.count == 1)
        #expect(found.first?.range?.start == project.marker("content/demo/permissions.yml", "id"))
        #expect(found.first?.message == """
            permission `photo` lists no `fields`, so it has the standard fields title, body, allow, later, denied, settings and usage, \
            and none of them has text: ko needs all 7 (locales/ko/demo.yml); ja needs all 7 (locales/ja/demo.yml); \
            en needs all 7 (locales/en/demo.yml); write them under `photo:` in those files, or list under `fields:` only the fields \
            the app shows (`fields: { usage: usage }` for the iOS usage description alone)
            """)
    }

    /// A permission that fills a template has its parameters and `usage` at its id: each missing
    /// one is its own finding, never the standard-fields one (whose advice would unbind it).
    @Test func aTemplatePermissionsMissingParametersAreReportedOneByOne() throws {
        let project = try TestProject([
            "copydeck.yml": TestProject.minimalConfig,
            "content/demo/permissions.yml": """
                permissionTemplates:
                  ask:
                    parameters: [headline]
                    fields: { title: title }
                permissions:
                  location:
                    system: locationWhenInUse
                    template: ask
                """,
            "locales/ko/demo.yml": "ask:\n  title: \"{headline}\"\n", "locales/ja/demo.yml": "ask:\n  title: \"{headline}\"\n",
            "locales/en/demo.yml": "ask:\n  title: \"{headline}\"\n",
        ])
        defer { project.remove() }
        let found = try project.lint().diagnostics(MissingMessageCheck.rule).map(\.message).sorted()
        #expect(found.count == 2, "\(found)")
        #expect(found.allSatisfy { $0.hasPrefix("message `demo.location.") && $0.contains("has no text in the source locale ko") })
        #expect(!found.contains { $0.contains("standard fields") })
    }

    @Test func standardFieldsWithSomeTextNameWhatIsLeftAndTranslationsStayPrecise() throws {
        let project = try TestProject([
            "copydeck.yml": TestProject.minimalConfig,
            "content/demo/permissions.yml": "permissions:\n  photo:\n    system: photoLibrary\nshields:\n  focus: {}\n",
            "locales/ko/demo.yml": "photo:\n  title: 사진\n  body: 사진을 골라요\nfocus:\n  title: 집중\n",
            "locales/ja/demo.yml": "photo:\n  title: 写真\nfocus:\n  title: 集中\n",
            "locales/en/demo.yml": "photo:\n  title: Photos\n  body: Pick photos\n  usage: To pick photos\nfocus:\n  title: Focus\n",
        ])
        defer { project.remove() }
        let found = try project.lint().diagnostics(MissingMessageCheck.rule).map(\.message).sorted()
        #expect(found == [
            "message `demo.photo.body` is missing in ja (locales/ja/demo.yml); add its translation there",
            "permission `photo` lists no `fields`, so it has the standard fields title, body, allow, later, denied, settings and usage, "
                + "and 5 of them have no text: ko needs allow, later, denied, settings, usage (locales/ko/demo.yml); "
                + "ja needs allow, later, denied, settings, usage (locales/ja/demo.yml); en needs allow, later, denied, settings (locales/en/demo.yml); "
                + "write them under `photo:` in those files, or list under `fields:` only the fields the app shows "
                + "(`fields: { usage: usage }` for the iOS usage description alone)",
            "shield `focus` lists no `fields`, so it has the standard fields title, subtitle and primary, and 2 of them have no text: "
                + "ko needs subtitle, primary (locales/ko/demo.yml); ja needs subtitle, primary (locales/ja/demo.yml); "
                + "en needs subtitle, primary (locales/en/demo.yml); write them under `focus:` in those files, "
                + "or list under `fields:` only the fields the shield shows",
        ])
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
