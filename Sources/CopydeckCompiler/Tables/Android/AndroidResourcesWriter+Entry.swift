import CopydeckKit

extension AndroidResourcesWriter.Run {
    /// Converts one key in every language and appends it to each language's file.
    mutating func add(_ entry: TableEntry, locate: AndroidResourcesWriter.Locator) {
        let key = entry.key
        if let item = AndroidArrayItem.parse(key) {
            addArrayItem(entry, array: item.array, index: item.index, locate: locate)
            return
        }
        finishArray()
        guard let name = AndroidResourceName.name(forKey: key) else {
            report(Rules.exportAndroidName, key, 0, locate,
                "`\(key)` cannot be an Android resource name: \(AndroidResourceName.reason(forKey: key)); it is left out of the Android resources")
            return
        }
        texts.removeAll(keepingCapacity: true)
        // Android is none of Apple's devices: a text that varies by device is its `other` text.
        var localizations = entry.localizations
        for index in localizations.indices {
            if case .devices(let devices) = localizations[index].text, let other = devices["other"] { localizations[index].text = other }
        }
        for index in outputs.indices {
            guard let position = Self.position(of: outputs[index].locale, in: localizations, near: index) else { continue }
            // Android falls back to values/ for a name values-xx lacks: a fallback text is left
            // out, and so is every other language's text of the app's constant (`translatable="false"`).
            if index != 0, localizations[position].isFallback || !entry.isTranslatable { continue }
            texts.append((index, position))
        }
        guard let first = texts.first, first.output == 0 else {
            report(Rules.exportAndroidDefault, key, 0, locate,
                "`\(key)` has no \(outputs[0].locale) text, and Android needs every resource in values/; it is left out of the Android resources")
            return
        }
        let isPlural = texts.contains { if case .format = localizations[$0.position].text { false } else { true } }
        if let other = (isPlural ? pluralNames : stringNames)[name] {
            report(Rules.exportAndroidName, key, 0, locate,
                "`\(key)` and `\(other)` are both the Android resource `\(isPlural ? "plurals" : "string")/\(name)` (R turns `.` into `_`), so `\(key)` is left out of the Android resources; rename one of the ids")
            return
        }
        format.reset()
        items.removeAll(keepingCapacity: true)
        converted.removeAll(keepingCapacity: true)
        var quantityArgument: String?
        for (output, position) in texts {
            // A text without arguments is shown as it is: its `%` are percent signs, which the
            // conversion reads as such once doubled (`90% accuracy` is no `% a` conversion).
            var text = localizations[position].text
            if !entry.isFormat, case .format(let literal) = text, literal.utf8.contains(UInt8(ascii: "%")) {
                text = .format(literal.replacingOccurrences(of: "%", with: "%%"))
            }
            if let result = convert(text, key: key, output: output, quantityArgument: &quantityArgument, locate: locate) {
                converted.append(result)
            } else if output == 0 {
                return
            }
        }
        if isPlural { pluralNames[name] = key } else { stringNames[name] = key }

        let isFormat = isPlural || converted.contains { $0.specifierCount > 0 }
        let unformatted = !isFormat && converted.contains { $0.hasLiteralPercent }
        comment.removeAll(keepingCapacity: true)
        if let text = entry.comment, !text.isEmpty {
            AndroidEscaping.append("    ", to: &comment)
            AndroidEscaping.appendComment(text, to: &comment)
            comment.append(UInt8(ascii: "\n"))
        }
        for text in converted {
            appendElement(text, name: name, isPlural: isPlural, isFormat: isFormat, unformatted: unformatted, translatable: entry.isTranslatable,
                          tagsAreText: entry.tagsAreText, reference: entry.isReference, tools: text.output == 0 ? entry.androidTools : [])
        }
    }

    /// Where `locale`'s localization is, looked for first where the deck's order puts it.
    private static func position(of locale: String, in localizations: [TableLocalization], near index: Int) -> Int? {
        if index < localizations.count, localizations[index].locale == locale { return index }
        return localizations.firstIndex { $0.locale == locale }
    }

