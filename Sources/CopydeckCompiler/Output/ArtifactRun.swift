import Foundation

/// Makes what producers describe, on every core, handing each file to a sink as soon as it is
/// made: the project's artifacts, then the decks', a deck at a time on each core (what a deck
/// holds at once stays one deck's) and its artifacts on whichever core is free, those made from
/// other files of the deck after the rest. What is made does not depend on which core finishes
/// first: the findings come back in deck, producer and artifact order.
enum ArtifactRun {
    /// Returns each deck's findings by its id (every deck of `decks`, none for most); throws
    /// the first failure, in the same order.
    static func run(_ producers: [any ArtifactProducer], decks: [Deck], into sink: some ArtifactSink) throws -> [String: [Diagnostic]] {
        let shared = try producers.flatMap { try $0.projectArtifacts() }
        for result in Parallel.map(shared.count, { index in Result { try make(shared[index], from: [:], needed: [], into: sink) } }) {
            _ = try result.get()
        }
        let perDeck = Parallel.map(decks.count) { index in
            Result { try run(producers, deck: decks[index], into: sink) }
        }
        var findings: [String: [Diagnostic]] = [:]
        for (deck, result) in zip(decks, perDeck) { findings[deck.id, default: []] += try result.get() }
        return findings
    }

    /// One deck's artifacts: first those made from nothing else, then those made from their
    /// files, with the bytes of those files.
    private static func run(_ producers: [any ArtifactProducer], deck: Deck, into sink: some ArtifactSink) throws -> [Diagnostic] {
        let artifacts = try producers.flatMap { try $0.artifacts(of: deck) }
        let needed = Set(artifacts.flatMap(\.inputs))
        let first = artifacts.indices.filter { artifacts[$0].inputs.isEmpty }
        let then = artifacts.indices.filter { !artifacts[$0].inputs.isEmpty }
        let firstMade = Parallel.map(first.count) { index in
            Result { try make(artifacts[first[index]], from: [:], needed: needed, into: sink) }
        }
        var bytes: [OutputFile: Data] = [:]
        var findings = [[Diagnostic]](repeating: [], count: artifacts.count)
        for (index, result) in zip(first, firstMade) {
            let made = try result.get()
            findings[index] = made.findings
            bytes.merge(made.bytes) { first, _ in first }
        }
        let inputs = bytes
        let thenMade = Parallel.map(then.count) { index in
            Result { try make(artifacts[then[index]], from: inputs, needed: [], into: sink) }
        }
        for (index, result) in zip(then, thenMade) { findings[index] = try result.get().findings }
        return findings.flatMap { $0 }
    }

    /// Makes one artifact, or lets the sink take its files; its findings, and the bytes of its
    /// files that `needed` names.
    private static func make(_ artifact: Artifact, from inputs: [OutputFile: Data], needed: Set<OutputFile>,
                             into sink: some ArtifactSink) throws -> (findings: [Diagnostic], bytes: [OutputFile: Data]) {
        let made: Artifact.Made
        switch artifact.recipe {
        case .always(let files, let make):
            made = try make(files.map { file in
                guard let data = inputs[file] else { throw MissingInput(file: file) }
                return data
            })
        case .keyed(let files, let name):
            let (key, make) = try name()
            let reading = files.contains(where: needed.contains)
            if let taken = sink.take(files, madeFrom: key, reading: reading) {
                return ([], reading ? Dictionary(zip(files, taken)) { first, _ in first } : [:])
            }
            made = try make()
        }
        var bytes: [OutputFile: Data] = [:]
        for (file, data) in made.files {
            sink.add(file, data)
            if needed.contains(file) { bytes[file] = data }
        }
        return (made.findings, bytes)
    }

    /// An artifact named as its input a file no artifact of its deck makes.
    struct MissingInput: Error, CustomStringConvertible {
        let file: OutputFile
        var description: String { "no artifact makes `\(file.path)`, which another is made from" }
    }
}
