import Foundation
import Testing
@testable import CopydeckCompiler

/// A deck's labels in its cache record (`LabelLines`): one text per locale, read back exactly,
/// and a text that is not lines of labels refused (the cache is then not used).
@Suite struct LabelLinesTests {
    private struct Record: Codable, Equatable {
        @LabelLines var labels: [String: [String]]
    }

    @Test func everyLabelComesBackAsItWasWhateverItHolds() throws {
        let labels = [
            "en": ["Go on", "", "100% sure", "two\nlines", "a\ttab", "%1E as written", "ends in ␞", "␞", "carriage\r\nreturn", "\u{301}begins with a combining mark", "%\u{301}", "␞\u{301}"],
            "ja": [],
            "ko": ["다음", "다음"],
        ]
        let data = try JSONEncoder().encode(Record(labels: labels))
        #expect(try JSONDecoder().decode(Record.self, from: data).labels == labels)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""ja":"""#) && json.contains("100%25 sure␞") && json.contains("ends in %1E␞%1E␞"), "\(json)")
    }

    @Test(arguments: [#"{"labels":{"en":"no end"}}"#, #"{"labels":{"en":"50% off␞"}}"#, #"{"labels":{"en":"ends in %2␞"}}"#, #"{"labels":{"en":"%0A␞"}}"#, #"{"labels":{"en":["a"]}}"#])
    func aTextThatIsNotLinesOfLabelsIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Record.self, from: Data(json.utf8)) }
    }
}
