/// Reads the sections of a `content/<deck>/*.yml` file into the deck model.
struct DeckContentReader {
    static let sections = ["deck", "screens", "permissions", "permissionTemplates", "shields", "events", "tables"]
    static let deckKeys = ["name", "description"]
    static let screenKeys = ["kind", "spec", "permission", "events", "fields", "note"]
    static let permissionKeys = ["system", "template", "fields", "reads", "writes", "note"]
    static let templateKeys = ["parameters", "fields", "note"]
    static let shieldKeys = ["fields", "note"]
    static let eventKeys = ["description", "properties"]
    static let eventPropertyKeys = ["required", "values", "description"]
    static let eventReferenceKeys = ["name", "properties"]

    static let permissionFields: [String: Field.Surface] = [
        "title": .title, "body": .body, "allow": .button, "later": .button,
        "denied": .body, "settings": .button, "usage": .usage,
    ]
    static let permissionFieldOrder = ["title", "body", "allow", "later", "denied", "settings", "usage"]
    /// The standard permission fields shown once the person has said no, not with the ask.
    static let permissionDeniedFields: Set<String> = ["denied", "settings"]
    static let shieldFields: [String: Field.Surface] = [
        "title": .title, "subtitle": .subtitle, "primary": .button, "secondary": .button,
    ]
    static let shieldFieldOrder = ["title", "subtitle", "primary"]

    let fields = FieldReader()

    /// A standard field; its buttons are labelled by their own words (`accessibility: text`).
    static func standardField(_ id: String, surface: Field.Surface, at range: SourceRange) -> Field {
        Field(id: Located(id, at: range), surface: Located(surface, at: range),
              accessibility: surface.isInteractive ? Located(Field.ownTextLabel, at: range) : nil)
    }

    func read(_ document: YAMLDocument, into deck: inout Deck, _ diagnostics: inout DiagnosticCollector) {
        guard let rootNode = document.root else { return }
        guard let root = YAMLValue(node: rootNode, document: document).mapping("a content file", &diagnostics) else { return }
        root.rejectUnknownKeys(Self.sections, in: "a content file", &diagnostics)
        if let section = root["deck"]?.mapping("`deck`", &diagnostics) {
            section.rejectUnknownKeys(Self.deckKeys, in: "`deck`", &diagnostics)
            if let name = section["name"]?.string("`name`", &diagnostics) { deck.name = name.value }
        }
        for entry in root["screens"]?.mapping("`screens`", &diagnostics)?.entries ?? [] {
            if let screen = readScreen(entry, &diagnostics) { deck.screens.append(screen) }
        }
        for entry in root["permissions"]?.mapping("`permissions`", &diagnostics)?.entries ?? [] {
            if let permission = readPermission(entry, &diagnostics) { deck.permissions.append(permission) }
        }
        for entry in root["permissionTemplates"]?.mapping("`permissionTemplates`", &diagnostics)?.entries ?? [] {
            if let template = readTemplate(entry, &diagnostics) { deck.templates.append(template) }
        }
        for entry in root["shields"]?.mapping("`shields`", &diagnostics)?.entries ?? [] {
            if let shield = readShield(entry, &diagnostics) { deck.shields.append(shield) }
        }
        for entry in root["events"]?.mapping("`events`", &diagnostics)?.entries ?? [] {
            if let event = readEvent(entry, &diagnostics) { deck.events.append(event) }
        }
        for entry in root["tables"]?.mapping("`tables`", &diagnostics)?.entries ?? [] {
            if let table = readTable(entry, &diagnostics) { deck.tables.append(table) }
        }
    }

    /// `Settings: { <key>: <field> … }`: an adopted table, its keys as the app writes them.
    private func readTable(_ entry: YAMLMapping.Entry, _ diagnostics: inout DiagnosticCollector) -> AdoptedTable? {
        let name = entry.key
        guard AdoptedTable.isValidName(name.value) else {
            diagnostics.emit(Rules.invalidValue, at: name.range,
                "`\(name.value)` is not a table name: name it as its file is named, with letters, digits, `_`, `-` and single spaces (`Localizable`, `Settings`), after the folders of its target when two targets have one (`WatchApp/InfoPlist`)")
            return nil
        }
        guard let mapping = entry.value.mapping("table `\(name.value)`", &diagnostics) else { return nil }
        let fields = mapping.entries.compactMap { field in
            FieldReader().readField(field, owner: "table `\(name.value)`", defaultSurface: nil, freeKey: true, &diagnostics)
        }
        return AdoptedTable(name: name, fields: fields)
    }

    private func readScreen(_ entry: YAMLMapping.Entry, _ diagnostics: inout DiagnosticCollector) -> Screen? {
        IdentifierSyntax.validate(entry.key, kind: "screen id", &diagnostics)
        func what() -> String { "screen `\(entry.key.value)`" }
        guard let mapping = entry.value.mapping(what(), &diagnostics) else { return nil }
        mapping.rejectUnknownKeys(Self.screenKeys, in: what(), &diagnostics)
        var screen = Screen(id: entry.key, kind: nil, spec: nil, permission: nil, events: [], fields: [])
        screen.kind = mapping["kind"]?.choice(Screen.Kind.self, "screen kind", &diagnostics)
        screen.spec = mapping["spec"]?.string("`spec`", &diagnostics)?.value
        screen.permission = mapping["permission"]?.string("`permission`", &diagnostics)
        screen.events = (mapping["events"]?.list("`events`", &diagnostics) ?? []).compactMap { readEventReference($0, &diagnostics) }
        screen.fields = mapping["fields"].map { fields.readFields($0, owner: what(), &diagnostics) } ?? []
        return screen
    }

