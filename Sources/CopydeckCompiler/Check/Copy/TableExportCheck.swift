import CopydeckKit

/// A message a string table (String Catalog, `.strings`, Android, XLIFF) cannot say: found by
/// the same walk of the message's structure the table export makes, so the lint reports exactly
/// the keys the build leaves out of the tables, each at the place in its text.
struct TableExportCheck: PerMessageCheck {
    static let rule = Rules.exportUnsupported

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        guard !message.entry.arguments.isEmpty, let parsed = message.entry.message,
              let problem = TableTextConverter.problem(in: parsed, plurals: message.context.plurals,
                                                       device: message.field.placeholders.contains { $0.type.value == .device }) else { return }
        diagnostics.emit(Self.rule, at: message.range(at: problem.offset, project.files),
                         "message `\(message.key)` is left out of the string tables: \(problem.reason)")
    }
}

/// Two permissions of a deck whose usage descriptions would be one Info.plist key: the InfoPlist
/// tables keep the first.
struct InfoPlistKeyCheck: ProjectCheck {
    static let rule = Rules.exportDuplicateKey

    func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks {
            var first: [String: String] = [:]
            for permission in deck.permissions {
                guard let key = permission.system?.value.infoPlistKey,
                      permission.fields.contains(where: { $0.id.value == "usage" }) else { continue }
                if let earlier = first[key] {
                    diagnostics.emit(Self.rule, at: permission.id.range,
                        "permissions `\(earlier)` and `\(permission.id.value)` both describe \(key): InfoPlist tables keep `\(earlier)`'s text; give one of them the usage text for both, and list only `usage`-less fields on the other")
                } else {
                    first[key] = permission.id.value
                }
            }
        }
    }
}
