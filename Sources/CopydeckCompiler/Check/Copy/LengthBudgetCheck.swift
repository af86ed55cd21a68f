import CopydeckKit

/// Copy must fit where it is shown: the field's `maxLength`, else the budget of its surface in
/// `copy.budgets`. Counted in characters (grapheme clusters), or in display width (CJK count 2)
/// when the field says `width: display`. Every plural and select case is measured; a
/// placeholder counts as a typical value (a duration 8, a number 3, a name its own length).
public struct LengthBudgetCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "message.length", defaultSeverity: .error,
        summary: "A message longer than its field's length budget.",
        help: "Shorten the copy, or raise the field's `maxLength` if the design has room.",
        examples: [
            RuleExample("a title over its field's `maxLength`", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    intro:
                      title: ↓사진 몇 장이면 충분해요, 나머지는 AI가 알아서 해요
                      next: 시작하기
                    """),
            ]),
            RuleExample("a button over the project's budget for buttons (`copy.budgets`)", files: [
                .init("copydeck.yml", RuleExample.standardConfig + "copy:\n  budgets: { button: 8 }\n"),
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    intro:
                      title: 사진 몇 장이면 충분해요
                      next: ↓지금 바로 사진 고르러 가기
                    """),
            ]),
            RuleExample("within budget", files: [
                .init("copydeck.yml", RuleExample.standardConfig + "copy:\n  budgets: { button: 8 }\n"),
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    intro:
                      title: 사진 몇 장이면 충분해요
                      next: 사진 고르기
                    """),
            ]),
        ])

    static let screens = """
        screens:
          intro:
            kind: page
            fields:
              title: { surface: title, maxLength: 20 }
              next: button
        """

    public init() {}

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        if let fill = message.fill {
            checkFill(fill, of: message, project: project, into: &diagnostics)
            return
        }
        let field = message.field
        guard let limit = field.maxLength?.value ?? project.config.copy.budgets[field.effectiveSurface]?.value else { return }
        // A character is at least a byte, and at most two columns wide where a wide one takes
        // three bytes: text without placeholders that has no more bytes than the budget fits it.
        let entry = message.entry
        if entry.arguments.isEmpty && entry.text.utf8.count <= limit { return }
        guard let parsed = entry.message else { return }
        let byWidth = field.width == .display
        let length = Self.longest(parsed, byWidth: byWidth)
        guard length > limit, let budget = field.maxLength ?? project.config.copy.budgets[field.effectiveSurface] else { return }
        Self.report(message, "is", length, byWidth: byWidth, budget, into: &diagnostics)
    }

    /// The finding at the message's text: "message `k` in ko <is|fills …> 45 characters, over its budget of 30".
    private static func report(_ message: CopyMessage, _ what: String, _ length: Int, byWidth: Bool, _ budget: Located<Int>,
                               into diagnostics: inout DiagnosticCollector) {
        let unit = byWidth ? "columns of display width" : "characters"
        diagnostics.emit(rule, at: message.entry.valueRange,
            "message `\(message.key)` in \(message.locale) \(what) \(length) \(unit), over its budget of \(budget.value); shorten it, or raise the budget where the layout has room",
            notes: [.init("the budget", at: budget.range)])
    }

    /// A permission's parameter value has no budget of its own: the text it becomes in each
    /// template field it fills is measured against that field's budget, at the parameter's line.
    private func checkFill(_ fill: TemplateFill, of message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        for slot in fill.slots where slot.measures {
            let field = slot.field
            guard let budget = field.maxLength ?? project.config.copy.budgets[field.effectiveSurface], let parsed = slot.message else { continue }
            let byWidth = field.width == .display
            let length = Self.longest(parsed, byWidth: byWidth)
            guard length > budget.value else { continue }
            Self.report(message, "fills `\(field.id.value)` of template `\(fill.templateID)` as", length, byWidth: byWidth, budget, into: &diagnostics)
        }
    }

    /// The length of the longest rendering: each plural or select takes its longest case.
    static func longest(_ message: Message, byWidth: Bool) -> Int {
        var total = 0
        for part in message.parts {
            switch part {
            case .text(let text): total += DisplayWidth.length(of: text, byWidth: byWidth)
            case .pound: total += 3
            case .argument(let argument):
                switch argument.kind {
                case .plural(_, let cases), .selectOrdinal(let cases), .select(let cases):
                    total += cases.map { longest($0.message, byWidth: byWidth) }.max() ?? 0
                case .duration: total += 8
                case .number: total += 3
                case .particle(let particle): total += argument.name.count + DisplayWidth.length(of: particle.afterConsonant, byWidth: byWidth)
                case .simple: total += argument.name.count
                }
            }
        }
        return total
    }
}
