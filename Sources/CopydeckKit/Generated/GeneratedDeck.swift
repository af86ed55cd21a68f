import Foundation

/// The deck behind the typed accessors that `copydeck generate swift` writes
/// (`Unwind.FocusShield.subtitle(schedule:remaining:)`). It loads the deck once, on first use,
/// and renders each text for the device's languages. Accessors never throw and never show a key:
///
/// 1. the text from the given `DeckStrings`, or the deck loaded on first use, with its locale
///    fallbacks (a key missing in `ja` comes from `en`, then the source locale);
/// 2. when the bundle cannot be loaded, lacks the key or the message cannot be rendered, the
///    source-language text compiled into the accessors, rendered with the same values;
/// 3. when even that cannot be rendered, that text as written.
///
/// `loadError` says why step 1 was skipped, for an app's diagnostics.
public final class GeneratedDeck: Sendable {
    /// The deck's id (`unwind`).
    public let id: String
    /// The locale of the compiled-in source texts; their plurals, numbers and dates render by its rules.
    public let sourceLocale: String
    private let sourceTexts: [String: String]
    private let loaded: LoadOnce

    /// - Parameters:
    ///   - id: the deck's id (`unwind`).
    ///   - sourceLocale: the locale of `sourceTexts`, whose rules render them.
    ///   - sourceTexts: message key → source-language text, the fallback.
    ///   - load: makes the deck's strings (for example from `Bundle.main` for the device's
    ///     languages); called once, on the first text asked for.
    public init(id: String, sourceLocale: String, sourceTexts: [String: String], load: @escaping @Sendable () throws -> DeckStrings) {
        self.id = id
        self.sourceLocale = sourceLocale
        self.sourceTexts = sourceTexts
        self.loaded = LoadOnce(load)
    }

    /// The loaded strings, or nil when loading failed.
    public var strings: DeckStrings? { try? loaded.value.get() }

    /// Why the deck could not be loaded, if it could not.
    public var loadError: (any Error)? {
        if case .failure(let error) = loaded.value { return error }
        return nil
    }

    /// The text of `key` with `arguments`, from `strings` (or the deck loaded on first use), else
    /// from the compiled-in source text.
    public func text(_ key: String, _ arguments: [String: MessageArgument] = [:], in strings: DeckStrings? = nil) -> String {
        if let strings = strings ?? self.strings, let text = try? strings.string(key, arguments) {
            return text
        }
        return sourceText(key, arguments)
    }

    /// The compiled-in source-language text of `key`, rendered with `arguments`.
    public func sourceText(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
        guard let source = sourceTexts[key] else { return key }
        guard let message = try? MessageParser().parse(source),
              let text = try? MessageFormatter(locale: sourceLocale).format(message, arguments) else { return source }
        return text
    }
}

/// A value made once, on first use, from any thread.
private final class LoadOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Result<DeckStrings, any Error>?
    private let make: @Sendable () throws -> DeckStrings

    init(_ make: @escaping @Sendable () throws -> DeckStrings) {
        self.make = make
    }

    var value: Result<DeckStrings, any Error> {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let result = Result { try make() }
        made = result
        return result
    }
}
