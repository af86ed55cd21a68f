import CopydeckKit
import Testing
@testable import CopydeckCompiler

@Suite struct XLIFFUnitIDTests {
    @Test(arguments: [
        ("a.b", XLIFFUnitID.whole(key: "a.b")),
        ("", .whole(key: "")),
        ("k|==|plural.one", .plural(key: "k", .one)),
        ("k|==|plural.zero", .plural(key: "k", .zero)),
        ("%lld items|==|plural.other", .plural(key: "%lld items", .other)),
        ("k|==|substitutions.count.plural.few", .substitution(key: "k", name: "count", .few)),
        ("k|==|substitutions.@DOT.NAME@.plural.one", .substitution(key: "k", name: "@DOT.NAME@", .one)),
        ("k|==|device.iphone", .device(key: "k", "iphone")),
        ("k|==|device.applevision", .device(key: "k", "applevision")),
        ("k|==|device.tablet", .unsupported(key: "k", path: "device.tablet")),
        ("k|==|width.short", .unsupported(key: "k", path: "width.short")),
        ("k|==|plural.some", .unsupported(key: "k", path: "plural.some")),
        ("k|==|substitutions..plural.one", .unsupported(key: "k", path: "substitutions..plural.one")),
        ("k|==|device.iphone.plural.one", .devicePlural(key: "k", "iphone", .one)),
        ("k|==|device.iphone.plural.some", .unsupported(key: "k", path: "device.iphone.plural.some")),
        ("a|==|b|==|plural.one", .unsupported(key: "a", path: "b|==|plural.one")),
    ])
    func parsesIds(text: String, id: XLIFFUnitID) {
        #expect(XLIFFUnitID(parsing: text) == id)
        #expect(id.text == text)
    }

    @Test func findsSubstitutionsAndSpecifiers() {
        let found = XLIFFFormatScan.substitutions(in: "%% %1$#@a@ and %#@b@ then %2$#@c.d@ %#@@ 100%#@")
        #expect(found.map(\.name) == ["a", "b", "c.d"])
        #expect(found.map(\.position) == [1, nil, 2])
        #expect(XLIFFFormatScan.specifier(forArgument: 2, in: "%1$@ has %2$lld and %2$d") == "lld")
        #expect(XLIFFFormatScan.specifiers(forArgument: 1, in: "%1$@ %1$.2f %%1$d %1$#@x@") == ["@", ".2f"])
        #expect(XLIFFFormatScan.specifier(forArgument: 3, in: "%1$lld") == nil)
        #expect(XLIFFFormatScan.firstPosition(in: "%%2$d %3$lld") == 3)
        #expect(XLIFFFormatScan.firstPosition(in: "%1$#@x@") == nil)
    }

    @Test func statesMapBothWays() {
        for state in TableState.allCases {
            #expect(XLIFFState.state(forAttribute: XLIFFState.attribute(for: state)) == state)
        }
        #expect(XLIFFState.combined([.translated, .needsReview, nil]) == .needsReview)
        #expect(XLIFFState.combined([.translated, .stale]) == .stale)
        #expect(XLIFFState.combined([nil, nil]) == nil)
    }
}
