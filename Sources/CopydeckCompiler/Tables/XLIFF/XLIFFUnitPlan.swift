import CopydeckKit

/// One `<trans-unit>` to write.
struct XLIFFPlannedUnit: Equatable {
    var id: XLIFFUnitID
    var source: String
    /// nil: no `<target>` (the text is missing in the target locale).
    var target: String?
    var state: TableState?
}

/// Which units an entry becomes for one target locale, in Xcode's dialect.
///
/// The target's shape decides (the source's when the target has no text): a format is one unit
/// `KEY`; a plural is a unit `KEY|==|plural.C` per category; substitutions are a unit `KEY` for
/// the text around them plus `KEY|==|substitutions.NAME.plural.C` per substitution and category;
/// device variations are a unit `KEY|==|device.D` per device (`KEY|==|device.D.plural.C` for a
/// device's plural).
///
/// Categories: the union of the source's, the target's and those CLDR gives the target locale,
/// in CLDR order (zero one two few many other) — so an English target of a Korean source
/// (`other` only) gets `one` and `other`, and a translator sees every form the language needs.
/// A category the target lacks gets a unit without `<target>` (Xcode does the same).
///
/// Source text of a unit, as Xcode exports it: the source's own text for that category, else
/// the source's `other` (Korean has only `other`, so an English `one` unit shows the Korean
/// `other`); for a format unit of a plural source, the source's `other`; for a plural unit of a
/// format source, that format. A substitution the source does not have gets the unit's id as
/// source text (Xcode's choice for a target-only substitution). Xcode sorts units by id; here
/// entries keep the deck's order (a translator reads screens in order) and a message's units
/// follow one another — the reader does not depend on order.
enum XLIFFUnitPlan {
    static func units(for entry: TableEntry, sourceLocale: String, targetLocale: String,
                      targetCategories: [PluralCategory]) -> [XLIFFPlannedUnit] {
        let key = entry.key
        let source = entry.localization(sourceLocale)?.text
        let localization = entry.localization(targetLocale)
        let target: TableText? = localization.flatMap { $0.isFallback ? nil : $0.text }
        let state = target == nil ? nil : localization?.state
        switch target ?? source ?? .format("") {
        case .format:
            var text: String?
            if case .format(let format)? = target { text = format }
            return [XLIFFPlannedUnit(id: .whole(key: key), source: wholeText(source), target: text, state: state)]
        case .plural(let shape):
            var targetForms: PluralVariations?
            if case .plural(let forms)? = target { targetForms = forms }
            var sourceForms: PluralVariations?
            if case .plural(let forms)? = source { sourceForms = forms }
            return union(shape.categories, sourceForms?.categories ?? [], targetCategories).map { category in
                let text = targetForms?[category]
                return XLIFFPlannedUnit(id: .plural(key: key, category), source: sourceForms.map { $0[category] ?? $0[.other] ?? "" } ?? wholeText(source),
                                        target: text, state: text == nil ? nil : state)
            }
        case .substitutions(_, let shapeSubstitutions):
            var targetFormat: String?
            var targetSubstitutions: [TableSubstitution] = []
            if case .substitutions(let format, let substitutions)? = target {
                targetFormat = format
                targetSubstitutions = substitutions
            }
            var sourceSubstitutions: [TableSubstitution] = []
            if case .substitutions(_, let substitutions)? = source { sourceSubstitutions = substitutions }
            var units = [XLIFFPlannedUnit(id: .whole(key: key), source: wholeText(source), target: targetFormat,
                                          state: targetFormat == nil ? nil : state)]
            var names = shapeSubstitutions.map(\.name)
            for substitution in sourceSubstitutions where !names.contains(substitution.name) { names.append(substitution.name) }
            for name in names {
                let inTarget = targetSubstitutions.first { $0.name == name }?.variations
                let inSource = sourceSubstitutions.first { $0.name == name }?.variations
                for category in union(inTarget?.categories ?? [], inSource?.categories ?? [], targetCategories) {
                    let id = XLIFFUnitID.substitution(key: key, name: name, category)
                    let text = inTarget?[category]
                    units.append(XLIFFPlannedUnit(id: id, source: inSource.map { $0[category] ?? $0[.other] ?? id.text } ?? id.text,
                                                  target: text, state: text == nil ? nil : state))
                }
            }
            return units
        case .devices(let shape):
            // A unit per device (`KEY|==|device.iphone`), or per device and category for a
            // device's plural (`KEY|==|device.iphone.plural.one`); the source shown is the
            // source's text for that device, else its `other`'s, else the source as it is.
            var targetDevices: DeviceVariations?
            if case .devices(let devices)? = target { targetDevices = devices }
            var sourceDevices: DeviceVariations?
            if case .devices(let devices)? = source { sourceDevices = devices }
            let present = Set(shape.devices + (sourceDevices?.devices ?? []))
            var units: [XLIFFPlannedUnit] = []
            for device in DeviceVariations.devices where present.contains(device) {
                let sourceText = sourceDevices.map { $0[device] ?? $0["other"] } ?? source
                let targetText = targetDevices?[device]
                switch targetText ?? shape[device] ?? sourceText ?? .format("") {
                case .plural(let forms):
                    var targetForms: PluralVariations?
                    if case .plural(let own)? = targetText { targetForms = own }
                    var sourceForms: PluralVariations?
                    if case .plural(let own)? = sourceText { sourceForms = own }
                    for category in union(forms.categories, sourceForms?.categories ?? [], targetCategories) {
                        let text = targetForms?[category]
                        units.append(XLIFFPlannedUnit(id: .devicePlural(key: key, device, category),
                                                      source: sourceForms.map { $0[category] ?? $0[.other] ?? "" } ?? wholeText(sourceText),
                                                      target: text, state: text == nil ? nil : state))
                    }
                default:
                    var text: String?
                    if case .format(let format)? = targetText { text = format }
                    units.append(XLIFFPlannedUnit(id: .device(key: key, device), source: wholeText(sourceText), target: text,
                                                  state: text == nil ? nil : state))
                }
            }
            return units
        }
    }

    /// The source text shown for the unit `KEY`.
    private static func wholeText(_ text: TableText?) -> String {
        switch text {
        case .format(let format)?: format
        case .substitutions(let format, _)?: format
        case .plural(let forms)?: forms[.other] ?? forms.categories.last.flatMap { forms[$0] } ?? ""
        case .devices(let devices)?: wholeText(devices["other"])
        case nil: ""
        }
    }

    private static func union(_ lists: [PluralCategory]...) -> [PluralCategory] {
        let present = Set(lists.joined())
        return PluralCategory.allCases.filter(present.contains)
    }
}
