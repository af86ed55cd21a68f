import CopydeckKit
import Foundation

/// What `copydeck generate swift` makes: the checked project and, when it has no errors, the
/// accessors' source.
public struct SwiftGenerationResult: Sendable {
    public var lint: LintResult
    /// The Swift source, or nil when the project has errors (nothing is generated from a
    /// project the build would refuse).
    public var source: String?
}

/// Why `copydeck generate swift` cannot start.
public enum SwiftGenerationError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownDeck(String, known: [String])
    case unknownResourceBundle(String)

    public var description: String {
        switch self {
        case .unknownDeck(let deck, let known): "the project has no deck `\(deck)` (it has \(known.joined(separator: ", ")))"
        case .unknownResourceBundle(let name): "--bundle is `main` (an app) or `module` (a Swift package), not `\(name)`"
        }
    }
}

extension CompilerDriver {
    /// Checks the project and writes typed Swift accessors for `deck` (`SwiftAccessorGenerator`).
    /// `typeName` defaults to the deck's name as a type (`TempoAI`); `resourceBundle` is `main`
    /// or `module`.
    public func generateSwift(
        deck id: String, typeName: String? = nil, resourceBundle: String = "main", command: String? = nil, baseline: Baseline? = nil
    ) throws -> SwiftGenerationResult {
        guard ["main", "module"].contains(resourceBundle) else { throw SwiftGenerationError.unknownResourceBundle(resourceBundle) }
        var lint = try lint()
        // The findings the project's baseline records do not stop it, as they stop neither lint nor build.
        if let baseline { lint.diagnostics = baseline.filter(lint.diagnostics, files: lint.project.files) }
        guard let deck = lint.project.decks.first(where: { $0.id == id }) else {
            throw SwiftGenerationError.unknownDeck(id, known: lint.project.decks.map(\.id))
        }
        guard lint.summary.errors == 0 else { return SwiftGenerationResult(lint: lint, source: nil) }
        let bundle = BundleEmitter(config: lint.project.config).localeBundle(deck, locale: deck.sourceLocale)
        let generator = SwiftAccessorGenerator(
            bundle: bundle, typeName: typeName ?? SwiftIdentifier.deckType(name: deck.name, id: deck.id),
            sourceLocale: deck.sourceLocale, resourceBundle: resourceBundle,
            command: command ?? "copydeck generate swift --deck \(id)")
        return SwiftGenerationResult(lint: lint, source: generator.render())
    }
}
