import Foundation

/// A deck's string tables as artifacts: each writer's files (`TableEmitter.jobs`) and what it
/// could not say, made from the deck's tables, which the first writer to run makes for all.
struct TableArtifacts: ArtifactProducer {
    let emitter: TableEmitter
    let fallbacks: [String: [String]]

    init(project: Project) {
        emitter = TableEmitter(config: project.config)
        fallbacks = project.config.fallbackChains
    }

    func artifacts(of deck: Deck) -> [Artifact] {
        let fallbacks = fallbacks
        let tables = Once { DeckTables(deck: deck, fallbacks: fallbacks) }
        return emitter.jobs(deck) { tables.value }.map { job in
            .files {
                let written = job()
                return Artifact.Made(files: written.files, findings: written.diagnostics)
            }
        }
    }
}
