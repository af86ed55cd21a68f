import Foundation

/// A deck's flows as one artifact: `flows.json` of its bundle and each flow's model and DOT,
/// made together from its flows, which `copydeck.yml` and the deck's content files name whole.
/// `bundleOnly`: `flows.json` alone (an app's resources).
struct FlowArtifacts: ArtifactProducer {
    let project: Project
    var bundleOnly = false

    func artifacts(of deck: Deck) -> [Artifact] {
        if bundleOnly { return [.file(.flowBundle(deck: deck.id)) { FlowEmitter().bundle(of: deck) }] }
        let base = PageKey.contentBase(of: deck, in: project)
        return [Artifact(recipe: .keyed(files: FlowEmitter.outputFiles(of: deck)) {
            var key = PageKey(base: base)
            key.add("flows")
            return (key.hash, { Artifact.Made(files: try FlowEmitter().files(of: deck)) })
        })]
    }
}
