import Testing
@testable import CopydeckCompiler

/// One small deck per rule: `content` declares a screen `s` whose fields the locale texts fill.
@Suite struct CopyRuleTests {
    private func lint(content: String, ko: String, ja: String, en: String, config: String = TestProject.minimalConfig,
                      _ rule: RuleDescriptor) throws -> (found: [Diagnostic], project: TestProject) {
        let project = try TestProject.demo(content: content, ko: ko, ja: ja, en: en, config: config)
        return (try project.lint().diagnostics(rule), project)
    }

    private func screen(_ fields: String) -> String {
        "screens:\n  s:\n    kind: dialog\n    fields:\n" + fields.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test func renamedPlaceholderPointsAtItAndSuggests() throws {
        let (found, project) = try lint(content: screen("title: title"),
            ko: "s:\n  title: \"{name}님, 환영해요\"\n", ja: "s:\n  title: \"{name}さん、ようこそ\"\n",
            en: "s:\n  title: \"Welcome, ⟪bad⟫{nmae}\"\n", PlaceholderCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/en/demo.yml", "bad").map { .init(line: $0.line, column: $0.column + 1) }])
        #expect(found.first?.message == "message `demo.s.title` in en uses `{nmae}`, which the source text does not have; did you mean `{name}`?")
    }

    @Test func missingAndExtraPlaceholders() throws {
        let (found, project) = try lint(content: screen("title: title"),
            ko: "s:\n  title: \"{name}님, {count}개\"\n", ja: "s:\n  title: \"{name}さん\"\n", en: "s:\n  title: \"{name}, {count} {extra}\"\n",
            PlaceholderCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.message) == [
            "message `demo.s.title` in en uses `{extra}`, which the source text does not have; use the source text's placeholders",
            "message `demo.s.title` in ja does not use the placeholder `{count}`; use it where the sentence needs the value",
        ])
    }

    @Test func placeholderTypeAgainstDeclaration() throws {
        let content = screen("title:\n  surface: title\n  placeholders: { days: integer }")
        let (found, project) = try lint(content: content,
            ko: "s:\n  title: \"{days, plural, other {#일}}\"\n", ja: "s:\n  title: \"{days, plural, other {#日}}\"\n",
            en: "s:\n  title: \"{⟪bad⟫days, duration}\"\n", PlaceholderTypeCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/en/demo.yml", "bad")])
    }

    @Test func pluralCategoriesFollowCLDR() throws {
        let (found, project) = try lint(content: screen("title: title"),
            ko: "s:\n  title: \"{n, plural, ⟪one⟫one {#일} other {#일}}\"\n",
            ja: "s:\n  title: \"{n, plural, other {#日}}\"\n",
            en: "s:\n  title: \"{⟪name⟫n, plural, ⟪few⟫few {# days} other {# days}}\"\n", PluralCategoryCheck.rule)
        defer { project.remove() }
        #expect(Set(found.compactMap(\.range?.start)) == Set([
            project.marker("locales/ko/demo.yml", "one"), project.marker("locales/en/demo.yml", "few"),
            project.marker("locales/en/demo.yml", "name"),
        ].compactMap { $0 }))
        #expect(found.contains { $0.message.contains("lacks `one`, which en needs") })
    }

    @Test func untranslatedUnlessDoNotTranslate() throws {
        let config = TestProject.minimalConfig + "\ncopy:\n  doNotTranslate: [Wander]\n"
        let (found, project) = try lint(content: screen("title: title\nbody: body"),
            ko: "s:\n  title: Wander\n  body: 사진 접근 허용\n", ja: "s:\n  title: Wander\n  body: ⟪same⟫사진 접근 허용\n",
            en: "s:\n  title: Wander\n  body: Allow photo access\n", config: config, UntranslatedCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/ja/demo.yml", "same")])
    }

    @Test func whitespace() throws {
        let (found, project) = try lint(content: screen("title: title\nbody: body"),
            ko: "s:\n  title: \"⟪lead⟫ 제목\"\n  body: 본문\n", ja: "s:\n  title: タイトル\n  body: \"本文⟪trail⟫ \"\n",
            en: "s:\n  title: Title\n  body: \"Body⟪double⟫  text\"\n", WhitespaceCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [
            project.marker("locales/en/demo.yml", "double"), project.marker("locales/ja/demo.yml", "trail"),
            project.marker("locales/ko/demo.yml", "lead"),
        ])
    }

    @Test func lengthBudgetByCharactersAndDisplayWidth() throws {
        let content = screen("title: { surface: title, maxLength: 10 }\nbody: { surface: body, maxLength: 10, width: display }")
        let (found, project) = try lint(content: content,
            ko: "s:\n  title: ⟪long⟫사진 몇 장이면 충분해요\n  body: ⟪wide⟫사진 여섯 장\n",
            ja: "s:\n  title: 写真だけ\n  body: 写真\n", en: "s:\n  title: Photos\n  body: Photos\n", LengthBudgetCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "long"), project.marker("locales/ko/demo.yml", "wide")])
        #expect(found.first?.message == "message `demo.s.title` in ko is 13 characters, over its budget of 10; shorten it, or raise the budget where the layout has room")
    }

    @Test func surfaceBudgetFromConfig() throws {
        let config = TestProject.minimalConfig + "\ncopy:\n  budgets: { title: 5 }\n"
        let (found, project) = try lint(content: screen("title: title"),
            ko: "s:\n  title: 짧음\n", ja: "s:\n  title: 短い\n", en: "s:\n  title: ⟪en⟫Too long\n", config: config, LengthBudgetCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/en/demo.yml", "en")])
    }

    @Test func lengthBudgetBoundaries() throws {
        // Exactly at the budget passes, one character over does not; wide text within its width
        // passes although it has more bytes than the budget.
        let content = screen("title: { surface: title, maxLength: 5 }\nbody: { surface: body, maxLength: 6, width: display }")
        let (found, project) = try lint(content: content,
            ko: "s:\n  title: 다섯글자다\n  body: 사진셋\n", ja: "s:\n  title: ⟪over⟫写真を六枚だ\n  body: 写真三\n",
            en: "s:\n  title: Fiver\n  body: ⟪wide⟫Photos!\n", LengthBudgetCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/en/demo.yml", "wide"), project.marker("locales/ja/demo.yml", "over")])
    }

    /// In a multi-line text, at the line that translates the source's line with the term
    /// (issue 14: at the key line before).
    @Test func glossaryFindingsPointAtTheMatchingLine() throws {
        let config = TestProject.minimalConfig + "\ncopy:\n  doNotTranslate: [Unwind]\n"
        let (found, project) = try lint(content: screen("body: body"),
            ko: "s:\n  body: |-\n    오늘의 일정을 정해요.\n    Unwind로 집중해요.\n",
            ja: "s:\n  body: |-\n    今日の予定を決めます。\n    Unwindで集中します。\n",
            en: "s:\n  body: |-\n    Plan your day.\n    ⟪line⟫Focus with Unwined.\n", config: config, GlossaryCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/en/demo.yml", "line")])
    }

    @Test func glossaryAndDoNotTranslate() throws {
        let config = TestProject.minimalConfig + "\ncopy:\n  doNotTranslate: [Unwind]\n  glossary:\n    집중: { en: focus, ja: 集中 }\n"
        let (found, project) = try lint(content: screen("body: body"),
            ko: "s:\n  body: Unwind로 집중해요\n", ja: "s:\n  body: Unwindで集中しましょう\n",
            en: "s:\n  body: ⟪en⟫Concentrate with Unwined\n", config: config, GlossaryCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/en/demo.yml", "en"), project.marker("locales/en/demo.yml", "en")])
    }

    @Test func jargonInErrorCopy() throws {
        let (found, project) = try lint(content: screen("session: error\ntitle: title"),
            ko: "s:\n  session: 로그인이 ⟪ko⟫토큰 만료로 끝났어요\n  title: 토큰\n",
            ja: "s:\n  session: もう一度ログインしてください\n  title: トークン\n",
            en: "s:\n  session: \"Error ⟪en⟫401: please sign in again\"\n  title: Token\n", ErrorJargonCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/en/demo.yml", "en"), project.marker("locales/ko/demo.yml", "ko")])
    }

    /// A code identifier holding a forbidden word is jargon too (issue 14: `SQLiteException`
    /// passed); a word that only contains one (`Nullable` is no `null`, `exceptional`) is not.
    @Test func identifiersHoldingATermAreJargon() {
        func found(_ term: String, _ text: String) -> Bool { ErrorJargonCheck.find(term, in: text.lowercased(), original: text) != nil }
        #expect(found("exception", "保存できませんでした (SQLiteException)"))
        #expect(found("null", "NullPointerException が発生しました"))
        #expect(found("exception", "IOException"))
        #expect(found("exception", "java.lang.IllegalStateException: x"))
        #expect(found("null", "value is null"))
        #expect(!found("null", "Nullable value"))
        #expect(!found("exception", "an exceptional day"))
        #expect(!found("exception", "Exceptionally fast"))
        #expect(!found("api", "Capital city"))
    }

    @Test func decomposedHangulParticleIsTheSameParticle() throws {
        // 가 written as two jamo (U+1100 U+1161), as some editors save it.
        let (found, project) = try lint(content: screen("body: body"),
            ko: "s:\n  body: \"{name}⟪p⟫\u{1100}\u{1161} 왔어요\"\n", ja: "s:\n  body: \"{name}さんが来ました\"\n",
            en: "s:\n  body: \"{name} is here\"\n", KoreanParticleCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "p")])
    }

    @Test func untranslatedMeansTheSameTextAsWritten() {
        #expect(UntranslatedCheck.sameText("사진 접근 허용", "사진 접근 허용"))
        #expect(!UntranslatedCheck.sameText("Next", "Nest"))
        #expect(!UntranslatedCheck.sameText("Next", "Next "))
        #expect(!UntranslatedCheck.sameText("다음", "Next"))
        #expect(!UntranslatedCheck.sameText("e\u{301}", "f"))
    }

    @Test func errorCopyIsRecognisedByItsIds() {
        #expect(DeclaredMessage.mentionsError("error_network", atEnd: false))
        #expect(DeclaredMessage.mentionsError("login_error", atEnd: true))
        #expect(!DeclaredMessage.mentionsError("login_error", atEnd: false))
        #expect(!DeclaredMessage.mentionsError("err", atEnd: false))
        #expect(!DeclaredMessage.mentionsError("errors_", atEnd: true))
    }

    @Test func koreanParticleAfterPlaceholder() throws {
        let (found, project) = try lint(content: screen("body: body"),
            ko: "s:\n  body: \"{name}⟪p⟫을 초대했어요\"\n", ja: "s:\n  body: \"{name}さんを招待しました\"\n",
            en: "s:\n  body: \"You invited {name}\"\n", KoreanParticleCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "p")])
        #expect(found.first?.message.hasSuffix("write `{name, particle, 을/를}`") == true)
    }

    @Test func registerMixedInADeck() throws {
        let (found, project) = try lint(content: screen("a: body\nb: body\nc: body"),
            ko: "s:\n  a: 사진을 고를 수 있어요\n  b: 지도에 모아 보여 드려요\n  c: ⟪odd⟫위치를 사용합니다\n",
            ja: "s:\n  a: 写真を選んでください\n  b: 地図にまとめます\n  c: ⟪plain⟫位置情報を使う\n",
            en: "s:\n  a: Pick photos\n  b: On the map\n  c: Uses location\n", RegisterCheck.rule)
        defer { project.remove() }
        #expect(Set(found.compactMap(\.range?.start)) == Set([project.marker("locales/ko/demo.yml", "odd"), project.marker("locales/ja/demo.yml", "plain")].compactMap { $0 }))
    }

    /// Titles, headings and buttons are not sentences: Japanese UI writes 「登録する」 there on
    /// purpose (issue 14). A warning by default.
    @Test func registerLooksAtSentencesOnly() throws {
        let (found, project) = try lint(content: screen("title: title\nstep: title\nbody: body\nmore: body\nok: button"),
            ko: "s:\n  title: 사진을 골라 주세요\n  step: 1. 사진 선택하기\n  body: 지도에 모아 보여 드려요\n  more: 언제든 바꿀 수 있어요\n  ok: 확인\n",
            ja: "s:\n  title: 通知を許可を有効にする\n  step: 1. 写真を登録する\n  body: 地図にまとめて表示します\n  more: いつでも変更できます\n  ok: 登録する\n",
            en: "s:\n  title: Pick\n  step: Step\n  body: Map\n  more: Later\n  ok: OK\n", RegisterCheck.rule)
        defer { project.remove() }
        #expect(found.isEmpty, "\(found)")
        #expect(RegisterCheck.rule.defaultSeverity == .warning)
    }

    /// Plain form by a verb's dictionary ending, not only a short list: 「記録される。」 (issue 14).
    @Test func japanesePlainFormByItsEnding() {
        #expect(RegisterCheck.styles(of: "睡眠が記録される。", language: "ja") == [.plain])
        #expect(RegisterCheck.styles(of: "位置情報を使う。写真を選びます。", language: "ja") == [.plain, .desuMasu])
        #expect(RegisterCheck.styles(of: "通知が届く", language: "ja") == [.plain])
        #expect(RegisterCheck.styles(of: "後で設定できるでしょう", language: "ja") == [.desuMasu])
        #expect(RegisterCheck.styles(of: "ご利用ありがとう", language: "ja") == [])
        #expect(RegisterCheck.styles(of: "写真を選んでください", language: "ja") == [.desuMasu])
        #expect(RegisterCheck.styles(of: "地図モード", language: "ja") == [])
    }

    /// A 합니다체 clause without its full stop is a sentence of its own (found on MapbeDiary's
    /// Korean strings by the issue-14 survey): 「과도한 요청입니다 잠시후 시도해주세요!」.
    @Test func aKoreanSentenceWithoutItsFullStop() {
        #expect(RegisterCheck.styles(of: "과도한 요청입니다 잠시후 다시 하면 돼요!", language: "ko") == [.hamnida, .haeyo])
        #expect(RegisterCheck.styles(of: "계속하시겠습니까 지금 바로 시작해요", language: "ko") == [.hamnida, .haeyo])
        // -(으)니까 ("because") goes on: one 해요체 sentence.
        #expect(RegisterCheck.styles(of: "위치가 꺼져 있으니까 설정에서 켜야 해요", language: "ko") == [.haeyo])
        #expect(RegisterCheck.styles(of: "사진이 많으니까 먼저 골라 볼까요?", language: "ko") == [.haeyo])
    }

    /// Decided with real apps' copy: a request in -세요 follows a 합니다 statement as routinely as a
    /// 해요 one (「…실패했습니다. 다시 시도해 주세요.」 in ten public apps' error messages), so it
    /// belongs to neither voice; two statements in the two voices are still a mix.
    @Test func aKoreanRequestBelongsToNeitherVoice() throws {
        #expect(RegisterCheck.styles(of: "저장에 실패했습니다. 다시 시도해 주세요.", language: "ko") == [.hamnida])
        #expect(RegisterCheck.styles(of: "사진을 골라 주세요", language: "ko") == [])
        #expect(RegisterCheck.styles(of: "설정에서 위치 권한을 확인하세요", language: "ko") == [])
        #expect(RegisterCheck.styles(of: "고른 사진만 읽어요. 위치 정보는 저장하지 않습니다.", language: "ko") == [.haeyo, .hamnida])
        let (found, project) = try lint(content: screen("a: error\nb: error\nc: body"),
            ko: "s:\n  a: 로그인이 필요합니다. 다시 로그인해 주세요.\n  b: 저장에 실패했습니다. 잠시 후 다시 시도해 주세요.\n  c: ⟪mix⟫사진은 기기에 남아요.\n",
            ja: "s:\n  a: ログインが必要です\n  b: 保存できませんでした\n  c: 写真は端末に残ります\n",
            en: "s:\n  a: Sign in\n  b: Not saved\n  c: Photos stay\n", RegisterCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "mix")])
    }

    /// A numbered or bulleted step is an instruction, in the plain form in Japanese whatever the
    /// prose around it (Signal's 「通知を許可」を有効にする); a plain sentence in the prose is still
    /// a mix.
    @Test func aJapaneseStepMayBePlain() throws {
        let steps = "通知を受け取るには、次の手順に従ってください。\n1. 設定を開く\n2. 「通知を許可」を有効にする\n・ 音を選ぶ\n③ 戻る"
        #expect(RegisterCheck.styles(of: steps, language: "ja") == [.desuMasu])
        #expect(RegisterCheck.styles(of: "設定を開きます。\n(1) 通知を選ぶ\n１．音を選ぶ\n- 戻る", language: "ja") == [.desuMasu])
        #expect(RegisterCheck.styles(of: "写真を選んでください。位置情報は保存しない。", language: "ja") == [.desuMasu, .plain])
        // `1.` inside a line is no step number: 「バージョン1.2を使う」 is one plain sentence.
        #expect(RegisterCheck.styles(of: "バージョン1.2を使う", language: "ja") == [.plain])
        let (found, project) = try lint(content: screen("a: body\nb: body\nc: body"),
            ko: "s:\n  a: 알림을 켜요\n  b: 소리를 골라요\n  c: 언제든 바꿀 수 있어요\n",
            ja: "s:\n  a: |-\n    通知を受け取るには、次の手順に従ってください。\n    1. 設定を開く\n    2. 「通知を許可」を有効にする\n  b: 音を選べます\n  c: ⟪plain⟫いつでも変更できる\n",
            en: "s:\n  a: Steps\n  b: Sounds\n  c: Later\n", RegisterCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/ja/demo.yml", "plain")])
    }

    /// A deck that declares its register holds every sentence to it, majority or not.
    @Test func aDeclaredRegisterIsStrict() throws {
        let config = TestProject.minimalConfig.replacingOccurrences(of: "demo: {}", with: "demo: { register: [hapnida, desu-masu] }")
        let (found, project) = try lint(content: screen("a: body\nb: body\nc: body"),
            ko: "s:\n  a: ⟪a⟫사진을 고를 수 있어요\n  b: ⟪b⟫지도에 모아 보여 드려요\n  c: 위치를 사용합니다\n",
            ja: "s:\n  a: 写真を選んでください\n  b: 地図にまとめます\n  c: 位置情報を使います\n",
            en: "s:\n  a: Pick photos\n  b: On the map\n  c: Uses location\n", config: config, RegisterCheck.rule)
        defer { project.remove() }
        #expect(Set(found.compactMap(\.range?.start)) == Set([project.marker("locales/ko/demo.yml", "a"), project.marker("locales/ko/demo.yml", "b")].compactMap { $0 }))
        #expect(found.first?.message.contains("declares `register: hapnida`") == true)
    }

    @Test func anUnknownOrSecondRegisterIsAnInvalidValue() throws {
        let config = TestProject.minimalConfig.replacingOccurrences(of: "demo: {}", with: "demo: { register: [haeyo, formal, hapnida] }")
        let (found, project) = try lint(content: screen("a: body"), ko: "s:\n  a: 좋아요\n", ja: "s:\n  a: いいです\n", en: "s:\n  a: Good\n",
                                        config: config, Rules.invalidValue)
        defer { project.remove() }
        #expect(found.map(\.message) == [
            "`formal` is not a register; use `haeyo`, `hapnida`, `desu-masu`, `plain` (one per language)",
            "deck `demo` already declares `haeyo` for its ko copy; keep one register per language",
        ])
    }

    /// Inside a multi-line text, at the line of the sentence in the other register (issue 14).
    @Test func registerFindingsPointAtTheSentence() throws {
        let (found, project) = try lint(content: screen("a: body\nb: body\nc: body"),
            ko: "s:\n  a: 사진을 골라 주세요\n  b: 지도에 모아 보여 드려요\n  c: |-\n    위치를 켜면 더 정확해요.\n    ⟪odd⟫위치 정보는 기기에서만 처리됩니다.\n",
            ja: "s:\n  a: 写真を選んでください\n  b: 地図にまとめます\n  c: 位置情報を使います\n",
            en: "s:\n  a: Pick photos\n  b: On the map\n  c: Uses location\n", RegisterCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "odd")])
    }

    @Test func punctuationWidthMixed() throws {
        let (found, project) = try lint(content: screen("a: body\nb: body\nc: body"),
            ko: "s:\n  a: 좋아요!\n  b: 정말요?\n  c: ⟪ko⟫괜찮아요！\n",
            ja: "s:\n  a: いいですね！\n  b: 本当ですか？\n  c: ⟪ja⟫もう一度お試しください!\n",
            en: "s:\n  a: Nice!\n  b: Really?\n  c: Try again!\n", PunctuationWidthCheck.rule)
        defer { project.remove() }
        #expect(found.map(\.range?.start) == [project.marker("locales/ja/demo.yml", "ja"), project.marker("locales/ko/demo.yml", "ko")])
    }

    @Test func accessibilityLabelAndUsageAndEventProperties() throws {
        let content = """
            screens:
              s:
                kind: permission
                events:
                  - ⟪event⟫ask_cta
                  - name: ask_cta
                    properties: { action: ⟪value⟫maybe }
                fields:
                  ⟪button⟫go: button
                  ok: { surface: button, accessibility: text }
            permissions:
              ⟪perm⟫camera:
                system: camera
                fields: { title: title }
            events:
              ask_cta:
                properties:
                  action: { required: true, values: [allow, later] }
            """
        let locale = "s:\n  go: x\n  ok: y\ncamera:\n  title: t\n"
        let project = try TestProject.demo(content: content, ko: locale, ja: locale, en: locale)
        defer { project.remove() }
        let result = try project.lint()
        let path = "content/demo/screens.yml"
        #expect(result.diagnostics(AccessibilityLabelCheck.rule).map(\.range?.start) == [project.marker(path, "button")])
        #expect(result.diagnostics(UsageDescriptionCheck.rule).map(\.range?.start) == [project.marker(path, "perm")])
        #expect(result.diagnostics(EventPropertiesCheck.rule).map(\.range?.start) == [project.marker(path, "event"), project.marker(path, "value")])
    }
    /// A HealthKit permission's `reads` and `writes` keep every identifier: one Copydeck cannot
    /// name is a located warning with the closest name; another permission cannot list them.
    @Test func healthDataTypesAreHealthKitsAndOnlyAHealthPermissionListsThem() throws {
        let content = """
            permissions:
              health:
                system: healthKit
                reads: [stepCount, ⟪typo⟫heartRat]
                writes: [mindfulSession]
                fields:
                  usage: usage
              camera:
                system: camera
                reads: [⟪camera⟫stepCount]
                fields:
                  usage: usage
            """
        let locale = "health:\n  usage: u\ncamera:\n  usage: u\n"
        let project = try TestProject.demo(content: content, ko: locale, ja: locale, en: locale)
        defer { project.remove() }
        let result = try project.lint()
        let path = "content/demo/screens.yml"
        #expect(result.diagnostics(Rules.invalidValue).map(\.range?.start) == [project.marker(path, "camera")])
        let unknown = result.diagnostics(HealthDataTypeCheck.rule)
        #expect(unknown.map(\.range?.start) == [project.marker(path, "typo")])
        #expect(unknown.first?.message.contains("did you mean `heartRate`?") == true, "\(unknown)")
        #expect(unknown.first?.severity == .warning)
        let health = try #require(result.project.decks.first?.permissions.first { $0.id.value == "health" })
        #expect(health.reads.map(\.value) == ["stepCount", "heartRat"] && health.writes.map(\.value) == ["mindfulSession"])
    }
}
