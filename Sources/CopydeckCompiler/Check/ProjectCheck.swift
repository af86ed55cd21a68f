/// A rule that reads the resolved project and emits diagnostics. Checks never write files and
/// never depend on each other's output.
public protocol ProjectCheck: Sendable {
    static var rule: RuleDescriptor { get }
    func check(_ project: Project, into diagnostics: inout DiagnosticCollector)
}

/// Runs every check of the registry (`Rules.checks`) over a project. The checks are independent,
/// so their order only decides the order diagnostics are emitted in, and the report sorts them
/// anyway.
public struct CheckRunner: Sendable {
    public init() {}

    public func run(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        // The checks only read the project, so they run side by side. Rules that look at one
        // message at a time run one after another over small slices of the messages (the slice
        // stays in cache for all of them); every other check is a task of its own. Each task
        // emits into its own collector; they are gathered in task order.
        let schedules = Rules.schedules
        let messages = CopyMessages(project)
        let perMessage = schedules.compactMap { if case .perMessage(let check) = $0 { check } else { nil } }
        let whole = schedules.filter { if case .perMessage = $0 { false } else { true } }
        let slices = messages.slices()
        let found = Parallel.map(whole.count + slices.count) { task in
            var collector = DiagnosticCollector()
            if task < whole.count {
                switch whole[task] {
                case .copy(let check): check.check(messages: messages, project: project, into: &collector)
                case .whole(let check): check.check(project, into: &collector)
                case .perMessage: break
                }
            } else {
                // The slice's messages are made here and dropped here, on this task's core.
                let slice = messages.messages(in: slices[task - whole.count])
                for check in perMessage { Self.run(check, over: slice, project, &collector) }
            }
            return collector.diagnostics
        }
        for diagnosticsOfTask in found { diagnostics.append(contentsOf: diagnosticsOfTask) }
    }

    /// One rule over a slice of the messages, the rule's type opened once for the whole slice.
    private static func run<Check: PerMessageCheck>(_ check: Check, over messages: [CopyMessage], _ project: Project,
                                                    _ collector: inout DiagnosticCollector) {
        check.check(slice: messages, project: project, into: &collector)
    }
}
