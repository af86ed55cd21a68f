import CopydeckKit

/// One walk over a parsed catalog, filling an `XCStringsCatalog` (see `XCStringsReader` for what
/// it reads and reports). Field names are compared on their bytes and messages are put together
/// only when a diagnostic is emitted, so a catalog of 180,000 texts reads without a string
/// built per field.
struct XCStringsWalk {
    let tree: JSONTree
    var positions: BytePositions
    let path: String
    var catalog = XCStringsCatalog()

    init(tree: JSONTree, positions: BytePositions, path: String) {
        self.tree = tree
        self.positions = positions
        self.path = path
    }

    /// Whose text a diagnostic is about: `` `key` (locale) ``, then the part inside it.
    private struct Context {
        var key: String
        var locale: String?
        var part: String?

        var description: String {
            var text = "`\(key)`"
            if let locale { text += " (\(locale))" }
            if let part { text += " \(part)" }
            return text
        }

        func with(_ part: String) -> Context {
            Context(key: key, locale: locale, part: self.part.map { "\($0) \(part)" } ?? part)
        }
    }

    // MARK: - Levels

    mutating func readCatalog() {
        let root = JSONTree.root
        guard tree.kind(root) == .object else {
            unsupported(at: root, "the file is JSON but not a String Catalog (its top level is \(describeKind(root)), not an object); nothing was imported")
            return
        }
        var sawSourceLanguage = false, sawStrings = false
        for member in uniqueMembers(root, { "the catalog" }) {
            let name = member.key
            if tree.isString(name, "sourceLanguage") {
                sawSourceLanguage = true
                if tree.kind(member.value) == .string {
                    catalog.sourceLanguage = tree.string(member.value)
                    catalog.sourceLanguageRange = range(of: member.value)
                } else {
                    unsupported(at: member.value, "`sourceLanguage` is \(describeKind(member.value)), not a string; ignored")
                }
            } else if tree.isString(name, "version") {
                if tree.kind(member.value) == .string {
                    catalog.version = tree.string(member.value)
                } else {
                    unsupported(at: member.value, "`version` is \(describeKind(member.value)), not a string; ignored")
                }
            } else if tree.isString(name, "strings") {
                sawStrings = true
                if tree.kind(member.value) == .object {
                    readStrings(member.value)
                } else {
                    unsupported(at: member.value, "`strings` is \(describeKind(member.value)), not an object; no string was imported")
                }
            } else {
                unsupported(at: name, "the catalog's key `\(tree.string(name))` is not one a String Catalog has; ignored")
            }
        }
        if !sawSourceLanguage { unsupported(at: root, "the catalog has no `sourceLanguage`") }
        if !sawStrings { unsupported(at: root, "the catalog has no `strings`; nothing was imported") }
    }

    private mutating func readStrings(_ strings: Int) {
        let members = tree.members(strings)
        var first: [String: Int] = [:]
        first.reserveCapacity(members.count)
        catalog.keys.reserveCapacity(members.count)
        catalog.strings.reserveCapacity(members.count * 3)
        for member in members {
            let key = tree.string(member.key)
            if let earlier = first[key] {
                duplicate(member.key, of: earlier, name: key, in: "`strings`")
                continue
            }
            first[key] = member.key
            catalog.keys.append(key)
            readEntry(key, member.value)
        }
    }

