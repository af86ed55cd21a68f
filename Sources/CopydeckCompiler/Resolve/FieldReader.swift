/// Reads a `fields:` mapping. A field is either a surface word (`title: title`) or a mapping of
/// metadata; `defaults` give standard fields (a permission's `allow`) their usual surface.
struct FieldReader {
    static let keys = ["surface", "maxLength", "width", "note", "placeholders", "variants", "accessibility"]

    func readFields(
        _ value: YAMLValue, owner: @autoclosure () -> String, defaults: [String: Field.Surface] = [:], _ diagnostics: inout DiagnosticCollector
    ) -> [Field] {
        guard let mapping = value.mapping("`fields` of \(owner())", &diagnostics) else { return [] }
        return mapping.entries.compactMap { readField($0, owner: owner(), defaultSurface: defaults[$0.key.value], &diagnostics) }
    }

    func readField(
        _ entry: YAMLMapping.Entry, owner: @autoclosure () -> String, defaultSurface: Field.Surface?, _ diagnostics: inout DiagnosticCollector
    ) -> Field? {
        let id = entry.key
        IdentifierSyntax.validate(id, kind: "field id", &diagnostics)
        let defaultLocated = defaultSurface.map { Located($0, at: id.range) }
        if entry.value.scalar != nil, !entry.value.isNull {
            let surface = entry.value.choice(Field.Surface.self, "surface", &diagnostics)
            return Field(id: id, surface: surface ?? defaultLocated, accessibility: surface == nil ? Self.standardLabel(defaultLocated) : nil)
        }
        // Named only when something is wrong.
        func what() -> String { "field `\(id.value)` of \(owner())" }
        guard let mapping = entry.value.mapping(what(), &diagnostics) else { return nil }
        mapping.rejectUnknownKeys(Self.keys, in: what(), &diagnostics)
        let surface = mapping["surface"]?.choice(Field.Surface.self, "surface", &diagnostics) ?? defaultLocated
        var maxLength = mapping["maxLength"]?.int("`maxLength`", &diagnostics)
        if let found = maxLength, found.value <= 0 {
            diagnostics.emit(Rules.invalidValue, at: found.range, "`maxLength` must be greater than zero")
            maxLength = nil
        }
        let width = mapping["width"]?.choice(Field.Width.self, "width", &diagnostics)?.value ?? .characters
        let note = mapping["note"]?.string("`note`", &diagnostics)?.value
        var placeholders: [Field.Placeholder] = []
        if let declared = mapping["placeholders"]?.mapping("`placeholders`", &diagnostics) {
            placeholders = declared.entries.compactMap { entry in
                guard let type = entry.value.choice(Field.PlaceholderType.self, "placeholder type", &diagnostics) else { return nil }
                return Field.Placeholder(name: entry.key, type: type)
            }
        }
        var variants: [Located<String>] = []
        if let declared = mapping["variants"] {
            variants = declared.stringList("`variants`", &diagnostics)
            for variant in variants { IdentifierSyntax.validate(variant, kind: "variant", &diagnostics) }
        }
        let accessibility = mapping["accessibility"]?.string("`accessibility`", &diagnostics)
            ?? (mapping["surface"] == nil ? Self.standardLabel(defaultLocated) : nil)
        return Field(id: id, surface: surface, maxLength: maxLength, width: width, note: note,
                     placeholders: placeholders, variants: variants, accessibility: accessibility)
    }

    /// A standard button (`allow`, `primary`...) left at its standard surface is labelled by its words.
    static func standardLabel(_ surface: Located<Field.Surface>?) -> Located<String>? {
        guard let surface, surface.value.isInteractive else { return nil }
        return Located(Field.ownTextLabel, at: surface.range)
    }
}
