import CopydeckKit
import Testing
@testable import CopydeckCompiler

/// Which keys each table of a deck holds, in which order, with which comments and states.
@Suite struct DeckTablesTests {
    static let content = """
        screens:
          intro:
            kind: page
            fields:
              title: { surface: title, maxLength: 20, note: The first words people read. }
              streak: { surface: body, placeholders: { days: integer } }
              mode: { surface: body }
        permissionTemplates:
          ask:
            parameters: [thing]
            fields:
              title: { surface: title, maxLength: 30 }
        permissions:
          photo:
            system: photoLibrary
            template: ask
          alerts:
            system: notifications
            template: ask
        """
    static let config = """
        version: 1
        sourceLocale: ko
        locales: [ko, ja, en]
        fallbacks:
          ja: [en]
        decks:
          demo: {}
        """

    func tables(ja: String = "") throws -> (DeckTables, TestProject) {
        let (tables, _, project) = try linted(ja: ja)
        return (tables, project)
    }

    func linted(ja: String = "") throws -> (DeckTables, LintResult, TestProject) {
        let project = try TestProject.demo(
            content: Self.content,
            ko: """
                intro:
                  title: 안녕하세요
                  streak: "{days, plural, other {#일 연속}}"
                  mode: "⟪select⟫{mode, select, a {A} other {B}}"
                ask:
                  title: "{thing} 허용"
                photo:
                  thing: 사진
                  usage: 사진을 분석해요
                alerts:
                  thing: 알림
                """,
            ja: ja.isEmpty ? """
                intro:
                  title: こんにちは
                  streak: "{days, plural, other {#日連続}}"
                  mode: "{mode, select, a {A} other {B}}"
                ask:
                  title: "{thing}を許可"
                photo:
                  thing: 写真
                  usage: 写真を分析します
                alerts:
                  thing: 通知
                """ : ja,
            en: """
                intro:
                  title: Hello
                  streak: "{days, plural, one {# day} other {# days}}"
                  mode: "{mode, select, a {A} other {B}}"
                ask:
                  title: "Allow {thing}"
                photo:
                  thing: photos
                  usage: We analyse your photos
                alerts:
                  thing: alerts
                """,
            config: Self.config)
        let lint = try project.lint()
        return (try #require(lint.tables.first), lint, project)
    }

    @Test func appTablesFillTemplatesAndLeaveThemOut() throws {
        let (tables, project) = try tables()
        defer { project.remove() }
        #expect(tables.localizable.entries.map(\.key) == [
            "demo.intro.title", "demo.intro.streak", "demo.photo.title", "demo.photo.usage", "demo.alerts.title",
        ])
        let photoTitle = try #require(tables.localizable.entries.first { $0.key == "demo.photo.title" })
        #expect(photoTitle.localization("ko")?.text == .format("사진 허용"))
        #expect(photoTitle.localization("en")?.text == .format("Allow photos"))
        #expect(photoTitle.comment == "At most 30 characters.")
    }

    @Test func translationTableIsWhatLocalesHold() throws {
        let (tables, project) = try tables()
        defer { project.remove() }
        #expect(tables.translation.entries.map(\.key) == [
            "demo.intro.title", "demo.intro.streak", "demo.ask.title", "demo.photo.thing", "demo.photo.usage", "demo.alerts.thing",
        ])
        #expect(tables.translation.entries[2].localization("ja")?.text == .format("%1$@を許可"))
    }

    @Test func infoPlistHoldsUsageDescriptionsByPlistKey() throws {
        let (tables, project) = try tables()
        defer { project.remove() }
        #expect(tables.infoPlist.entries.map(\.key) == ["NSPhotoLibraryUsageDescription"])
        #expect(tables.infoPlist.entries[0].localizations.map(\.locale) == ["ko", "ja", "en"])
        #expect(tables.infoPlist.entries[0].localization("ja")?.text == .format("写真を分析します"))
    }

    @Test func commentsCarryNoteBudgetAndPlaceholders() throws {
        let (tables, project) = try tables()
        defer { project.remove() }
        #expect(tables.localizable.entries[0].comment == "The first words people read. At most 20 characters.")
        #expect(tables.localizable.entries[1].comment == "%1$lld = days (integer).")
    }

    @Test func aMissingTextIsNewWithTheFallbackText() throws {
        let (tables, project) = try tables(ja: """
            intro:
              streak: "{days, plural, other {#日連続}}"
            ask:
              title: "{thing}を許可"
            photo:
              thing: 写真
            """)
        defer { project.remove() }
        let title = tables.localizable.entries[0]
        #expect(title.localization("ja") == TableLocalization(locale: "ja", state: .new, text: .format("Hello")))
        #expect(title.localization("ko")?.state == .translated)
        // ja falls back to en: the instantiated usage and the alerts title too.
        let alerts = try #require(tables.localizable.entries.first { $0.key == "demo.alerts.title" })
        #expect(alerts.localization("ja") == TableLocalization(locale: "ja", state: .new, text: .format("Allow alerts")))
        // A text ja has of its own stays translated.
        let streak = tables.localizable.entries[1]
        #expect(streak.localization("ja")?.state == .translated)
    }

    @Test func aSelectIsLeftOutAndTheLintSaysWhereInEachLocale() throws {
        let (tables, lint, project) = try linted()
        defer { project.remove() }
        #expect(!tables.localizable.entries.contains { $0.key == "demo.intro.mode" })
        #expect(!tables.translation.entries.contains { $0.key == "demo.intro.mode" })
        let found = lint.diagnostics(Rules.exportUnsupported)
        #expect(found.map { $0.range?.file } == ["locales/en/demo.yml", "locales/ja/demo.yml", "locales/ko/demo.yml"])
        #expect(found.allSatisfy { $0.message.contains("demo.intro.mode") })
        let ko = found.filter { $0.range?.file == "locales/ko/demo.yml" }
        #expect(ko.first?.range?.start == project.marker("locales/ko/demo.yml", "select"))
    }

    @Test func twoPermissionsWithOneInfoPlistKeyKeepTheFirstAndAreReported() throws {
        let content = """
            permissions:
              photo: { system: photoLibrary }
              ⟪second⟫album: { system: photoLibrary }
            """
        func locale(_ word: String) -> String {
            ["photo", "album"].map { id in
                "\(id):\n" + ["title", "body", "allow", "later", "denied", "settings", "usage"].map { "  \($0): \(word) \(id) \($0)\n" }.joined()
            }.joined()
        }
        let project = try TestProject.demo(content: content, ko: locale("ko"), ja: locale("ja"), en: locale("en"))
        defer { project.remove() }
        let lint = try project.lint()
        let tables = try #require(lint.tables.first)
        #expect(tables.infoPlist.entries.map(\.key) == ["NSPhotoLibraryUsageDescription"])
        #expect(tables.infoPlist.entries.first?.localization("en")?.text == .format("en photo usage"))
        #expect(tables.infoPlistMessageKeys == ["NSPhotoLibraryUsageDescription": "demo.photo.usage"])
        let found = lint.diagnostics(Rules.exportDuplicateKey)
        #expect(found.count == 1)
        #expect(found.first?.range?.start == project.marker("content/demo/screens.yml", "second"))
    }

    /// The declared messages' entries are made ahead on every core; the tables equal those made
    /// one entry at a time in the tables' order, also where a permission's own field has the key
    /// a template's field gets when filled in (the second numbers its arguments as the first).
    @Test func entriesMadeAheadEqualTheTablesMadeInTurn() throws {
        let content = Self.content + """

              camera:
                system: camera
                template: ask
                fields:
                  thing: body
                  title: { surface: title, placeholders: { n: integer } }
            """
        let project = try TestProject.demo(
            content: content,
            ko: "intro:\n  title: 안녕\nask:\n  title: \"{thing} 허용\"\ncamera:\n  thing: 카메라\n  title: \"{n}장 허용\"\n  usage: 찍어요\n",
            ja: "intro:\n  title: やあ\ncamera:\n  thing: カメラ\n  title: \"{n}枚を許可\"\n",
            en: "intro:\n  title: Hi\nask:\n  title: \"Allow {thing}\"\ncamera:\n  title: \"Allow {n}\"\n",
            config: Self.config)
        defer { project.remove() }
        let lint = try project.lint()
        let deck = try #require(lint.project.decks.first)
        let fallbacks = lint.project.config.fallbackChains
        var inTurn = DeckTableMaker(deck: deck, fallbacks: fallbacks)
        let localizable = inTurn.localizable(), infoPlist = inTurn.infoPlist(), translation = inTurn.translation()
        let tables = DeckTables(deck: deck, fallbacks: fallbacks)
        #expect(localizable.entries.contains { $0.key == "demo.camera.title" })
        #expect(tables.localizable == localizable)
        #expect(tables.infoPlist == infoPlist)
        #expect(tables.translation == translation)
        #expect(tables.arguments == inTurn.arguments)
    }
}
