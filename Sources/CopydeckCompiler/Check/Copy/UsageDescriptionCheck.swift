/// iOS rejects an app (or crashes it) that asks for a permission without its Info.plist usage
/// description; every locale needs one.
public struct UsageDescriptionCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "permission.usage", defaultSeverity: .error,
        summary: "A permission without its iOS usage description in every locale.",
        help: "Give the permission a `usage` field (the standard fields include it) and its text in each locale.",
        examples: [
            RuleExample("fields listed without `usage`", file: "content/demo/permissions.yml", """
                permissions:
                  ↓photo:
                    system: photoLibrary
                    fields: { title: title, allow: button }
                """),
            RuleExample("a `usage` field (the standard fields, without `fields:`, have one)", file: "content/demo/permissions.yml", """
                permissions:
                  photo:
                    system: photoLibrary
                    fields: { title: title, allow: button, usage: usage }
                  camera:
                    system: camera
                """),
        ])

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks {
            for permission in deck.permissions {
                guard let system = permission.system?.value, let plistKey = system.infoPlistKey else { continue }
                // A missing or empty text in a locale is `message.missing` / `message.empty` on the usage key.
                if !permission.fields.contains(where: { $0.id.value == "usage" }) {
                    diagnostics.emit(Self.rule, at: permission.id.range,
                        "permission `\(permission.id.value)` has no `usage` field for \(plistKey), so no locale can describe it; add `usage` to its `fields` (or list no `fields`, for the standard ones) and write its text")
                }
            }
        }
    }
}

import Foundation
