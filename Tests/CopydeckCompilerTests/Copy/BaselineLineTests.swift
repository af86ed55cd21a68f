import Foundation
import Testing
@testable import CopydeckCompiler

/// A baseline matches findings by their line without the spaces around it; the trimming is done
/// on scalars, and must trim exactly what Foundation's `.whitespaces` trims, or baselines written
/// before would stop matching.
@Suite struct BaselineLineTests {
    @Test func trimsWhatFoundationTrims() {
        let pieces = [" ", "\t", "\u{3000}", "\u{A0}", "\u{2009}", "\u{200B}", "\r", "\n", "a", "사진", "写", "#", "\u{FEFF}", "e\u{301}"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let line = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(Baseline.trimmed(Substring(line)) == line.trimmingCharacters(in: .whitespaces), "\(line.debugDescription)")
        }
        #expect(Baseline.trimmed("  \u{3000}title: 写真\t ") == "title: 写真")
        #expect(Baseline.trimmed(" \t ") == "")
    }
}
