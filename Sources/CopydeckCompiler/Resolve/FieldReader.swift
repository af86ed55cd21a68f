/// Reads a `fields:` mapping. A field is either a surface word (`title: title`) or a mapping of
/// metadata; `defaults` give standard fields (a permission's `allow`) their usual surface.
struct FieldReader {
    /// The metadata keys of a field, in the order `keys` lists them.
    private enum Key: Int, CaseIterable {
        case surface, maxLength, width, note, placeholders, variants, accessibility, translate, markup, reference, extraction, draft, androidTools, stringSet, widthVariants, outcome, stays, spoken
    }
    static let keys = Key.allCases.map { "\($0)" }

    func readFields(
        _ value: YAMLValue, owner: @autoclosure () -> String, defaults: [String: Field.Surface] = [:], _ diagnostics: inout DiagnosticCollector
    ) -> [Field] {
        guard let mapping = value.mapping("`fields` of \(owner())", &diagnostics) else { return [] }
        let entries = mapping.entries
        var fields: [Field] = []
        fields.reserveCapacity(entries.count)
        for index in entries.indices {
            let defaultSurface = defaults.isEmpty ? nil : defaults[entries[index].key.value]
            if let field = readField(entries[index], owner: owner(), defaultSurface: defaultSurface, &diagnostics) { fields.append(field) }
        }
        return fields
    }

    /// `freeKey`: the id is an adopted table's key, any text (`Settings.title`, `%@ photos`).
    func readField(
        _ entry: YAMLMapping.Entry, owner: @autoclosure () -> String, defaultSurface: Field.Surface?, freeKey: Bool = false,
        _ diagnostics: inout DiagnosticCollector
    ) -> Field? {
        let id = entry.key
        if !freeKey { IdentifierSyntax.validate(id, kind: "field id", &diagnostics) }
        let defaultLocated = defaultSurface.map { Located($0, at: id.range) }
        if case .scalar(let word) = entry.value.node, !word.isNull {
            // A surface word (`note: body`), the usual way to write a field.
            let surface = Field.Surface.named(word.string).map { Located($0, at: entry.value.range) }
                ?? entry.value.choice(Field.Surface.self, "surface", &diagnostics)
            return Field(id: id, surface: surface ?? defaultLocated, accessibility: surface == nil ? Self.standardLabel(defaultLocated) : nil)
        }
        // Named only when something is wrong.
        func what() -> String { "field `\(id.value)` of \(owner())" }
        guard let mapping = entry.value.mapping(what(), &diagnostics) else { return nil }
        let values = mapping.values(Self.keys, in: what(), &diagnostics)
        func value(_ key: Key) -> YAMLValue? { values[key.rawValue] }
        let surface = value(.surface)?.choice(Field.Surface.self, "surface", &diagnostics) ?? defaultLocated
        var maxLength = value(.maxLength)?.int("`maxLength`", &diagnostics)
        if let found = maxLength, found.value <= 0 {
            diagnostics.emit(Rules.invalidValue, at: found.range, "`maxLength` must be greater than zero; give a budget of at least 1, or remove `maxLength`")
            maxLength = nil
        }
        let width = value(.width)?.choice(Field.Width.self, "width", &diagnostics)?.value ?? .characters
        let note = value(.note)?.string("`note`", &diagnostics)?.value
        var placeholders: [Field.Placeholder] = []
        if let declared = value(.placeholders)?.mapping("`placeholders`", &diagnostics) {
            placeholders = declared.entries.compactMap { readPlaceholder($0, &diagnostics) }
        }
        var variants: [Located<String>] = []
        if let declared = value(.variants) {
            variants = declared.stringList("`variants`", &diagnostics)
            for variant in variants { IdentifierSyntax.validate(variant, kind: "variant", &diagnostics) }
        }
        let accessibility = value(.accessibility)?.string("`accessibility`", &diagnostics)
            ?? (value(.surface) == nil ? Self.standardLabel(defaultLocated) : nil)
        let translate = value(.translate)?.bool("`translate`", &diagnostics)?.value ?? true
        let markup = value(.markup)?.choice(Field.Markup.self, "markup", &diagnostics)?.value ?? .spans
        let reference = value(.reference)?.bool("`reference`", &diagnostics)?.value ?? false
        var extraction = value(.extraction)?.string("`extraction`", &diagnostics)
        if let found = extraction, !Self.extractionStates.contains(found.value) {
            diagnostics.emit(Rules.invalidValue, at: found.range,
                "`extraction` is `\(found.value)`, which is no String Catalog extraction state; write one of \(Self.extractionStates.joined(separator: ", "))")
            extraction = nil
        }
        let draft = value(.draft)?.bool("`draft`", &diagnostics)?.value ?? false
        var androidTools: [Field.AndroidToolsAttribute] = []
        if let declared = value(.androidTools)?.mapping("`androidTools`", &diagnostics) {
            for entry in declared.entries {
                guard let text = entry.value.string("`androidTools.\(entry.key.value)`", &diagnostics) else { continue }
                androidTools.append(Field.AndroidToolsAttribute(name: entry.key.value, value: text.value))
            }
        }
        return Field(id: id, surface: surface, maxLength: maxLength, width: width, note: note,
                     placeholders: placeholders, variants: variants, accessibility: accessibility, translate: translate, markup: markup,
                     reference: reference, extraction: extraction?.value == "manual" ? nil : extraction?.value, draft: draft,
                     androidTools: androidTools, stringSet: value(.stringSet)?.bool("`stringSet`", &diagnostics)?.value ?? false,
                     widths: readWidths(value(.widthVariants), &diagnostics), outcome: readOutcome(value(.outcome), surface: surface, &diagnostics),
                     stays: value(.stays)?.bool("`stays`", &diagnostics)?.value ?? false,
                     spoken: value(.spoken)?.bool("`spoken`", &diagnostics)?.value ?? false)
    }

