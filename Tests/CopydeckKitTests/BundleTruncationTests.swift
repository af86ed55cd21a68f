import Foundation
import Testing
@testable import CopydeckKit

/// Never crash on data (issue 13, item 6): every file of a real bundle (the compiler's golden
/// output) cut at every byte, and bytes changed at random, give a typed error that names the file
/// or, when what was cut or changed did not matter, the same bundle.
@Suite struct BundleTruncationTests {
    static let names = ["manifest.json", "ko.json", "ja.json", "en.json", "flows.json"]

    static func files() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in names { files[name] = try Data(contentsOf: BundleLoadingTests.golden.appendingPathComponent(name)) }
        return files
    }

    static func load(_ files: [String: Data]) -> Result<CopydeckBundle, BundleLoadError> {
        Result { () throws(BundleLoadError) -> CopydeckBundle in try CopydeckBundle(contents: { name in files[name] }) }
    }

    static func file(named error: BundleLoadError) -> String? {
        switch error {
        case .unreadable(let file, _), .malformed(let file, _), .localeMismatch(let file, _, _): file
        case .unsupportedFormat: "manifest.json"
        case .unknownLocale: nil
        }
    }

    @Test(arguments: names) func everyTruncationIsAnErrorNamingTheFileOrTheSameBundle(name: String) throws {
        let files = try Self.files()
        let whole = try Self.load(files).get()
        let data = try #require(files[name])
        var errors = 0
        for length in 0..<data.count {
            var cut = files
            cut[name] = data.prefix(length)
            switch Self.load(cut) {
            case .failure(let error):
                errors += 1
                #expect(Self.file(named: error) == name, "cut at \(length): \(error)")
            case .success(let bundle):
                // Only trailing whitespace can go without changing the bundle.
                #expect(data[length...].allSatisfy { $0 == 0x0A || $0 == 0x20 }, "\(name) cut at \(length) loaded")
                #expect(bundle.manifest == whole.manifest && bundle.locales == whole.locales && bundle.flows == whole.flows)
            }
        }
        #expect(errors >= data.count - 2)
    }

    @Test func randomlyChangedBytesNeverCrashAndErrorsNameTheirFile() throws {
        let files = try Self.files()
        var rng = SystemRandomNumberGenerator()
        var seed = UInt64.random(in: 0...UInt64.max, using: &rng)
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let start = seed
        for round in 0..<2000 {
            let name = Self.names[next(Self.names.count)]
            var data = try #require(files[name])
            for _ in 0...next(4) { data[next(data.count)] = UInt8(next(256)) }
            var changed = files
            changed[name] = data
            if case .failure(let error) = Self.load(changed) {
                // A changed manifest may name other locale files, which then fail; any other
                // change fails in the file that was changed.
                let blamed = Self.file(named: error)
                #expect(blamed == name || (name == "manifest.json" && blamed != nil), "round \(round), seed \(start): \(error)")
            }
        }
    }
}
