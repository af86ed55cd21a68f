import Foundation

/// The search index, one shard a deck: `assets/search/<deck>.js` holds the deck, its flows,
/// screens, permissions and shields by id, and every message by key and by its text in each
/// locale, with the page (and locale column) it is on; `assets/search-index.js` lists the shards
/// in deck order. A deck's shard changes only with the deck. Scripts rather than JSON, because a
/// page opened from `file://` may load a script but not fetch a file. Entries are
/// `[kind, title, detail, url]`, url relative to the preview folder.
enum PreviewSearchIndex {
    typealias Entry = [String]

    static func shard(_ deck: String) -> PreviewPath { PreviewPath(segments: ["assets", "search", deck + ".js"]) }

    /// `search-index.js`: the shards' paths, relative to the preview folder.
    static func list(_ decks: [String]) throws(MarkupError) -> Data {
        var data = Data("window.copydeckSearchShards = ".utf8)
        data.append(try json(decks.map { shard($0).file }))
        data.append(contentsOf: Array(";\n".utf8))
        return data
    }

    /// A deck's shard: its entries under its id in `copydeckSearchParts`.
    static func shard(_ context: DeckContext) throws(MarkupError) -> Data {
        var data = Data("(window.copydeckSearchParts = window.copydeckSearchParts || {})[".utf8)
        data.append(try json(context.deck.id))
        data.append(contentsOf: Array("] = ".utf8))
        data.append(try json(entries(of: context)))
        data.append(contentsOf: Array(";\n".utf8))
        return data
    }

    static func entries(of context: DeckContext) -> [Entry] {
        var entries: [Entry] = []
        let deck = context.deck
        entries.append(["deck", deck.name, deck.id, PreviewPath.deck(deck.id).file])
        for flow in deck.flows {
            entries.append(["flow", flow.id.value, "\(deck.id) · \(flow.chart.nodes.count) nodes", PreviewPath.flow(deck.id, flow.id.value).file])
        }
        var owners: [String: PreviewPath] = [:]
        for screen in deck.screens {
            let path = PreviewPath.screen(deck.id, screen.id.value)
            owners[screen.id.value] = path
            entries.append(["screen", screen.id.value, "\(deck.id) · \((screen.kind?.value ?? .screen).rawValue)" + (screen.spec.map { " · " + $0 } ?? ""), path.file])
        }
        for permission in deck.permissions {
            let path = PreviewPath.permission(deck.id, permission.id.value)
            owners[permission.id.value] = owners[permission.id.value] ?? path
            entries.append(["permission", permission.id.value, deck.id, path.file])
        }
        for shield in deck.shields {
            let path = PreviewPath.shield(deck.id, shield.id.value)
            owners[shield.id.value] = owners[shield.id.value] ?? path
            entries.append(["shield", shield.id.value, deck.id, path.file])
        }
        for locale in deck.locales {
            for line in context.copy[locale] ?? [] {
                let (key, text) = (line.key, line.text)
                let parts = key.split(separator: ".")
                let owner = parts.count > 1 ? owners[String(parts[1])] : nil
                let url = (owner ?? .deck(deck.id)).file + "#" + MarkupURL.percentEncoded(locale)
                entries.append(["text", text, "\(locale) · \(key)", url])
            }
        }
        return entries
    }

    /// Compact JSON. (The index holds strings and arrays of them: no object, so no key order.)
    static func json<T: Encodable>(_ value: T) throws(MarkupError) -> Data {
        do {
            return Data(try SortedJSONEncoder(pretty: false).encode(value))
        } catch {
            throw .jsonEncoding(String(describing: error))
        }
    }
}
