import Foundation

/// What makes some of the output's files from a checked project (a deck's bundle, its flows, its
/// string tables, the preview's pages, the flows' drawings): it describes them as artifacts and
/// never sees whether each is made or taken from the last output. Adding an output is adding one.
protocol ArtifactProducer: Sendable {
    /// The files that show the whole project rather than a deck (the preview's index and
    /// assets).
    func projectArtifacts() throws -> [Artifact]

    /// A deck's files. Asked on the core that then makes them, once per deck: what the list
    /// holds (a deck's formatted copy) is let go as soon as they are made.
    func artifacts(of deck: Deck) throws -> [Artifact]
}

extension ArtifactProducer {
    func projectArtifacts() throws -> [Artifact] { [] }
}
