import CopydeckKit

/// Decides what an app's tables bring into a deck (`AdoptPlan`). Every string is held exactly or
/// reported where it stands, naming its key:
/// - the source locale's text defines the message: its arguments (`AdoptedArguments`) become the
///   placeholders, with the app's own printf conversions; every text is written as ICU text and
///   converted back to a table text, which must mean what the app's text meant (the same words,
///   the same arguments in the same places and types), or it is `import.format`;
/// - a text marked `new`, `needs_review` or `stale` is not a finished translation: it comes in
///   with its state, kept in the locale's review record (`ReviewRecord`), never promoted to
///   translated;
/// - a source text marked `needs_review` or `stale` comes in as the source, with a warning
///   (`import.state`): the source locale has no review record; one marked `new` (a catalog's
///   draft) comes in with `draft: true`, which the catalog writes back as `new`;
/// - a text that cannot be held exactly is reported where it stands (`import.format`, a warning)
///   and left out: a translation alone, or the key when it is the source's;
/// - plural forms a locale never uses (Xcode's Korean `one`) are left out with a warning;
/// - strings of locales the project does not have are counted and reported once per locale;
/// - two texts for one key and locale are `import.conflict`.
/// Reads nothing from disk.
struct Adopter: Sendable {
    let deck: Deck?
    let deckID: String
    let sourceLocale: String
    let locales: [String]
    /// The deck's tables, when the deck exists: a key it declares keeps its arguments.
    let tables: DeckTables?
    let keys: KeyPattern?
    /// Each locale's plural rules, made once.
    let rules: [String: PluralRules]

    init(deck: Deck?, deckID: String, sourceLocale: String, locales: [String], tables: DeckTables?, keys: KeyPattern?) {
        self.deck = deck
        self.deckID = deckID
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.tables = tables
        self.keys = keys
        rules = Dictionary(uniqueKeysWithValues: locales.map { ($0, PluralRules(locale: $0)) })
    }