    private mutating func readEntry(_ key: String, _ entry: Int) {
        let context = Context(key: key)
        guard tree.kind(entry) == .object else {
            unsupported(at: entry, "\(context.description) is \(describeKind(entry)), not an object; not imported")
            return
        }
        for member in uniqueMembers(entry, { context.description }) {
            let name = member.key, value = member.value
            if tree.isString(name, "localizations") {
                guard tree.kind(value) == .object else {
                    unsupported(at: value, "\(context.description): `localizations` is \(describeKind(value)), not an object; not imported")
                    continue
                }
                for localization in uniqueMembers(value, { "\(context.description)'s localizations" }) {
                    let locale = tree.string(localization.key)
                    if let string = readLocalization(Context(key: key, locale: locale), localization.value) {
                        catalog.strings.append(string)
                    } else {
                        catalog.refused.append(RefusedString(key: key, locale: locale, range: range(of: localization.value)))
                    }
                }
            } else if tree.isString(name, "comment") {
                if tree.kind(value) == .string {
                    catalog.comments[key] = tree.string(value)
                } else {
                    unsupported(at: value, "\(context.description): `comment` is \(describeKind(value)), not a string; ignored")
                }
            } else if tree.isString(name, "extractionState") {
                if tree.kind(value) == .string { catalog.extractionStates[key] = tree.string(value) }
                if tree.kind(value) != .string {
                    unsupported(at: value, "\(context.description): `extractionState` is \(describeKind(value)), not a string; ignored")
                }
            } else if tree.isString(name, "isCommentAutoGenerated") || tree.isString(name, "shouldTranslate") {
                if tree.isString(name, "shouldTranslate"), tree.kind(value) == .false { catalog.untranslatable.insert(key) }
                if tree.kind(value) != .true, tree.kind(value) != .false {
                    unsupported(at: value, "\(context.description): `\(tree.string(name))` is \(describeKind(value)), not true or false; ignored")
                }
            } else {
                unsupported(at: name, "\(context.description): `\(tree.string(name))` is not a key a String Catalog entry has; ignored")
            }
        }
    }

    /// One locale's text of a key, or nil (with a diagnostic) when it is not a shape to import.
    private mutating func readLocalization(_ context: Context, _ node: Int) -> ImportedString? {
        guard tree.kind(node) == .object else {
            unsupported(at: node, "\(context.description) is \(describeKind(node)), not an object; not imported")
            return nil
        }
        var stringUnit: Int?, variations: Int?, substitutions: Int?
        for member in uniqueMembers(node, { context.description }) {
            if tree.isString(member.key, "stringSet") {
                // App Shortcuts phrases (`AppShortcuts.xcstrings`): each language its own list,
                // held as one text of a phrase per line.
                return readStringSet(member.value, context)
            } else if tree.isString(member.key, "stringUnit") {
                stringUnit = member.value
            } else if tree.isString(member.key, "variations") {
                variations = member.value
            } else if tree.isString(member.key, "substitutions") {
                substitutions = member.value
            } else {
                unsupported(at: member.key, "\(context.description): `\(tree.string(member.key))` is not a key a localization has; ignored")
            }
        }
        let key = context.key, locale = context.locale ?? ""
        switch (stringUnit, variations, substitutions) {
        case (let unit?, nil, nil):
            guard let read = readStringUnit(unit, context) else { return nil }
            return ImportedString(key: key, locale: locale, text: .format(read.value), state: read.state, range: range(of: read.valueNode))
        case (nil, let variations?, nil) where hasMember(variations, "device"):
            guard let devices = readDevices(variations, context) else { return nil }
            return ImportedString(key: key, locale: locale, text: .devices(devices.devices), state: Self.combined(devices.states), range: range(of: node))
        case (nil, let variations?, _?) where hasMember(variations, "device"):
            unsupported(at: node, "\(context.description) varies by device with `substitutions` shared by the devices, which Copydeck cannot hold as one text (a device's text may be one plural); not imported")
            return nil
        case (nil, let variations?, nil):
            guard let plural = readVariations(variations, context) else { return nil }
            return ImportedString(key: key, locale: locale, text: .plural(plural.variations), state: Self.combined(plural.states), range: range(of: node))
        case (let unit?, nil, let substitutions?):
            guard let read = readStringUnit(unit, context),
                  let subs = readSubstitutions(substitutions, format: read.value, context) else { return nil }
            let text = TableText.substitutions(format: read.value, subs.substitutions)
            return ImportedString(key: key, locale: locale, text: text, state: Self.combined([read.state] + subs.states), range: range(of: read.valueNode))
        case (nil, nil, nil):
            unsupported(at: node, "\(context.description) has no `stringUnit` or `variations`; nothing to import")
            return nil
        case (_?, _?, _):
            unsupported(at: node, "\(context.description) has both a `stringUnit` and `variations`, which Copydeck cannot hold as one text; not imported")
            return nil
        case (nil, _, _?):
            unsupported(at: node, "\(context.description) has `substitutions` but no `stringUnit` for the text around them; not imported")
            return nil
        }
    }

