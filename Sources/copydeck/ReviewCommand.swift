import ArgumentParser
import CopydeckCompiler
import Foundation

/// `copydeck review accept KEY…|--all`: record translations as current once a person has
/// checked them against today's source.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Record translations as checked against today's source (locales/<locale>/<deck>.review.yml).",
        subcommands: [Accept.self])

    struct Accept: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record translations as current: today's source text, no state (new, needs_review) left.",
            discussion: """
                Each chosen translation's line in locales/<locale>/<deck>.review.yml gets the \
                source text it now follows, so message.stale stops reporting it and the tables \
                stop marking it for review until the source changes again. Run it after a person \
                checked the translation (an import of a translator's XLIFF records it by itself).
                """)

        @OptionGroup var options: ProjectOptions

        @Argument(help: "Message keys (wander.intro.title) or a screen's prefix (wander.intro).")
        var keys: [String] = []

        @Flag(help: "Every translation of the chosen decks and locales.")
        var all = false

        @Option(name: .customLong("deck"), help: "Only this deck (repeatable).")
        var decks: [String] = []

        @Option(name: .customLong("locale"), help: "Only this locale (repeatable).")
        var locales: [String] = []

        @Flag(help: "Say what would be recorded; write nothing.")
        var check = false

        func validate() throws {
            if all == !keys.isEmpty {
                throw ValidationError(all ? "give keys or --all, not both" : "name the translations to accept: keys (wander.intro.title) or --all")
            }
        }

        func run() throws {
            let directory = try options.directory()
            let result = try Failure.run { () throws(CopydeckError) in
                try CompilerDriver(directory: directory).acceptReviews(keys: keys, all: all, decks: decks, locales: locales, check: check)
            }
            let verb = check ? "would record" : "recorded"
            for (path, count) in result.accepted { Terminal.standardError("copydeck: \(verb) \(count) translation(s) as current in \(path)\n") }
            if result.accepted.isEmpty { Terminal.standardError("copydeck: every chosen translation is already recorded as current\n") }
            if result.wereStale > 0 { Terminal.standardError("copydeck: \(result.wereStale) of them were stale\n") }
        }
    }
}
