import CopydeckKit

/// One message of one locale with what the copy rules need beside it: the field it belongs to
/// and the same message in the deck's source locale.
final class CopyMessage: Sendable {
    /// The deck and locale, shared by every message of that deck in that locale.
    let context: Context
    let declared: DeclaredMessage
    let entry: LocaleCatalog.Entry
    let source: LocaleCatalog.Entry?

    init(context: Context, declared: DeclaredMessage, entry: LocaleCatalog.Entry, source: LocaleCatalog.Entry?) {
        self.context = context
        self.declared = declared
        self.entry = entry
        self.source = source
    }

    /// The field; read in place (a copy would retain each of its strings).
    var field: Field { declared.field }

    var locale: String { context.locale }
    var language: String { context.language }
    var isSource: Bool { context.isSource }
    var deckID: String { context.deckID }
    var key: String { entry.key }

    /// Where a scalar offset of the text is written in the file.
    func range(at offset: Int, _ files: [String: SourceFile]) -> SourceRange {
        MessagePosition.range(ofScalarOffset: offset, in: entry, files: files)
    }

    /// One deck in one locale. `group` numbers them in order, so rules that compare the messages
    /// of a deck's locale (register, punctuation) group by a number rather than by strings.
    final class Context: Sendable {
        let group: Int
        let deckID: String
        let sourceLocale: String
        let locale: String
        /// The language part of the locale (`ko` of `ko-KR`).
        let language: String
        /// The locale's CLDR plural rules.
        let plurals: PluralRules
        /// Korean or Japanese copy, for the rules of those languages (decided once, not per message).
        let isKorean: Bool
        let isJapanese: Bool
        var isSource: Bool { locale == sourceLocale }

        init(group: Int, deckID: String, sourceLocale: String, locale: String) {
            self.group = group
            self.deckID = deckID
            self.sourceLocale = sourceLocale
            self.locale = locale
            self.language = String(locale.prefix { $0 != "-" && $0 != "_" })
            self.plurals = PluralRules(locale: locale)
            self.isKorean = language == "ko"
            self.isJapanese = language == "ja"
        }
    }

    /// Every present message of every declared field, in deck, locale and declaration order:
    /// one group per deck and locale, built side by side.
    static func all(in project: Project) -> [CopyMessage] {
        var groupList: [(deck: Deck, localeIndex: Int, context: Context)] = []
        for deck in project.decks where deck.messageTable.entries.count == deck.locales.count {
            for (localeIndex, locale) in deck.locales.enumerated() {
                let context = Context(group: groupList.count, deckID: deck.id, sourceLocale: deck.sourceLocale, locale: locale)
                groupList.append((deck, localeIndex, context))
            }
        }
        let groups = groupList
        let built = Parallel.map(groups.count) { index -> [CopyMessage] in
            let (deck, localeIndex, context) = groups[index]
            let texts = deck.messageTable.entries[localeIndex]
            let source = deck.texts(in: deck.sourceLocale)
            var messages: [CopyMessage] = []
            messages.reserveCapacity(texts.count)
            for (position, declared) in deck.declaredMessages.enumerated() {
                guard let entry = texts[position] else { continue }
                messages.append(CopyMessage(context: context, declared: declared, entry: entry, source: source?[position]))
            }
            return messages
        }
        return Array(built.joined())
    }

    /// The number of deck-locale groups among `messages` (one past the highest `group`).
    static func groupCount(_ messages: [CopyMessage]) -> Int {
        (messages.last?.context.group ?? -1) + 1
    }
}

/// A copy rule reads the project's messages, collected once per run by `CheckRunner`.
protocol CopyCheck: ProjectCheck {
    func check(messages: [CopyMessage], project: Project, into diagnostics: inout DiagnosticCollector)
}

extension CopyCheck {
    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        check(messages: CopyMessage.all(in: project), project: project, into: &diagnostics)
    }
}

/// A copy rule that looks at one message at a time.
protocol PerMessageCheck: CopyCheck {
    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector)
}

extension PerMessageCheck {
    func check(messages: [CopyMessage], project: Project, into diagnostics: inout DiagnosticCollector) {
        for message in messages {
            check(message, project: project, into: &diagnostics)
        }
    }
}

extension Message {
    /// The type a placeholder has by how it is used; nil when the use says nothing (`{name}`).
    static func placeholderType(_ kind: Message.Kind) -> Field.PlaceholderType? {
        switch kind {
        case .simple, .particle: nil
        case .number(let style): style == "integer" ? .integer : .number
        case .duration: .duration
        case .plural, .selectOrdinal: .number
        case .select: .string
        }
    }
}
