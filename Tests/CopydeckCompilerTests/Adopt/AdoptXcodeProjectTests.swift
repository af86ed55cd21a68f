import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// Apps Xcode 13 and later made keep their Info.plist texts in build settings
/// (`INFOPLIST_KEY_NSCameraUsageDescription`, `GENERATE_INFOPLIST_FILE`), and only the
/// translations in `InfoPlist.strings`: adopt reads each target's from `project.pbxproj`.
@Suite struct AdoptXcodeProjectTests {
    /// A project in the shape Xcode writes: a project-level configuration list, two native
    /// targets (one with `INFOPLIST_FILE`, one in a synchronized folder), Debug and Release.
    static let project = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		G1 /* TripsWidget */ = {isa = PBXFileSystemSynchronizedRootGroup; path = TripsWidget; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXNativeTarget section */
        		T1 /* Trips */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1 /* Build configuration list for PBXNativeTarget "Trips" */;
        			buildPhases = (
        			);
        			name = Trips;
        			productName = Trips;
        		};
        		T3 /* TripsTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L3;
        			name = TripsTests;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        		T2 /* TripsWidget */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L2;
        			fileSystemSynchronizedGroups = (
        				G1 /* TripsWidget */,
        			);
        			name = TripsWidget;
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		P1 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = L0;
        			targets = (
        				T1 /* Trips */,
        				T2 /* TripsWidget */,
        			);
        		};
        /* End PBXProject section */

        /* Begin XCBuildConfiguration section */
        		C01 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_KEY_NSHumanReadableCopyright = "© Trips Inc."; }; name = Debug; };
        		C02 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_KEY_NSHumanReadableCopyright = "© Trips Inc."; }; name = Release; };
        		C11 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				GENERATE_INFOPLIST_FILE = YES;
        				INFOPLIST_FILE = Trips/Info.plist;
        				INFOPLIST_KEY_CFBundleDisplayName = "Trips Dev";
        				INFOPLIST_KEY_NSCameraUsageDescription = "Trips scans your \"tickets\" with the camera";
        				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
        				PRODUCT_BUNDLE_IDENTIFIER = io.example.trips;
        			};
        			name = Debug;
        		};
        		C12 /* Release */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				GENERATE_INFOPLIST_FILE = YES;
        				INFOPLIST_FILE = Trips/Info.plist;
        				INFOPLIST_KEY_CFBundleDisplayName = Trips;
        				INFOPLIST_KEY_NSCameraUsageDescription = "Trips scans your \"tickets\" with the camera";
        				INFOPLIST_KEY_NSMicrophoneUsageDescription = "$(PRODUCT_NAME) records voice notes";
        				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
        			};
        			name = Release;
        		};
        		C21 /* Release */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_KEY_CFBundleDisplayName = "Trips Widget";
        			};
        			name = Release;
        		};
        		C31 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_KEY_CFBundleDisplayName = "Trips Tests"; }; name = Release; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		L0 = {isa = XCConfigurationList; buildConfigurations = (C01 /* Debug */, C02 /* Release */, ); defaultConfigurationName = Release; };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C11 /* Debug */, C12 /* Release */, ); defaultConfigurationName = Release; };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C21 /* Release */, ); defaultConfigurationName = Release; };
        		L3 = {isa = XCConfigurationList; buildConfigurations = (C31 /* Release */, ); defaultConfigurationName = Release; };
        /* End XCConfigurationList section */
        	};
        	rootObject = P1 /* Project object */;
        }
        """#

    @Test func eachTargetsBuildSettingsAreItsInfoPlistTexts() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("Trips.xcodeproj/project.pbxproj", Data(Self.project.utf8)),
            ("Trips/Resources/ja.lproj/InfoPlist.strings", Data("\"CFBundleDisplayName\" = \"トリップ\";\n\"NSCameraUsageDescription\" = \"カメラでチケットを読み取ります\";\n".utf8)),
            ("TripsWidget/ja.lproj/InfoPlist.strings", Data("\"CFBundleDisplayName\" = \"トリップ ウィジェット\";\n".utf8)),
        ])
        let texts = Dictionary(result.plan.messages.map { ("\($0.table) \($0.key)", $0.texts.map(\.text)) }, uniquingKeysWith: { a, _ in a })
        #expect(texts["Resources/InfoPlist CFBundleDisplayName"] == ["Trips", "トリップ"], "\(texts)")
        #expect(texts["Resources/InfoPlist NSCameraUsageDescription"] == ["Trips scans your \"tickets\" with the camera", "カメラでチケットを読み取ります"], "\(texts)")
        #expect(texts["Resources/InfoPlist NSHumanReadableCopyright"] == ["© Trips Inc."], "the project's own setting, inherited: \(texts)")
        #expect(texts["TripsWidget/InfoPlist CFBundleDisplayName"] == ["Trips Widget", "トリップ ウィジェット"], "\(texts)")
        #expect(!texts.keys.contains { $0.hasSuffix("UILaunchScreen_Generation") || $0.hasSuffix("NSMicrophoneUsageDescription") }, "\(texts.keys)")
        #expect(!texts.keys.contains { $0.hasPrefix("TripsTests") }, "a test bundle shows no one its words: \(texts.keys)")
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        // What is not taken is said: Debug's other name, a build setting in the words.
        #expect(result.diagnostics.contains { $0.message.contains("`Trips` in Release and `Trips Dev` in Debug") }, "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.contains { $0.message.contains("`NSMicrophoneUsageDescription` of target Trips is `$(PRODUCT_NAME) records voice notes`") })
        _ = try trip.built()
        if StringsOracle.hasPlutil {
            let read = try StringsOracle.json(of: trip.project.root.appendingPathComponent("build/app/apple/TripsWidget/en.lproj/InfoPlist.strings"))
            #expect(read["CFBundleDisplayName"] as? String == "Trips Widget")
        }
    }
    /// plutil (CoreFoundation) reads the project too: every Release text the reader found is
    /// the value CoreFoundation reads for that setting.
    @Test(.enabled(if: StringsOracle.hasPlutil, StringsOracle.missing))
    func coreFoundationReadsTheSameSettings() throws {
        let folder = try StringsOracle.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try StringsOracle.write(Data(Self.project.utf8), named: "project.pbxproj", in: folder)
        let json = try JSONSerialization.jsonObject(with: StringsOracle.run(["-convert", "json", "-o", "-", url.path])) as? [String: Any]
        let objects = try #require(json?["objects"] as? [String: [String: Any]])
        // A test bundle's configurations are none of the app's.
        var tests: Set<String> = []
        for (_, object) in objects where (object["productType"] as? String)?.contains("test") == true {
            if let list = object["buildConfigurationList"] as? String { tests.formUnion(objects[list]?["buildConfigurations"] as? [String] ?? []) }
        }
        var release: Set<String> = []
        for (id, object) in objects where object["isa"] as? String == "XCBuildConfiguration" && object["name"] as? String == "Release" && !tests.contains(id) {
            for (key, value) in object["buildSettings"] as? [String: Any] ?? [:] where key.hasPrefix("INFOPLIST_KEY_") {
                if let text = value as? String, !text.contains("$(") { release.insert("\(key.dropFirst(14))=\(text)") }
            }
        }
        let read = XcodeProjectReader.read(Data(Self.project.utf8), path: url.path, locale: "en")
        let found = Set(read.found.compactMap { found -> String? in
            guard case .format(let text) = found.string.text else { return nil }
            return "\(found.string.key)=\(text)"
        })
        #expect(found == release, "reader \(found), CoreFoundation \(release)")
    }
}
