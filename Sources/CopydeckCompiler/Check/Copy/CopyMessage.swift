import CopydeckKit

/// One message of one locale with what the copy rules need beside it: the field it belongs to
/// and the same message in the deck's source locale.
final class CopyMessage {
    /// The deck's id and source locale (not the deck itself: there is one of these per message).
    let deck: DeckInfo
    let declared: DeclaredMessage
    let locale: String
    let entry: LocaleCatalog.Entry
    let source: LocaleCatalog.Entry?
    /// The field, copied out of `declared` once: every rule reads it.
    let field: Field

    init(deck: DeckInfo, declared: DeclaredMessage, locale: String, entry: LocaleCatalog.Entry, source: LocaleCatalog.Entry?) {
        self.deck = deck
        self.declared = declared
        self.locale = locale
        self.entry = entry
        self.source = source
        self.field = declared.field
    }

    var isSource: Bool { locale == deck.sourceLocale }
    var key: String { entry.key }
    var language: String { String(locale.prefix { $0 != "-" && $0 != "_" }) }

    /// Where a scalar offset of the text is written in the file.
    func range(at offset: Int, _ files: [String: SourceFile]) -> SourceRange {
        MessagePosition.range(ofScalarOffset: offset, in: entry, files: files)
    }

    /// Every present message of every declared field, in deck, declaration and locale order.
    struct DeckInfo {
        var id: String
        var sourceLocale: String
    }

    static func all(in project: Project) -> [CopyMessage] {
        var result: [CopyMessage] = []
        for deck in project.decks {
            let info = DeckInfo(id: deck.id, sourceLocale: deck.sourceLocale)
            let sourceCatalog = deck.catalogs[deck.sourceLocale]
            for declared in deck.declaredMessages {
                let source = sourceCatalog?.entries[declared.key]
                for locale in deck.locales {
                    guard let entry = deck.catalogs[locale]?.entries[declared.key] else { continue }
                    result.append(CopyMessage(deck: info, declared: declared, locale: locale, entry: entry, source: source))
                }
            }
        }
        return result
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
