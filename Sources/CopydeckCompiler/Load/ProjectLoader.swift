import Foundation

/// load → parse → resolve: reads `copydeck.yml`, every deck's content files and every locale file
/// into a `Project`. Problems in the files become diagnostics; only I/O failures throw.
///
/// After `copydeck.yml`, the files are independent: each deck's content and each of its locale
/// files is read on whichever core is free, and the results are put together in a fixed order,
/// so the project and its diagnostics do not depend on which finished first.
public struct ProjectLoader: Sendable {
    public let directory: ProjectDirectory

    /// A locale file's top-level entries (owners) read per part: a few hundred owners' messages,
    /// parsed on whichever core is free.
    static let ownersPerPart = 256

    public init(directory: ProjectDirectory) {
        self.directory = directory
    }

    public func load(_ diagnostics: inout DiagnosticCollector) throws(CopydeckError) -> Project {
        try load(&diagnostics, reusing: { _, _ in [] }).project
    }

    /// A load that leaves out the decks whose ids `reusable` picks from the declared ones (given
    /// `copydeck.yml` as read): the caller has what checking them found and what was made from
    /// them (an incremental build). The project holds the other decks. What depends only on the
    /// declarations (a deck without a folder, files no deck declares) is reported as in a whole
    /// load.
    struct Loaded {
        var project: Project
        /// Every deck declared, in `copydeck.yml`'s order, as declared (nothing of it read).
        var declared: [Deck]
    }

    /// `copydeck.yml` read, and the decks it declares with their locales, nothing of them read
    /// yet: what a load starts from, and all the SwiftPM build plugin asks before a build.
    struct Declarations {
        var config = ProjectConfig()
        var configFile: SourceFile?
        var files: [String: SourceFile] = [:]
        /// Every deck declared whose id is an id, in `copydeck.yml`'s order.
        var decks: [Deck] = []
        /// Whether `copydeck.yml` was read as YAML: when it was not, nothing is known of the
        /// project's decks and locales, and no folder is said to be left out of them.
        var configRead = false
    }

    func declarations(_ diagnostics: inout DiagnosticCollector) -> Declarations {
        var declarations = Declarations()
        var configFiles: [SourceFile] = []
        let configFile = Self.readSource(ProjectConfig.fileName, in: directory, &diagnostics, files: &configFiles)
        for file in configFiles { declarations.files[file.path] = file }
        declarations.configFile = configFile
        if let configFile, let document = YAMLDocument.parse(configFile, into: &diagnostics) {
            declarations.config = ConfigReader().read(document, &diagnostics)
            declarations.configRead = true
        }
        let config = declarations.config
        // Locale codes and deck ids become paths: `ConfigReader` keeps only well-formed BCP 47
        // tags (`LocaleCode`), and a deck id that is not an id is skipped below.
        let projectSource = config.sourceLocale?.value ?? "en"
        let projectLocales = config.locales.map(\.value)
        for entry in config.decks {
            let id = entry.id.value
            IdentifierSyntax.validate(entry.id, kind: "deck id", &diagnostics)
            guard IdentifierSyntax.isValid(id) else { continue }
            let source = entry.sourceLocale?.value ?? projectSource
            let locales = [source] + projectLocales.filter { $0 != source }
            let deck = Deck(id: id, name: entry.name ?? id, sourceLocale: source, locales: locales,
                            declaration: entry.id.range, contentPath: ProjectLayout.contentFolder(deck: id))
            if !directory.isDirectory(deck.contentPath) {
                diagnostics.emit(Rules.invalidValue, at: entry.id.range, "deck `\(id)` has no folder \(deck.contentPath)/; create it with the deck's content, or remove the deck from `decks:`")
            }
            declarations.decks.append(deck)
        }
        return declarations
    }

