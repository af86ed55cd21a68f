import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct BundleContentTests {
    func bundle(_ locale: String) throws -> LocaleBundle {
        let result = try CompilerDriver(directory: ProjectDirectory(root: PackagePaths.fixtures.appendingPathComponent("demo"))).lint()
        let deck = try #require(result.project.decks.first)
        return BundleEmitter(config: result.project.config).localeBundle(deck, locale: locale)
    }

    @Test func templateCopyIsInstantiatedPerPermission() throws {
        let ko = try bundle("ko")
        #expect(ko.messages["demo.notifications.title"] == "TO 변동을 바로 알려드릴게요")
        #expect(ko.messages["demo.location.allow"] == "위치 사용하기")
        #expect(ko.messages["demo.location.later"] == "나중에")
        // Parameter values are folded into the instantiated copy, not shipped as keys of their own.
        #expect(ko.messages["demo.location.headline"] == nil)
        let location = try #require(ko.permissions.first { $0.id == "location" })
        #expect(location.fields.map(\.id) == ["title", "allow", "later", "usage"])
        #expect(location.infoPlistKey == "NSLocationWhenInUseUsageDescription")
        #expect(ko.messages["demo.location.usage"] == "가까운 시설을 거리순으로 보여 드리기 위해 위치를 사용해요.")
    }

    @Test func variantsMapToTheirOwnKeys() throws {
        let ja = try bundle("ja")
        let allow = try #require(ja.screens.first { $0.id == "health" }?.fields.first)
        #expect(allow.key == nil)
        #expect(allow.variants == ["default": "demo.health.allow.default", "granted": "demo.health.allow.granted", "denied": "demo.health.allow.denied"])
        #expect(ja.messages["demo.health.allow.granted"] == "✓ 通知を許可済み")
    }

    @Test func everyFieldKeyHasItsMessage() throws {
        for locale in ["ko", "ja", "en"] {
            let bundle = try bundle(locale)
            let fields = bundle.screens.flatMap(\.fields) + bundle.permissions.flatMap(\.fields) + bundle.shields.flatMap(\.fields)
            let keys = fields.flatMap { [$0.key].compactMap { $0 } + ($0.variants?.values.sorted() ?? []) }
            #expect(!keys.isEmpty)
            for key in keys { #expect(bundle.messages[key] != nil, "\(locale): \(key)") }
        }
    }
}
