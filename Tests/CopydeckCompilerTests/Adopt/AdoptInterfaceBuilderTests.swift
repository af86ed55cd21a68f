import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// A storyboard's translations (`ja.lproj/Main.strings`, keys `<object id>.<property>`) have
/// their English in the storyboard itself, in `Base.lproj`: adopt reads it there, under the keys
/// ibtool writes, and only those a translation names.
@Suite struct AdoptInterfaceBuilderTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController title="Unlock Database" id="eAa-Z5-pdq" customClass="UnlockVC">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
                                    <textField placeholder="Password" id="CuN-tE-lAG"/>
                                    <label text="Will use the remembered &quot;master&quot; key.&#10;Tap to change." id="K3Y-ON-C19">
                                        <accessibility key="accessibilityConfiguration" label="Remembered key" hint="Double-tap to forget"/>
                                    </label>
                                    <button id="gji-1x-co5">
                                        <state key="normal" title="Lock Database"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Lock it" localized="YES"/>
                                            <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                                        </userDefinedRuntimeAttributes>
                                    </button>
                                    <segmentedControl id="g9A-4w-Dsa">
                                        <segments>
                                            <segment title="General"/>
                                            <segment title="Files"/>
                                        </segments>
                                    </segmentedControl>
                                    <label text="Not translated yet" id="zzz-11-aaa"/>
                                    <constraint firstItem="CuN-tE-lAG" id="c11-22-333"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let ja = """
        /* Class = "UITextField"; placeholder = "Password"; ObjectID = "CuN-tE-lAG"; */
        "CuN-tE-lAG.placeholder" = "パスワード";
        "eAa-Z5-pdq.title" = "データベースをアンロック";
        "K3Y-ON-C19.text" = "保存したマスターキーを使います。";
        "K3Y-ON-C19.accessibilityLabel" = "保存したキー";
        "gji-1x-co5.normalTitle" = "データベースをロック";
        "gji-1x-co5.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]" = "ロックする";
        "g9A-4w-Dsa.segmentTitles[1]" = "ファイル";
        "gone-00-old.text" = "古い";

        """

    @Test func theStoryboardIsTheSourceOfItsStringsFiles() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("App/Unlock/Base.lproj/Unlock.storyboard", Data(Self.storyboard.utf8)),
            ("App/Unlock/ja.lproj/Unlock.strings", Data(Self.ja.utf8)),
        ])
        let texts = Dictionary(result.plan.messages.map { ($0.key, $0.texts.map(\.text)) }, uniquingKeysWith: { a, _ in a })
        #expect(texts["CuN-tE-lAG.placeholder"] == ["Password", "パスワード"])
        #expect(texts["eAa-Z5-pdq.title"] == ["Unlock Database", "データベースをアンロック"])
        #expect(texts["K3Y-ON-C19.text"] == ["Will use the remembered \"master\" key.\nTap to change.", "保存したマスターキーを使います。"])
        #expect(texts["K3Y-ON-C19.accessibilityLabel"] == ["Remembered key", "保存したキー"])
        #expect(texts["gji-1x-co5.normalTitle"] == ["Lock Database", "データベースをロック"])
        #expect(texts["gji-1x-co5.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]"] == ["Lock it", "ロックする"])
        #expect(texts["g9A-4w-Dsa.segmentTitles[1]"] == ["Files", "ファイル"])
        // Only what a translation names: no untranslated label, no hint, no constraint.
        #expect(texts["zzz-11-aaa.text"] == nil && texts["K3Y-ON-C19.accessibilityHint"] == nil)
        #expect(result.plan.messages.allSatisfy { $0.table == "Unlock" })
        // A translation of a button the storyboard no longer has is named, not guessed.
        #expect(result.leftOut.map(\.message).contains { $0.contains("`gone-00-old.text` in ja is left out") }, "\(result.leftOut)")
        #expect(result.leftOut.count == 1, "\(result.leftOut)")

        _ = try trip.built()
        let en = trip.project.root.appendingPathComponent("build/app/apple/en.lproj/Unlock.strings")
        if StringsOracle.hasPlutil {
            let read = try StringsOracle.json(of: en)
            #expect(read["gji-1x-co5.normalTitle"] as? String == "Lock Database")
            #expect(read["K3Y-ON-C19.text"] as? String == "Will use the remembered \"master\" key.\nTap to change.")
        }
    }
    /// AppKit's shapes (IINA's and Rectangle's nibs): a column's header cell, a tab's label, a
    /// segmented cell's labels, a tool tip, a field cell's placeholder.
    @Test func appKitsKeys() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <objects>
                    <tableColumn identifier="name" id="Abc-12-xyz" headerToolTip="The file's name">
                        <tableHeaderCell key="headerCell" title="Name" id="Hdr-34-cel"/>
                    </tableColumn>
                    <tabViewItem label="General" id="Tab-56-gen"/>
                    <segmentedCell id="Seg-78-cel">
                        <segments>
                            <segment label="Left"/>
                            <segment label="Right"/>
                        </segments>
                    </segmentedCell>
                    <button toolTip="Open the file" id="Btn-90-opn"/>
                    <textFieldCell placeholderString="Search" id="Fld-11-src"/>
                </objects>
            </document>
            """
        let ja = """
            "Abc-12-xyz.headerCell.title" = "名前";
            "Abc-12-xyz.headerToolTip" = "ファイル名";
            "Tab-56-gen.label" = "一般";
            "Seg-78-cel.ibShadowedLabels[1]" = "右";
            "Btn-90-opn.ibShadowedToolTip" = "ファイルを開く";
            "Fld-11-src.placeholderString" = "検索";

            """
        let result = try trip.adopt([("App/Base.lproj/Prefs.xib", Data(xib.utf8)), ("App/ja.lproj/Prefs.strings", Data(ja.utf8))])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let texts = Dictionary(result.plan.messages.map { ($0.key, $0.texts.first?.text) }, uniquingKeysWith: { a, _ in a })
        #expect(texts == [
            "Abc-12-xyz.headerCell.title": "Name", "Abc-12-xyz.headerToolTip": "The file's name", "Tab-56-gen.label": "General",
            "Seg-78-cel.ibShadowedLabels[1]": "Right", "Btn-90-opn.ibShadowedToolTip": "Open the file", "Fld-11-src.placeholderString": "Search",
        ], "\(texts)")
    }
}
