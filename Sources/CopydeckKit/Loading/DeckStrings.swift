import Foundation

/// The copy of a deck in one locale, ready to render. Lookups fall back along the locale chain, so
/// an app never shows a raw key when a translation is missing from an older bundle.
public struct DeckStrings: Sendable {
    /// The locale this copy is for: the first loaded locale of the lookup chain, or the manifest's
    /// source locale when none of the chain was loaded.
    public let locale: String
    let chain: [LocaleBundle]
    private let parser = MessageParser()
    /// Messages parsed on first use and kept: a shield or a screen asks for the same few again
    /// and again. Shared by copies of this value; safe from any thread.
    private let parsed = ParsedMessages()

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
        let (message, locale) = try message(key)
        return try MessageFormatter(locale: locale).format(message, arguments)
    }

    /// The parsed message for `key` and the locale that answered, parsed once.
    public func message(_ key: String) throws -> (message: Message, locale: String) {
        if let cached = parsed[key] { return cached }
        guard let (text, locale) = source(key) else { throw DeckStringsError.unknownKey(key) }
        let message = try parser.parse(text)
        parsed[key] = (message, locale)
        return (message, locale)
    }

    /// How many messages have been parsed and kept (for tests).
    var parsedCount: Int { parsed.count }

    /// The screen with this id, as the primary locale describes it.
    public func screen(_ id: String) -> LocaleBundle.Screen? {
        chain.first?.screens.first { $0.id == id }
    }

    /// The permission with this id, as the primary locale describes it.
    public func permission(_ id: String) -> LocaleBundle.Permission? {
        chain.first?.permissions.first { $0.id == id }
    }

    /// The shield with this id, as the primary locale describes it.
    public func shield(_ id: String) -> LocaleBundle.Shield? {
        chain.first?.shields.first { $0.id == id }
    }
}

/// Why a `DeckStrings` lookup failed: a message key or a field the loaded bundle does not have.
public enum DeckStringsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No locale of the chain has this message key.
    case unknownKey(String)
    /// The screen, permission or shield `owner` has no field with this id.
    case unknownField(String, owner: String)

    public var description: String {
        switch self {
        case .unknownKey(let key): "no locale of the bundle has the message `\(key)`"
        case .unknownField(let field, let owner): "`\(owner)` has no field `\(field)`"
        }
    }
}

/// The messages a `DeckStrings` has parsed, behind a lock.
final class ParsedMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String: (message: Message, locale: String)] = [:]

    subscript(key: String) -> (message: Message, locale: String)? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return messages[key]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            messages[key] = newValue
        }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return messages.count
    }
}