    func load(_ diagnostics: inout DiagnosticCollector, reusing reusable: (_ declared: [Deck], _ config: SourceFile?) -> Set<String>) throws(CopydeckError) -> Loaded {
        let declarations = declarations(&diagnostics)
        var files = declarations.files
        let config = declarations.config
        let configFile = declarations.configFile
        let declared = declarations.decks
        let projectLocales = config.locales.map(\.value)
        let reusedIDs = reusable(declared, configFile)
        var decks: [Deck] = []
        var jobs: [Job] = []
        for deck in declared where !reusedIDs.contains(deck.id) {
            jobs.append(.content(deck: decks.count, deck))
            jobs += deck.locales.map { .catalog(deck: decks.count, id: deck.id, locale: $0) }
            decks.append(deck)
        }

        // Each job on whichever core is free; a locale file, once composed, adds its parts, so
        // the cores share out the reading of large files instead of one waiting on the other.
        let directory = self.directory
        let queue = WorkQueue()
        let slots = jobs.map { job in
            let slot = WorkQueue.Slot<Result<JobResult, CopydeckError>>()
            queue.add { queue in
                do throws(CopydeckError) { slot.value = .success(try job.run(in: directory, adding: queue)) } catch { slot.value = .failure(error) }
            }
            return slot
        }
        queue.run()
        let results = try slots.map { slot throws(CopydeckError) in try slot.value!.get() }
        // Each locale file's parts joined into its catalog, the files side by side; a part is let
        // go on the core that joined it.
        let joined = Parallel.map(results.count) { index -> (catalog: LocaleCatalog, diagnostics: DiagnosticCollector)? in
            guard case .catalog(let catalog, let parts) = results[index].output else { return nil }
            var diagnostics = results[index].diagnostics
            let finished = CatalogReader().finish(catalog, parts: parts.map { $0.value! }, &diagnostics)
            for part in parts { part.value = nil }
            return (finished, diagnostics)
        }
        for (index, job) in jobs.enumerated() {
            var result = results[index]
            for file in result.files { files[file.path] = file }
            switch (job, result.output, joined[index]) {
            case (.content(let deckIndex, _), .deck(let deck), _):
                decks[deckIndex] = deck
            case (.catalog(let deckIndex, _, let locale), .catalog, let finished?):
                decks[deckIndex].catalogs[locale] = finished.catalog
                result.diagnostics = finished.diagnostics
            default:
                break
            }
            diagnostics.append(contentsOf: result.diagnostics.diagnostics)
        }
        if declarations.configRead {
            UnlistedFiles(directory: directory, decks: declared, declaredLocales: projectLocales + [config.sourceLocale?.value].compactMap { $0 })
                .report(&diagnostics)
        }
        for index in decks.indices {
            let deck = decks[index]
            decks[index].messageTable = MessageTable.match(deck.declaredMessages, in: deck.locales.map { deck.catalogs[$0] })
        }
        return Loaded(project: Project(root: directory.root, config: config, decks: decks, files: files), declared: declared)
    }

    /// One independent piece of the load.
    private enum Job: Sendable {
        /// A deck's content files and flows, read into the deck.
        case content(deck: Int, Deck)
        /// One locale file of a deck.
        case catalog(deck: Int, id: String, locale: String)

        func run(in directory: ProjectDirectory, adding queue: WorkQueue) throws(CopydeckError) -> JobResult {
            var result = JobResult()
            switch self {
            case .content(_, var deck):
                try Self.readContent(into: &deck, directory, &result)
                result.output = .deck(deck)
            case .catalog(_, let id, let locale):
                // The composed file is held by its parts only, and let go by the last of them.
                var started = try Self.readCatalog(deck: id, locale: locale, directory, &result)
                started.catalog.review = Self.readReview(deck: id, beside: started.catalog, directory, &result)
                result.output = .catalog(started.catalog, Self.readParts(of: started, deck: id, adding: queue))
            }
            return result
        }

