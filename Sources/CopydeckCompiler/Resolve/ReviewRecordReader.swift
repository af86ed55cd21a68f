/// Reads `locales/<locale>/<deck>.review.yml` into a `ReviewRecord`. The record has a locale
/// file's shape (keys nested or dotted, each with one text), so `CatalogReader` reads it; what a
/// line says is checked by `ReviewRecordCheck`, which knows the deck's messages.
struct ReviewRecordReader {
    func read(_ document: YAMLDocument?, deck: String, locale: String, path: String, _ diagnostics: inout DiagnosticCollector) -> ReviewRecord {
        let catalog = CatalogReader().read(document, deck: deck, locale: locale, path: path, &diagnostics)
        return ReviewRecord(path: path, entries: catalog.entries.map {
            ReviewRecord.Entry(key: $0.key, text: $0.text, keyRange: $0.keyRange, valueRange: $0.valueRange)
        })
    }
}
