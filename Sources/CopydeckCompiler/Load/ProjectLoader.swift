import Foundation

/// load → parse → resolve: reads `copydeck.yml`, every deck's content files and every locale file
/// into a `Project`. Problems in the files become diagnostics; only I/O failures throw.
public struct ProjectLoader: Sendable {
    public let directory: ProjectDirectory

    public init(directory: ProjectDirectory) {
        self.directory = directory
    }

    public func load(_ diagnostics: inout DiagnosticCollector) throws(CopydeckError) -> Project {
        var files: [String: SourceFile] = [:]
        func parse(_ path: String) throws(CopydeckError) -> YAMLDocument? {
            let file = try directory.read(path)
            files[path] = file
            return YAMLDocument.parse(file, into: &diagnostics)
        }

        let config = try parse(ProjectConfig.fileName).map { ConfigReader().read($0, &diagnostics) } ?? ProjectConfig()
        let projectSource = config.sourceLocale?.value ?? "en"
        let projectLocales = config.locales.map(\.value)

        var decks: [Deck] = []
        for entry in config.decks {
            let id = entry.id.value
            IdentifierSyntax.validate(entry.id, kind: "deck id", &diagnostics)
            let source = entry.sourceLocale?.value ?? projectSource
            let locales = [source] + projectLocales.filter { $0 != source }
            let contentPath = "content/\(id)"
            var deck = Deck(id: id, name: entry.name ?? id, sourceLocale: source, locales: locales,
                            declaration: entry.id.range, contentPath: contentPath)
            if !directory.isDirectory(contentPath) {
                diagnostics.emit(Rules.invalidValue, at: entry.id.range, "deck `\(id)` has no folder \(contentPath)/")
            }
            for path in directory.files(under: contentPath, extensions: ["yml", "yaml"]) {
                if let document = try parse(path) {
                    DeckContentReader().read(document, into: &deck, &diagnostics)
                } else {
                    deck.hasUnreadableContent = true
                }
            }
            TemplateBinding.bind(&deck)
            deck.declaredMessages = deck.collectDeclaredMessages()
            for path in directory.files(under: contentPath, extensions: ["mmd", "md"]) {
                let file = try directory.read(path)
                let flows = FlowReader().read(file, &diagnostics)
                if !flows.isEmpty || path.lowercased().hasSuffix(".mmd") { files[path] = file }
                deck.flows += flows
            }
            for locale in locales {
                let path = "locales/\(locale)/\(id).yml"
                if directory.exists(path) {
                    let file = try directory.read(path)
                    if let catalog = CatalogReader().read(scanning: file, deck: id, locale: locale, path: path) {
                        files[path] = file
                        deck.catalogs[locale] = catalog
                        continue
                    }
                }
                let document = directory.exists(path) ? try parse(path) : nil
                let exists = directory.exists(path) && document != nil
                var catalog = CatalogReader().read(document, deck: id, locale: locale, path: path, &diagnostics)
                // A file that exists but does not parse was reported as a syntax error; do not also
                // report each of its messages as missing.
                catalog.exists = exists || directory.exists(path)
                if directory.exists(path), document == nil { catalog.unreadable = true }
                deck.catalogs[locale] = catalog
            }
            decks.append(deck)
        }
        return Project(root: directory.root, config: config, decks: decks, files: files)
    }
}
