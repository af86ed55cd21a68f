import Foundation

/// `.copydeck-cache.json` at the top of the output folder: what the last build read, what it
/// wrote and what it found, so that a build of an unchanged project does nothing at all (it
/// replays the findings) instead of loading, checking and writing everything again.
///
/// The cache is never trusted blindly. It is used only when every one of these holds, and
/// otherwise ignored (the build runs in full and writes a new one):
///
/// - it decodes, and is a cache of this format (`tool`, `format`);
/// - its key is this build's: the same Copydeck executable (path, size, time, inode), the same
///   project folder and the same options;
/// - every input has the same bytes (`SourceFingerprint`), and no input came or went;
/// - every file it lists in the output still has the stamp it had when written, the marker
///   included: nothing was edited, replaced or deleted there since.
struct BuildCache: Codable, Sendable {
    static let fileName = ".copydeck-cache.json"
    /// 7: each deck's labels as one text per locale (`LabelLines`); 6: each deck's labels and whether it quotes one (`UnreadDeck`); 5: `failedSince`; 4: each deck's inputs, summary and findings owner; 3: the sources' stamps; 2: the written files as lines of one text (`WrittenFileList`);
    /// 1 listed them as members.
    static let currentFormat = 7

    /// What must be equal for two builds to give the same output from the same inputs.
    struct Key: Codable, Equatable, Sendable {
        /// The running Copydeck (the `copydeck` executable, or the program that links the
        /// library): another build of it may write other bytes.
        var executable: String
        /// `size:seconds:nanoseconds:inode` of the executable.
        var executableStamp: String?
        /// The project's folder, resolved.
        var project: String
        /// The output folder, resolved: the preview links to the sources by the way between them.
        var output: String
        var strict: Bool
        var layout: String
        /// The `ContentHash` of the baseline the build left findings out by, if any.
        var baseline: String?
        /// The `ContentHash` of the changes `--base` showed (`ProjectDiff`), if any: the changes
        /// page is drawn from them. The only part of the key a deck's files do not depend on.
        var changes: String?

        /// The key without what only the changes page depends on: whether a deck's files may be
        /// taken from the last build.
        var forDecks: Key {
            var key = self
            key.changes = nil
            return key
        }

        /// The running executable's path, its links resolved. On Linux the kernel's own answer
        /// (`/proc/self/exe`): Foundation's `Bundle.main` there builds a whole bundle first, its
        /// info dictionary read from disk, which was a seventh of a build with nothing to do.
        static var executablePath: String {
            #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            #endif
            return Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments.first ?? ""
        }

        static func current(project: URL, output: URL, strict: Bool, layout: String = "standard", baseline: Baseline? = nil) -> Key {
            let executable = Self.executablePath
            let stamp = FileStamp(path: executable).map { "\($0.size):\($0.seconds):\($0.nanoseconds):\($0.inode)" }
            return Key(executable: executable, executableStamp: stamp,
                       project: project.standardizedFileURL.resolvingSymlinksInPath().path,
                       output: output.standardizedFileURL.resolvingSymlinksInPath().path, strict: strict, layout: layout,
                       baseline: baseline.map { ContentHash.hex((try? $0.encoded()) ?? Data()) })
        }
    }

    var tool = "copydeck-build-cache"
    var format = BuildCache.currentFormat
    var key: Key
    var sources: SourceFingerprint
    /// The stamp of each source whose bytes `sources` hashed, when it had settled: a build that
    /// finds a source with the same stamp takes its hash from here instead of reading it.
    var sourceStamps: [String: SourceStamp] = [:]
    /// The findings the build reported, replayed by a build that finds nothing changed.
    var diagnostics: [Diagnostic]
    var deckCount: Int
    /// Per deck id: its key and its writers' findings, for a build that remakes only the decks
    /// that changed.
    var decks: [String: DeckRecord] = [:]
    /// Every file the build wrote (its marker included), with its stamp once written and its hash.
    @WrittenFileList var outputs: [String: WrittenFile]
    /// Whether a build failed since the one this cache describes. That build kept the output
    /// with a report of its own, and this cache with it (`keptByFailedBuild`), so that the build
    /// after it still remakes only the decks that changed. The findings here are no longer the
    /// report's, so such a cache never stands for a build that found nothing changed.
    var failedSince = false

