import CopydeckKit

extension AndroidResourcesWriter.Run {
    /// Converts one key in every language and appends it to each language's file.
    mutating func add(_ entry: TableEntry, locate: AndroidResourcesWriter.Locator) {
        let key = entry.key
        let source = outputs[0].locale
        guard let name = AndroidResourceName.name(forKey: key) else {
            diagnostics.emit(Rules.exportAndroidName, at: locate(key, source),
                "`\(key)` cannot be an Android resource name: \(AndroidResourceName.reason(forKey: key)); it is left out of the Android resources")
            return
        }
        var texts: [(output: Int, text: TableText)] = []
        for index in outputs.indices {
            guard let localization = entry.localization(outputs[index].locale) else { continue }
            // Android falls back to values/ for a name values-xx lacks: that is what `new` means.
            if !outputs[index].isSource, localization.state == .new { continue }
            texts.append((index, localization.text))
        }
        guard let first = texts.first, first.output == 0 else {
            diagnostics.emit(Rules.exportAndroidDefault, at: locate(key, source),
                "`\(key)` has no \(source) text, and Android needs every resource in values/; it is left out of the Android resources")
            return
        }
        let isPlural = texts.contains { if case .format = $0.text { false } else { true } }
        if let other = (isPlural ? pluralNames : stringNames)[name] {
            diagnostics.emit(Rules.exportAndroidName, at: locate(key, source),
                "`\(key)` and `\(other)` are both the Android resource `\(isPlural ? "plurals" : "string")/\(name)` (R turns `.` into `_`); `\(key)` is left out of the Android resources")
            return
        }
        var converted: [AndroidResourcesWriter.Converted] = []
        converted.reserveCapacity(texts.count)
        var quantityArgument: String?
        for (output, text) in texts {
            if let result = convert(text, key: key, output: output, isPlural: isPlural, quantityArgument: &quantityArgument, locate: locate) {
                converted.append(result)
            } else if output == 0 {
                return
            }
        }
        if isPlural { pluralNames[name] = key } else { stringNames[name] = key }

        let isFormat = isPlural || converted.contains { $0.specifierCount > 0 }
        let unformatted = !isFormat && converted.contains { $0.hasLiteralPercent }
        let nameBytes = Array(name.utf8)
        for text in converted {
            var bytes = outputs[text.output].bytes
            outputs[text.output].bytes = []
            if let comment = entry.comment, !comment.isEmpty {
                bytes.append(contentsOf: Self.indent)
                AndroidEscaping.appendComment(comment, to: &bytes)
                bytes.append(UInt8(ascii: "\n"))
            }
            if isPlural {
                bytes.append(contentsOf: Self.pluralsOpen)
                bytes.append(contentsOf: nameBytes)
                bytes.append(contentsOf: Self.tagClose)
                for (category, value) in text.items {
                    bytes.append(contentsOf: Self.itemOpen)
                    bytes.append(contentsOf: Array(category.rawValue.utf8))
                    bytes.append(contentsOf: Self.attributeClose)
                    AndroidEscaping.appendValue(value, literalPercents: false, to: &bytes)
                    bytes.append(contentsOf: Self.itemClose)
                }
                bytes.append(contentsOf: Self.pluralsClose)
            } else {
                bytes.append(contentsOf: Self.stringOpen)
                bytes.append(contentsOf: nameBytes)
                bytes.append(contentsOf: unformatted ? Self.unformattedTagClose : Self.tagClose)
                AndroidEscaping.appendValue(text.items[0].1, literalPercents: !isFormat, to: &bytes)
                bytes.append(contentsOf: Self.stringClose)
            }
            outputs[text.output].bytes = bytes
        }
    }