    /// The plan for `strings`. `refused`: the strings the readers could not read (each already
    /// reported where it stands), so a translation whose source was refused says so.
    func plan(_ strings: [AdoptableString], refused: [AdoptableKey] = []) -> AdoptPlan {
        var plan = AdoptPlan(deck: deckID, createsDeck: deck == nil, sourceLocale: sourceLocale, locales: locales)
        let known = Set(locales)
        var firstOfLocale: [String: SourceRange] = [:]
        // (table, key) in first-seen order, then each locale's string.
        var order: [DeckTables.TableKey] = []
        var grouped: [DeckTables.TableKey: [String: ImportedString]] = [:]
        // A key and locale given two texts: neither is taken (which one the app shows is not
        // known), and every other text of the key is. Each further text is reported beside the first.
        var clashes: [DeckTables.TableKey: [String: [AdoptableString]]] = [:]
        var firstSeen: [DeckTables.TableKey: [String: AdoptableString]] = [:]
        // A regional locale the project lacks is its language's (`LocaleCode.regionalAsLanguage`),
        // said once per locale. (A `Base.lproj`'s or an Info.plist's locale is the project's
        // source locale by assumption, not a text of that language the tables give.)
        let regional = LocaleCode.regionalAsLanguage(given: Set(strings.filter { !$0.isBase }.map(\.string.locale)), known: known)
        var asLanguage: [String: (language: String, range: SourceRange)] = [:]
        // The tables whose storyboard was given: a translation of a key it does not have is of
        // something the app no longer shows.
        struct TableFolder: Hashable { var table: String, folders: [String] }
        let storyboards = Set(strings.filter(\.isInterfaceBuilder).map { TableFolder(table: $0.table, folders: $0.folders ?? []) })
        var tablesWithStoryboard: Set<String> = []
        let joined = Self.developmentTexts(strings)
        for (item, table) in zip(Self.targetTables(joined), joined.map(\.table)) {
            var item = item
            // (`table`: its name before targets named it apart, as its storyboard is named.)
            if !storyboards.isEmpty, !item.isOutsideTables, storyboards.contains(TableFolder(table: table, folders: item.folders ?? [])) {
                tablesWithStoryboard.insert(item.table)
            }
            if let language = regional[item.string.locale] {
                if asLanguage[item.string.locale] == nil { asLanguage[item.string.locale] = (language, item.string.range) }
                item.string.locale = language
            }
            let string = item.string
            if let keys, !keys.matches(string.key) {
                plan.skippedByKeys += 1
                continue
            }
            guard known.contains(string.locale) else {
                plan.otherLocales[string.locale, default: 0] += 1
                if firstOfLocale[string.locale] == nil { firstOfLocale[string.locale] = string.range }
                continue
            }
            guard AdoptedTable.isValidName(item.table) else {
                plan.leftOut.append(Diagnostic(rule: Rules.importUnsupported.id, severity: .warning, range: string.range,
                    message: "`\(string.key)` in \(string.locale) is left out: its table `\(item.table)` cannot be a table's name (letters, digits, `_`, `-` and single spaces, as a file is named); rename the table's file in the app and adopt again"))
                continue
            }
            let place = DeckTables.TableKey(table: item.table, key: string.key)
            if grouped[place] == nil, firstSeen[place] == nil { order.append(place) }
            if let earlier = firstSeen[place]?[string.locale] {
                // The text the app shows wins where Foundation picks one: a `<language>.lproj`'s
                // over `Base.lproj`'s (Base is for languages without a folder of their own); then a
                // `.stringsdict` entry over the `.strings` text of its key (its plural beside a
                // fallback text).
                // A table's text before the code's `value:` and the Info.plist's, which Foundation
                // shows only when no table has the key.
                let precedence = { (item: AdoptableString) in item.isOutsideTables ? -1 : (item.isBase ? 0 : 2) + (item.isStringsDict ? 1 : 0) }
                if precedence(earlier) != precedence(item), earlier.string.text.meaning != string.text.meaning {
                    let (kept, dropped) = precedence(item) > precedence(earlier) ? (item, earlier) : (earlier, item)
                    firstSeen[place]?[string.locale] = kept
                    grouped[place]?[string.locale] = kept.string
                    let outside = dropped.isInfoPlist ? "the Info.plist's" : dropped.isCode ? "the code's" : dropped.isInterfaceBuilder ? "the storyboard's" : nil
                    let why = outside.map { "the text of its table (\(kept.string.range)) is adopted, the one the app shows rather than \($0)" }
                        ?? (kept.isBase == dropped.isBase
                        ? "its `.stringsdict` entry (\(kept.string.range)) is adopted, the one Foundation shows"
                        : "the text of its `\(string.locale).lproj` (\(kept.string.range)) is adopted, the one the app shows in \(string.locale) rather than `Base.lproj`'s")
                    plan.diagnostics.append(Diagnostic(rule: Rules.importDuplicateKey.id, severity: .note, range: dropped.string.range,
                        message: "`\(place.key)` in \(string.locale) has two texts in table `\(place.table)`; \(why)"))
                    continue
                }
                if earlier.string.text.meaning != string.text.meaning {
                    clashes[place, default: [:]][string.locale, default: [earlier]].append(item)
                }
                continue
            }
            firstSeen[place, default: [:]][string.locale] = item
            grouped[place, default: [:]][string.locale] = string
        }
        for (place, byLocale) in clashes {
            for (locale, items) in byLocale {
                grouped[place]?[locale] = nil
                let first = items[0]
                let what = locale == sourceLocale ? "the key is left out" : "this translation is left out"
                for item in items.dropFirst() {
                    plan.leftOut.append(Diagnostic(
                        rule: Rules.importConflict.id, severity: Rules.importConflict.defaultSeverity, range: item.string.range,
                        message: "`\(place.key)` in \(locale) has two texts in table `\(place.table)`: \(Self.origin(item)) and \(Self.origin(first)) (at \(first.string.range)); \(what): keep one of them in the app's tables and adopt again",
                        notes: [Diagnostic.Note("the other text of `\(place.key)`", at: first.string.range)]))
                }
            }
        }
        for (locale, mapped) in asLanguage.sorted(by: { $0.key < $1.key }) {
            plan.diagnostics.append(Diagnostic(rule: Rules.importLocale.id, severity: .note, range: mapped.range,
                message: "the strings in `\(locale)` are adopted as `\(mapped.language)`, the project's locale of that language; add `\(locale)` to `locales` in copydeck.yml to keep them apart"))
        }
        for (locale, range) in firstOfLocale.sorted(by: { $0.key < $1.key }) {
            let count = plan.otherLocales[locale] ?? 0
            plan.diagnostics.append(Diagnostic(rule: Rules.importLocale.id, severity: .warning, range: range,
                message: "\(count) string\(count == 1 ? "" : "s") in `\(locale)` not brought in: the project has no locale `\(locale)` (it has \(locales.joined(separator: ", "))); add it to `locales` in copydeck.yml and adopt again to bring them in"))
        }
        // Where a key's source text was left out already: refused by its reader, or given twice.
        var sourceLeftOut = Dictionary(refused.filter { $0.locale == sourceLocale }.map { (DeckTables.TableKey(table: $0.table, key: $0.key), $0.range) },
                                       uniquingKeysWith: { first, _ in first })
        for (place, byLocale) in clashes { if let first = byLocale[sourceLocale]?.first { sourceLeftOut[place] = first.string.range } }
        // Each key on whichever core is free (its texts written and checked alone), gathered in
        // the keys' order: the plan a single pass makes.
        let adopter = self, keys = order, groups = grouped, leftOutSources = sourceLeftOut, storyboardTables = tablesWithStoryboard
        let made = Parallel.mapInSlices(keys.count) { index -> (AdoptPlan.Message?, Findings) in
            var findings = Findings()
            let place = keys[index]
            let message = adopter.message(place, groups[place] ?? [:], sourceLeftOutAt: leftOutSources[place],
                                          hasStoryboard: storyboardTables.contains(place.table), &findings)
            return (message, findings)
        }
        for (message, findings) in made {
            plan.diagnostics += findings.diagnostics
            plan.leftOut += findings.leftOut
            if let message { plan.messages.append(message) }
        }
        return plan
    }

