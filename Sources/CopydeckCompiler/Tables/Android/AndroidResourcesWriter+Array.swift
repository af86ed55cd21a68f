extension AndroidResourcesWriter {
    /// A `<string-array>` being gathered: its name and each output's items so far, written
    /// (nil once the language lacks one: its array is left to values/).
    struct PendingArray {
        var name: String
        var key: String
        var count = 0
        var items: [[UInt8]?]
        var comment: [UInt8]
        var translatable: Bool
        var tools: [Field.AndroidToolsAttribute] = []
    }
}

extension AndroidResourcesWriter.Run {
    /// Adds the item `index` of the array `array` (its entry keyed `array[index]`).
    mutating func addArrayItem(_ entry: TableEntry, array: String, index: Int, locate: AndroidResourcesWriter.Locator) {
        guard let name = AndroidResourceName.name(forKey: array) else {
            report(entry.key, locate, Rules.exportAndroidName,
                "`\(array)` cannot be an Android resource name: \(AndroidResourceName.reason(forKey: array)); its item `\(entry.key)` is left out of the Android resources")
            return
        }
        if self.array?.name != name || index == 0 { finishArray() }
        if self.array == nil {
            var comment: [UInt8] = []
            if let text = entry.comment, !text.isEmpty {
                AndroidEscaping.append("    ", to: &comment)
                AndroidEscaping.appendComment(text, to: &comment)
                comment.append(UInt8(ascii: "\n"))
            }
            self.array = AndroidResourcesWriter.PendingArray(
                name: name, key: array, items: Array(repeating: [], count: outputs.count), comment: comment, translatable: entry.isTranslatable,
                tools: entry.androidTools)
        }
        guard var pending = self.array else { return }
        self.array = nil
        guard index == pending.count else {
            report(entry.key, locate, Rules.exportAndroidName,
                "`\(entry.key)` follows item \(pending.count - 1) of the array `\(array)`, and an array's items are numbered from 0 in order; it is left out of the Android resources")
            self.array = pending
            return
        }
        pending.count += 1
        for output in outputs.indices {
            guard pending.items[output] != nil else { continue }
            let localization = entry.localization(outputs[output].locale)
            guard let localization, case .format(let text) = localization.text,
                  output == 0 || (!localization.isFallback && pending.translatable) else {
                if output == 0 {
                    report(entry.key, locate, Rules.exportAndroidDefault,
                        "`\(entry.key)` has no \(outputs[0].locale) text an array item can hold, and Android needs every array whole in values/; the array `\(array)` is left out of the Android resources")
                    return
                }
                pending.items[output] = nil
                continue
            }
            var bytes = pending.items[output]!
            AndroidEscaping.append("\n        <item>", to: &bytes)
            var value = text
            value.withUTF8 {
                if entry.isReference {
                    AndroidEscaping.appendReference($0, to: &bytes)
                } else {
                    AndroidEscaping.appendValue($0, literalPercents: false, tagsAreText: entry.tagsAreText, to: &bytes)
                }
            }
            AndroidEscaping.append("</item>", to: &bytes)
            pending.items[output] = bytes
        }
        self.array = pending
    }

    /// Writes the gathered array into every language that has each of its items.
    mutating func finishArray() {
        guard let pending = array else { return }
        array = nil
        guard pending.count > 0 else { return }
        for output in outputs.indices {
            guard let items = pending.items[output], output == 0 || pending.translatable else { continue }
            outputs[output].bytes.append(contentsOf: pending.comment)
            AndroidEscaping.append("    <string-array name=\"", to: &outputs[output].bytes)
            outputs[output].bytes.append(contentsOf: pending.name.utf8)
            if output == 0 { AndroidEscaping.appendToolsAttributes(pending.tools, to: &outputs[output].bytes) }
            AndroidEscaping.append(pending.translatable ? "\">" : "\" translatable=\"false\">", to: &outputs[output].bytes)
            outputs[output].bytes.append(contentsOf: items)
            AndroidEscaping.append("\n    </string-array>\n", to: &outputs[output].bytes)
        }
    }

    private mutating func report(_ key: String, _ locate: AndroidResourcesWriter.Locator, _ rule: RuleDescriptor, _ message: String) {
        diagnostics.emit(rule, at: locate(key, outputs[0].locale), message)
    }
}
