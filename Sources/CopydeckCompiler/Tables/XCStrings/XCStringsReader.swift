import CopydeckKit
import Foundation

/// Reads an Xcode String Catalog (`.xcstrings`) back: an `ImportedString` for every key and
/// locale with a value, its state, its text as a format, a plural or a format with
/// substitutions, and the line and column of its value in the file.
///
/// - A file that is not UTF-8 or not JSON gives one `import.syntax` diagnostic at the first
///   wrong byte, and nothing is read.
/// - A well-formed file is read as far as it goes: any part of another shape (device variations,
///   a value of the wrong type, a plural without `other`, an unknown key) gives an
///   `import.unsupported` diagnostic at its line, and the rest is read. A localization is imported
///   whole or not at all; an unknown state or key is reported and left out while the text is
///   imported. Nothing is dropped without a diagnostic.
///
/// Where an `ImportedString` points: the `value` of the localization's `stringUnit` (a format, or
/// the format around substitutions); for a plural, which has no `stringUnit` of its own, the
/// localization's object.
///
/// A plural's categories and a localization's substitutions may carry states of their own; the
/// string's state is their common one, or else the least finished among them (`new`, then
/// `needs_review`, then `stale`, then `translated`), and nil when one is unknown. Substitutions
/// come in the order their `%#@name@` first appears in the format (then by `argNum`, then by
/// name), so the order does not depend on the file's.
///
/// The reader is iterative and nests at most `maximumDepth` levels (a catalog needs 11); the
/// caller bounds the file's size.
public struct XCStringsReader: Sendable {
    public var maximumDepth: Int

    public init(maximumDepth: Int = 64) {
        self.maximumDepth = maximumDepth
    }

    public func read(_ data: Data, path: String) -> TableReadResult {
        readCatalog(data, path: path).result
    }

    public func readCatalog(_ data: Data, path: String) -> XCStringsCatalog {
        readCatalog([UInt8](data), path: path)
    }

    public func readCatalog(_ bytes: [UInt8], path: String) -> XCStringsCatalog {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var positions = BytePositions(bytes, start: start)
        var catalog = XCStringsCatalog()
        if String(validating: bytes, as: UTF8.self) == nil, let failure = UTF8Validation.firstFailure(in: bytes) {
            let shown = failure.bytes.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            catalog.diagnostics.append(Diagnostic(
                rule: Rules.xcstringsSyntax.id, severity: Rules.xcstringsSyntax.defaultSeverity,
                range: SourceRange(file: path, start: positions.location(of: failure.offset)),
                message: "\(shown) is not UTF-8 text here; a String Catalog is UTF-8, so nothing in it was imported"))
            return catalog
        }
        switch JSONParser.parse(bytes, from: start, maximumDepth: maximumDepth) {
        case .failure(let failure):
            let rule = failure.tooDeep ? Rules.xcstringsUnsupported : Rules.xcstringsSyntax
            catalog.diagnostics.append(Diagnostic(
                rule: rule.id, severity: rule.defaultSeverity,
                range: SourceRange(file: path, start: positions.location(of: failure.offset)),
                message: failure.tooDeep
                    ? "\(failure.message), more than a String Catalog needs; nothing in the file was imported"
                    : "not valid JSON: \(failure.message); nothing in the file was imported"))
            return catalog
        case .success(let tree):
            var walk = XCStringsWalk(tree: tree, positions: positions, path: path)
            walk.readCatalog()
            return walk.catalog
        }
    }
}

/// One walk over a parsed catalog, filling an `XCStringsCatalog`.
private struct XCStringsWalk {
    let tree: JSONTree
    var positions: BytePositions
    let path: String
    var catalog = XCStringsCatalog()

    init(tree: JSONTree, positions: BytePositions, path: String) {
        self.tree = tree
        self.positions = positions
        self.path = path
    }

    // MARK: - Levels

