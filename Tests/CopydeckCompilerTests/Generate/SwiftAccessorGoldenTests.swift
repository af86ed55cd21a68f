import Foundation
import Testing
@testable import CopydeckCompiler

/// `copydeck generate swift` for each deck of the example project equals the accessors committed
/// in Tests/CopydeckKitTests/Generated, which CopydeckKit's tests compile and call.
@Suite struct SwiftAccessorGoldenTests {
    static let decks = ["auth", "tempoai", "ujuz", "unwind", "wander"]

    @Test(arguments: decks) func generatedAccessorsMatchTheCompiledOnes(deck: String) throws {
        let result = try CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).generateSwift(deck: deck)
        let source = try #require(result.source)
        let golden = PackagePaths.root.appendingPathComponent("Tests/CopydeckKitTests/Generated/\(deck).swift")
        if PackagePaths.recordGoldens { try Data(source.utf8).write(to: golden) }
        #expect(source == (try String(contentsOf: golden, encoding: .utf8)),
                "the accessors of \(deck) changed; review, then record with COPYDECK_RECORD_GOLDENS=1")
    }

    @Test func anUnknownDeckOrBundleIsAUsageError() throws {
        let driver = CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root))
        #expect(throws: SwiftGenerationError.unknownDeck("nope", known: ["wander", "tempoai", "unwind", "auth", "ujuz"])) {
            try driver.generateSwift(deck: "nope")
        }
        #expect(throws: SwiftGenerationError.unknownResourceBundle("app")) { try driver.generateSwift(deck: "wander", resourceBundle: "app") }
    }

    @Test func namesAndLiterals() {
        #expect(SwiftIdentifier.type("focus_shield") == "FocusShield")
        #expect(SwiftIdentifier.type("3d_touch") == "_3dTouch")
        #expect(SwiftIdentifier.member("name_placeholder") == "namePlaceholder")
        #expect(SwiftIdentifier.member("default") == "`default`")
        #expect(SwiftIdentifier.member("in") == "`in`")
        #expect(SwiftIdentifier.deckType(name: "Auth & Onboarding", id: "auth") == "AuthOnboarding")
        #expect(SwiftIdentifier.deckType(name: "위더", id: "wander") == "Wander")
        #expect(SwiftLiteral.string("a \"b\" \\ c\nd\u{0}\u{2028}é") == "\"a \\\"b\\\" \\\\ c\\nd\\u{0}\\u{2028}é\"")
    }
}
