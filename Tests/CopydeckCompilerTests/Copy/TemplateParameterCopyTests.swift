import Testing
@testable import CopydeckCompiler

/// Copy that fills a permission template's parameters goes through the copy checks as the text it
/// becomes, with the surface and budget of the field it fills, reported at the parameter's own
/// line (issue 14, miss 1: the UjuZ pattern).
@Suite struct TemplateParameterCopyTests {
    static let content = """
        permissionTemplates:
          just_in_time:
            parameters: [headline, value, cta]
            fields:
              title: { surface: title, maxLength: 30 }
              body: { surface: body, maxLength: 60 }
              allow: { surface: button, maxLength: 12, accessibility: text }
        permissions:
          notifications:
            system: notifications
            template: just_in_time
          location:
            system: locationWhenInUse
            template: just_in_time
        """

    static func locale(title: String = "\"{headline}\"", notifications: String, location: String, usage: String) -> String {
        """
        just_in_time:
          title: \(title)
          body: "{value}"
          allow: "{cta}"
        notifications:
        \(notifications)
        location:
        \(location)
          usage: \(usage)
        """
    }

    static let koNotifications = """
          headline: TO 변동을 바로 알려드릴게요
          value: 관심 어린이집에 자리가 생기면 알려 드려요.
          cta: 알림 켜기
        """
    static let koLocation = """
          headline: 내 주변 시설을 찾으려면
          value: 현재 위치로 거리순 비교가 쉬워져요.
          cta: 위치 사용하기
        """
    static let jaNotifications = """
          headline: 空き状況をすぐにお知らせします
          value: 気になる施設に空きが出たらお知らせします。
          cta: 通知をオンにする
        """
    static let jaLocation = """
          headline: 近くの施設を探すには
          value: 現在地を使うと距離順に比べられます。
          cta: 位置情報を使う
        """
    static let enNotifications = """
          headline: Openings, as they happen
          value: We tell you when a place opens up nearby.
          cta: Turn on
        """
    static let enLocation = """
          headline: Find places near you
          value: Your location sorts places by distance.
          cta: Use location
        """

    func project(ko: (notifications: String, location: String) = (koNotifications, koLocation),
                 ja: (notifications: String, location: String) = (jaNotifications, jaLocation),
                 koTitle: String = "\"{headline}\"") throws -> TestProject {
        try TestProject.demo(
            content: Self.content,
            ko: Self.locale(title: koTitle, notifications: ko.notifications, location: ko.location, usage: "가까운 시설을 보여 드리기 위해 위치를 사용해요."),
            ja: Self.locale(notifications: ja.notifications, location: ja.location, usage: "近くの施設を表示するために位置情報を使います。"),
            en: Self.locale(notifications: Self.enNotifications, location: Self.enLocation, usage: "We use your location to show places nearby."))
    }

    @Test func theCleanProjectHasNoCopyFindings() throws {
        let project = try project()
        defer { project.remove() }
        let found = try project.lint().diagnostics.filter { $0.rule.rawValue.hasPrefix("message.") }
        #expect(found.map(\.message) == [])
    }

    /// A 45-character headline filling a 30-character title.
    @Test func aLongParameterValueIsOverTheBudgetOfTheFieldItFills() throws {
        let long = "  headline: ⟪long⟫관심 있는 어린이집 TO 변동 소식과 입소 가능 여부를 가장 먼저 바로 알려드려요"
        let project = try project(ko: (Self.koNotifications.replacingOccurrences(of: "  headline: TO 변동을 바로 알려드릴게요", with: long), Self.koLocation))
        defer { project.remove() }
        let found = try project.lint().diagnostics(LengthBudgetCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "long")])
        #expect(found.first?.message == "message `demo.notifications.headline` in ko fills `title` of template `just_in_time` as 45 characters, over its budget of 30; shorten it, or raise the budget where the layout has room")
        #expect(found.first?.notes.map(\.range?.start.line) == [5])
    }

    /// The template's own words count: what is measured is the text the parameter becomes.
    @Test func theTemplatesOwnWordsCountTowardsTheBudget() throws {
        let project = try project(koTitle: "\"{headline} — 지금 설정해 보세요\"")
        defer { project.remove() }
        let found = try project.lint().diagnostics(LengthBudgetCheck.rule)
        // "TO 변동을 바로 알려드릴게요" (16) + " — 지금 설정해 보세요" (13) = 29 fits; the location headline too.
        #expect(found.isEmpty)
        let over = try self.project(koTitle: "\"{headline} — 지금 바로 설정해 보세요\"")
        defer { over.remove() }
        let overFound = try over.lint().diagnostics(LengthBudgetCheck.rule)
        #expect(overFound.map(\.message) == ["message `demo.notifications.headline` in ko fills `title` of template `just_in_time` as 32 characters, over its budget of 30; shorten it, or raise the budget where the layout has room"])
    }

    /// A 합니다체 sentence filling a body, in a 해요체 deck.
    @Test func aParameterFillingABodyIsASentenceForTheRegister() throws {
        let project = try project(ko: (Self.koNotifications, Self.koLocation.replacingOccurrences(of: "  value: 현재 위치로 거리순 비교가 쉬워져요.", with: "  value: ⟪formal⟫현재 위치로 거리순 비교가 가능합니다.")))
        defer { project.remove() }
        let found = try project.lint().diagnostics(RegisterCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "formal")])
    }

    /// A parameter filling a button is a label: Japanese plain form is right there. (A guard:
    /// parameter values were not read by the register before; now that they are, a button's
    /// words must stay out.)
    @Test func aParameterFillingAButtonStaysNoSentence() throws {
        let project = try project()
        defer { project.remove() }
        // 「通知をオンにする」 and 「位置情報を使う」 fill `allow`, a button, in a です/ます deck.
        #expect(try project.lint().diagnostics(RegisterCheck.rule).isEmpty)
    }

    /// Half-width punctuation in a Japanese parameter value, in a deck written full-width. (A
    /// guard: the rule read parameter values before; the issue counted it among the skipped.)
    @Test func punctuationWidthReadsParameterValues() throws {
        let project = try project(ja: (Self.jaNotifications.replacingOccurrences(of: "  headline: 空き状況をすぐにお知らせします", with: "  headline: ⟪half⟫空き状況をすぐにお知らせします!"),
                                       Self.jaLocation.replacingOccurrences(of: "  headline: 近くの施設を探すには", with: "  headline: 近くの施設を探すには！")))
        defer { project.remove() }
        let found = try project.lint().diagnostics(PunctuationWidthCheck.rule)
        #expect(found.map(\.range?.start.line) == [project.marker("locales/ja/demo.yml", "half")?.line])
    }
}
