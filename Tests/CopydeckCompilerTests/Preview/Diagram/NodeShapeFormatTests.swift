import Foundation
import Testing
@testable import CopydeckCompiler

/// Coordinates are written without `String(format:)`; C's `printf("%.2f")` stays the judge of
/// what two decimals are.
@Suite struct NodeShapeFormatTests {
    /// What printf writes with two decimals, trailing zeros (and a bare point) dropped.
    static func printed(_ value: Double) -> String {
        var text = String(format: "%.2f", (value * 100).rounded() / 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    @Test func agreesWithPrintfOnEveryHundredthAndBetween() {
        var disagreements: [String] = []
        // Every hundredth near zero, then a sample of large coordinates.
        for hundredths in Array(-3_000...3_000) + Array(stride(from: -5_000_000, through: 5_000_000, by: 977)) {
            for offset in [0.0, 0.3, -0.3] {
                let value = (Double(hundredths) + offset) / 100
                let written = NodeShape.format(value)
                if written != Self.printed(value) { disagreements.append("\(value): \(written) vs \(Self.printed(value))") }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test func examples() {
        #expect(NodeShape.format(12) == "12")
        #expect(NodeShape.format(12.5) == "12.5")
        #expect(NodeShape.format(12.05) == "12.05")
        #expect(NodeShape.format(-0.5) == "-0.5")
        #expect(NodeShape.format(-0.001) == "0")
        #expect(NodeShape.format(0.999) == "1")
        #expect(NodeShape.format(.nan) == "0")
        #expect(NodeShape.format(.infinity) == "0")
    }
}
