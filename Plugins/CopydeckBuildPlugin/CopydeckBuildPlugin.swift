import Foundation
import PackagePlugin

/// Compiles a target's Copydeck project into the target's resources at build time: every deck's
/// bundle, flattened as `<deck>.manifest.json`, `<deck>.<locale>.json` and `<deck>.flows.json`,
/// which `CopydeckBundle(bundle: .module, deck:)` loads. The project is `copydeck.yml` with its
/// `content/` and `locales/` in the target's folder or in its `Copydeck/` folder (exclude it from
/// the target's sources). A project with errors fails the build with its located diagnostics.
@main
struct CopydeckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let candidates = [target.directoryURL, target.directoryURL.appendingPathComponent("Copydeck")]
        guard let project = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("copydeck.yml").path) }) else {
            Diagnostics.error("Copydeck: target \(target.name) has no copydeck.yml in its folder or in its Copydeck/ folder")
            return []
        }
        let config = try String(contentsOf: project.appendingPathComponent("copydeck.yml"), encoding: .utf8)
        let decks = ConfigOutline(config).decks
        if decks.isEmpty {
            Diagnostics.error("Copydeck: no decks found in \(project.appendingPathComponent("copydeck.yml").path) (list the deck ids under `decks:`)")
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Copydeck")
        let names = decks.flatMap { deck in
            ["\(deck.id).manifest.json", "\(deck.id).flows.json"] + deck.locales.map { "\(deck.id).\($0).json" }
        }
        return [
            .buildCommand(
                displayName: "Copydeck: compiling the copy of \(target.name)",
                executable: try context.tool(named: "copydeck").url,
                arguments: ["build", "--project", project.path, "--out", output.path, "--layout", "resources", "--absolute-paths"],
                inputFiles: Self.files(in: project),
                outputFiles: names.map { output.appendingPathComponent($0) }
            ),
        ]
    }

    /// `copydeck.yml` and everything under `content/` and `locales/`: a change to any reruns the build.
    static func files(in project: URL) -> [URL] {
        var files = [project.appendingPathComponent("copydeck.yml")]
        for folder in ["content", "locales"] {
            let root = project.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walk where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// What the plugin must know of `copydeck.yml` before the tool runs, to declare its outputs: the
/// deck ids, the project's locales and each deck's source locale. (A plugin cannot link the
/// compiler's YAML reader; `copydeck` itself reads the file fully and reports any error.)
struct ConfigOutline {
    struct Deck {
        var id: String
        var locales: [String]
    }

    var decks: [Deck] = []

    init(_ text: String) {
        var projectSource = "en"
        var locales: [String] = []
        var deckSources: [(id: String, source: String?)] = []
        var section = ""
        var deckIndent: Int?
        var inLocaleList = false
        // A flow mapping (`decks: { welcome: {}, other: { sourceLocale: ja } }`), which may go
        // on over several lines: its text until its braces close.
        var flowDecks: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.uncommented(raw)
            if var open = flowDecks {
                open += " " + line
                flowDecks = open
                if Self.balanced(open) {
                    deckSources += Self.flowDecks(open)
                    flowDecks = nil
                }
                continue
            }
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let indent = line.prefix { $0 == " " }.count
            let body = line.trimmingCharacters(in: .whitespaces)
            if indent == 0 {
                inLocaleList = false
                let (key, value) = Self.pair(body)
                section = key
                if key == "sourceLocale", let value { projectSource = value }
                if key == "locales" {
                    if let value { locales = Self.flowList(value) } else { inLocaleList = true }
                }
                if key == "decks", let colon = body.firstIndex(of: ":") {
                    let rest = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    if rest.hasPrefix("{") {
                        if Self.balanced(rest) { deckSources += Self.flowDecks(rest) } else { flowDecks = rest }
                    }
                }
                continue
            }
            if inLocaleList, body.hasPrefix("- ") {
                locales.append(Self.scalar(String(body.dropFirst(2))))
                continue
            }
            guard section == "decks" else { continue }
            if deckIndent == nil { deckIndent = indent }
            if indent == deckIndent {
                deckSources.append((Self.pair(body).key, nil))
            } else if let last = deckSources.indices.last {
                let (key, value) = Self.pair(body)
                if key == "sourceLocale" { deckSources[last].source = value }
            }
        }
        decks = deckSources.map { deck in
            let source = deck.source ?? projectSource
            return Deck(id: deck.id, locales: [source] + locales.filter { $0 != source })
        }
    }

    private static func uncommented(_ line: Substring) -> String {
        var out = ""
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", out.last.map({ $0 == " " }) ?? true {
                break
            }
            out.append(character)
        }
        return out
    }

    /// Whether every `{` of the text is closed.
    private static func balanced(_ text: String) -> Bool {
        text.filter { $0 == "{" }.count <= text.filter { $0 == "}" }.count
    }

    /// The decks of a flow mapping `{ id: {…}, id: {…} }`, with a `sourceLocale` given inside.
    private static func flowDecks(_ text: String) -> [(id: String, source: String?)] {
        var inner = text.trimmingCharacters(in: .whitespaces)
        guard inner.hasPrefix("{"), inner.hasSuffix("}") else { return [] }
        inner = String(inner.dropFirst().dropLast())
        // The entries: split at commas outside nested braces and brackets.
        var entries: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            if character == "{" || character == "[" { depth += 1 }
            if character == "}" || character == "]" { depth -= 1 }
            if character == ",", depth == 0 {
                entries.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        entries.append(current)
        return entries.compactMap { entry in
            let (key, _) = pair(entry.trimmingCharacters(in: .whitespaces))
            guard !key.isEmpty else { return nil }
            var source: String?
            if let range = entry.range(of: "sourceLocale:") {
                source = scalar(String(entry[range.upperBound...].prefix { $0 != "," && $0 != "}" }))
            }
            return (key, source)
        }
    }

    private static func pair(_ body: String) -> (key: String, value: String?) {
        guard let colon = body.firstIndex(of: ":") else { return (scalar(body), nil) }
        let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return (scalar(String(body[..<colon])), value.isEmpty ? nil : scalar(value))
    }

    private static func flowList(_ value: String) -> [String] {
        value.trimmingCharacters(in: CharacterSet(charactersIn: "[] ")).split(separator: ",").map { scalar(String($0)) }.filter { !$0.isEmpty }
    }

    private static func scalar(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }
}
