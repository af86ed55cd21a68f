import Foundation
import Testing
@testable import CopydeckCompiler

/// Arrays (a `stringSet`'s `values`) laid out as Foundation's `JSONSerialization` lays them out,
/// empty or not, nested in objects: the judge is Foundation's own writer.
@Suite struct PrettyJSONOutputArrayTests {
    @Test(arguments: [[String](), ["one"], ["one", "two \"quoted\"", "三"]])
    func arraysAreFoundations(_ values: [String]) throws {
        var output = PrettyJSONOutput()
        output.beginObject()
        output.plainKey("a")
        output.beginObject()
        output.plainKey("values")
        output.beginArray()
        for value in values {
            output.element()
            output.string(value)
        }
        output.endArray()
        output.endObject()
        output.endObject()
        let foundation = try JSONSerialization.data(withJSONObject: ["a": ["values": values]], options: XCStringsOracle.options)
        #expect(output.bytes() == Array(foundation), "\(String(decoding: output.bytes(), as: UTF8.self).debugDescription)")
    }
}