    private static func describe(_ markup: Field.Markup) -> String {
        switch markup {
        case .spans: "Android styling elements (`<b>` in the XML)"
        case .html: "characters, HTML for `Html.fromHtml` (`&lt;b&gt;` or CDATA)"
        }
    }

    /// An Android plural whose count is passed apart (`getQuantityString(id, count, args…)`),
    /// said as Apple's tables say it: a substitution of the count's own argument, `%2$#@count@`,
    /// whose forms number the format's arguments as Java does (`%s` → `%1$@`).
    static func countApart(_ text: TableText, name: String, number: Int, specifier: String) -> TableText {
        guard case .plural(let variations) = text else { return text }
        var forms: [PluralCategory: String] = [:]
        for category in variations.categories {
            guard let form = variations[category] else { continue }
            forms[category] = AdoptedArguments.isFormat(form) ? positional(form) : form
        }
        return .substitutions(format: "%\(number)$#@\(name)@", [
            TableSubstitution(name: name, argumentNumber: number, formatSpecifier: specifier, variations: PluralVariations(forms)),
        ])
    }

    /// `format` with each specifier that has no position given its number, as printf counts them.
    static func positional(_ format: String) -> String {
        var output = String.UnicodeScalarView()
        for piece in FormatPieces(format) {
            switch piece {
            case .text(let scalar): output.append(scalar)
            case .percent: output.append(contentsOf: "%%".unicodeScalars)
            case .own, .invalid: return format
            case .specifier(let specifier, let number):
                if specifier.position != nil || specifier.substitution != nil {
                    output.append(contentsOf: specifier.text.unicodeScalars)
                } else {
                    output.append(contentsOf: "%\(number)$\(specifier.body)".unicodeScalars)
                }
            }
        }
        return String(output)
    }

    /// One key's findings: those that leave a text out, and the others.
    struct Findings {
        var diagnostics: [Diagnostic] = []
        var leftOut: [Diagnostic] = []

        mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

        mutating func leaveOut(_ rule: RuleDescriptor, _ range: SourceRange, _ message: String, severity: Severity? = nil) {
            leftOut.append(Diagnostic(rule: rule.id, severity: severity ?? rule.defaultSeverity, range: range, message: message))
        }
    }

    /// Where a clashing text comes from: its file's name (an XLIFF's `<file original>` too).
    private static func origin(_ item: AdoptableString) -> String {
        let file = item.origin ?? item.string.range.file
        return "`\(file.split(separator: "/").suffix(3).joined(separator: "/"))`"
    }