    /// `{"state": …, "values": [ … ]}`: App Shortcuts phrases as one text, a phrase per line
    /// (`ImportedString.isStringSet`); nil (reported) for a phrase with a line break of its own.
    private mutating func readStringSet(_ node: Int, _ context: Context) -> ImportedString? {
        guard tree.kind(node) == .object else {
            unsupported(at: node, "\(context.description): `stringSet` is \(describeKind(node)), not an object; not imported")
            return nil
        }
        var phrases: [String]?
        var state: TableState?
        for member in uniqueMembers(node, { "\(context.description)'s `stringSet`" }) {
            if tree.isString(member.key, "values"), tree.kind(member.value) == .array {
                var found: [String] = []
                for element in tree.elements(member.value) {
                    guard tree.kind(element) == .string else {
                        unsupported(at: element, "\(context.description): a phrase of the `stringSet` is \(describeKind(element)), not a string; not imported")
                        return nil
                    }
                    let phrase = tree.string(element)
                    guard !phrase.contains("\n") else {
                        unsupported(at: element, "\(context.description): a phrase of the `stringSet` holds a line break, which Copydeck uses between phrases; not imported: keep the phrase on one line")
                        return nil
                    }
                    found.append(phrase)
                }
                phrases = found
            } else if tree.isString(member.key, "state"), tree.kind(member.value) == .string {
                state = Self.state(tree, member.value)
            } else {
                unsupported(at: member.key, "\(context.description): `\(tree.string(member.key))` is not a key a `stringSet` has; ignored")
            }
        }
        guard let phrases else {
            unsupported(at: node, "\(context.description): the `stringSet` has no `values`; not imported")
            return nil
        }
        var string = ImportedString(key: context.key, locale: context.locale ?? "", text: .format(phrases.joined(separator: "\n")), state: state, range: range(of: node))
        string.isStringSet = true
        return string
    }

    /// `{"state": …, "value": …}`: the value and its node, and the state (nil when unknown).
    private mutating func readStringUnit(_ node: Int, _ context: Context) -> (value: String, valueNode: Int, state: TableState?)? {
        guard tree.kind(node) == .object else {
            unsupported(at: node, "\(context.description): `stringUnit` is \(describeKind(node)), not an object; not imported")
            return nil
        }
        var valueNode: Int?
        var state: TableState?
        var sawState = false
        for member in uniqueMembers(node, { "\(context.description)'s `stringUnit`" }) {
            if tree.isString(member.key, "value") {
                guard tree.kind(member.value) == .string else {
                    unsupported(at: member.value, "\(context.description): the `value` is \(describeKind(member.value)), not a string; not imported")
                    return nil
                }
                valueNode = member.value
            } else if tree.isString(member.key, "state") {
                sawState = true
                guard tree.kind(member.value) == .string else {
                    unsupported(at: member.value, "\(context.description): the `state` is \(describeKind(member.value)), not a string; the text is imported without a state")
                    continue
                }
                state = Self.state(tree, member.value)
                if state == nil {
                    unsupported(at: member.value, "\(context.description): `\(tree.string(member.value))` is not a state Copydeck knows (translated, new, needs_review, stale); the text is imported without a state")
                }
            } else {
                unsupported(at: member.key, "\(context.description): `\(tree.string(member.key))` is not a key a `stringUnit` has; ignored")
            }
        }
        guard let valueNode else {
            unsupported(at: node, "\(context.description): the `stringUnit` has no `value`; not imported")
            return nil
        }
        if !sawState {
            unsupported(at: node, "\(context.description): the `stringUnit` has no `state`; the text is imported without one")
        }
        return (tree.string(valueNode), valueNode, state)
    }