    /// One language's text as `<string>` or `<plurals>` items; nil (with a diagnostic) when
    /// Android cannot say it.
    private mutating func convert(
        _ text: TableText, key: String, output: Int, isPlural: Bool, quantityArgument: inout String?,
        locate: AndroidResourcesWriter.Locator
    ) -> AndroidResourcesWriter.Converted? {
        let locale = outputs[output].locale
        let categories = outputs[output].categories
        let range = locate(key, locale)
        let leftOut = output == 0 ? "the key is left out of the Android resources" : "Android shows the \(outputs[0].locale) text"
        var result = AndroidResourcesWriter.Converted(output: output, items: [], isPlural: isPlural, specifierCount: 0, hasLiteralPercent: false)

        /// Converts one format into an item; false when it names a substitution it does not have.
        func item(_ category: PluralCategory, _ source: String, _ substitutes: [AndroidFormat.Substitute], _ run: inout Self) -> Bool {
            run.format.reset()
            run.format.append(source, substitutes: substitutes)
            for specifier in run.format.unsupported {
                run.diagnostics.emit(Rules.exportAndroidFormat, at: range,
                    "`\(specifier)` in the \(locale) text of `\(key)` is no format Java can read; it is written as a literal %")
            }
            if let unknown = run.format.unknownSubstitutions.first {
                run.diagnostics.emit(Rules.exportAndroidPlurals, at: range,
                    "the \(locale) text of `\(key)` uses `%#@\(unknown)@` without such a substitution; \(leftOut)")
                return false
            }
            result.items.append((category, run.format.output))
            result.specifierCount += run.format.specifierCount
            result.hasLiteralPercent = result.hasLiteralPercent || run.format.hasLiteralPercent
            return true
        }

        /// Reports a form the language's CLDR rules lack; Android would never select it.
        func dropped(_ category: PluralCategory, of what: String, _ run: inout Self) {
            if category == .zero {
                run.diagnostics.emit(Rules.exportAndroidZero, at: range,
                    "the `=0` (zero) form of \(what) is left out: Android never selects `zero` in \(locale), so 0 shows the `other` form")
            } else {
                run.diagnostics.emit(Rules.exportAndroidPlurals, at: range,
                    "the `\(category.rawValue)` form of \(what) is left out: \(locale) has no `\(category.rawValue)` category")
            }
        }

        switch text {
        case .format(let format):
            return item(.other, format, [], &self) ? result : nil

        case .plural(let variations):
            guard variations[.other] != nil else {
                diagnostics.emit(Rules.exportAndroidPlurals, at: range,
                    "the \(locale) plural of `\(key)` has no `other` form; \(leftOut)")
                return nil
            }
            for category in variations.categories {
                guard categories?.contains(category) ?? true, let form = variations[category] else {
                    dropped(category, of: "the \(locale) text of `\(key)`", &self)
                    continue
                }
                guard item(category, form, [], &self) else { return nil }
            }
            return result

        case .substitutions(let format, let substitutions):
            var usable: [[PluralCategory: String]] = []
            for substitution in substitutions {
                var forms: [PluralCategory: String] = [:]
                for category in substitution.variations.categories {
                    if categories?.contains(category) ?? true, let form = substitution.variations[category] {
                        forms[category] = form
                    } else {
                        dropped(category, of: "`\(substitution.name)` in the \(locale) text of `\(key)`", &self)
                    }
                }
                guard forms[.other] != nil else {
                    diagnostics.emit(Rules.exportAndroidPlurals, at: range,
                        "`\(substitution.name)` in the \(locale) text of `\(key)` has no `other` form; \(leftOut)")
                    return nil
                }
                usable.append(forms)
            }
            // A substitution whose forms are all the same is plain text in this language.
            let varying = usable.indices.filter { Set(usable[$0].values).count > 1 }
            guard varying.count <= 1 else {
                let names = varying.map { "`\(substitutions[$0].name)`" }.joined(separator: ", ")
                diagnostics.emit(Rules.exportAndroidPlurals, at: range,
                    "the \(locale) text of `\(key)` varies with \(varying.count) plurals (\(names)), and a <plurals> has one quantity; \(leftOut)")
                return nil
            }
            if let index = varying.first {
                let name = substitutions[index].name
                if let quantity = quantityArgument, quantity != name {
                    diagnostics.emit(Rules.exportAndroidPlurals, at: range,
                        "the \(locale) text of `\(key)` varies with `\(name)` where the \(outputs[0].locale) text varies with `\(quantity)`, and a <plurals> has one quantity; \(leftOut)")
                    return nil
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
                guard item(category, format, substitutes, &self) else { return nil }
            }
            return result
        }
    }

    static let indent = Array("    ".utf8)
    static let stringOpen = Array("    <string name=\"".utf8)
    static let tagClose = Array("\">".utf8)
    static let unformattedTagClose = Array("\" formatted=\"false\">".utf8)
    static let stringClose = Array("</string>\n".utf8)
    static let pluralsOpen = Array("    <plurals name=\"".utf8)
    static let pluralsClose = Array("\n    </plurals>\n".utf8)
    static let itemOpen = Array("\n        <item quantity=\"".utf8)
    static let attributeClose = Array("\">".utf8)
    static let itemClose = Array("</item>".utf8)
}