    private func readEventReference(_ value: YAMLValue, _ diagnostics: inout DiagnosticCollector) -> Screen.EventReference? {
        if let name = value.scalar { return Screen.EventReference(name: name, properties: []) }
        guard let mapping = value.mapping("an event reference", &diagnostics) else { return nil }
        mapping.rejectUnknownKeys(Self.eventReferenceKeys, in: "an event reference", &diagnostics)
        guard let name = mapping.require("name", in: "an event reference", &diagnostics)?.string("`name`", &diagnostics) else { return nil }
        let properties = mapping["properties"]?.mapping("`properties`", &diagnostics)?.entries.compactMap { entry in
            entry.value.string("property `\(entry.key.value)`", &diagnostics).map { (name: entry.key, value: $0) }
        } ?? []
        return Screen.EventReference(name: name, properties: properties)
    }

    private func readPermission(_ entry: YAMLMapping.Entry, _ diagnostics: inout DiagnosticCollector) -> Permission? {
        IdentifierSyntax.validate(entry.key, kind: "permission id", &diagnostics)
        func what() -> String { "permission `\(entry.key.value)`" }
        guard let mapping = entry.value.mapping(what(), &diagnostics) else { return nil }
        mapping.rejectUnknownKeys(Self.permissionKeys, in: what(), &diagnostics)
        let system = mapping.require("system", in: what(), &diagnostics)?.choice(SystemPermission.self, "system permission", &diagnostics)
        let template = mapping["template"]?.string("`template`", &diagnostics)
        var permission = Permission(id: entry.key, system: system, template: template, fields: [])
        for (key, path) in [("reads", \Permission.reads), ("writes", \Permission.writes)] {
            guard let list = mapping[key]?.list("`\(key)`", &diagnostics) else { continue }
            if let system, system.value != .healthKit {
                diagnostics.emit(Rules.invalidValue, at: list.first?.range ?? system.range,
                    "`\(key)` lists the Health data a HealthKit permission asks for; \(what()) is `\(system.value.rawValue)`")
            }
            permission[keyPath: path] = list.compactMap { $0.string("each entry of `\(key)`", &diagnostics) }
        }
        if let declared = mapping["fields"] {
            permission.fields = fields.readFields(declared, owner: what(), defaults: Self.permissionFields, &diagnostics)
            permission.declaresFields = true
        } else if template == nil {
            permission.fields = Self.permissionFieldOrder
                .filter { $0 != "usage" || system?.value.infoPlistKey != nil }
                .map { Self.standardField($0, surface: Self.permissionFields[$0]!, at: entry.key.range) }
        } else if system?.value.infoPlistKey != nil {
            permission.fields = [Field(id: Located("usage", at: entry.key.range), surface: Located(.usage, at: entry.key.range))]
        }
        return permission
    }

    private func readTemplate(_ entry: YAMLMapping.Entry, _ diagnostics: inout DiagnosticCollector) -> PermissionTemplate? {
        IdentifierSyntax.validate(entry.key, kind: "template id", &diagnostics)
        func what() -> String { "permission template `\(entry.key.value)`" }
        guard let mapping = entry.value.mapping(what(), &diagnostics) else { return nil }
        mapping.rejectUnknownKeys(Self.templateKeys, in: what(), &diagnostics)
        let parameters = mapping["parameters"]?.stringList("`parameters`", &diagnostics) ?? []
        for parameter in parameters { IdentifierSyntax.validate(parameter, kind: "parameter", &diagnostics) }
        let templateFields = mapping.require("fields", in: what(), &diagnostics)
            .map { fields.readFields($0, owner: what(), defaults: Self.permissionFields, &diagnostics) } ?? []
        return PermissionTemplate(id: entry.key, parameters: parameters, fields: templateFields)
    }

    private func readShield(_ entry: YAMLMapping.Entry, _ diagnostics: inout DiagnosticCollector) -> Shield? {
        IdentifierSyntax.validate(entry.key, kind: "shield id", &diagnostics)
        func what() -> String { "shield `\(entry.key.value)`" }
        guard let mapping = entry.value.mapping(what(), &diagnostics) else { return nil }
        mapping.rejectUnknownKeys(Self.shieldKeys, in: what(), &diagnostics)
        let shieldFields = mapping["fields"].map { fields.readFields($0, owner: what(), defaults: Self.shieldFields, &diagnostics) }
            ?? Self.shieldFieldOrder.map { Self.standardField($0, surface: Self.shieldFields[$0]!, at: entry.key.range) }
        return Shield(id: entry.key, fields: shieldFields)
    }

    private func readEvent(_ entry: YAMLMapping.Entry, _ diagnostics: inout DiagnosticCollector) -> Event? {
        func what() -> String { "event `\(entry.key.value)`" }
        guard let mapping = entry.value.mapping(what(), &diagnostics) else { return nil }
        mapping.rejectUnknownKeys(Self.eventKeys, in: what(), &diagnostics)
        let properties = mapping["properties"]?.mapping("`properties`", &diagnostics)?.entries.compactMap { property -> Event.Property? in
            let propertyWhat = "property `\(property.key.value)` of \(what())"
            guard let details = property.value.mapping(propertyWhat, &diagnostics) else { return nil }
            details.rejectUnknownKeys(Self.eventPropertyKeys, in: propertyWhat, &diagnostics)
            return Event.Property(
                name: property.key,
                required: details["required"]?.bool("`required`", &diagnostics)?.value ?? false,
                values: details["values"]?.stringList("`values`", &diagnostics) ?? [])
        } ?? []
        return Event(name: entry.key, description: mapping["description"]?.string("`description`", &diagnostics)?.value,
                     properties: properties)
    }
}
