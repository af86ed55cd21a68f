/// How large a flowchart Copydeck reads (`flow.limit`). Far above any real flow (an onboarding
/// flow has tens of nodes; the benchmark lints 100,000 nodes and 150,000 edges in well under a
/// second) and a bound on time and memory for anything else: `a & b --> c & d` links every pair,
/// so a few kilobytes of Mermaid could otherwise ask for billions of edges.
public struct FlowLimits: Sendable, Equatable {
    public var maximumNodes: Int
    public var maximumEdges: Int

    public init(maximumNodes: Int, maximumEdges: Int) {
        self.maximumNodes = maximumNodes
        self.maximumEdges = maximumEdges
    }

    /// What `lint`, `build` and `flow dump` read: 200,000 nodes and 400,000 edges per flow.
    public static let standard = FlowLimits(maximumNodes: 200_000, maximumEdges: 400_000)

    /// `200000` → `200,000`, as the rule's documentation and messages print counts.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
            index -= 3
        }
        return digits
    }
}
