/// The copy of a deck in one locale, ready to render. Lookups fall back along the locale chain, so
/// an app never shows a raw key when a translation is missing from an older bundle.
public struct DeckStrings: Sendable {
    public let locale: String
    let chain: [LocaleBundle]
    private let parser = MessageParser()

    init(locale: String, chain: [LocaleBundle]) {
        self.locale = locale
        self.chain = chain
    }

    /// The message source text for a key, from the first locale in the chain that has it.
    public func source(_ key: String) -> (text: String, locale: String)? {
        for bundle in chain {
            if let text = bundle.messages[key] { return (text, bundle.locale) }
        }
        return nil
    }

    /// Renders the message `key` with the given values.
    public func string(_ key: String, _ arguments: [String: MessageArgument] = [:]) throws -> String {
        guard let (text, locale) = source(key) else { throw DeckStringsError.unknownKey(key) }
        let message = try parser.parse(text)
        return try MessageFormatter(locale: locale).format(message, arguments)
    }

    /// The screen with this id, as the primary locale describes it.
    public func screen(_ id: String) -> LocaleBundle.Screen? {
        chain.first?.screens.first { $0.id == id }
    }

    public func permission(_ id: String) -> LocaleBundle.Permission? {
        chain.first?.permissions.first { $0.id == id }
    }

    public func shield(_ id: String) -> LocaleBundle.Shield? {
        chain.first?.shields.first { $0.id == id }
    }
}

public enum DeckStringsError: Error, Equatable, Sendable {
    case unknownKey(String)
}
