import Foundation
import Testing
@testable import CopydeckCompiler

/// `ArtifactRun` makes what producers describe into a sink: every file once, the findings in
/// deck, producer and artifact order whichever core finishes first, an artifact made from other
/// files given their bytes whether they were made or taken, and what a sink takes never made.
@Suite struct ArtifactRunTests {
    static let decks = (try? CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).lint().project.decks) ?? []

    /// Per deck: a keyed file per locale, a file made from them (their bytes joined), and a
    /// writer's findings; one project file.
    struct Producer: ArtifactProducer {
        let made: Counter

        func projectArtifacts() -> [Artifact] {
            [.file(.preview("index.html", deck: nil)) { Data("index".utf8) }]
        }

        func artifacts(of deck: Deck) -> [Artifact] {
            let files = deck.locales.map { OutputFile.bundleLocale(deck: deck.id, locale: $0) }
            let made = made
            var artifacts = zip(deck.locales, files).map { locale, file in
                Artifact.keyed([file], key: "\(deck.id) \(locale)") {
                    made.add(file.path)
                    return Artifact.Made(files: [(file, Data("\(deck.id) in \(locale)".utf8))])
                }
            }
            artifacts.append(.file(.manifest(deck: deck.id), from: files) { inputs in
                Data(inputs.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "|").utf8)
            })
            artifacts.append(.files {
                Artifact.Made(files: [], findings: deck.locales.map { Diagnostic(rule: Rules.exportAndroidName.id, severity: .warning, range: nil, message: "\(deck.id) \($0)") })
            })
            return artifacts
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func add(_ path: String) { lock.withLock { paths.append(path) } }
        var made: [String] { lock.withLock { paths.sorted() } }
    }

    /// Takes every keyed file whose key it was given, with bytes of its own.
    final class TakingSink: ArtifactSink, @unchecked Sendable {
        let inner = MemorySink()
        func take(_ files: [OutputFile], madeFrom key: String, reading: Bool) -> [Data]? {
            for file in files { inner.add(file, Data("taken \(key)".utf8)) }
            return reading ? files.map { _ in Data("taken \(key)".utf8) } : []
        }
        func add(_ file: OutputFile, _ data: Data) { inner.add(file, data) }
    }

    @Test func everyFileIsMadeOnceAndFindingsComeInOrder() throws {
        let decks = Self.decks
        try #require(decks.count > 1)
        let counter = Counter()
        let sink = MemorySink()
        let findings = try ArtifactRun.run([Producer(made: counter)], decks: decks, into: sink)
        let files = sink.tree
        #expect(files.files["preview/index.html"] == Data("index".utf8))
        for deck in decks {
            #expect(findings[deck.id]?.map(\.message) == deck.locales.map { "\(deck.id) \($0)" })
            let manifest = try #require(files.files[OutputFile.manifest(deck: deck.id).path])
            #expect(String(decoding: manifest, as: UTF8.self) == deck.locales.map { "\(deck.id) in \($0)" }.joined(separator: "|"))
        }
        #expect(counter.made == decks.flatMap { deck in deck.locales.map { OutputFile.bundleLocale(deck: deck.id, locale: $0).path } }.sorted())

        // One core at a time: the same files, the same findings.
        let serialSink = MemorySink()
        let serial = try Parallel.$serial.withValue(true) { try ArtifactRun.run([Producer(made: Counter())], decks: decks, into: serialSink) }
        #expect(serial == findings)
        #expect(serialSink.tree.files == files.files)
    }

    @Test func whatTheSinkTakesIsNotMadeAndItsBytesReachWhatIsMadeFromIt() throws {
        let deck = try #require(Self.decks.first)
        let counter = Counter()
        let sink = TakingSink()
        _ = try ArtifactRun.run([Producer(made: counter)], decks: [deck], into: sink)
        #expect(counter.made.isEmpty)
        let manifest = try #require(sink.inner.tree.files[OutputFile.manifest(deck: deck.id).path])
        #expect(String(decoding: manifest, as: UTF8.self) == deck.locales.map { "taken \(deck.id) \($0)" }.joined(separator: "|"))
    }

    struct Orphan: ArtifactProducer {
        func artifacts(of deck: Deck) -> [Artifact] {
            [.file(.manifest(deck: deck.id), from: [.bundleLocale(deck: deck.id, locale: "xx")]) { _ in Data() }]
        }
    }

    @Test func anInputNoArtifactMakesIsAnErrorNotAnEmptyFile() throws {
        let deck = try #require(Self.decks.first)
        let sink = MemorySink()
        #expect(throws: ArtifactRun.MissingInput.self) { try ArtifactRun.run([Orphan()], decks: [deck], into: sink) }
        #expect(sink.files.isEmpty)
    }
}