    /// Writes one converted text as `<string>` or `<plurals>` into its language's file.
    private mutating func appendElement(
        _ text: AndroidResourcesWriter.Converted, name: String, isPlural: Bool, isFormat: Bool, unformatted: Bool, translatable: Bool,
        tagsAreText: Bool, reference: Bool, tools: [Field.AndroidToolsAttribute]
    ) {
        // Move the buffer out so appending does not copy it.
        var bytes = outputs[text.output].bytes
        outputs[text.output].bytes = []
        bytes.append(contentsOf: comment)
        format.output.withUnsafeBufferPointer { converted in
            if isPlural {
                AndroidEscaping.append("    <plurals name=\"", to: &bytes)
                bytes.append(contentsOf: name.utf8)
                AndroidEscaping.appendToolsAttributes(tools, to: &bytes)
                AndroidEscaping.append(translatable ? "\">" : "\" translatable=\"false\">", to: &bytes)
                for item in items[text.firstItem..<text.endItem] {
                    AndroidEscaping.append("\n        <item quantity=\"", to: &bytes)
                    AndroidEscaping.append(item.category.quantity, to: &bytes)
                    AndroidEscaping.append("\">", to: &bytes)
                    AndroidEscaping.appendValue(UnsafeBufferPointer(rebasing: converted[item.start..<item.end]), literalPercents: false,
                                                tagsAreText: tagsAreText, to: &bytes)
                    AndroidEscaping.append("</item>", to: &bytes)
                }
                AndroidEscaping.append("\n    </plurals>\n", to: &bytes)
            } else {
                let item = items[text.firstItem]
                AndroidEscaping.append("    <string name=\"", to: &bytes)
                bytes.append(contentsOf: name.utf8)
                AndroidEscaping.appendToolsAttributes(tools, to: &bytes)
                if !translatable { AndroidEscaping.append("\" translatable=\"false", to: &bytes) }
                AndroidEscaping.append(unformatted ? "\" formatted=\"false\">" : "\">", to: &bytes)
                if reference {
                    AndroidEscaping.appendReference(UnsafeBufferPointer(rebasing: converted[item.start..<item.end]), to: &bytes)
                } else {
                    AndroidEscaping.appendValue(UnsafeBufferPointer(rebasing: converted[item.start..<item.end]), literalPercents: !isFormat,
                                                tagsAreText: tagsAreText, to: &bytes)
                }
                AndroidEscaping.append("</string>\n", to: &bytes)
            }
        }
        outputs[text.output].bytes = bytes
    }

    /// Emits a finding about `key` in the language of `output`, asking the locator only then.
    private mutating func report(
        _ rule: RuleDescriptor, _ key: String, _ output: Int, _ locate: AndroidResourcesWriter.Locator, _ message: String
    ) {
        diagnostics.emit(rule, at: locate(key, outputs[output].locale), message)
    }

    /// What happens to a text Android cannot say: for the source language, the whole key goes.
    private func leftOut(_ output: Int) -> String {
        output == 0 ? "the key is left out of the Android resources" : "Android shows the \(outputs[0].locale) text"
    }

    /// Converts one format into an item of `result`; false when it names a substitution it does
    /// not have.
    private mutating func appendItem(
        _ category: PluralCategory, _ source: String, _ substitutes: [AndroidFormat.Substitute],
        key: String, output: Int, locate: AndroidResourcesWriter.Locator, to result: inout AndroidResourcesWriter.Converted
    ) -> Bool {
        format.startText()
        let start = format.output.count
        format.append(source, substitutes: substitutes)
        if !format.unsupported.isEmpty {
            for specifier in format.unsupported {
                report(Rules.exportAndroidFormat, key, output, locate,
                    "`\(specifier)` in the \(outputs[output].locale) text of `\(key)` is no format Java can read; it is written as a literal %")
            }
        }
        if let unknown = format.unknownSubstitutions.first {
            report(Rules.exportAndroidPlurals, key, output, locate,
                "the \(outputs[output].locale) text of `\(key)` uses `%#@\(unknown)@` without such a substitution; \(leftOut(output)); write the substitution it names")
            return false
        }
        items.append(AndroidResourcesWriter.Item(category: category, start: start, end: format.output.count))
        result.specifierCount += format.specifierCount
        result.hasLiteralPercent = result.hasLiteralPercent || format.hasLiteralPercent
        return true
    }

    /// Reports a form the language's CLDR rules lack; Android would never select it.
    private mutating func reportDropped(_ category: PluralCategory, of what: String, key: String, output: Int, locate: AndroidResourcesWriter.Locator) {
        let locale = outputs[output].locale
        if category == .zero {
            report(Rules.exportAndroidZero, key, output, locate,
                "the `=0` (zero) form of \(what) is left out: Android never selects `zero` in \(locale), so 0 shows the `other` form; write the `other` form so that it reads right for 0 too")
        } else {
            report(Rules.exportAndroidPlurals, key, output, locate,
                "the `\(category.rawValue)` form of \(what) is left out: \(locale) has no `\(category.rawValue)` category")
        }
    }

