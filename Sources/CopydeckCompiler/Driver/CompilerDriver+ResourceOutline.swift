import Foundation

/// What `copydeck build --layout resources` will write, known from `copydeck.yml` alone.
public struct ResourceOutline: Sendable {
    /// The names of the files, sorted: `<deck>.manifest.json`, `<deck>.<locale>.json` for each
    /// of the deck's locales, `<deck>.flows.json`.
    public var files: [String]
    /// `copydeck.yml`'s findings, with its severities, sorted.
    public var diagnostics: [Diagnostic]
    /// `copydeck.yml`, for quoting lines in diagnostics.
    public var sources: [String: SourceFile]
    public var summary: DiagnosticSummary { DiagnosticSummary(diagnostics) }
}

extension CompilerDriver {
    /// The files the resources layout writes, from `copydeck.yml` read as every command reads
    /// it and nothing else: what the SwiftPM build plugin declares as a build command's outputs
    /// before the build, so that what lints clean builds. A build that fails writes none of them.
    /// Its findings are finished as the build's are (severities, suppressions, `baseline`).
    public func resourceOutline(baseline: Baseline? = nil) -> ResourceOutline {
        var collector = DiagnosticCollector()
        let declarations = ProjectLoader(directory: directory).declarations(&collector)
        var files: [String] = []
        for deck in declarations.decks {
            let bundle = [OutputFile.manifest(deck: deck.id), .flowBundle(deck: deck.id)] + deck.locales.map { OutputFile.bundleLocale(deck: deck.id, locale: $0) }
            files += bundle.compactMap(\.resourceName)
        }
        let diagnostics = Self.finish(collector.diagnostics, config: declarations.config, files: declarations.files, baseline: baseline)
        return ResourceOutline(files: files.sorted(), diagnostics: diagnostics, sources: declarations.files)
    }
}
