/// After all content files of a deck are read: a permission that instantiates a template and lists
/// no `fields` of its own gets one field per template parameter (its values, translated), before
/// its `usage` field.
enum TemplateBinding {
    static func bind(_ deck: inout Deck) {
        let templates = Dictionary(deck.templates.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for index in deck.permissions.indices {
            let permission = deck.permissions[index]
            guard let reference = permission.template, let template = templates[reference.value],
                  !permission.declaresFields else { continue }
            let parameterFields = template.parameters.map { parameter in
                Field(id: Located(parameter.value, at: permission.id.range), surface: nil,
                      note: "Value of parameter `\(parameter.value)` of template `\(template.id.value)`")
            }
            deck.permissions[index].fields = parameterFields + permission.fields
        }
    }
}