    /// One language's text as items (one `other` for a `<string>`); nil, with a diagnostic,
    /// when Android cannot say it (its items are taken back).
    private mutating func convert(
        _ text: TableText, key: String, output: Int, quantityArgument: inout String?, locate: AndroidResourcesWriter.Locator
    ) -> AndroidResourcesWriter.Converted? {
        var result = AndroidResourcesWriter.Converted(output: output, firstItem: items.count, endItem: items.count, specifierCount: 0, hasLiteralPercent: false)
        let converted: Bool
        switch text {
        case .format(let format):
            converted = appendItem(.other, format, [], key: key, output: output, locate: locate, to: &result)
        case .plural(let variations):
            converted = convertPlural(variations, key: key, output: output, locate: locate, to: &result)
        case .substitutions(let format, let substitutions):
            converted = convertSubstitutions(format, substitutions, key: key, output: output, quantityArgument: &quantityArgument, locate: locate, to: &result)
        case .devices:
            // `add` gave every device variation as its `other` text.
            return nil
        }
        guard converted else {
            items.removeSubrange(result.firstItem...)
            return nil
        }
        result.endItem = items.count
        return result
    }

    private mutating func convertPlural(
        _ variations: PluralVariations, key: String, output: Int, locate: AndroidResourcesWriter.Locator,
        to result: inout AndroidResourcesWriter.Converted
    ) -> Bool {
        let locale = outputs[output].locale
        guard variations[.other] != nil else {
            report(Rules.exportAndroidPlurals, key, output, locate, "the \(locale) plural of `\(key)` has no `other` form; \(leftOut(output)); add the `other` form")
            return false
        }
        let categories = outputs[output].categories
        for category in variations.categories {
            guard categories?.contains(category) ?? true, let form = variations[category] else {
                reportDropped(category, of: "the \(locale) text of `\(key)`", key: key, output: output, locate: locate)
                continue
            }
            guard appendItem(category, form, [], key: key, output: output, locate: locate, to: &result) else { return false }
        }
        return true
    }

    /// Substitutions whose forms are all the same in this language are plain text; the one that
    /// varies (at most one, and the same as in the languages before) makes the items.
    private mutating func convertSubstitutions(
        _ format: String, _ substitutions: [TableSubstitution], key: String, output: Int, quantityArgument: inout String?,
        locate: AndroidResourcesWriter.Locator, to result: inout AndroidResourcesWriter.Converted
    ) -> Bool {
        let locale = outputs[output].locale
        let categories = outputs[output].categories
        var usable: [[PluralCategory: String]] = []
        for substitution in substitutions {
            var forms: [PluralCategory: String] = [:]
            for category in substitution.variations.categories {
                if categories?.contains(category) ?? true, let form = substitution.variations[category] {
                    forms[category] = form
                } else {
                    reportDropped(category, of: "`\(substitution.name)` in the \(locale) text of `\(key)`", key: key, output: output, locate: locate)
                }
            }
            guard forms[.other] != nil else {
                report(Rules.exportAndroidPlurals, key, output, locate,
                    "`\(substitution.name)` in the \(locale) text of `\(key)` has no `other` form; \(leftOut(output)); add the `other` form")
                return false
            }
            usable.append(forms)
        }
        // A substitution that is the whole text is the plural itself: its items as written, even
        // alike (`one` and `other` both `%d photos`).
        let whole = substitutions.count == 1 && (format == "%#@\(substitutions[0].name)@" || format == "%\(substitutions[0].argumentNumber)$#@\(substitutions[0].name)@")
        let varying = usable.indices.filter { whole || Set(usable[$0].values).count > 1 }
        guard varying.count <= 1 else {
            let names = varying.map { "`\(substitutions[$0].name)`" }.joined(separator: ", ")
            report(Rules.exportAndroidPlurals, key, output, locate,
                "the \(locale) text of `\(key)` varies with \(varying.count) plurals (\(names)), and a <plurals> has one quantity; \(leftOut(output)); split the message into one field per plural")
            return false
        }
        if let index = varying.first {
            let name = substitutions[index].name
            if let quantity = quantityArgument, quantity != name {
                report(Rules.exportAndroidPlurals, key, output, locate,
                    "the \(locale) text of `\(key)` varies with `\(name)` where the \(outputs[0].locale) text varies with `\(quantity)`, and a <plurals> has one quantity; \(leftOut(output)); vary it with the plural the \(outputs[0].locale) text varies with")
                return false
            }
            quantityArgument = name
        }
        let itemCategories = varying.first.map { index in PluralCategory.allCases.filter { usable[index][$0] != nil } } ?? [.other]
        for category in itemCategories {
            let substitutes = substitutions.indices.map { index in
                AndroidFormat.Substitute(
                    name: substitutions[index].name, argument: substitutions[index].argumentNumber,
                    specifier: substitutions[index].formatSpecifier,
                    text: usable[index][index == varying.first ? category : .other] ?? "")
            }
            guard appendItem(category, format, substitutes, key: key, output: output, locate: locate, to: &result) else { return false }
        }
        return true
    }
}

fileprivate extension PluralCategory {
    /// The `quantity` attribute's value.
    var quantity: StaticString {
        switch self {
        case .zero: "zero"
        case .one: "one"
        case .two: "two"
        case .few: "few"
        case .many: "many"
        case .other: "other"
        }
    }
}
