import CopydeckKit

/// One message of one locale with what the copy rules need beside it: the field it belongs to
/// and the same message in the deck's source locale.
///
/// Made for a slice of messages and dropped with it, by the hundred thousand, and handed to
/// every per-message rule: a plain value that refers to what its `CopyMessages` holds without
/// retaining it (`unowned(unsafe)`), so a slice's messages are one array rather than an object
/// each, and handing one to a rule costs no reference counting. It must not outlive the
/// `CopyMessages` it came from (nothing keeps it: `CheckRunner` drops each slice's messages
/// before its `CopyMessages`).
struct CopyMessage {
    /// The deck and locale, shared by every message of that deck in that locale.
    unowned(unsafe) let context: Context
    unowned(unsafe) let declared: DeclaredMessage
    unowned(unsafe) let entry: LocaleCatalog.Entry
    unowned(unsafe) let source: LocaleCatalog.Entry?
    /// For a permission's parameter value: the template fields it fills and the text it becomes.
    unowned(unsafe) let fill: TemplateFill?

    init(context: Context, declared: DeclaredMessage, entry: LocaleCatalog.Entry, source: LocaleCatalog.Entry?, fill: TemplateFill? = nil) {
        self.context = context
        self.declared = declared
        self.entry = entry
        self.source = source
        self.fill = fill
    }

    /// The field; read in place (a copy would retain each of its strings).
    var field: Field { declared.field }

    var locale: String { context.locale }
    var isSource: Bool { context.isSource }
    var deckID: String { context.deckID }
    var key: String { entry.key }

    /// Where a scalar offset of the text is written in the file.
    func range(at offset: Int, _ files: [String: SourceFile]) -> SourceRange {
        MessagePosition.range(ofScalarOffset: offset, in: entry, files: files)
    }

    /// The certain fix that makes `edits` (scalar offsets of the text) in this message.
    func fix(_ edits: [Fix.Edit]) -> Fix {
        Fix(file: entry.valueRange.file, deck: deckID, locale: locale, key: key, text: entry.text, edits: edits)
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
        /// The deck's source locale itself (decided once; rules ask for every message).
        let isSource: Bool

        init(group: Int, deckID: String, sourceLocale: String, locale: String) {
            self.group = group
            self.deckID = deckID
            self.sourceLocale = sourceLocale
            self.locale = locale
            self.language = LocaleCode.language(of: locale)
            self.plurals = PluralRules(locale: locale)
            self.isSource = locale == sourceLocale
            self.isKorean = language == "ko"
            self.isJapanese = language == "ja"
        }
    }

}

/// The project's messages, deck-locale group by group, in deck, locale and declaration order, read
/// from each deck's `MessageTable`. `CopyMessage`s are made for a slice at a time, where the rules
/// read them, and dropped with it: no list of every message is built or handed back at the end.
struct CopyMessages: Sendable {
    struct Group: Sendable {
        let context: CopyMessage.Context
        let declared: [DeclaredMessage]
        /// Each declared message's text in this locale, and in the deck's source locale.
        let entries: [LocaleCatalog.Entry?]
        let source: [LocaleCatalog.Entry?]?
        /// Permission parameter values by position: what each becomes in its template's fields.
        let fills: [Int: TemplateFill]

        /// The message at a position of the deck's declarations; nil when this locale lacks it.
        func message(at position: Int) -> CopyMessage? {
            entries[position].map {
                CopyMessage(context: context, declared: declared[position], entry: $0, source: source?[position],
                            fill: fill(at: position))
            }
        }

        /// What a parameter value fills. Only a field without a surface of its own can be one (the
        /// fields `TemplateBinding` makes), so every other message is passed over without a lookup.
        func fill(at position: Int) -> TemplateFill? {
            guard !fills.isEmpty, declared[position].field.surface == nil else { return nil }
            return fills[position]
        }

        /// How the message at a position is read: a parameter value by the field it fills.
        func surface(at position: Int) -> Field.Surface? {
            if let surface = declared[position].field.surface?.value { return surface }
            return fill(at: position)?.surface
        }
    }

    /// Part of one group: its declared messages at `positions`.
    struct Slice: Sendable {
        let group: Int
        let positions: Range<Int>
    }

    let groups: [Group]

    init(_ project: Project) {
        var groups: [Group] = []
        for deck in project.decks where deck.messageTable.entries.count == deck.locales.count {
            let source = deck.texts(in: deck.sourceLocale)
            let fills = TemplateFill.fills(of: deck)
            for (localeIndex, locale) in deck.locales.enumerated() {
                let context = CopyMessage.Context(group: groups.count, deckID: deck.id, sourceLocale: deck.sourceLocale, locale: locale)
                groups.append(Group(context: context, declared: deck.declaredMessages,
                                    entries: deck.messageTable.entries[localeIndex], source: source, fills: fills[localeIndex]))
            }
        }
        self.groups = groups
    }

    /// The messages of a slice, in order.
    func messages(in slice: Slice) -> [CopyMessage] {
        let group = groups[slice.group]
        var result: [CopyMessage] = []
        result.reserveCapacity(slice.positions.count)
        for position in slice.positions {
            if let message = group.message(at: position) { result.append(message) }
        }
        return result
    }

    /// Slices of at most `size` declared messages each, small enough to share out across cores.
    func slices(size: Int = 2_048) -> [Slice] {
        groups.indices.flatMap { index in
            stride(from: 0, to: groups[index].declared.count, by: size).map {
                Slice(group: index, positions: $0..<min($0 + size, groups[index].declared.count))
            }
        }
    }
}

/// A copy rule reads the project's messages, collected once per run by `CheckRunner`.
protocol CopyCheck: ProjectCheck {
    func check(messages: CopyMessages, project: Project, into diagnostics: inout DiagnosticCollector)
}

extension CopyCheck {
    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        check(messages: CopyMessages(project), project: project, into: &diagnostics)
    }
}

/// A copy rule that looks at one message at a time.
protocol PerMessageCheck: CopyCheck {
    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector)
    /// A slice of the messages, in order: each by `check(_:project:into:)` (the default), unless
    /// the rule has work to do once for them all, such as the terms it searches every message for.
    func check(slice messages: [CopyMessage], project: Project, into diagnostics: inout DiagnosticCollector)
}

extension PerMessageCheck {
    func check(slice messages: [CopyMessage], project: Project, into diagnostics: inout DiagnosticCollector) {
        for message in messages { check(message, project: project, into: &diagnostics) }
    }

    func check(messages: CopyMessages, project: Project, into diagnostics: inout DiagnosticCollector) {
        for slice in messages.slices() { check(slice: messages.messages(in: slice), project: project, into: &diagnostics) }
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
