/// A deck's things as the diff compares them: each with the facts a reviewer would want to see
/// change (kind, budget, placeholders, bindings), and nothing that only moves (positions).
extension Deck {
    func diffItems(_ kind: ProjectDiff.Kind) -> [DiffItem] {
        switch kind {
        case .message: []
        case .screen:
            screens.map { screen in
                DiffItem(screen.id.value, [
                    "kind": screen.kind?.value.rawValue, "spec": screen.spec, "permission": screen.permission?.value,
                    "events": screen.events.isEmpty ? nil : screen.events.map(\.name.value).joined(separator: ", "),
                    "fields": screen.fields.map(\.id.value).joined(separator: ", "),
                ], at: screen.id.range)
            }
        case .field:
            fieldOwners.flatMap { owner, fields in
                fields.map { DiffItem(.dotted(owner, $0.id.value), $0.diffProperties, at: $0.id.range) }
            }
        case .permission:
            permissions.map { permission in
                DiffItem(permission.id.value, [
                    "system": permission.system?.value.rawValue, "template": permission.template?.value,
                    "fields": permission.fields.map(\.id.value).joined(separator: ", "),
                ], at: permission.id.range)
            } + templates.map { template in
                DiffItem("template " + template.id.value, [
                    "parameters": template.parameters.map(\.value).joined(separator: ", "),
                    "fields": template.fields.map(\.id.value).joined(separator: ", "),
                ], at: template.id.range)
            }
        case .shield:
            shields.map { DiffItem($0.id.value, ["fields": $0.fields.map(\.id.value).joined(separator: ", ")], at: $0.id.range) }
        case .event:
            events.map { event in
                DiffItem(event.name.value, [
                    "description": event.description,
                    "properties": event.properties.isEmpty ? nil : event.properties.map { property in
                        property.name.value + (property.required ? "" : "?")
                            + (property.values.isEmpty ? "" : " (" + property.values.map(\.value).joined(separator: " | ") + ")")
                    }.joined(separator: ", "),
                ], at: event.name.range)
            }
        case .flow:
            flows.map { flow in
                DiffItem(flow.id.value, [
                    "file": flow.file.path, "direction": flow.chart.direction,
                    "start": flow.start.map(flow.name), "ends": flow.ends.map(flow.name).sorted().joined(separator: ", "),
                ], at: flow.id.range)
            }
        case .node:
            flows.flatMap { flow in
                flow.chart.nodes.indices.map { node in
                    DiffItem(flow.id.value + "/" + flow.chart.nodes[node].id, flow.nodeProperties(node), at: flow.range(ofNode: node))
                }
            }
        case .edge: []
        }
    }

    /// Every owner of fields with its id: screens, permissions, templates, shields, and the
    /// tables an app's keys were adopted into (`Localizable`).
    var fieldOwners: [(String, [Field])] {
        screens.map { ($0.id.value, $0.fields) } + permissions.map { ($0.id.value, $0.fields) }
            + templates.map { ($0.id.value, $0.fields) } + shields.map { ($0.id.value, $0.fields) }
            + tables.map { ($0.name.value, $0.fields) }
    }
}

extension Field {
    var diffProperties: KeyValuePairs<String, String?> {
        [
            "surface": surface?.value.rawValue, "maxLength": maxLength.map { String($0.value) },
            "width": width == .characters ? nil : width.rawValue,
            "placeholders": placeholders.isEmpty ? nil : placeholders.map { placeholder in
                "\(placeholder.name.value): \(placeholder.type.value.rawValue)" + (placeholder.format.map { " (\($0.value))" } ?? "")
            }.joined(separator: ", "),
            "variants": variants.isEmpty ? nil : variants.map(\.value).joined(separator: ", "),
            "accessibility": accessibility?.value, "note": note,
            "translate": translate ? nil : "false", "markup": markup == .spans ? nil : markup.rawValue,
            "reference": reference ? "true" : nil, "extraction": extraction, "draft": draft ? "true" : nil,
            "stringSet": stringSet ? "true" : nil,
            "widthVariants": widths.isEmpty ? nil : widths.map(String.init).joined(separator: ", "),
            "androidTools": androidTools.isEmpty ? nil : androidTools.map { "\($0.name): \($0.value)" }.joined(separator: ", "),
        ]
    }
}

extension DeckFlow {
    func nodeProperties(_ node: Int) -> KeyValuePairs<String, String?> {
        let binding: String? = switch roles[node] {
        case .screen(let screen): "screen " + screen.value
        case .prompt(let permission): "prompt " + permission.value
        case .step: isDecision[node] ? "decision" : nil
        }
        return ["label": chart.nodes[node].label, "shape": chart.nodes[node].shape, "binding": binding]
    }
}