    /// `{"plural": {CATEGORY: {"stringUnit": …}}}` with `other` among the categories.
    private mutating func readVariations(_ node: Int, _ context: Context) -> (variations: PluralVariations, states: [TableState?])? {
        guard tree.kind(node) == .object else {
            unsupported(at: node, "\(context.description): `variations` is \(describeKind(node)), not an object; not imported")
            return nil
        }
        var plural: Int?
        for member in uniqueMembers(node, { "\(context.description)'s `variations`" }) {
            guard tree.isString(member.key, "plural") else {
                unsupported(at: member.key, "\(context.description): `\(tree.string(member.key))` variations are not something Copydeck imports (only `plural`); not imported")
                return nil
            }
            plural = member.value
        }
        guard let plural else {
            unsupported(at: node, "\(context.description): `variations` has no `plural`; not imported")
            return nil
        }
        guard tree.kind(plural) == .object else {
            unsupported(at: plural, "\(context.description): `plural` is \(describeKind(plural)), not an object; not imported")
            return nil
        }
        var forms: [PluralCategory: String] = [:]
        var states: [TableState?] = []
        for member in uniqueMembers(plural, { "\(context.description)'s `plural`" }) {
            guard let category = Self.category(tree, member.key) else {
                unsupported(at: member.key, "\(context.description): `\(tree.string(member.key))` is not a plural category (zero, one, two, few, many, other); not imported")
                return nil
            }
            let name = category.rawValue
            let variation = member.value
            guard tree.kind(variation) == .object else {
                unsupported(at: variation, "\(context.description): the `\(name)` form is \(describeKind(variation)), not an object; not imported")
                return nil
            }
            var unit: Int?
            for part in uniqueMembers(variation, { "\(context.description)'s `\(name)` form" }) {
                guard tree.isString(part.key, "stringUnit") else {
                    unsupported(at: part.key, "\(context.description): the `\(name)` form holds `\(tree.string(part.key))`, which Copydeck cannot hold inside a plural; not imported")
                    return nil
                }
                unit = part.value
            }
            guard let unit else {
                unsupported(at: variation, "\(context.description): the `\(name)` form has no `stringUnit`; not imported")
                return nil
            }
            guard let read = readStringUnit(unit, context.with("`\(name)`")) else { return nil }
            forms[category] = read.value
            states.append(read.state)
        }
        guard forms[.other] != nil else {
            unsupported(at: plural, "\(context.description): the plural has no `other` form, which every plural needs; not imported")
            return nil
        }
        return (PluralVariations(forms), states)
    }

    /// Whether `node` is an object with a member named `name`.
    private func hasMember(_ node: Int, _ name: StaticString) -> Bool {
        tree.kind(node) == .object && tree.members(node).contains { tree.isString($0.key, name) }
    }

    /// `{"device": {DEVICE: {"stringUnit": …} | {"variations": {"plural": …}}}}`, with `other`
    /// among the devices Apple names.
    private mutating func readDevices(_ node: Int, _ context: Context) -> (devices: DeviceVariations, states: [TableState?])? {
        var device: Int?
        for member in uniqueMembers(node, { "\(context.description)'s `variations`" }) {
            guard tree.isString(member.key, "device") else {
                unsupported(at: member.key, "\(context.description): `\(tree.string(member.key))` variations beside `device` are not something Copydeck holds; not imported")
                return nil
            }
            device = member.value
        }
        guard let device, tree.kind(device) == .object else {
            unsupported(at: node, "\(context.description): `device` is not an object; not imported")
            return nil
        }
        var texts: [String: TableText] = [:]
        var states: [TableState?] = []
        for member in uniqueMembers(device, { "\(context.description)'s `device`" }) {
            let name = tree.string(member.key)
            guard DeviceVariations.devices.contains(name) else {
                unsupported(at: member.key, "\(context.description): `\(name)` is not a device Apple's tables name (\(DeviceVariations.devices.joined(separator: ", "))); not imported")
                return nil
            }
            let deviceContext = context.with("`\(name)`")
            guard tree.kind(member.value) == .object else {
                unsupported(at: member.value, "\(deviceContext.description) is \(describeKind(member.value)), not an object; not imported")
                return nil
            }
            var unit: Int?, variations: Int?
            for part in uniqueMembers(member.value, { deviceContext.description }) {
                if tree.isString(part.key, "stringUnit") {
                    unit = part.value
                } else if tree.isString(part.key, "variations"), !hasMember(part.value, "device") {
                    variations = part.value
                } else {
                    unsupported(at: part.key, "\(deviceContext.description) holds `\(tree.string(part.key))`, which Copydeck cannot hold inside a device variation (a text or a plural); not imported")
                    return nil
                }
            }
            switch (unit, variations) {
            case (let unit?, nil):
                guard let read = readStringUnit(unit, deviceContext) else { return nil }
                texts[name] = .format(read.value)
                states.append(read.state)
            case (nil, let variations?):
                guard let plural = readVariations(variations, deviceContext) else { return nil }
                texts[name] = .plural(plural.variations)
                states += plural.states
            default:
                unsupported(at: member.value, "\(deviceContext.description) needs a `stringUnit` or a plural's `variations`; not imported")
                return nil
            }
        }
        guard texts["other"] != nil else {
            unsupported(at: device, "\(context.description): the device variations have no `other`, the text of every other device; not imported")
            return nil
        }
        return (DeviceVariations(texts), states)
    }

