@testable import CopydeckCompiler
import Testing

/// The frames' geometry and text styles: Apple's figures, carried into the stylesheet the
/// pickers switch.
struct DeviceStylesheetTests {
    @Test func eachTextStyleGrowsByItsOwnStepsAsApplesTableSays() throws {
        let ax3 = try #require(ContentSize.all.first { $0.id == "AX3" })
        // The HIG's AX3 row: Title 1 48 pt (1.71 × 28), Body 40 pt (2.35 × 17), Caption 1 32 pt.
        #expect(ax3.points(.title1) == 48 && ax3.points(.body) == 40 && ax3.points(.caption1) == 32 && ax3.points(.footnote) == 33)
        #expect(ContentSize.standard.points(.body) == 17 && ContentSize.standard.points(.title1) == 28 && ContentSize.standard.name == "Large (default)")
        // Every style is as large or larger at each next size, and no two sizes are the same row.
        for style in TextStyle.allCases {
            let sizes = ContentSize.all.map { $0.points(style) }
            #expect(sizes == sizes.sorted(), "\(style): \(sizes)")
        }
        #expect(Set(ContentSize.all.map(\.points)).count == ContentSize.all.count)
        #expect(ContentSize.all.allSatisfy { $0.points.count == TextStyle.allCases.count })
    }

    @Test func theStylesheetGivesEveryDeviceAndSizeItsValues() {
        let css = ScreenPreview.deviceStylesheet
        #expect(css.contains("body { --zoom: 0.750; --device-w: 393px; --device-h: 852px; --safe-top: 59px; --safe-bottom: 34px;"))
        #expect(css.contains("body[data-device=\"se\"] { --device-w: 375px; --device-h: 667px; --safe-top: 20px; --safe-bottom: 0px;"))
        #expect(css.contains("body[data-device=\"6.9\"] { --device-w: 440px; --device-h: 956px;"))
        #expect(css.contains("body[data-type-size=\"AX3\"] { --ts-largeTitle: 52px; --ts-title1: 48px;"))
        for size in ContentSize.all where size != .standard { #expect(css.contains("body[data-type-size=\"\(size.id)\"]")) }
        // A screen's title in Title 1 (bold), an alert's in Headline; line heights from the guidelines' leading.
        #expect(css.contains(".phone .s-title { font-size: var(--ts-title1); line-height: 1.214; font-weight: 700; }"))
        #expect(css.contains(".phone .alert .s-title, .phone .ios-alert .alert-title { font-size: var(--ts-headline); line-height: 1.294; font-weight: 600; }"))
        #expect(ScreenPreview.decimal(22.0 / 17) == "1.294" && ScreenPreview.decimal(1) == "1.000" && ScreenPreview.decimal(13.0 / 11) == "1.182")
    }

    @Test func theDevicesAreRealIPhonesSmallestFirst() {
        #expect(DeviceModel.all.map(\.width) == [375, 393, 440])
        #expect(DeviceModel.all.map(\.diagonal) == ["4.7″", "6.1″", "6.9″"])
        #expect(DeviceModel.standard == .iPhone16 && DeviceModel.standard.label == "iPhone 16 · 6.1″ · 393 × 852 pt")
        #expect(Set(DeviceModel.all.map(\.id)).count == DeviceModel.all.count)
    }
}
