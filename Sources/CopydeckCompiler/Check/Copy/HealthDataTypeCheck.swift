/// A HealthKit permission's `reads` and `writes` name kinds of Health data by HealthKit's type
/// identifiers. Copydeck keeps every identifier (HealthKit has more than it names), but one it
/// has no row name for is drawn on the preview's Health Access sheet as the bare identifier: a
/// finding, with the closest name it knows, since it is most often a misspelling.
public struct HealthDataTypeCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "permission.health-type", defaultSeverity: .warning,
        summary: "A HealthKit data type Copydeck has no row name for (often a misspelled identifier).",
        help: "Use HealthKit's identifier without its prefix (`stepCount` for `HKQuantityTypeIdentifier.stepCount`); the preview shows an unknown one as its identifier.",
        examples: [
            RuleExample("a misspelled identifier", file: "content/demo/permissions.yml", """
                permissions:
                  health:
                    system: healthKit
                    reads: [stepCount, ↓heartRat]
                    fields:
                      usage: {}
                """),
            RuleExample("identifiers Copydeck names", file: "content/demo/permissions.yml", """
                permissions:
                  health:
                    system: healthKit
                    reads: [stepCount, heartRate]
                    writes: [mindfulSession]
                    fields:
                      usage: {}
                """),
        ])

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        let known = HealthDataType.allCases.map(\.rawValue)
        for deck in project.decks {
            for permission in deck.permissions {
                for kind in permission.reads + permission.writes where HealthDataType(rawValue: kind.value) == nil {
                    let hint = Suggestion.closest(to: kind.value, in: known).map { "; did you mean `\($0)`?" } ?? ""
                    diagnostics.emit(Self.rule, at: kind.range,
                        "`\(kind.value)` is not a HealthKit data type Copydeck can name\(hint.isEmpty ? ";" : hint) the preview's Health Access sheet shows it as its identifier")
                }
            }
        }
    }
}
