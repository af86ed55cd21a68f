import Foundation

/// Each flow's layout plan, made once a build: the flow's preview page and its drawing in
/// `<deck>/flows/` draw the same layout with different links. Shared by every core.
final class FlowPlans: @unchecked Sendable {
    private let lock = NSLock()
    private var plans: [String: FlowDiagram.Plan] = [:]

    /// The plan of `flow` of `deck`, made on first use.
    func plan(_ flow: DeckFlow, deck: String) -> FlowDiagram.Plan {
        let key = deck + "\u{0}" + flow.id.value
        if let plan = lock.withLock({ plans[key] }) { return plan }
        let plan = FlowDiagram.Plan(flow.chart)
        lock.withLock { plans[key] = plan }
        return plan
    }
}