    /// One key's message, or nil (reported) when its source text cannot be held.
    /// `sourceLeftOutAt`: where the key's source text was left out already (two texts, or one the
    /// reader refused).
    /// `hasStoryboard`: the table's storyboard was given, and has no text under a key it lacks.
    private func message(
        _ place: DeckTables.TableKey, _ byLocale: [String: ImportedString], sourceLeftOutAt: SourceRange?, hasStoryboard: Bool = false,
        _ plan: inout Findings
    ) -> AdoptPlan.Message? {
        let messageKey = String.dotted(.dotted(deckID, place.table), place.key)
        let declared = tables?.adoptedKeys[place] != nil
        guard let source = byLocale[sourceLocale] else {
            // Translations of a key the deck has: its texts change, as an import changes them.
            guard declared else {
                for translation in locales.compactMap({ byLocale[$0] }) {
                    if hasStoryboard, sourceLeftOutAt == nil {
                        plan.leaveOut(Rules.importUnsupported, translation.range,
                            "`\(place.key)` in \(translation.locale) is left out: the storyboard of `\(place.table)` has no such text (an object it no longer has, or a property ibtool does not export), so the app does not show it; drop it from the app's table", severity: .warning)
                        continue
                    }
                    let why = sourceLeftOutAt.map { "its \(sourceLocale) text, the source its translations were made from, is left out (\($0))" }
                        ?? "it has no \(sourceLocale) text, the source its translations were made from"
                    let table = place.table == InfoPlistReader.table || place.table.hasSuffix("/" + InfoPlistReader.table)
                        ? "table too (or the target's Info.plist, which holds the \(sourceLocale) texts when no \(sourceLocale).lproj does)"
                        : "table too"
                    let fix = sourceLeftOutAt == nil
                        ? "adopt the \(sourceLocale) \(table), or write the key in \(ProjectLayout.localeFolder(sourceLocale)) by hand"
                        : "fix the \(sourceLocale) text as that finding says and adopt again"
                    plan.leaveOut(Rules.importUnsupported, translation.range, "`\(place.key)` in \(translation.locale) is left out: \(why); \(fix)", severity: .warning)
                }
                return nil
            }
            return texts(place, byLocale, arguments: tables?.arguments[messageKey], plural: nil, &plan).map {
                AdoptPlan.Message(table: place.table, key: place.key, note: nil, placeholders: [], texts: $0, declared: true,
                                  review: review(byLocale, of: $0))
            }
        }
        if let warning = TableImporter.sourceStateWarning(place.key, source) { plan.append(warning) }
        let sourceText = source.text.leavingOutUnusedCategories(rules[sourceLocale] ?? PluralRules(locale: sourceLocale)).text
        let arguments: TableArguments
        var placeholders: [AdoptPlan.Placeholder] = []
        var plural: String?
        if declared, let existing = tables?.arguments[messageKey] {
            arguments = existing
            plural = existing.arguments.first { $0.kind == .integer }?.name
        } else if source.isPlainText {
            // Shown as written: its `%` are percent signs, whatever printf would read in them.
            arguments = TableArguments(arguments: [])
        } else {
            switch Self.arguments(of: sourceText, key: place.key, quantityApart: source.quantityApart) {
            case .failure(let problem):
                plan.leaveOut(Rules.importFormat, source.range, "`\(place.key)` in \(sourceLocale) cannot be held exactly: \(problem.reason); the key is left out: fix its text in the app's table, or write it in locales/ by hand", severity: .warning)
                for translation in locales.compactMap({ byLocale[$0] }) where translation.locale != sourceLocale {
                    plan.leaveOut(Rules.importFormat, translation.range, "`\(place.key)` in \(translation.locale) is left out with its \(sourceLocale) source (\(source.range))", severity: .warning)
                }
                return nil
            case .success(let found):
                arguments = found.tableArguments
                plural = found.pluralArgument
                placeholders = found.placeholders.map { AdoptPlan.Placeholder(name: $0.name, type: $0.type, format: $0.format) }
            }
        }
        // Tags are characters (HTML for `Html.fromHtml`) or styling elements, as the source holds
        // them (or, when it has none, as a translation does): a text that holds them the other
        // way would change when written back, and is left out.
        let markup = source.markup ?? locales.lazy.compactMap { byLocale[$0]?.markup }.first
        var byLocale = byLocale
        for locale in locales where locale != sourceLocale {
            // A translation that is a reference where its source is text (or the other way) would
            // be written as its source is.
            if let translation = byLocale[locale], translation.widths != source.widths {
                byLocale[locale] = nil
                plan.leaveOut(Rules.importFormat, translation.range,
                    "`\(place.key)` in \(locale) cannot be held exactly: it varies by \(translation.widths.map { "the widths \($0.map(String.init).joined(separator: ", ")) ems" } ?? "no width") where the \(sourceLocale) text varies by \(source.widths.map { "the widths \($0.map(String.init).joined(separator: ", ")) ems" } ?? "none"); this translation is left out: give it the \(sourceLocale) text's widths", severity: .warning)
                continue
            }
            if let translation = byLocale[locale], translation.isStringSet != source.isStringSet {
                byLocale[locale] = nil
                plan.leaveOut(Rules.importFormat, translation.range,
                    "`\(place.key)` in \(locale) cannot be held exactly: it is \(translation.isStringSet ? "a set of phrases" : "one text") where the \(sourceLocale) text is \(source.isStringSet ? "a set of phrases (`stringSet`)" : "one text"); this translation is left out: write it as the \(sourceLocale) text is written", severity: .warning)
                continue
            }
            if let translation = byLocale[locale], translation.isReference != source.isReference {
                byLocale[locale] = nil
                plan.leaveOut(Rules.importFormat, translation.range,
                    "`\(place.key)` in \(locale) cannot be held exactly: it is \(translation.isReference ? "a reference to another resource" : "text") where the \(sourceLocale) text is \(source.isReference ? "a reference" : "text"); this translation is left out: write it as the \(sourceLocale) text is written", severity: .warning)
                continue
            }
            guard let translation = byLocale[locale], let own = translation.markup, let markup, own != markup else { continue }
            byLocale[locale] = nil
            plan.leaveOut(Rules.importFormat, translation.range,
                "`\(place.key)` in \(locale) cannot be held exactly: it holds its tags as \(Self.describe(own)), where the \(sourceLocale) text holds them as \(Self.describe(markup)); this translation is left out: write its tags as the \(sourceLocale) text does", severity: .warning)
        }
        guard let texts = texts(place, byLocale, arguments: arguments, plural: plural, &plan),
              texts.contains(where: { $0.locale == sourceLocale }) else { return nil }
        // The source's comment, else a translation's (in the deck's locale order).
        let note = source.comment ?? locales.lazy.compactMap { byLocale[$0]?.comment }.first
        var message = AdoptPlan.Message(table: place.table, key: place.key, note: note, placeholders: placeholders, texts: texts,
                                        declared: declared, review: review(byLocale, of: texts))
        message.translatable = source.translatable
        message.markup = markup ?? .spans
        message.reference = source.isReference
        message.extraction = source.extraction == "manual" ? nil : source.extraction
        message.draft = source.state == .new
        message.androidTools = source.androidTools
        message.stringSet = source.isStringSet
        message.widths = source.widths ?? []
        return message
    }

