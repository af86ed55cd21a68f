import CopydeckKit

/// Puts a file's units back together into one `ImportedString` per key (see `XLIFFReader` for
/// the mapping).
struct XLIFFAssembly {
    let locale: String
    /// The plural categories of the file's source language (every category when it is unknown):
    /// a category outside them whose source text equals `other`'s is one the writer added.
    private let sourceCategories: Set<PluralCategory>

    init(locale: String, sourceLanguage: String?) {
        self.locale = locale
        sourceCategories = Set(sourceLanguage.map { PluralRules(locale: $0).cardinalCategories } ?? PluralCategory.allCases)
    }

    func strings(from units: [XLIFFReadUnit], skipping poisoned: Set<String>, _ context: inout XLIFFReadContext) -> [ImportedString] {
        // Units of one key are a handful: duplicates are found within the key's group.
        var groups: [[XLIFFReadUnit]] = []
        var groupOfKey: [String: Int] = [:]
        for unit in units {
            let key = unit.id.key
            guard let index = groupOfKey[key] else {
                groupOfKey[key] = groups.count
                groups.append([unit])
                continue
            }
            if groups[index].contains(where: { $0.id == unit.id }) {
                context.report(Rules.importUnsupported, line: unit.line, tag: "trans-unit",
                               "a second unit `\(unit.id.text)`: only the first is imported")
                continue
            }
            groups[index].append(unit)
        }
        var strings: [ImportedString] = []
        strings.reserveCapacity(groups.count)
        for group in groups {
            guard let key = group.first?.id.key, !poisoned.contains(key) else { continue }
            if var string = assemble(key, group, &context) {
                string.comment = group.lazy.compactMap(\.note).first
                strings.append(string)
            }
        }
        return strings
    }

    /// The argument printf gives a `%#@name@` without a position (the n-th specifier of the
    /// format), when the forms print that argument as an integer (`%1$d others`, as a
    /// `.stringsdict` exported by Xcode writes them): the count is that argument.
    static func sequentialCount(of name: String, in format: String, printedBy variations: PluralVariations) -> Int? {
        var pieces = FormatPieces(format)
        var number: Int?
        while let piece = pieces.next() {
            if case .specifier(let specifier, let found) = piece, specifier.substitution == name, specifier.position == nil { number = found; break }
        }
        guard let number else { return nil }
        let printed = variations.categories.contains { category in
            guard let form = variations[category] else { return false }
            return FormatPieces(form).contains { piece in
                if case .specifier(let specifier, let found) = piece { specifier.position != nil && found == number && specifier.meaning == .decimalInteger } else { false }
            }
        }
        return printed ? number : nil
    }