    /// `widthVariants: [20, 25, 50]`: whole numbers of ems, each greater than the one before.
    private func readWidths(_ value: YAMLValue?, _ diagnostics: inout DiagnosticCollector) -> [Int] {
        guard let value else { return [] }
        var widths: [Int] = []
        for item in value.stringList("`widthVariants`", &diagnostics) {
            guard let width = Int(item.value), width > 0, widths.last.map({ $0 < width }) ?? true else {
                diagnostics.emit(Rules.invalidValue, at: item.range, "`widthVariants` lists whole numbers of ems, narrowest first; `\(item.value)` is not the next of them")
                return []
            }
            widths.append(width)
        }
        return widths
    }

    /// `outcome: quit`: an outcome id, on a field a person taps.
    private func readOutcome(_ value: YAMLValue?, surface: Located<Field.Surface>?, _ diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let value, let outcome = value.string("`outcome`", &diagnostics) else { return nil }
        guard surface?.value.takesOutcome == true else {
            diagnostics.emit(Rules.invalidValue, at: outcome.range,
                "`outcome` binds a button, link, toggle or text field to a flow's way on; this field is \(surface.map { "a \($0.value.rawValue)" } ?? "body text"), which no one taps")
            return nil
        }
        IdentifierSyntax.validateOutcome(outcome, &diagnostics)
        return outcome
    }

    /// Xcode's extraction states, and `automatic` for a key extracted from code.
    static let extractionStates = [Field.automaticExtraction, "manual", "extracted_with_value", "stale", "migrated"]

    static let placeholderKeys = ["type", "format", "sample"]

    /// `name: integer`, or `name: { type: integer, format: lu }` with the printf conversion
    /// string tables print it with.
    private func readPlaceholder(_ entry: YAMLMapping.Entry, _ diagnostics: inout DiagnosticCollector) -> Field.Placeholder? {
        guard case .mapping = entry.value.node else {
            guard let type = entry.value.choice(Field.PlaceholderType.self, "placeholder type", &diagnostics) else { return nil }
            return Field.Placeholder(name: entry.key, type: type)
        }
        let what = "placeholder `\(entry.key.value)`"
        guard let mapping = entry.value.mapping(what, &diagnostics) else { return nil }
        mapping.rejectUnknownKeys(Self.placeholderKeys, in: what, &diagnostics)
        guard let type = mapping.require("type", in: what, &diagnostics)?.choice(Field.PlaceholderType.self, "placeholder type", &diagnostics) else { return nil }
        var format = mapping["format"]?.string("`format`", &diagnostics)
        if let written = format, !PrintfSpecifier.isConversion(written.value) {
            diagnostics.emit(Rules.invalidValue, at: written.range,
                "`\(written.value)` is not a printf conversion; write it without `%` and position, as `lu`, `.2f` or `@`")
            format = nil
        }
        let sample = mapping["sample"].flatMap { readSample($0, of: what, &diagnostics) }
        return Field.Placeholder(name: entry.key, type: type, format: format, sample: sample)
    }

    /// `sample: text` for every locale, or `sample: { ko: 독서, en: Reading }`; a number is
    /// written as one and read as its text.
    private func readSample(_ value: YAMLValue, of what: String, _ diagnostics: inout DiagnosticCollector) -> PlaceholderSample? {
        if case .mapping = value.node {
            guard let mapping = value.mapping("`sample` of \(what)", &diagnostics) else { return nil }
            var sample = PlaceholderSample()
            for entry in mapping.entries {
                guard let text = entry.value.string("the \(entry.key.value) `sample` of \(what)", &diagnostics) else { continue }
                sample.byLocale.append((entry.key, text))
            }
            return sample
        }
        return value.string("`sample` of \(what)", &diagnostics).map { PlaceholderSample(all: $0) }
    }

    /// A standard button (`allow`, `primary`...) left at its standard surface is labelled by its words.
    static func standardLabel(_ surface: Located<Field.Surface>?) -> Located<String>? {
        guard let surface, surface.value.isInteractive else { return nil }
        return Located(Field.ownTextLabel, at: surface.range)
    }
}
