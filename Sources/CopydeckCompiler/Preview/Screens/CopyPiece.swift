import CopydeckKit

/// One message as the preview shows it in one locale: formatted with sample values by
/// CopydeckKit (the app's own formatter), where its text came from, how long it is against its
/// budget, and what the lint said about it.
struct CopyPiece: Sendable {
    var key: String
    var surface: String
    /// The variant (state) this text is for, if the field has variants.
    var variant: String?
    /// The text shown: formatted, or the raw text when it cannot be formatted.
    var text: String
    /// For a message with a plural: the text at each of `SampleValues.pluralCounts`.
    var pluralSamples: [(count: Int, text: String)] = []
    /// The locale the text came from when it is not the column's own (a fallback).
    var fallbackFrom: String?
    /// True when the column's locale has no text and no fallback has one either.
    var isMissing = false
    /// True when the text does not parse or format; `text` is then the raw text.
    var isRaw = false
    /// A label only VoiceOver says (another field names it as its accessibility label): drawn as
    /// a note the page shows on request, not on the screen.
    var isSpokenOnly = false
    /// Length against the field's budget, when it has one.
    var length: Int?
    var budget: Int?
    var note: String?
    var findings: [Diagnostic] = []

    var isOverBudget: Bool {
        guard let length, let budget else { return false }
        return length > budget
    }
}

/// A message formatted for one column, what every use of it shows (on its screen's page in each
/// state and in the sheet, in the search index, in a prototype).
struct FormattedCopy: Sendable {
    /// The formatted text; the raw text when it does not parse or format; the key when missing.
    var text: String
    var pluralSamples: [(count: Int, text: String)] = []
    var fallbackFrom: String?
    var isRaw = false
    /// The locale the text came from; nil when no locale of the chain has the message.
    var locale: String?
}

/// Each message of a deck formatted once per column, by key, with the placeholder types it was
/// formatted for (a use that declares others formats it again).
typealias FormattedColumn = [String: (placeholders: [String: String], copy: FormattedCopy)]

/// A deck's compiled messages, each parsed once, with one formatter per locale: every page and
/// column of the deck's preview reads them (a message shows in up to five columns, on its
/// screen's page and in the search index).
struct DeckMessages: Sendable {
    let bundles: [String: LocaleBundle]
    let formatters: [String: MessageFormatter]
    /// By locale, then key. A message that does not parse is absent: its raw text is shown.
    let parsed: [String: [String: Message]]
    /// By message key, the samples its field's placeholders set (`sample:`).
    let samples: [String: [String: PlaceholderSample]]

    /// The bundles with their messages parsed already (`parse`, a locale at a time on every core).
    init(bundles: [String: LocaleBundle], parsed: [String: [String: Message]], samples: [String: [String: PlaceholderSample]] = [:]) {
        self.bundles = bundles
        self.formatters = Dictionary(uniqueKeysWithValues: bundles.keys.map { ($0, MessageFormatter(locale: $0)) })
        self.parsed = parsed
        self.samples = samples
    }

    /// The samples of a deck's fields by the keys of their declared messages (each variant's
    /// too), and a template's under each permission that fills it in (`BundleEmitter` keys
    /// those `<deck>.<permission>.<field>`).
    static func samples(of deck: Deck) -> [String: [String: PlaceholderSample]] {
        var samples: [String: [String: PlaceholderSample]] = [:]
        for message in deck.declaredMessages {
            let set = message.field.placeholders.compactMap { placeholder in placeholder.sample.map { (placeholder.name.value, $0) } }
            guard !set.isEmpty else { continue }
            let byName = Dictionary(set, uniquingKeysWith: { first, _ in first })
            samples[message.key] = byName
            guard message.ownerKind == .template else { continue }
            for permission in deck.permissions where permission.template?.value == message.ownerID {
                samples[.dotted(.dotted(deck.id, permission.id.value), message.field.id.value)] = byName
            }
        }
        return samples
    }

    /// A bundle's messages that parse, by key.
    static func parse(_ bundle: LocaleBundle) -> [String: Message] {
        let parser = MessageParser()
        var messages: [String: Message] = [:]
        messages.reserveCapacity(bundle.messages.count)
        for (key, raw) in bundle.messages { messages[key] = try? parser.parse(raw) }
        return messages
    }
}

/// Finds and formats the copy of a deck for one column (a locale or a pseudo-locale).
struct CopyResolver: Sendable {
    let project: Project
    let deck: Deck
    /// The column's locale (or pseudo-locale).
    let column: String
    let messages: DeckMessages
    let findings: FindingsByLine
    /// The column's messages formatted already, when the deck's preview formatted them all.
    let formatted: FormattedColumn?
    /// The locale whose text a column shows first: its own, or for a pseudo-locale English
    /// (else the source locale), transformed.
    let baseLocale: String
    /// The locales tried in order: the column's, its fallback chain, then the source locale.
    let chain: [String]
    private let pseudo: PseudoLocale?

    init(project: Project, deck: Deck, column: String, messages: DeckMessages, findings: FindingsByLine, formatted: FormattedColumn? = nil) {
        self.project = project
        self.formatted = formatted
        self.deck = deck
        self.column = column
        self.messages = messages
        self.findings = findings
        pseudo = PseudoLocale(rawValue: column)
        baseLocale = pseudo == nil ? column : deck.locales.contains("en") ? "en" : deck.sourceLocale
        var chain = [baseLocale] + (project.config.fallbackChains[baseLocale] ?? [])
        if !chain.contains(deck.sourceLocale) { chain.append(deck.sourceLocale) }
        self.chain = chain.filter { deck.locales.contains($0) }
    }

