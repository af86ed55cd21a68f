import Foundation

extension CompilerDriver {
    /// The bundle, flows and string tables of every deck in `only` (every deck when nil), each
    /// deck's files handed to `sink` as soon as they are made; what each deck's table writers
    /// reported, by deck id.
    ///
    /// Every piece of every deck runs on whichever core is free, so that a build of one deck
    /// keeps every core busy, in two rounds: each locale's bundle file, the flows and the deck's
    /// tables; then each table writer, and each deck's manifest (which hashes its locale files).
    ///
    /// A locale's bundle file is named by a key first (`copydeck.yml`, the deck's content files
    /// and that locale's file, by their text: all a locale's bundle is made from), handed to
    /// `keys`; when `reuse` takes it by its path and key, giving its bytes (for the manifest),
    /// it is not made again. So are the flows' files, by `copydeck.yml` and the deck's content
    /// files alone, when `take` takes each by its path and key (their bytes are not needed).
    func emitDecks(_ lint: LintResult, only chosen: Set<String>? = nil, reusing reuse: @Sendable (String, String) -> Data? = { _, _ in nil },
                   taking take: @Sendable (String, String) -> Bool = { _, _ in false },
                   keys: @Sendable (String, String) -> Void = { _, _ in }, into sink: @Sendable (OutputTree) -> Void) throws -> [String: [Diagnostic]] {
        let emitter = BundleEmitter(config: lint.project.config)
        let tableEmitter = TableEmitter(config: lint.project.config)
        let fallbacks = lint.project.config.fallbackChains
        let decks = lint.project.decks.filter { chosen?.contains($0.id) ?? true }

        /// The pieces of the decks at `group`, in two rounds on every core; each piece's findings
        /// with its deck's index, in piece order.
        @Sendable func rounds(_ group: [Int]) throws -> [(Int, [Diagnostic])] {
            // The first round: per deck, its locales' bundle files, its flows, its tables.
            enum First: Sendable {
                case bundle(locale: String)
                case flows
                case tables
            }
            struct Made: Sendable {
                var localeFile: Data?
                var tables: DeckTables?
            }
            // What every locale's bundle key starts from, once per deck.
            let bases = Dictionary(uniqueKeysWithValues: group.map { ($0, PageKey.contentBase(of: decks[$0], in: lint.project)) })
            let first = group.flatMap { index in
                decks[index].locales.map { (index, First.bundle(locale: $0)) } + [(index, .flows), (index, .tables)]
            }
            let firstMade = Parallel.map(first.count) { position in
                Result { () throws -> Made in
                    let deck = decks[first[position].0]
                    var tree = OutputTree()
                    var made = Made()
                    switch first[position].1 {
                    case .bundle(let locale):
                        let path = BundleEmitter.localePath(deck, locale)
                        var key = PageKey(base: bases[first[position].0]!)
                        key.add("bundle")
                        key.add(locale)
                        key.add(lint.project.files[ProjectLayout.localeFile(deck: deck.id, locale: locale)].map { ContentHash.hex(Array($0.text.utf8)) })
                        keys(path, key.hash)
                        if let kept = reuse(path, key.hash) {
                            made.localeFile = kept
                        } else {
                            let data = try emitter.localeFile(deck, locale: locale)
                            tree.add(path, data)
                            made.localeFile = data
                        }
                    case .flows:
                        // Taken whole from the last output when every file's key is the one
                        // recorded; else made again (over any taken).
                        var key = PageKey(base: bases[first[position].0]!)
                        key.add("flows")
                        let hash = key.hash
                        let paths = FlowEmitter.paths(of: deck)
                        for path in paths { keys(path, hash) }
                        if !paths.allSatisfy({ take($0, hash) }) { try FlowEmitter().emit(deck, into: &tree) }
                    case .tables:
                        made.tables = DeckTables(deck: deck, fallbacks: fallbacks)
                    }
                    sink(tree)
                    return made
                }
            }
            var localeFiles: [Int: [Data]] = [:]
            var tables: [Int: DeckTables] = [:]
            for ((index, _), result) in zip(first, firstMade) {
                let made = try result.get()
                if let data = made.localeFile { localeFiles[index, default: []].append(data) }
                if let made = made.tables { tables[index] = made }
            }

            // The second round: every table writer of every deck, and each deck's manifest.
            enum Second: Sendable {
                case table(@Sendable () -> TableEmitter.Written)
                case manifest
            }
            let second = group.flatMap { index in
                tableEmitter.jobs(decks[index], tables: tables[index]!).map { (index, Second.table($0)) } + [(index, .manifest)]
            }
            let bundles = localeFiles
            let secondMade = Parallel.map(second.count) { position in
                Result { () throws -> [Diagnostic] in
                    let deck = decks[second[position].0]
                    var tree = OutputTree()
                    var diagnostics: [Diagnostic] = []
                    switch second[position].1 {
                    case .table(let job):
                        let written = job()
                        for (path, data) in written.files { tree.add(path, data) }
                        diagnostics = written.diagnostics
                    case .manifest:
                        tree.add(BundleEmitter.manifestPath(deck), try emitter.manifest(deck, localeFiles: bundles[second[position].0] ?? []))
                    }
                    sink(tree)
                    return diagnostics
                }
            }
            var found: [(Int, [Diagnostic])] = []
            for ((index, _), result) in zip(second, secondMade) { found.append((index, try result.get())) }
            return found
        }

        // As many decks as cores or more: each deck on a core of its own, its pieces one after
        // another (what a deck holds at once stays one deck's). Fewer: every piece of every deck
        // on whichever core is free.
        var found: [(Int, [Diagnostic])] = []
        if decks.count >= ProcessInfo.processInfo.activeProcessorCount {
            let perDeck = Parallel.map(decks.count) { index in Result { try rounds([index]) } }
            for result in perDeck { found += try result.get() }
        } else {
            found = try rounds(Array(decks.indices))
        }
        var diagnostics: [String: [Diagnostic]] = [:]
        for deck in decks { diagnostics[deck.id] = [] }
        for (index, found) in found { diagnostics[decks[index].id, default: []] += found }
        return diagnostics
    }
}
