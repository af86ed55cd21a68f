import CopydeckKit

/// What a permission's parameter value becomes (the UjuZ pattern): the template fields whose text
/// names the parameter, and, in one locale, each field's text with the permission's values put
/// in. Copy rules read a parameter value with the surface of the field it fills and measure the
/// text it becomes against that field's budget, and report it at the parameter's own line.
final class TemplateFill: Sendable {
    struct Slot: Sendable {
        /// The template's field the parameter fills.
        let field: Field
        /// The field's text in this locale with every parameter replaced by this permission's
        /// value, parsed; nil when it does not parse.
        let message: Message?
        /// Whether the whole text is measured at this parameter's line: the first parameter the
        /// field's text names that has a text in this locale (the text is measured once).
        let measures: Bool
    }

    let templateID: String
    /// In the template's declaration order; never empty.
    let slots: [Slot]

    init(templateID: String, slots: [Slot]) {
        self.templateID = templateID
        self.slots = slots
    }

    /// How the value's words are read: as sentences when any field it fills holds sentences
    /// (a headline that is also a body's first words), else as the first field's label.
    var surface: Field.Surface? {
        let surfaces = slots.compactMap { $0.field.surface?.value }
        return surfaces.first(where: RegisterCheck.holdsSentences) ?? surfaces.first
    }

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
            case .screen, .shield, .table: break
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
            for localeIndex in deck.messageTable.entries.indices {
                let entries = deck.messageTable.entries[localeIndex]
                var valueTexts: [String: String] = [:]
                for parameter in parameters { if let position = values[parameter], let entry = entries[position] { valueTexts[parameter] = entry.text } }
                var slots: [String: [Slot]] = [:]
                for (index, field) in fields.enumerated() where !named[index].isEmpty {
                    guard let templateText = entries[field.position]?.text else { continue }
                    let text = TemplateInstantiation.instantiate(templateText, parameters: valueTexts)
                    let message = try? MessageParser().parse(text)
                    // Measured at the first parameter this locale has a text for.
                    let measuring = named[index].first { valueTexts[$0] != nil }
                    for parameter in named[index] {
                        slots[parameter, default: []].append(Slot(field: field.field, message: message, measures: parameter == measuring))
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