    /// `{NAME: {"argNum": N, "formatSpecifier": S, "variations": {"plural": …}}}`, in the order
    /// the names appear in `format`.
    private mutating func readSubstitutions(_ node: Int, format: String, _ context: Context) -> (substitutions: [TableSubstitution], states: [TableState?])? {
        guard tree.kind(node) == .object else {
            unsupported(at: node, "\(context.description): `substitutions` is \(describeKind(node)), not an object; not imported")
            return nil
        }
        var substitutions: [TableSubstitution] = []
        var states: [TableState?] = []
        for member in uniqueMembers(node, { "\(context.description)'s `substitutions`" }) {
            let name = tree.string(member.key)
            let subContext = context.with("substitution `\(name)`")
            guard tree.kind(member.value) == .object else {
                unsupported(at: member.value, "\(subContext.description) is \(describeKind(member.value)), not an object; not imported")
                return nil
            }
            var argumentNumber: Int?, formatSpecifier: String?, variations: (variations: PluralVariations, states: [TableState?])?
            for part in uniqueMembers(member.value, { subContext.description }) {
                if tree.isString(part.key, "argNum") {
                    guard tree.kind(part.value) == .number, let number = integer(part.value), number >= 1 else {
                        unsupported(at: part.value, "\(subContext.description): `argNum` is \(describeValue(part.value)), not a whole number from 1; not imported")
                        return nil
                    }
                    argumentNumber = number
                } else if tree.isString(part.key, "formatSpecifier") {
                    guard tree.kind(part.value) == .string else {
                        unsupported(at: part.value, "\(subContext.description): `formatSpecifier` is \(describeKind(part.value)), not a string; not imported")
                        return nil
                    }
                    formatSpecifier = tree.string(part.value)
                } else if tree.isString(part.key, "variations") {
                    guard let read = readVariations(part.value, subContext) else { return nil }
                    variations = read
                } else {
                    unsupported(at: part.key, "\(subContext.description): `\(tree.string(part.key))` is not a key a substitution has; ignored")
                }
            }
            // Xcode leaves `argNum` out of substitutions it migrated from a `.stringsdict`: the
            // argument is the one the format's `%#@name@` stands at, as Foundation reads it.
            guard let argumentNumber = argumentNumber ?? Self.argumentNumber(of: name, in: format) else {
                unsupported(at: member.value, "\(subContext.description) has no `argNum`, and the format does not name it (`%#@\(name)@`); not imported")
                return nil
            }
            guard let formatSpecifier else {
                unsupported(at: member.value, "\(subContext.description) has no `formatSpecifier`; not imported")
                return nil
            }
            guard let variations else {
                unsupported(at: member.value, "\(subContext.description) has no `variations`; not imported")
                return nil
            }
            substitutions.append(TableSubstitution(name: name, argumentNumber: argumentNumber, formatSpecifier: formatSpecifier, variations: variations.variations))
            states += variations.states
        }
        guard substitutions.count > 1 else { return (substitutions, states) }
        // In the order the format uses them (`%#@name@`, `%N$#@name@`), then by argNum and name,
        // so the order is the text's and never the file's.
        let formatBytes = Array(format.utf8)
        let positions = substitutions.map { substitution -> Int in
            let marker = Array("#@\(substitution.name)@".utf8)
            return formatBytes.firstRange(of: marker)?.lowerBound ?? Int.max
        }
        let order = substitutions.indices.sorted { a, b in
            (positions[a], substitutions[a].argumentNumber, substitutions[a].name) < (positions[b], substitutions[b].argumentNumber, substitutions[b].name)
        }
        return (order.map { substitutions[$0] }, states)
    }