    /// The adopted translations' states that are not final. The source locale's text is the
    /// app's own, whatever state a tool gave it.
    private func review(_ byLocale: [String: ImportedString], of texts: [(locale: String, text: String)]) -> [String: TableState] {
        var review: [String: TableState] = [:]
        for (locale, _) in texts where locale != sourceLocale {
            if let state = byLocale[locale]?.state, state != .translated { review[locale] = state }
        }
        return review
    }

    /// Each locale's text as ICU text, checked to come back as the app's text; nil when the
    /// source's does not.
    private func texts(
        _ place: DeckTables.TableKey, _ byLocale: [String: ImportedString], arguments: TableArguments?, plural: String?,
        _ plan: inout Findings
    ) -> [(locale: String, text: String)]? {
        let arguments = arguments ?? TableArguments(arguments: [])
        var result: [(locale: String, text: String)] = []
        for locale in locales {
            guard let string = byLocale[locale] else { continue }
            let rules = self.rules[locale] ?? PluralRules(locale: locale)
            let (kept, warning) = string.leavingOutUnusedCategories(rules, verb: "adopt")
            if let warning { plan.append(warning) }
            var text = kept.text
            if string.quantityApart, let plural, let number = arguments.number(of: plural), number != 1 {
                text = Self.countApart(text, name: plural, number: number, specifier: arguments.arguments[number - 1].conversion)
            }
            switch icu(text, arguments: arguments, plural: plural, rules: rules) {
            case .success(let icu):
                result.append((locale, icu))
            case .failure(let problem):
                // Reported and left out (the key, for its source; else this translation), so one
                // text an app's table got wrong does not keep the rest out.
                let what = locale == sourceLocale ? "the key is left out" : "this translation is left out"
                plan.leaveOut(Rules.importFormat, string.range,
                              "`\(place.key)` in \(locale) cannot be held exactly: \(problem.reason); \(what): fix it in the app's table, or write it in locales/ by hand",
                              severity: .warning)
                if locale == sourceLocale {
                    for translation in locales.compactMap({ byLocale[$0] }) where translation.locale != sourceLocale {
                        plan.leaveOut(Rules.importFormat, translation.range, "`\(place.key)` in \(translation.locale) is left out with its \(sourceLocale) source (\(string.range))", severity: .warning)
                    }
                    return nil
                }
            }
        }
        return result
    }

