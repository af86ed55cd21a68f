import Foundation

/// A deck's bundle as artifacts: each locale's file, keyed by all it is made from
/// (`copydeck.yml`, the deck's content files and that locale's file, by their text), and the
/// manifest, made from the locale files' bytes (its hash is over them).
struct BundleArtifacts: ArtifactProducer {
    let project: Project
    let emitter: BundleEmitter

    init(project: Project) {
        self.project = project
        emitter = BundleEmitter(config: project.config)
    }

    func artifacts(of deck: Deck) -> [Artifact] {
        let base = PageKey.contentBase(of: deck, in: project)
        let localeFiles = deck.locales.map { OutputFile.bundleLocale(deck: deck.id, locale: $0) }
        var artifacts = zip(deck.locales, localeFiles).map { locale, file in
            Artifact(recipe: .keyed(files: [file]) {
                var key = PageKey(base: base)
                key.add("bundle")
                key.add(locale)
                key.add(project.files[ProjectLayout.localeFile(deck: deck.id, locale: locale)].map { ContentHash.hex(Array($0.text.utf8)) })
                return (key.hash, { Artifact.Made(files: [(file, emitter.localeFile(deck, locale: locale))]) })
            })
        }
        artifacts.append(.file(.manifest(deck: deck.id), from: localeFiles) { try emitter.manifest(deck, localeFiles: $0) })
        return artifacts
    }
}