    /// A cache as read from an output folder, with the stamp of its own file: a build reads it
    /// once and asks it every question below.
    struct Stored: Sendable {
        var cache: BuildCache
        var stamp: FileStamp
    }

    /// The cache in `folder`, when it may stand for a build of `sources` under `key`; nil
    /// otherwise (no cache, another format or key, other inputs, an output touched since).
    static func reusable(_ stored: Stored?, in folder: URL, key: Key, sources: SourceFingerprint) -> BuildCache? {
        guard let stored else { return nil }
        let (cache, cacheStamp) = (stored.cache, stored.stamp)
        // An input that could not be read (or named) is never vouched for: the build looks again.
        guard !cache.failedSince, cache.key == key, cache.sources == sources, sources.isComplete,
              cache.outputs[OutputMarker.fileName] != nil,
              cache.outputs.keys.allSatisfy(OutputPath.isSafe)
        else { return nil }
        // Paths joined as strings: thousands of `URL`s cost more than the `lstat`s.
        let root = folder.path
        var status = stat()
        guard lstat(root, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        let outputs = cache.outputs
        let folders = Array(OutputPath.folders(above: outputs.keys).union([""]))
        let above = Set(folders)
        // Each folder on whichever core is free, its names asked about in place: each must be a
        // file the cache lists, with the stamp it recorded, or a folder above one (at the top,
        // also the cache and the files people keep there). Anything else, put there since,
        // makes a full build, which refuses to replace what is not Copydeck's. Returns how many
        // listed files the folder holds; nil when it holds anything else.
        let intact = Parallel.map(folders.count) { index -> Int? in
            let relative = folders[index]
            guard let entries = try? DirectoryStatuses.of(relative.isEmpty ? root : root + "/" + relative) else { return nil }
            var count = 0
            for entry in entries {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if let written = outputs[path] {
                    guard let status = entry.status, FileStamp(status: status) == written.stamp,
                          written.stamp.isOlder(than: cacheStamp) || hashes(root + "/" + path, to: written.hash) else { return nil }
                    count += 1
                } else if above.contains(path) {
                    // A folder replaced by a link leads out of the output.
                    guard entry.type == S_IFDIR else { return nil }
                } else if !(relative.isEmpty && OutputWriter.isBesideTheFiles(entry.name)) {
                    return nil
                }
            }
            return count
        }
        var found = 0
        for count in intact {
            guard let count else { return nil }
            found += count
        }
        // Every listed file found: none deleted since.
        return found == outputs.count ? cache : nil
    }

    /// Whether the file at `path` has bytes of `hash`: for a file written in the cache's own
    /// tick of the clock, whose stamp alone cannot tell.
    private static func hashes(_ path: String, to hash: String) -> Bool {
        FileManager.default.contents(atPath: path).map { ContentHash.hex($0) == hash } ?? false
    }

    /// The cache of the last build in `folder` when it was made by this Copydeck with these
    /// options, whatever its inputs: its deck records may stand for decks that did not change.
    static func previous(_ stored: Stored?, key: Key) -> BuildCache? {
        guard let stored, stored.cache.key.forDecks == key.forDecks else { return nil }
        return stored.cache
    }

    /// The sources' fingerprint and stamps the last build took, when it was made by this
    /// Copydeck with these options: a source with the same stamp need not be read again.
    static func knownSources(_ stored: Stored?, key: Key) -> SourceFingerprint.Taken? {
        previous(stored, key: key).map { SourceFingerprint.Taken(fingerprint: $0.sources, stamps: $0.sourceStamps) }
    }

    /// The stamps a cache in `folder` vouches for, whatever its key: files with these stamps,
    /// older than the cache, are as the build wrote them and need not be read again to be
    /// checked against the marker.
    static func trustedStamps(_ stored: Stored?) -> [String: FileStamp] {
        guard let stored else { return [:] }
        return stored.cache.outputs.compactMapValues { $0.stamp.isOlder(than: stored.stamp) ? $0.stamp : nil }
    }

    /// The marker the last build wrote, as its cache lists it: the marker's stamp and its
    /// entries, when the cache vouches for every file it lists (each older than the cache). A
    /// marker file with that stamp holds those entries, and need not be read and decoded again.
    static func vouchedMarker(_ stored: Stored?) -> (stamp: FileStamp, marker: OutputMarker)? {
        guard let stored, let written = stored.cache.outputs[OutputMarker.fileName],
              stored.cache.outputs.values.allSatisfy({ $0.stamp.isOlder(than: stored.stamp) })
        else { return nil }
        let entries = stored.cache.outputs.compactMap { path, file in
            path == OutputMarker.fileName ? nil : OutputMarker.Entry(path: path, size: Int(file.stamp.size), hash: file.hash)
        }
        return (written.stamp, OutputMarker(entries: entries))
    }

    /// The cache in `folder` and its own stamp, when it decodes as a cache of this format.
    static func read(in folder: URL) -> Stored? {
        let url = folder.appendingPathComponent(fileName)
        guard let written = FileStamp(path: url.path),
              let data = try? Data(contentsOf: url),
              let cache = try? JSONDecoder().decode(BuildCache.self, from: data),
              cache.tool == "copydeck-build-cache", cache.format == currentFormat
        else { return nil }
        return Stored(cache: cache, stamp: written)
    }

    /// The files of the output made from `deck`.
    func files(of deck: String) -> [String] {
        files(of: [deck])[deck] ?? []
    }

    /// The files of the output made from each of `decks`, in one pass over the outputs: a path's
    /// first folder (or the one after `preview/`) or its search shard names the one deck that can
    /// own it, which `DeckRecord.owns` confirms.
    func files(of decks: some Sequence<String>) -> [String: [String]] {
        let decks = Set(decks)
        let shards = Dictionary(decks.map { (OutputFile.searchShard(deck: $0).path, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [String: [String]] = [:]
        func add(_ path: String, to deck: some StringProtocol) {
            let deck = String(deck)
            if decks.contains(deck), result[deck]?.last != path { result[deck, default: []].append(path) }
        }
        // What `DeckRecord.owns` says, from the path's first two parts, found by their slashes:
        // `<deck>/…`, `preview/<deck>/…`, a deck's search shard.
        for path in outputs.keys {
            let utf8 = path.utf8
            if let slash = utf8.firstIndex(of: UInt8(ascii: "/")) {
                let first = path[..<slash]
                add(path, to: first)
                let rest = path[utf8.index(after: slash)...]
                if first == OutputFile.previewFolder, let next = rest.utf8.firstIndex(of: UInt8(ascii: "/")) { add(path, to: rest[..<next]) }
            }
            if let shardOwner = shards[path] { add(path, to: shardOwner) }
        }
        for deck in result.keys { result[deck]?.sort() }
        return result
    }

    /// This cache as a failed build keeps it beside the output it kept: its records, findings and
    /// sources as they were; its outputs are stamped again as the failed build writes them.
    func keptByFailedBuild() -> BuildCache {
        var kept = self
        kept.failedSince = true
        return kept
    }

    /// The cache a failed build keeps when it wrote the preview of its failing project: the
    /// decks whose pages it drew again (`redrawn`) are not taken from the output again, since
    /// their pages on disk are no longer the ones their records describe; the others are.
    func keptByFailedBuild(redrawing redrawn: Set<String>) -> BuildCache {
        var kept = keptByFailedBuild()
        for id in redrawn { kept.decks[id] = nil }
        return kept
    }

    /// The paths of the output the cache lists, without the marker: what the build wrote.
    var files: [String] {
        outputs.keys.filter { $0 != OutputMarker.fileName }.sorted()
    }

    func encoded() throws -> Data {
        try OutputTree.json(self)
    }
}