        private static func readContent(into deck: inout Deck, _ directory: ProjectDirectory, _ result: inout JobResult) throws(CopydeckError) {
            // One walk of the deck's folder: structure first (screens, permissions…), then flows.
            let listing = directory.list(under: deck.contentPath, extensions: ["yml", "yaml", "mmd", "md"])
            ProjectLoader.report(listing, &result.diagnostics)
            if !listing.problems.isEmpty { deck.hasUnreadableContent = true }
            let isStructure = { (path: String) in path.lowercased().hasSuffix(".yml") || path.lowercased().hasSuffix(".yaml") }
            for path in listing.files where isStructure(path) {
                guard let file = ProjectLoader.readSource(path, in: directory, &result.diagnostics, files: &result.files) else {
                    deck.hasUnreadableContent = true
                    continue
                }
                if let document = YAMLDocument.parse(file, into: &result.diagnostics) {
                    DeckContentReader().read(document, into: &deck, &result.diagnostics)
                } else {
                    deck.hasUnreadableContent = true
                }
            }
            TemplateBinding.bind(&deck)
            deck.declaredMessages = deck.collectDeclaredMessages()
            for path in listing.files where !isStructure(path) {
                var read: [SourceFile] = []
                guard let file = ProjectLoader.readSource(path, in: directory, &result.diagnostics, files: &read) else {
                    result.files += read
                    deck.hasUnreadableContent = true
                    continue
                }
                let (flows, failed) = FlowReader().read(file, &result.diagnostics)
                if !flows.isEmpty || failed || path.lowercased().hasSuffix(".mmd") { result.files.append(file) }
                if failed { deck.hasUnreadableFlows = true }
                deck.flows += flows
            }
        }

        /// Composes a locale file and takes its top-level entries, to be read in parts.
        private static func readCatalog(deck id: String, locale: String, _ directory: ProjectDirectory, _ result: inout JobResult) throws(CopydeckError) -> CatalogReader.Started {
            let path = ProjectLayout.localeFile(deck: id, locale: locale)
            let text: ProjectDirectory.Text
            do {
                text = try directory.readText(path)
            } catch .missing {
                return CatalogReader().start(nil, locale: locale, path: path, &result.diagnostics)
            } catch {
                ProjectLoader.report(error, at: path, in: directory, &result.diagnostics, files: &result.files)
                var started = CatalogReader().start(nil, locale: locale, path: path, &result.diagnostics)
                started.catalog.exists = true
                started.catalog.unreadable = true
                return started
            }
            let file = ProjectLoader.accept(text, &result.diagnostics, files: &result.files)
            let document = YAMLDocument.parse(file, into: &result.diagnostics)
            var started = CatalogReader().start(document, locale: locale, path: path, &result.diagnostics)
            started.catalog.exists = true
            // A file that exists but does not parse was reported as a syntax error; checks do not
            // also report each of its messages as missing.
            started.catalog.unreadable = document == nil
            return started
        }

        /// The review record beside a locale file; empty when there is none.
        private static func readReview(deck id: String, beside catalog: LocaleCatalog, _ directory: ProjectDirectory, _ result: inout JobResult) -> ReviewRecord {
            let recordPath = catalog.review.path
            guard directory.exists(recordPath),
                  let file = ProjectLoader.readSource(recordPath, in: directory, &result.diagnostics, files: &result.files),
                  let document = YAMLDocument.parse(file, into: &result.diagnostics) else { return ReviewRecord(path: recordPath) }
            return ReviewRecordReader().read(document, deck: id, locale: catalog.locale, path: recordPath, &result.diagnostics)
        }

        private static func readParts(of started: CatalogReader.Started, deck id: String, adding queue: WorkQueue) -> [WorkQueue.Slot<CatalogReader.Part>] {
            stride(from: 0, to: started.entries.count, by: ProjectLoader.ownersPerPart).map { first in
                let slot = WorkQueue.Slot<CatalogReader.Part>()
                let positions = first..<min(first + ProjectLoader.ownersPerPart, started.entries.count)
                queue.add { _ in slot.value = CatalogReader().read(part: positions, of: started, deck: id) }
                return slot
            }
        }
    }

    private struct JobResult: Sendable {
        enum Output: Sendable {
            case none
            case deck(Deck)
            /// A locale file's catalog without its entries, and its parts as they are read.
            case catalog(LocaleCatalog, [WorkQueue.Slot<CatalogReader.Part>])
        }

        var output = Output.none
        var files: [SourceFile] = []
        var diagnostics = DiagnosticCollector()
    }
}
