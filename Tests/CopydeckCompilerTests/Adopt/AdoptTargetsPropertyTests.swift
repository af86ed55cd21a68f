import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// Apps generated at random with one to three targets, each with its own `Localizable`,
/// `InfoPlist` and storyboard tables, a key often in several targets with different words, and
/// the English kept where real apps keep it: in `en.lproj`, in Swift code
/// (`NSLocalizedString(…, value:)`), in the Info.plist, in a `Base.lproj` storyboard, or in a
/// table and the code at once (the table's wins). Files are written by hand and by Copydeck's
/// Swift literal writer (not its reader). Adopted and built, every target's every string comes
/// back in that target's table, as plutil reads the built `.strings`, and nothing is left out.
@Suite struct AdoptTargetsPropertyTests {
    enum Home: CaseIterable { case table, code, tableAndCode }

    struct App {
        /// Target → (table, key) → (en, ja).
        var texts: [String: [String: [String: (en: String, ja: String)]]] = [:]
        var files: [(path: String, data: Data)] = []
    }

    static func words(_ random: inout SplitMix, _ locale: String) -> String {
        let pool = locale == "ja"
            ? ["写真", "「地図」", "😀", "ようこそ", "設定", "旅", "カメラ"]
            : ["photo", "Trip's", "\"map\"", "a\\b", "line\nbreak", "tab\there", "café", "<b>bold</b>", "&"]
        return (0..<random.next(1...3)).map { _ in pool[random.next(0...(pool.count - 1))] }.joined(separator: " ")
    }

    static func stringsEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }

    static func xmlEscaped(_ text: String, attribute: Bool) -> String {
        var out = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        if attribute {
            out = out.replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\t", with: "&#9;")
        }
        return out
    }

    static func app(seed: UInt64) -> App {
        var random = SplitMix(seed: seed)
        var app = App()
        let targets = Array(["Trips", "TripsWatch", "TripsKit"].prefix(random.next(1...3)))
        for target in targets {
            var en: [String] = [], ja: [String] = [], code: [String] = []
            var plist: [String] = [], enPlist: [String] = [], jaPlist: [String] = []
            var storyboard: [String] = [], jaStoryboard: [String] = []
            for index in 0..<random.next(1...5) {
                // Keys from a small pool, so targets share some.
                let key = ["title", "[About/title]", "Cancel", "welcome.body", "row \(index)"][random.next(0...4)]
                guard app.texts[target]?["Localizable"]?[key] == nil else { continue }
                let text = (en: words(&random, "en"), ja: words(&random, "ja"))
                app.texts[target, default: [:]]["Localizable", default: [:]][key] = text
                ja.append("\"\(stringsEscaped(key))\" = \"\(stringsEscaped(text.ja))\";")
                switch Home.allCases[random.next(0...2)] {
                case .table:
                    en.append("\"\(stringsEscaped(key))\" = \"\(stringsEscaped(text.en))\";")
                case .code:
                    code.append("    static let k\(index) = NSLocalizedString(\(SwiftLiteral.string(key)), value: \(SwiftLiteral.string(text.en)), comment: \"\")")
                case .tableAndCode:
                    en.append("\"\(stringsEscaped(key))\" = \"\(stringsEscaped(text.en))\";")
                    code.append("    static let k\(index) = NSLocalizedString(\(SwiftLiteral.string(key)), value: \(SwiftLiteral.string("Old " + text.en)), comment: \"\")")
                }
            }
            for key in ["CFBundleDisplayName", "NSCameraUsageDescription"] where random.chance(0.7) {
                let text = (en: words(&random, "en"), ja: words(&random, "ja"))
                app.texts[target, default: [:]]["InfoPlist", default: [:]][key] = text
                jaPlist.append("\"\(key)\" = \"\(stringsEscaped(text.ja))\";")
                if random.chance(0.5) {
                    plist.append("\t<key>\(key)</key>\n\t<string>\(xmlEscaped(text.en, attribute: false))</string>")
                } else {
                    enPlist.append("\"\(key)\" = \"\(stringsEscaped(text.en))\";")
                }
            }
            for index in 0..<random.next(0...3) {
                let id = "ab\(index)-\(target.count)x-\(target.prefix(3))"
                let text = (en: words(&random, "en"), ja: words(&random, "ja"))
                let property = ["text", "placeholder", "normalTitle"][random.next(0...2)]
                app.texts[target, default: [:]]["Main", default: [:]]["\(id).\(property)"] = text
                switch property {
                case "normalTitle":
                    storyboard.append("<button id=\"\(id)\"><state key=\"normal\" title=\"\(xmlEscaped(text.en, attribute: true))\"/></button>")
                default:
                    storyboard.append("<label \(property)=\"\(xmlEscaped(text.en, attribute: true))\" id=\"\(id)\"/>")
                }
                jaStoryboard.append("\"\(id).\(property)\" = \"\(stringsEscaped(text.ja))\";")
            }
            func add(_ path: String, _ lines: [String]) {
                if !lines.isEmpty { app.files.append((path, Data((lines.joined(separator: "\n") + "\n").utf8))) }
            }
            add("\(target)/en.lproj/Localizable.strings", en)
            add("\(target)/ja.lproj/Localizable.strings", ja)
            if !code.isEmpty { add("\(target)/Sources/Strings.swift", ["enum L {"] + code + ["}"]) }
            add("\(target)/en.lproj/InfoPlist.strings", enPlist)
            add("\(target)/ja.lproj/InfoPlist.strings", jaPlist)
            if !plist.isEmpty {
                add("\(target)/Info.plist", ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<plist version=\"1.0\">", "<dict>",
                                             "\t<key>CFBundleIdentifier</key>", "\t<string>io.example.\(target)</string>"] + plist + ["</dict>", "</plist>"])
            }
            if !storyboard.isEmpty {
                add("\(target)/Base.lproj/Main.storyboard", ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">", "<scenes><scene sceneID=\"s\"><objects><view id=\"root-00-view\"><subviews>"]
                    + storyboard + ["</subviews></view></objects></scene></scenes>", "</document>"])
                add("\(target)/ja.lproj/Main.strings", jaStoryboard)
            }
        }
        return app
    }

    func check(seed: UInt64) throws {
        let app = Self.app(seed: seed)
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt(app.files)
        #expect(result.leftOut.isEmpty, "seed \(seed): \(result.leftOut.map(\.message))")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "seed \(seed): \(result.diagnostics.map(\.message))")
        _ = try trip.built()
        guard StringsOracle.hasPlutil else { return }
        let apple = trip.project.root.appendingPathComponent("build/app/apple")
        // A table in several targets is built where each keeps it; in one, at the top.
        var targetsOf: [String: Int] = [:]
        for (_, tables) in app.texts { for table in tables.keys { targetsOf[table, default: 0] += 1 } }
        for (target, tables) in app.texts {
            for (table, keys) in tables {
                let folder = targetsOf[table]! > 1 ? apple.appendingPathComponent(target) : apple
                for locale in ["en", "ja"] {
                    let url = folder.appendingPathComponent("\(locale).lproj/\(table).strings")
                    let read = try StringsOracle.json(of: url)
                    for (key, text) in keys {
                        let expected = locale == "en" ? text.en : text.ja
                        #expect(read[key] as? String == expected,
                                "seed \(seed): \(target) \(table) \(key.debugDescription) (\(locale)) reads \(String(describing: read[key])), not \(expected.debugDescription)")
                    }
                }
            }
        }
    }

    @Test func generatedAppsComeBackTargetByTarget() throws {
        for seed in 0..<40 { try check(seed: UInt64(seed)) }
    }
}