    /// The arguments of a key's source text. A String Catalog's key is the format the app's code
    /// formats (`notifications.label.favorite %lld`): when the source text leaves the key's
    /// arguments out (`starred`), they are still passed, and a translation may use them (a
    /// plural of the count), so the message takes the key's.
    static func arguments(of source: TableText, key: String, quantityApart: Bool = false) -> Result<AdoptedArguments, TableImportProblem> {
        let found = AdoptedArguments.of(source, quantityApart: quantityApart)
        guard case .success(let own) = found, own.placeholders.isEmpty, AdoptedArguments.isFormat(key),
              case .success(let fromKey) = AdoptedArguments.of(.format(key)), !fromKey.placeholders.isEmpty else { return found }
        return .success(fromKey)
    }

    /// `text` as ICU text, written and read back: the table text it makes again must mean what
    /// `text` meant. A text with nothing ICU or printf reads (`{`, `}`, `'`, `#`, `%`) is its
    /// own ICU text and comes back as itself, as most of a catalog's texts are.
    private func icu(_ text: TableText, arguments: TableArguments, plural: String?, rules: PluralRules) -> Result<String, TableImportProblem> {
        if case .format(let plain) = text, !plain.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "%") }) {
            return .success(plain)
        }
        let writer = MessageTextWriter(arguments: arguments, spellings: [:], pluralArgument: plural, rules: rules)
        let icu: String
        do {
            icu = try writer.text(text)
        } catch {
            return .failure(error)
        }
        guard let message = try? MessageParser().parse(icu) else {
            return .failure(TableImportProblem("it does not read back as a message: \(icu)"))
        }
        let back: TableText
        do {
            back = try TableText(message, rules: rules, arguments: arguments)
        } catch {
            return .failure(TableImportProblem("a table cannot say it again: \(error)"))
        }
        guard Self.sameMeaning(back, text, hasArguments: !arguments.arguments.isEmpty) else {
            return .failure(TableImportProblem("it would come back as \(Self.describe(back)) instead of \(Self.describe(text))"))
        }
        return .success(icu)
    }

    /// Whether two table texts print the same words with the same arguments. A text without
    /// arguments is shown as it is, so its `%` are compared as written.
    static func sameMeaning(_ a: TableText, _ b: TableText, hasArguments: Bool) -> Bool {
        guard hasArguments else { return a == b || a.meaning == b.meaning }
        return a.meaning == b.meaning
    }

    private static func describe(_ text: TableText) -> String {
        switch text {
        case .format(let format): "`\(format)`"
        case .plural(let variations): "a plural (\(variations.categories.map { "\($0.rawValue): `\(variations[$0] ?? "")`" }.joined(separator: ", ")))"
        case .substitutions(let format, _): "`\(format)` with its plurals"
        case .devices(let devices): devices.devices.map { "\($0): \(describe(devices[$0]!))" }.joined(separator: ", ")
        }
    }
}

/// `--keys`: a glob over keys, `*` any run of characters, `?` one character.
public struct KeyPattern: Sendable {
    let pattern: [Character]

    public init(_ pattern: String) {
        self.pattern = Array(pattern)
    }

    public func matches(_ key: String) -> Bool {
        let text = Array(key)
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