    mutating func readCatalog() {
        let root = JSONTree.root
        guard tree.kind(root) == .object else {
            unsupported(at: root, "the file is JSON but not a String Catalog (its top level is \(describeKind(root)), not an object); nothing was imported")
            return
        }
        var sawSourceLanguage = false, sawStrings = false
        for member in uniqueMembers(root, context: "the catalog") {
            switch tree.string(member.key) {
            case "sourceLanguage":
                sawSourceLanguage = true
                if tree.kind(member.value) == .string {
                    catalog.sourceLanguage = tree.string(member.value)
                    catalog.sourceLanguageRange = range(of: member.value)
                } else {
                    unsupported(at: member.value, "`sourceLanguage` is \(describeKind(member.value)), not a string; ignored")
                }
            case "version":
                if tree.kind(member.value) == .string {
                    catalog.version = tree.string(member.value)
                } else {
                    unsupported(at: member.value, "`version` is \(describeKind(member.value)), not a string; ignored")
                }
            case "strings":
                sawStrings = true
                if tree.kind(member.value) == .object {
                    readStrings(member.value)
                } else {
                    unsupported(at: member.value, "`strings` is \(describeKind(member.value)), not an object; no string was imported")
                }
            case let other:
                unsupported(at: member.key, "the catalog's key `\(other)` is not one a String Catalog has; ignored")
            }
        }
        if !sawSourceLanguage { unsupported(at: root, "the catalog has no `sourceLanguage`") }
        if !sawStrings { unsupported(at: root, "the catalog has no `strings`; nothing was imported") }
    }

    private mutating func readStrings(_ strings: Int) {
        for member in uniqueMembers(strings, context: "`strings`") {
            let key = tree.string(member.key)
            catalog.keys.append(key)
            readEntry(key, member.value)
        }
    }

    private mutating func readEntry(_ key: String, _ entry: Int) {
        guard tree.kind(entry) == .object else {
            unsupported(at: entry, "`\(key)` is \(describeKind(entry)), not an object; not imported")
            return
        }
        for member in uniqueMembers(entry, context: "`\(key)`") {
            let name = tree.string(member.key)
            switch name {
            case "comment":
                if tree.kind(member.value) == .string {
                    catalog.comments[key] = tree.string(member.value)
                } else {
                    unsupported(at: member.value, "`\(key)`: `comment` is \(describeKind(member.value)), not a string; ignored")
                }
            case "extractionState":
                if tree.kind(member.value) != .string {
                    unsupported(at: member.value, "`\(key)`: `extractionState` is \(describeKind(member.value)), not a string; ignored")
                }
            case "isCommentAutoGenerated", "shouldTranslate":
                if tree.kind(member.value) != .true, tree.kind(member.value) != .false {
                    unsupported(at: member.value, "`\(key)`: `\(name)` is \(describeKind(member.value)), not true or false; ignored")
                }
            case "localizations":
                guard tree.kind(member.value) == .object else {
                    unsupported(at: member.value, "`\(key)`: `localizations` is \(describeKind(member.value)), not an object; not imported")
                    continue
                }
                for localization in uniqueMembers(member.value, context: "`\(key)`'s localizations") {
                    let locale = tree.string(localization.key)
                    if let string = readLocalization(key: key, locale: locale, localization.value) {
                        catalog.strings.append(string)
                    }
                }
            default:
                unsupported(at: member.key, "`\(key)`: `\(name)` is not a key a String Catalog entry has; ignored")
            }
        }
    }

    /// One locale's text of a key, or nil (with a diagnostic) when it is not a shape to import.
    private mutating func readLocalization(key: String, locale: String, _ node: Int) -> ImportedString? {
        let context = "`\(key)` (\(locale))"
        guard tree.kind(node) == .object else {
            unsupported(at: node, "\(context) is \(describeKind(node)), not an object; not imported")
            return nil
        }
        var stringUnit: Int?, variations: Int?, substitutions: Int?
        for member in uniqueMembers(node, context: context) {
            switch tree.string(member.key) {
            case "stringUnit": stringUnit = member.value
            case "variations": variations = member.value
            case "substitutions": substitutions = member.value
            case let other: unsupported(at: member.key, "\(context): `\(other)` is not a key a localization has; ignored")
            }
        }
        switch (stringUnit, variations, substitutions) {
        case (let unit?, nil, nil):
            guard let read = readStringUnit(unit, context: context) else { return nil }
            return ImportedString(key: key, locale: locale, text: .format(read.value), state: read.state, range: range(of: read.valueNode))
        case (nil, let variations?, nil):
            guard let plural = readVariations(variations, context: context) else { return nil }
            return ImportedString(key: key, locale: locale, text: .plural(plural.variations), state: Self.combined(plural.states), range: range(of: node))
        case (let unit?, nil, let substitutions?):
            guard let read = readStringUnit(unit, context: context),
                  let subs = readSubstitutions(substitutions, format: read.value, context: context) else { return nil }
            let text = TableText.substitutions(format: read.value, subs.substitutions)
            return ImportedString(key: key, locale: locale, text: text, state: Self.combined([read.state] + subs.states), range: range(of: read.valueNode))
        case (nil, nil, nil):
            unsupported(at: node, "\(context) has no `stringUnit` or `variations`; nothing to import")
            return nil
        case (_?, _?, _):
            unsupported(at: node, "\(context) has both a `stringUnit` and `variations`, which Copydeck cannot hold as one text; not imported")
            return nil
        case (nil, _, _?):
            unsupported(at: node, "\(context) has `substitutions` but no `stringUnit` for the text around them; not imported")
            return nil
        }
    }