    private func assemble(_ key: String, _ units: [XLIFFReadUnit], _ context: inout XLIFFReadContext) -> ImportedString? {
        var whole: XLIFFReadUnit?
        var plurals: [(category: PluralCategory, unit: XLIFFReadUnit)] = []
        var substitutions: [(name: String, category: PluralCategory, unit: XLIFFReadUnit)] = []
        var devices: [(device: String, category: PluralCategory?, unit: XLIFFReadUnit)] = []
        for unit in units {
            switch unit.id {
            case .whole: whole = unit
            case .plural(_, let category): plurals.append((category, unit))
            case .substitution(_, let name, let category): substitutions.append((name, category, unit))
            case .device(_, let device): devices.append((device, nil, unit))
            case .devicePlural(_, let device, let category): devices.append((device, category, unit))
            case .unsupported: break
            }
        }
        guard let first = units.first(where: { $0.target != nil }) else { return nil }
        let range = context.range(line: first.targetLine, tag: "target")
        let state = units.count == 1 ? first.state : XLIFFState.combined(units.lazy.filter { $0.target != nil }.map(\.state))
        /// Reported at the unit that lacks its target when there is one, else at the first target.
        func incomplete(_ message: String, at missing: XLIFFReadUnit? = nil) -> ImportedString? {
            if let missing {
                context.report(Rules.xliffImportIncomplete, line: missing.line, tag: "trans-unit", message + ", so `\(key)` is not imported; translate every form")
            } else {
                context.report(Rules.xliffImportIncomplete, line: first.targetLine, tag: "target", message + ", so `\(key)` is not imported; translate every form")
            }
            return nil
        }
        if !devices.isEmpty {
            guard whole == nil, plurals.isEmpty, substitutions.isEmpty else {
                context.report(Rules.importUnsupported, line: first.targetLine, tag: "target",
                               "`\(key)` has device units together with other units: Copydeck cannot tell which is meant, so `\(key)` is not imported")
                return nil
            }
            return assembleDevices(key, devices, first: first, state: state, &context)
        }
        if !plurals.isEmpty, whole != nil || !substitutions.isEmpty {
            context.report(Rules.importUnsupported, line: first.targetLine, tag: "target",
                           "`\(key)` has plural units together with \(whole != nil ? "a plain text unit" : "substitution units"): Copydeck cannot tell which is meant, so `\(key)` is not imported")
            return nil
        }
        if !plurals.isEmpty {
            let forms = Self.forms(plurals.map { ($0.category, $0.unit.target) })
            guard forms[.other] != nil else {
                return incomplete("the plural has no `other` target", at: plurals.first { $0.category == .other }?.unit)
            }
            let source = sourceForms(plurals.map { ($0.category, $0.unit.source, $0.unit.id.text) })
            return ImportedString(key: key, locale: locale, text: .plural(PluralVariations(forms)), state: state,
                                  source: source.map(TableText.plural), range: range)
        }
        guard let whole else { return incomplete("the substitutions have targets, but the text around them (the unit `\(key)`) is missing") }
        guard let format = whole.target else {
            return incomplete("the substitutions have targets, but the text around them (the unit `\(key)`) has none", at: whole)
        }
        if substitutions.isEmpty {
            return ImportedString(key: key, locale: locale, text: .format(format), state: state,
                                  source: whole.source.map(TableText.format), range: range)
        }
        let targetNames = XLIFFFormatScan.substitutions(in: format)
        var names: [String] = []
        for name in targetNames.map(\.name) + substitutions.map(\.name) where !names.contains(name) { names.append(name) }
        var built: [TableSubstitution] = []
        for name in names {
            let own = substitutions.filter { $0.name == name }
            let forms = Self.forms(own.map { ($0.category, $0.unit.target) })
            if forms.isEmpty {
                // A substitution the target does not use (the source's alone) is fine.
                if targetNames.contains(where: { $0.name == name }) { return incomplete("`%#@\(name)@` has no translated form") }
                continue
            }
            guard forms[.other] != nil else {
                return incomplete("the substitution `\(name)` has no `other` target", at: own.first { $0.category == .other }?.unit)
            }
            let variations = PluralVariations(forms)
            let argument = targetNames.first { $0.name == name }?.position
                ?? Self.sequentialCount(of: name, in: format, printedBy: variations)
                ?? variations.categories.lazy.compactMap { variations[$0].flatMap(XLIFFFormatScan.firstPosition(in:)) }.first
                ?? built.count + 1
            built.append(TableSubstitution(name: name, argumentNumber: argument,
                                           formatSpecifier: Self.specifier(argument, variations), variations: variations))
        }
        // Substitution units none of which the target uses or translates: the target is a plain
        // format (as the writer writes `.substitutions` without substitutions).
        if built.isEmpty {
            return ImportedString(key: key, locale: locale, text: .format(format), state: state,
                                  source: whole.source.map(TableText.format), range: range)
        }
        return ImportedString(key: key, locale: locale, text: .substitutions(format: format, built), state: state,
                              source: sourceSubstitutions(whole, substitutions), range: range)
    }