    func piece(key: String, surface: String, variant: String?, field: Field?, placeholders: [String: String]) -> CopyPiece {
        let copy = formattedCopy(key: key, placeholders: placeholders)
        var piece = CopyPiece(key: key, surface: surface, variant: variant, text: copy.text)
        piece.note = field?.note
        piece.budget = field?.maxLength?.value ?? field.flatMap { project.config.copy.budgets[$0.effectiveSurface]?.value }
        piece.pluralSamples = copy.pluralSamples
        piece.fallbackFrom = copy.fallbackFrom
        piece.isRaw = copy.isRaw
        guard let locale = copy.locale else {
            piece.isMissing = true
            return piece
        }
        if piece.budget != nil {
            piece.length = DisplayWidth.length(of: budgeted(piece.text), byWidth: field?.width == .display)
        }
        piece.findings = findingsAbout(key: key, locale: locale, field: field)
        return piece
    }

    /// The part of a shown text its budget counts, as the lint counts it: the brackets the
    /// `pseudo-brackets` column adds are not the text's.
    func budgeted(_ text: String) -> String {
        guard pseudo == .brackets, text.hasPrefix("⟦"), text.hasSuffix("⟧"), text.count >= 2 else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// The message as the deck's preview formatted it already, or formatted now when it was not
    /// (or was, for other placeholder types).
    func formattedCopy(key: String, placeholders: [String: String]) -> FormattedCopy {
        formatted.flatMap { $0[key] }.flatMap { $0.placeholders == placeholders ? $0.copy : nil }
            ?? format(key: key, placeholders: placeholders)
    }

    /// A message formatted for this column with sample values for `placeholders` (their declared
    /// types): the first locale of the chain that has it, parsed once for the deck, turned into
    /// the pseudo-locale if the column is one; its raw text when it does not parse or format.
    func format(key: String, placeholders: [String: String]) -> FormattedCopy {
        // A loop, not a closure: a closure would copy the resolver for every message.
        var found: (locale: String, raw: String)?
        for locale in chain {
            if let raw = messages.bundles[locale]?.messages[key] {
                found = (locale, raw)
                break
            }
        }
        guard let (locale, raw) = found else { return FormattedCopy(text: key, locale: nil) }
        var copy = FormattedCopy(text: raw, locale: locale)
        if locale != baseLocale { copy.fallbackFrom = locale }
        guard var message = messages.parsed[locale]?[key] else {
            copy.isRaw = true
            return copy
        }
        let formatter = messages.formatters[locale] ?? MessageFormatter(locale: locale)
        let samples = SampleValues(locale: locale, appName: deck.name)
        do throws(MessageFormatError) {
            if let pseudo { message = pseudo.transform(message) }
            let arguments = samples.arguments(for: message, declared: placeholders, set: messages.samples[key] ?? [:])
            copy.text = try formatter.format(message, arguments)
            if let plural = SampleValues.pluralArgument(message) {
                for count in SampleValues.pluralCounts {
                    var counted = arguments
                    counted[plural] = .number(Double(count))
                    copy.pluralSamples.append((count, try formatter.format(message, counted)))
                }
            }
        } catch {
            copy.isRaw = true
            copy.text = raw
        }
        return copy
    }

    /// The lint's findings at the message's line in the locale file it came from, or at the
    /// field's declaration.
    func findingsAbout(key: String, locale: String, field: Field?) -> [Diagnostic] {
        guard !findings.isEmpty else { return [] }
        var lines: [(String, Int)] = []
        if let entry = deck.catalogs[locale]?[key] {
            lines.append((entry.keyRange.file, entry.keyRange.start.line))
            if entry.valueRange.start.line != entry.keyRange.start.line || entry.valueRange.file != entry.keyRange.file {
                lines.append((entry.valueRange.file, entry.valueRange.start.line))
            }
        }
        if let field, !lines.contains(where: { $0 == (field.id.range.file, field.id.range.start.line) }) {
            lines.append((field.id.range.file, field.id.range.start.line))
        }
        // In the lint's order, each finding once.
        return lines.flatMap { findings.at(file: $0.0, line: $0.1) }.sorted()
    }
}

/// Findings by the file and line they start at, so that each piece of copy finds its own without
/// reading every finding of the deck.
struct FindingsByLine: Sendable {
    private var byLine: [String: [Int: [Diagnostic]]] = [:]

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            guard let range = diagnostic.range else { continue }
            byLine[range.file, default: [:]][range.start.line, default: []].append(diagnostic)
        }
    }

    var isEmpty: Bool { byLine.isEmpty }

    func at(file: String, line: Int) -> [Diagnostic] {
        byLine[file]?[line] ?? []
    }
}

/// A column's resolver that formats each message once per page: a screen shows the same text in
/// every state it is drawn in and again in its copy sheet. Lives for one page of one column.
final class CopyColumn {
    let resolver: CopyResolver
    private var pieces: [Memo: CopyPiece] = [:]

    /// What tells one piece of a column from another: a piece shown without its field (the
    /// system alert's usage text) has no note or budget, and is kept apart from the same message
    /// shown with its field (the sheet).
    private struct Memo: Hashable {
        var key: String
        var surface: String
        var variant: String?
        var hasField: Bool
    }

    init(_ resolver: CopyResolver) {
        self.resolver = resolver
    }

    var baseLocale: String { resolver.baseLocale }

    func piece(key: String, surface: String, variant: String?, field: Field?, placeholders: [String: String]) -> CopyPiece {
        let memo = Memo(key: key, surface: surface, variant: variant, hasField: field != nil)
        if let piece = pieces[memo] { return piece }
        let piece = resolver.piece(key: key, surface: surface, variant: variant, field: field, placeholders: placeholders)
        pieces[memo] = piece
        return piece
    }
}