    /// `{"state": …, "value": …}`: the value and its node, and the state (nil when unknown).
    private mutating func readStringUnit(_ node: Int, context: String) -> (value: String, valueNode: Int, state: TableState?)? {
        guard tree.kind(node) == .object else {
            unsupported(at: node, "\(context): `stringUnit` is \(describeKind(node)), not an object; not imported")
            return nil
        }
        var value: (String, Int)?
        var state: TableState?
        var sawState = false
        for member in uniqueMembers(node, context: "\(context)'s `stringUnit`") {
            switch tree.string(member.key) {
            case "value":
                guard tree.kind(member.value) == .string else {
                    unsupported(at: member.value, "\(context): the `value` is \(describeKind(member.value)), not a string; not imported")
                    return nil
                }
                value = (tree.string(member.value), member.value)
            case "state":
                sawState = true
                guard tree.kind(member.value) == .string else {
                    unsupported(at: member.value, "\(context): the `state` is \(describeKind(member.value)), not a string; the text is imported without a state")
                    continue
                }
                let name = tree.string(member.value)
                state = TableState(rawValue: name)
                if state == nil {
                    unsupported(at: member.value, "\(context): `\(name)` is not a state Copydeck knows (translated, new, needs_review, stale); the text is imported without a state")
                }
            case let other:
                unsupported(at: member.key, "\(context): `\(other)` is not a key a `stringUnit` has; ignored")
            }
        }
        guard let value else {
            unsupported(at: node, "\(context): the `stringUnit` has no `value`; not imported")
            return nil
        }
        if !sawState {
            unsupported(at: node, "\(context): the `stringUnit` has no `state`; the text is imported without one")
        }
        return (value.0, value.1, state)
    }

    /// `{"plural": {CATEGORY: {"stringUnit": …}}}` with `other` among the categories.
    private mutating func readVariations(_ node: Int, context: String) -> (variations: PluralVariations, states: [TableState?])? {
        guard tree.kind(node) == .object else {
            unsupported(at: node, "\(context): `variations` is \(describeKind(node)), not an object; not imported")
            return nil
        }
        var plural: Int?
        for member in uniqueMembers(node, context: "\(context)'s `variations`") {
            let name = tree.string(member.key)
            guard name == "plural" else {
                unsupported(at: member.key, "\(context): `\(name)` variations are not something Copydeck imports (only `plural`); not imported")
                return nil
            }
            plural = member.value
        }
        guard let plural else {
            unsupported(at: node, "\(context): `variations` has no `plural`; not imported")
            return nil
        }
        guard tree.kind(plural) == .object else {
            unsupported(at: plural, "\(context): `plural` is \(describeKind(plural)), not an object; not imported")
            return nil
        }
        var forms: [PluralCategory: String] = [:]
        var states: [TableState?] = []
        for member in uniqueMembers(plural, context: "\(context)'s `plural`") {
            let name = tree.string(member.key)
            guard let category = PluralCategory(rawValue: name) else {
                unsupported(at: member.key, "\(context): `\(name)` is not a plural category (zero, one, two, few, many, other); not imported")
                return nil
            }
            let variation = member.value
            guard tree.kind(variation) == .object else {
                unsupported(at: variation, "\(context): the `\(name)` form is \(describeKind(variation)), not an object; not imported")
                return nil
            }
            var unit: Int?
            for part in uniqueMembers(variation, context: "\(context)'s `\(name)` form") {
                let partName = tree.string(part.key)
                guard partName == "stringUnit" else {
                    unsupported(at: part.key, "\(context): the `\(name)` form holds `\(partName)`, which Copydeck cannot hold inside a plural; not imported")
                    return nil
                }
                unit = part.value
            }
            guard let unit else {
                unsupported(at: variation, "\(context): the `\(name)` form has no `stringUnit`; not imported")
                return nil
            }
            guard let read = readStringUnit(unit, context: "\(context) `\(name)`") else { return nil }
            forms[category] = read.value
            states.append(read.state)
        }
        guard forms[.other] != nil else {
            unsupported(at: plural, "\(context): the plural has no `other` form, which every plural needs; not imported")
            return nil
        }
        return (PluralVariations(forms), states)
    }