    /// Device variations (`KEY|==|device.D`, `KEY|==|device.D.plural.C`): each device's text or
    /// plural, from the devices with a target; `other` must have one.
    private func assembleDevices(
        _ key: String, _ units: [(device: String, category: PluralCategory?, unit: XLIFFReadUnit)], first: XLIFFReadUnit,
        state: TableState?, _ context: inout XLIFFReadContext
    ) -> ImportedString? {
        var targets: [String: TableText] = [:]
        var sources: [String: TableText] = [:]
        for device in DeviceVariations.devices {
            let own = units.filter { $0.device == device }
            guard !own.isEmpty else { continue }
            if let whole = own.first(where: { $0.category == nil }) {
                guard own.count == 1 else {
                    context.report(Rules.importUnsupported, line: whole.unit.line, tag: "trans-unit",
                                   "`\(key)` has both a text and plural units for \(device): Copydeck cannot tell which is meant, so `\(key)` is not imported")
                    return nil
                }
                if let target = whole.unit.target { targets[device] = .format(target) }
                if let source = whole.unit.source { sources[device] = .format(source) }
                continue
            }
            let forms = Self.forms(own.map { ($0.category!, $0.unit.target) })
            if !forms.isEmpty {
                guard forms[.other] != nil else {
                    context.report(Rules.xliffImportIncomplete, line: own[0].unit.line, tag: "trans-unit",
                                   "the \(device) plural has no `other` target, so `\(key)` is not imported; translate every form")
                    return nil
                }
                targets[device] = .plural(PluralVariations(forms))
            }
            if let source = sourceForms(own.map { ($0.category!, $0.unit.source, $0.unit.id.text) }) { sources[device] = .plural(source) }
        }
        guard targets["other"] != nil else {
            context.report(Rules.xliffImportIncomplete, line: first.targetLine, tag: "target",
                           "the device variations have no `other` target (the text of every other device), so `\(key)` is not imported; translate it")
            return nil
        }
        return ImportedString(key: key, locale: locale, text: .devices(DeviceVariations(targets)), state: state,
                              source: sources["other"] == nil ? nil : .devices(DeviceVariations(sources)),
                              range: context.range(line: first.targetLine, tag: "target"))
    }

    /// The source in substitution shape, from the `<source>`s of the units.
    private func sourceSubstitutions(_ whole: XLIFFReadUnit, _ units: [(name: String, category: PluralCategory, unit: XLIFFReadUnit)]) -> TableText? {
        guard let format = whole.source else { return nil }
        let sourceNames = XLIFFFormatScan.substitutions(in: format)
        var names: [String] = []
        for name in sourceNames.map(\.name) + units.map(\.name) where !names.contains(name) { names.append(name) }
        var built: [TableSubstitution] = []
        for name in names {
            let own = units.filter { $0.name == name }
            guard let variations = sourceForms(own.map { ($0.category, $0.unit.source, $0.unit.id.text) }) else { continue }
            let argument = sourceNames.first { $0.name == name }?.position
                ?? Self.sequentialCount(of: name, in: format, printedBy: variations)
                ?? variations.categories.lazy.compactMap { variations[$0].flatMap(XLIFFFormatScan.firstPosition(in:)) }.first
                ?? built.count + 1
            built.append(TableSubstitution(name: name, argumentNumber: argument,
                                           formatSpecifier: Self.specifier(argument, variations), variations: variations))
        }
        return .substitutions(format: format, built)
    }

    /// Source forms as the source language had them: a category the source language lacks is
    /// dropped when its text is `other`'s (the writer's fill-in), as is a text that is only
    /// the unit's id (Xcode's source for a substitution the source does not have).
    private func sourceForms(_ units: [(PluralCategory, String?, String)]) -> PluralVariations? {
        var forms: [PluralCategory: String] = [:]
        for (category, source, id) in units {
            if let source, source != id { forms[category] = source }
        }
        let other = forms[.other]
        forms = forms.filter { category, text in category == .other || sourceCategories.contains(category) || text != other }
        return forms.isEmpty ? nil : PluralVariations(forms)
    }

    private static func forms(_ pairs: [(PluralCategory, String?)]) -> [PluralCategory: String] {
        var forms: [PluralCategory: String] = [:]
        for (category, text) in pairs { if let text { forms[category] = text } }
        return forms
    }

    /// The conversion written for `argument` in the variations, CLDR order, a numeric one first
    /// (a plural's argument is a number; `%1$@` beside `%1$lld` prints it preformatted); `lld`
    /// (what Copydeck writes for every plural) when no variation shows one.
    private static func specifier(_ argument: Int, _ variations: PluralVariations) -> String {
        let found = variations.categories.flatMap { category in
            variations[category].map { XLIFFFormatScan.specifiers(forArgument: argument, in: $0) } ?? []
        }
        return found.first { !$0.hasSuffix("@") } ?? found.first ?? "lld"
    }
}
