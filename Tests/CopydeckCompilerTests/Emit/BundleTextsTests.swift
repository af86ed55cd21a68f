import CopydeckKit
import Testing
@testable import CopydeckCompiler

/// A locale bundle whose texts are read from the deck's message table (`BundleTexts`) is the one
/// read by looking every key up in the catalog: for every deck and locale of the checkout's
/// example project (read, never written), whose decks have screens with variants, permissions
/// built from templates with parameters, and shields; and for a deck whose locale file holds a
/// key written with a dot (`intro.title:`), which only the lookup by key finds.
@Suite struct BundleTextsTests {
    static func byKey(_ deck: Deck) -> Deck {
        var deck = deck
        deck.messageTable = MessageTable()
        return deck
    }

    @Test func theExampleProjectsBundlesAreTheOnesLookedUpByKey() throws {
        let project = try CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).lint(tables: false).project
        let emitter = BundleEmitter(config: project.config)
        var compared = 0, templated = 0, messages = 0
        for deck in project.decks {
            templated += deck.permissions.filter { $0.template != nil }.count
            for locale in deck.locales {
                let bundle = emitter.localeBundle(deck, locale: locale)
                #expect(bundle == emitter.localeBundle(Self.byKey(deck), locale: locale), "\(deck.id) \(locale)")
                compared += 1
                messages += bundle.messages.count
            }
        }
        #expect(compared >= 15 && templated > 0 && messages > 500, "\(compared) \(templated) \(messages)")
    }

    @Test func aKeyWrittenWithADotIsFound() throws {
        let ja = Fixtures.locale("ja").replacingOccurrences(of: "intro:\n  title: ja title\n", with: "intro.title: ja title\nintro:\n")
        #expect(ja.hasPrefix("intro.title: ja title\nintro:\n  next:"))
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"), ja: ja, en: Fixtures.locale("en"))
        let loaded = try project.lint().project
        let deck = try #require(loaded.decks.first)
        let emitter = BundleEmitter(config: loaded.config)
        #expect(emitter.localeBundle(deck, locale: "ja").messages["demo.intro.title"] == "ja title")
        for locale in deck.locales {
            #expect(emitter.localeBundle(deck, locale: locale) == emitter.localeBundle(Self.byKey(deck), locale: locale))
        }
    }
}
