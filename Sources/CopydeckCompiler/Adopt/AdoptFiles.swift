import Foundation

/// The files an `AdoptPlan` writes, as bytes (nothing is read from disk or written here):
/// - `content/<deck>/tables.yml`, adopt's own file: the `tables:` section, every key it held
///   before and every new one, with its note and placeholders;
/// - each locale's file: a new deck's written whole, an existing one's edited in place
///   (`LocaleFileEditor`: every other byte kept);
/// - each locale's review record, when a text's state changes it (`ReviewRecordWriter`);
/// - `copydeck.yml`, when the deck is new: its `decks:` gets the deck, every other byte kept.
struct AdoptFiles {
    let plan: AdoptPlan
    let deck: Deck?

    static let contentName = "tables.yml"

    var contentPath: String { "\(ProjectLayout.contentFolder(deck: plan.deck))/\(Self.contentName)" }

    /// The content file: the tables it declares already, then the new keys, by table.
    func content() -> Data {
        var tables: [(name: String, entries: [String])] = []
        func add(_ table: String, _ lines: String) {
            if let index = tables.firstIndex(where: { $0.name == table }) { tables[index].entries.append(lines) } else { tables.append((table, [lines])) }
        }
        for table in deck?.tables ?? [] where table.name.range.file == contentPath {
            for field in table.fields {
                add(table.name.value, Self.entry(field.id.value, note: field.note, placeholders: field.placeholders.map {
                    AdoptPlan.Placeholder(name: $0.name.value, type: $0.type.value, format: $0.format?.value)
                }, surface: field.surface?.value, maxLength: field.maxLength?.value, width: field.width, translate: field.translate,
                   markup: field.markup, reference: field.reference, extraction: field.extraction, draft: field.draft,
                   androidTools: field.androidTools, stringSet: field.stringSet, widths: field.widths))
            }
        }
        for message in plan.messages where !message.declared {
            add(message.table, Self.entry(message.key, note: message.note, placeholders: message.placeholders, surface: nil, maxLength: nil,
                                          width: .characters, translate: message.translatable, markup: message.markup, reference: message.reference,
                                          extraction: message.extraction, draft: message.draft, androidTools: message.androidTools,
                                          stringSet: message.stringSet, widths: message.widths))
        }
        var text = "# Tables adopted from the app (`copydeck adopt`): each key as the app's code calls it.\ntables:\n"
        for table in tables {
            text += "  \(YAMLScalarWriter.scalar(table.name)):\n" + table.entries.joined()
        }
        return Data(text.utf8)
    }

    /// One key's lines under its table.
    private static func entry(
        _ key: String, note: String?, placeholders: [AdoptPlan.Placeholder], surface: Field.Surface?, maxLength: Int?, width: Field.Width,
        translate: Bool, markup: Field.Markup, reference: Bool, extraction: String?, draft: Bool, androidTools: [Field.AndroidToolsAttribute],
        stringSet: Bool, widths: [Int]
    ) -> String {
        var fields: [String] = []
        if !translate { fields.append("      translate: false\n") }
        if markup == .html { fields.append("      markup: html\n") }
        if reference { fields.append("      reference: true\n") }
        if let extraction { fields.append("      extraction: \(YAMLScalarWriter.scalar(extraction))\n") }
        if draft { fields.append("      draft: true\n") }
        if stringSet { fields.append("      stringSet: true\n") }
        if !widths.isEmpty { fields.append("      widthVariants: [\(widths.map(String.init).joined(separator: ", "))]\n") }
        if !androidTools.isEmpty {
            fields.append("      androidTools:\n" + androidTools.map { "        \(YAMLScalarWriter.scalar($0.name)): \(YAMLScalarWriter.scalar($0.value))\n" }.joined())
        }
        if let surface { fields.append("      surface: \(surface.rawValue)\n") }
        if let maxLength { fields.append("      maxLength: \(maxLength)\n") }
        if width == .display { fields.append("      width: display\n") }
        if let note { fields.append("      note: \(YAMLScalarWriter.scalar(note))\n") }
        if !placeholders.isEmpty {
            fields.append("      placeholders:\n" + placeholders.map { placeholder in
                guard let format = placeholder.format else { return "        \(placeholder.name): \(placeholder.type.rawValue)\n" }
                return "        \(placeholder.name):\n          type: \(placeholder.type.rawValue)\n          format: \(YAMLScalarWriter.scalar(format))\n"
            }.joined())
        }
        return fields.isEmpty ? "    \(YAMLScalarWriter.scalar(key)): {}\n" : "    \(YAMLScalarWriter.scalar(key)):\n" + fields.joined()
    }

    /// A new deck's locale file: each table's keys with their texts.
    func newLocaleFile(_ locale: String) -> Data? {
        var tables: [(name: String, lines: String)] = []
        for message in plan.messages {
            guard let text = message.texts.first(where: { $0.locale == locale })?.text else { continue }
            let line = "  \(YAMLScalarWriter.scalar(message.key)): \(YAMLScalarWriter.scalar(text))\n"
            if let index = tables.firstIndex(where: { $0.name == message.table }) { tables[index].lines += line } else { tables.append((message.table, line)) }
        }
        guard !tables.isEmpty else { return nil }
        return Data(tables.map { "\(YAMLScalarWriter.scalar($0.name)):\n\($0.lines)" }.joined().utf8)
    }

    /// The locale file's edits: each message's text in `locale`.
    func edits(_ locale: String) -> [LocaleFileEditor.Edit] {
        plan.messages.compactMap { message in
            message.texts.first { $0.locale == locale }.map { .set(message.messageKey(deck: plan.deck), $0.text) }
        }
    }

    /// The locale's review record after the adoption, or nil when it does not change: each
    /// adopted translation's line, with its state when it is not final and the source text it
    /// was adopted beside (the source locale's record has no lines).
    func review(_ locale: String, path localeFile: String) -> (path: String, data: Data)? {
        guard locale != plan.sourceLocale else { return nil }
        let record = deck?.catalogs[locale]?.review
        var changes: ReviewRecordWriter.Changes = [:]
        for message in plan.messages where message.texts.contains(where: { $0.locale == locale }) {
            let key = message.messageKey(deck: plan.deck)
            let source = message.texts.first { $0.locale == plan.sourceLocale }?.text ?? deck?.catalogs[plan.sourceLocale]?[key]?.text
            changes[key] = ReviewRecordWriter.line(record, key, state: message.review[locale], source: source)
        }
        return ReviewRecordWriter.file(record, deck: plan.deck, localeFile: localeFile, after: changes)
    }

    /// `copydeck.yml` with the new deck in its block `decks:` mapping, after the last deck; nil
    /// when `decks:` is not a block mapping Copydeck can add a line to.
    static func declaring(_ deck: String, in config: String) -> String? {
        var lines = config.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("decks:") && $0.dropFirst(6).trimmingCharacters(in: .whitespaces).isEmpty }) else { return nil }
        var end = start + 1
        var indent: String?
        while end < lines.count {
            let line = lines[end]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { end += 1; continue }
            guard line.first == " " else { break }
            if indent == nil { indent = String(line.prefix { $0 == " " }) }
            end += 1
        }
        // Back over blank lines and comments that end the block.
        var insert = end
        while insert > start + 1, lines[insert - 1].trimmingCharacters(in: .whitespaces).isEmpty { insert -= 1 }
        lines.insert("\(indent ?? "  ")\(deck): {}", at: insert)
        return lines.joined(separator: "\n")
    }
}
