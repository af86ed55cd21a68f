import Foundation

/// The standard corpus of issue 15: a valid Copydeck project of a size real teams reach, the
/// same bytes for the same scale. At scale 1: 20 decks of about 100 screens (2,000 screens),
/// about 60,000 messages in each of ko, ja and en, and 200 flows of about 20,000 nodes in all;
/// scale N has N times as many decks, so N times everything.
///
/// Each deck is the example project's UjuZ deck (a permission template filled by two
/// permissions, pre-prompts, events with required properties and result values, three flows
/// with system prompts and denial paths) and 96 generated pages in eight flows of 121 nodes:
/// titles, subtitles, a `{name}` greeting, a plural, a Korean particle, a duration, list items
/// with captions, a button with permission-state variants, error copy, and every tenth page a
/// `select`. Shields come from a generated `shields.yml` of three per deck. The config carries
/// the example project's `copy:` section (16 do-not-translate names), as a real project does.
public struct Corpus: Sendable {
    public let scale: Int
    /// The example project's root, for the UjuZ deck each corpus deck starts from.
    public let exampleRoot: URL

    public static let decksPerScale = 20
    public static let flowsPerDeck = 8
    public static let pagesPerFlow = 12
    public static let itemsPerPage = 10
    public static let locales = ["ko", "ja", "en"]

    public init(scale: Int, exampleRoot: URL) {
        self.scale = scale
        self.exampleRoot = exampleRoot
    }

    /// The files of the corpus, by path relative to its root, in a stable order.
    public func files() throws -> [(path: String, text: String)] {
        let base = try UjuzDeck(exampleRoot: exampleRoot)
        let deckIDs = (0..<(Self.decksPerScale * scale)).map { String(format: "d%03d", $0) }
        let copy = try Self.copySection(of: String(contentsOf: exampleRoot.appendingPathComponent("copydeck.yml"), encoding: .utf8))
        var files: [(String, String)] = [("copydeck.yml", config(deckIDs) + copy)]
        for (number, id) in deckIDs.enumerated() {
            for (name, text) in base.content { files.append(("content/\(id)/\(name)", text)) }
            files.append(("content/\(id)/pages.yml", GeneratedPages.content(deck: number)))
            files.append(("content/\(id)/shields.yml", GeneratedPages.shields(deck: number)))
            files.append(("content/\(id)/pages.md", GeneratedPages.flows(deck: number)))
            for locale in Self.locales {
                files.append(("locales/\(locale)/\(id).yml", base.locales[locale, default: ""] + GeneratedPages.locale(locale, deck: number)))
            }
        }
        return files
    }

    /// Writes the corpus into `root` (which must not exist or be empty).
    public func write(to root: URL) throws {
        for (path, text) in try files() {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The example project's `copy:` section (its do-not-translate names and glossary), which
    /// the copy checks ask of every message: a real project's words come with one.
    static func copySection(of config: String) -> String {
        var section = ""
        var inside = false
        for line in config.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("copy:") {
                inside = true
            } else if inside, !(line.hasPrefix(" ") || line.isEmpty) {
                break
            }
            if inside, !line.isEmpty { section += line + "\n" }
        }
        return section
    }

    func config(_ decks: [String]) -> String {
        var text = """
            # The standard corpus of Benchmarks/ (make-corpus --scale \(scale)).
            version: 1
            sourceLocale: ko
            locales: [ko, ja, en]
            fallbacks:
              ja: [en]
            decks:

            """
        for id in decks { text += "  \(id): { name: \"Deck \(id)\" }\n" }
        return text
    }
}

/// The example project's UjuZ deck: its content files and its text in each locale.
struct UjuzDeck {
    let content: [(String, String)]
    let locales: [String: String]

    init(exampleRoot: URL) throws {
        let folder = exampleRoot.appendingPathComponent("content/ujuz")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        content = try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        var locales: [String: String] = [:]
        for locale in Corpus.locales {
            var text = try String(contentsOf: exampleRoot.appendingPathComponent("locales/\(locale)/ujuz.yml"), encoding: .utf8)
            if !text.hasSuffix("\n") { text += "\n" }
            locales[locale] = text
        }
        self.locales = locales
    }
}