    // MARK: - Helpers

    /// The argument `%#@name@` stands for in `format`: its position (`%2$#@name@`), or its place
    /// among the format's specifiers.
    static func argumentNumber(of name: String, in format: String) -> Int? {
        for case .specifier(let specifier, let number) in FormatPieces(format) where specifier.substitution == name {
            return number
        }
        return nil
    }

    /// The members of an object, the first of each key; a repeated key is reported and skipped.
    /// Keys compare as Swift compares strings (two spellings of one text are one key): on their
    /// bytes when both are ASCII without escapes, as text otherwise.
    private mutating func uniqueMembers(_ object: Int, _ context: () -> String) -> [(key: Int, value: Int)] {
        let members = tree.members(object)
        guard members.count > 1 else { return members }
        if members.count <= 16 {
            var unique = members
            var removed = 0
            for index in 1..<members.count {
                let key = members[index].key
                if let earlier = members[..<index].first(where: { tree.sameString($0.key, key) }) {
                    duplicate(key, of: earlier.key, name: tree.string(key), in: context())
                    unique.remove(at: index - removed)
                    removed += 1
                }
            }
            return unique
        }
        var first: [String: Int] = [:]
        var unique: [(key: Int, value: Int)] = []
        unique.reserveCapacity(members.count)
        for member in members {
            let name = tree.string(member.key)
            if let earlier = first[name] {
                duplicate(member.key, of: earlier, name: name, in: context())
                continue
            }
            first[name] = member.key
            unique.append(member)
        }
        return unique
    }

    private mutating func duplicate(_ key: Int, of earlier: Int, name: String, in context: String) {
        let line = positions.location(of: Int(tree.nodes[earlier].start)).line
        unsupported(at: key, "\(context) has `\(name)` twice (first on line \(line)); this one is not imported")
    }

    /// A number literal's value when it is a whole number that fits an `Int`.
    private func integer(_ node: Int) -> Int? {
        let literal = tree.literal(node)
        guard !literal.isEmpty, literal.count <= 18, literal.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return literal.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func state(_ tree: JSONTree, _ node: Int) -> TableState? {
        if tree.isString(node, "translated") { return .translated }
        if tree.isString(node, "new") { return .new }
        if tree.isString(node, "needs_review") { return .needsReview }
        if tree.isString(node, "stale") { return .stale }
        return nil
    }

    private static func category(_ tree: JSONTree, _ node: Int) -> PluralCategory? {
        if tree.isString(node, "one") { return .one }
        if tree.isString(node, "other") { return .other }
        if tree.isString(node, "zero") { return .zero }
        if tree.isString(node, "two") { return .two }
        if tree.isString(node, "few") { return .few }
        if tree.isString(node, "many") { return .many }
        return nil
    }

    private func describeKind(_ node: Int) -> String {
        switch tree.kind(node) {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .true, .false: "a boolean"
        case .null: "null"
        }
    }

    private func describeValue(_ node: Int) -> String {
        tree.kind(node) == .number ? "`\(String(decoding: tree.literal(node).prefix(40), as: UTF8.self))`" : describeKind(node)
    }

    private mutating func range(of node: Int) -> SourceRange {
        positions.range(path, from: Int(tree.nodes[node].start), to: Int(tree.nodes[node].end))
    }

    private mutating func unsupported(at node: Int, _ message: String) {
        let rule = Rules.importUnsupported
        catalog.diagnostics.append(Diagnostic(rule: rule.id, severity: rule.defaultSeverity, range: range(of: node), message: message))
    }

    /// The state of a text whose parts carry states: theirs when they agree, else the least
    /// finished, nil when one is unknown.
    private static func combined(_ states: [TableState?]) -> TableState? {
        var result: TableState?
        for state in states {
            guard let state else { return nil }
            if let current = result, finish(current) <= finish(state) { continue }
            result = state
        }
        return result
    }

    private static func finish(_ state: TableState) -> Int {
        switch state {
        case .new: 0
        case .needsReview: 1
        case .stale: 2
        case .translated: 3
        }
    }
}
