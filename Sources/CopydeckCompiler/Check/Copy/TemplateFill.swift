import CopydeckKit

/// What a permission's parameter value becomes (the UjuZ pattern): the template fields whose text
/// names the parameter, and, in one locale, each field's text with the permission's values put
/// in. Copy rules read a parameter value with the surface of the field it fills and measure the
/// text it becomes against that field's budget, and report it at the parameter's own line.
final class TemplateFill: Sendable {
    struct Slot: Sendable {
        /// The template's field the parameter fills.
        let field: Field
        /// The field's text in this locale with every parameter replaced by this permission's value.
        let text: String
        let message: Message?
        /// Whether the parameter is the first the field's text names: the whole text is measured
        /// once, at that parameter's line.
        let isFirstParameter: Bool
    }

    let templateID: String
    /// In the template's declaration order; never empty.
    let slots: [Slot]

    init(templateID: String, slots: [Slot]) {
        self.templateID = templateID
        self.slots = slots
    }

    /// The surface of the first field the parameter fills: how its words are read.
    var surface: Field.Surface? { slots.first?.field.surface?.value }

    /// For each locale of a deck, the fills of its parameter values by declaration position.
    /// Which parameters a template field names is read from the deck's source-locale text; the
    /// text each becomes, from each locale's own.
    static func fills(of deck: Deck) -> [[Int: TemplateFill]] {
        let empty = [[Int: TemplateFill]](repeating: [:], count: deck.locales.count)
        guard !deck.templates.isEmpty, deck.permissions.contains(where: { $0.template != nil }),
              let source = deck.texts(in: deck.sourceLocale) else { return empty }
        // Positions of template fields and of permission parameter values: a handful of
        // declarations, found in one pass.
        var templateFields: [String: [(field: Field, position: Int)]] = [:]
        var permissionValues: [String: [String: Int]] = [:]
        for (position, declared) in deck.declaredMessages.enumerated() where declared.variant == nil {
            switch declared.ownerKind {
            case .template: templateFields[declared.ownerID, default: []].append((declared.field, position))
            case .permission: permissionValues[declared.ownerID, default: [:]][declared.field.id.value] = position
            case .screen, .shield: break
            }
        }
        var result = empty
        for permission in deck.permissions {
            guard let templateID = permission.template?.value, !permission.declaresFields,
                  let template = deck.templates.first(where: { $0.id.value == templateID }),
                  let fields = templateFields[templateID], let values = permissionValues[permission.id.value] else { continue }
            let parameters = template.parameters.map(\.value)
            // The parameters each field names, in the order its source text names them.
            let named: [[String]] = fields.map { field in
                var names: [String] = []
                for argument in source[field.position]?.arguments ?? [] where argument.kind == .simple
                    && parameters.contains(argument.name) && !names.contains(argument.name) {
                    names.append(argument.name)
                }
                return names
            }
            for (localeIndex, _) in deck.locales.enumerated() where localeIndex < deck.messageTable.entries.count {
                let entries = deck.messageTable.entries[localeIndex]
                var valueTexts: [String: String] = [:]
                for parameter in parameters { if let position = values[parameter], let entry = entries[position] { valueTexts[parameter] = entry.text } }
                var slots: [String: [Slot]] = [:]
                for (index, field) in fields.enumerated() where !named[index].isEmpty {
                    guard let templateText = entries[field.position]?.text else { continue }
                    let text = TemplateInstantiation.instantiate(templateText, parameters: valueTexts)
                    let message = try? MessageParser().parse(text)
                    for (order, parameter) in named[index].enumerated() {
                        slots[parameter, default: []].append(Slot(field: field.field, text: text, message: message, isFirstParameter: order == 0))
                    }
                }
                for (parameter, parameterSlots) in slots {
                    guard let position = values[parameter] else { continue }
                    result[localeIndex][position] = TemplateFill(templateID: templateID, slots: parameterSlots)
                }
            }
        }
        return result
    }
}
