import Foundation
import Testing
@testable import CopydeckCompiler

/// Oracle: libxml2's XML Schema validator with the OASIS XLIFF 1.2 strict schema.
@Suite struct XLIFFSchemaTests {
    @Test(arguments: ["en", "ja"])
    func generatedXLIFFIsXLIFF12Strict(locale: String) throws {
        let schema = try #require(XLIFFFixtures.schema)
        let data = XLIFFWriter().write(XLIFFFixtures.deck, targetLocale: locale, deck: "wander")
        #expect(schema.validate(data) == [])
    }

    /// The oracle bites: documents one step away from ours fail, for the reason given.
    @Test(arguments: [
        ("source>", "sourc>", "sourc"),
        ("tool-version=\"1\"/>", "tool-version=\"1\" build-num=\"17B100\"/>", "build-num"),
        ("state=\"translated\"", "state=\"done\"", "done"),
        (" datatype=\"plaintext\"", "", "datatype"),
        ("version=\"1.2\"", "version=\"2.0\"", "2.0"),
    ])
    func brokenDocumentsFail(find: String, replace: String, reason: String) throws {
        let schema = try #require(XLIFFFixtures.schema)
        let text = String(decoding: XLIFFWriter().write(XLIFFFixtures.deck, targetLocale: "en", deck: "wander"), as: UTF8.self)
        #expect(text.contains(find))
        let broken = text.replacingOccurrences(of: find, with: replace)
        let problems = schema.validate(Data(broken.utf8))
        #expect(!problems.isEmpty)
        #expect(problems.contains { $0.message.contains(reason) }, "\(problems)")
    }

    @Test func duplicateUnitIdsFailTheSchemaKey() throws {
        let schema = try #require(XLIFFFixtures.schema)
        let text = String(decoding: XLIFFWriter().write(XLIFFFixtures.deck, targetLocale: "en", deck: "wander"), as: UTF8.self)
        let broken = text.replacingOccurrences(of: "id=\"wander.intro.body\"", with: "id=\"wander.intro.title\"")
        #expect(!schema.validate(Data(broken.utf8)).isEmpty)
    }

    /// The vendored schema is the OASIS text: only its import of xml.xsd points at the local copy.
    @Test func vendoredSchemaIsTheOASISText() throws {
        let url = PackagePaths.fixtures.appendingPathComponent("xliff/xliff-core-1.2-strict.xsd")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n\r\n<!--\r\n\r\nMay-19-2004:"))
        #expect(text.contains("<xsd:import namespace=\"http://www.w3.org/XML/1998/namespace\" schemaLocation=\"xml.xsd\"/>"))
        #expect(text.unicodeScalars.count == 105_635 - "http://www.w3.org/2001/".unicodeScalars.count)
    }
}