    /// `{NAME: {"argNum": N, "formatSpecifier": S, "variations": {"plural": …}}}`, in the order
    /// the names appear in `format`.
    private mutating func readSubstitutions(_ node: Int, format: String, context: String) -> (substitutions: [TableSubstitution], states: [TableState?])? {
        guard tree.kind(node) == .object else {
            unsupported(at: node, "\(context): `substitutions` is \(describeKind(node)), not an object; not imported")
            return nil
        }
        var substitutions: [TableSubstitution] = []
        var states: [TableState?] = []
        for member in uniqueMembers(node, context: "\(context)'s `substitutions`") {
            let name = tree.string(member.key)
            let subContext = "\(context) substitution `\(name)`"
            guard tree.kind(member.value) == .object else {
                unsupported(at: member.value, "\(subContext) is \(describeKind(member.value)), not an object; not imported")
                return nil
            }
            var argumentNumber: Int?, formatSpecifier: String?, variations: (variations: PluralVariations, states: [TableState?])?
            for part in uniqueMembers(member.value, context: subContext) {
                switch tree.string(part.key) {
                case "argNum":
                    guard tree.kind(part.value) == .number, let number = integer(part.value), number >= 1 else {
                        unsupported(at: part.value, "\(subContext): `argNum` is \(describeValue(part.value)), not a whole number from 1; not imported")
                        return nil
                    }
                    argumentNumber = number
                case "formatSpecifier":
                    guard tree.kind(part.value) == .string else {
                        unsupported(at: part.value, "\(subContext): `formatSpecifier` is \(describeKind(part.value)), not a string; not imported")
                        return nil
                    }
                    formatSpecifier = tree.string(part.value)
                case "variations":
                    guard let read = readVariations(part.value, context: subContext) else { return nil }
                    variations = read
                case let other:
                    unsupported(at: part.key, "\(subContext): `\(other)` is not a key a substitution has; ignored")
                }
            }
            guard let argumentNumber else {
                unsupported(at: member.value, "\(subContext) has no `argNum`; not imported")
                return nil
            }
            guard let formatSpecifier else {
                unsupported(at: member.value, "\(subContext) has no `formatSpecifier`; not imported")
                return nil
            }
            guard let variations else {
                unsupported(at: member.value, "\(subContext) has no `variations`; not imported")
                return nil
            }
            substitutions.append(TableSubstitution(name: name, argumentNumber: argumentNumber, formatSpecifier: formatSpecifier, variations: variations.variations))
            states += variations.states
        }
        // In the order the format uses them: `%#@name@` or `%N$#@name@`.
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

    /// The members of an object, the first of each key; a repeated key is reported and skipped
    /// (keys are compared as Swift compares strings, so two spellings of one text are one key).
    private mutating func uniqueMembers(_ object: Int, context: String) -> [(key: Int, value: Int)] {
        let members = tree.members(object)
        guard members.count > 1 else { return members }
        var first: [String: Int] = [:]
        first.reserveCapacity(members.count)
        var unique: [(key: Int, value: Int)] = []
        unique.reserveCapacity(members.count)
        for member in members {
            let name = tree.string(member.key)
            if let earlier = first[name] {
                let line = positions.location(of: Int(tree.nodes[earlier].start)).line
                unsupported(at: member.key, "\(context) has `\(name)` twice (first on line \(line)); this one is not imported")
                continue
            }
            first[name] = member.key
            unique.append(member)
        }
        return unique
    }

    /// A number literal's value when it is a whole number that fits an `Int`.
    private func integer(_ node: Int) -> Int? {
        let literal = tree.literal(node)
        guard !literal.isEmpty, literal.count <= 18, literal.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(String(decoding: literal, as: UTF8.self))
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
        let rule = Rules.xcstringsUnsupported
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
