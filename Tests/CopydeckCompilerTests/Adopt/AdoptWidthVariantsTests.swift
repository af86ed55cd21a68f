import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// A `.stringsdict` width rule (`NSStringVariableWidthRuleType`: a text per width in ems, which
/// `NSString.variantFittingPresentationWidth` picks from) comes back width for width in every
/// language, written only to `.stringsdict`, as plutil reads it.
@Suite struct AdoptWidthVariantsTests {
    static func table(_ variants: [(String, String)]) -> Data {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>start_countdown</key>\n\t<dict>\n\t\t<key>NSStringVariableWidthRuleType</key>\n\t\t<dict>\n"
        for (width, text) in variants { out += "\t\t\t<key>\(width)</key>\n\t\t\t<string>\(text)</string>\n" }
        return Data((out + "\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n").utf8)
    }

    @Test func eachWidthsTextComesBack() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("en.lproj/Localizable.stringsdict", Self.table([("100", "Start the countdown now"), ("20", "Start"), ("50", "Start countdown")])),
            ("ja.lproj/Localizable.stringsdict", Self.table([("20", "開始"), ("50", "カウントダウン開始"), ("100", "今すぐカウントダウンを開始")])),
        ])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let message = try #require(result.plan.messages.first)
        #expect(message.widths == [20, 50, 100])
        #expect(message.texts.map(\.text) == ["Start\nStart countdown\nStart the countdown now", "開始\nカウントダウン開始\n今すぐカウントダウンを開始"])
        let tables = try String(contentsOf: trip.project.root.appendingPathComponent("content/app/tables.yml"), encoding: .utf8)
        #expect(tables.contains("      widthVariants: [20, 50, 100]\n"), "\(tables)")
        _ = try trip.built()
        let apple = trip.project.root.appendingPathComponent("build/app/apple")
        let strings = try String(contentsOf: apple.appendingPathComponent("en.lproj/Localizable.strings"), encoding: .utf8)
        #expect(!strings.contains("start_countdown"), "a .strings has no widths: \(strings)")
        let catalog = try String(contentsOf: apple.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        #expect(!catalog.contains("start_countdown"), "a catalog has no widths")
        if StringsOracle.hasPlutil {
            for (locale, expected) in [("en", ["20": "Start", "50": "Start countdown", "100": "Start the countdown now"]),
                                       ("ja", ["20": "開始", "50": "カウントダウン開始", "100": "今すぐカウントダウンを開始"])] {
                let read = try StringsOracle.json(of: apple.appendingPathComponent("\(locale).lproj/Localizable.stringsdict"))
                let rule = (read["start_countdown"] as? [String: Any])?["NSStringVariableWidthRuleType"] as? [String: String]
                #expect(rule == expected, "\(locale): \(String(describing: read["start_countdown"]))")
            }
        }
    }

    @Test func aTranslationOfOtherWidthsIsNamed() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("en.lproj/Localizable.stringsdict", Self.table([("20", "Start"), ("50", "Start countdown")])),
            ("ja.lproj/Localizable.stringsdict", Self.table([("20", "開始")])),
        ])
        #expect(result.leftOut.count == 1)
        #expect(result.leftOut.first?.message.contains("it varies by the widths 20 ems where the en text varies by the widths 20, 50 ems") == true, "\(result.leftOut)")
    }
}
