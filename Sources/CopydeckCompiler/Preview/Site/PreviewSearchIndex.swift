import Foundation

/// The search index, one shard a deck: `assets/search/<deck>.js` holds the deck, its flows,
/// screens, permissions and shields by id, and every message by key and by its text in each
/// locale, with the page (and locale column) it is on; `assets/search-index.js` lists the shards
/// in deck order. A deck's shard changes only with the deck. Scripts rather than JSON, because a
/// page opened from `file://` may load a script but not fetch a file. Entries are
/// `[kind, title, detail, url]`, url relative to the preview folder.
enum PreviewSearchIndex {
    typealias Entry = [String]

    static func shard(_ deck: String) -> PreviewPath { PreviewPath(segments: OutputFile.searchShardSegments(deck: deck)) }

    /// `search-index.js`: the shards' paths, relative to the preview folder.
    static func list(_ decks: [String]) -> Data {
        var bytes = Array("window.copydeckSearchShards = ".utf8)
        appendJSON(decks.map { shard($0).file }, to: &bytes)
        bytes.append(contentsOf: ";\n".utf8)
        return Data(bytes)
    }

    /// A deck's shard: its entries under its id in `copydeckSearchParts`.
    static func shard(_ context: DeckContext) -> Data {
        var bytes = Array("(window.copydeckSearchParts = window.copydeckSearchParts || {})[".utf8)
        JSONStringEscaping.append(context.deck.id, to: &bytes)
        bytes.append(contentsOf: "] = ".utf8)
        let entries = entries(of: context)
        bytes.reserveCapacity(bytes.count + entries.count * 160)
        bytes.append(UInt8(ascii: "["))
        for (index, entry) in entries.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendJSON(entry, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        bytes.append(contentsOf: ";\n".utf8)
        return Data(bytes)
    }

    static func entries(of context: DeckContext) -> [Entry] {
        var entries: [Entry] = []
        let deck = context.deck
        let deckFile = PreviewPath.deck(deck.id).file
        entries.append(["deck", deck.name, deck.id, deckFile])
        for flow in deck.flows {
            entries.append(["flow", flow.id.value, "\(deck.id) · \(PreviewCount.of(flow.chart.nodes.count, "node"))", PreviewPath.flow(deck.id, flow.id.value).file])
        }
        // The page of each subject a key can name, its file made once (not once a message).
        var files: [String: String] = [:]
        for screen in deck.screens {
            let file = PreviewPath.screen(deck.id, screen.id.value).file
            files[screen.id.value] = file
            entries.append(["screen", screen.id.value, "\(deck.id) · \((screen.kind?.value ?? .screen).rawValue)" + (screen.spec.map { " · " + $0 } ?? ""), file])
        }
        for permission in deck.permissions {
            let file = PreviewPath.permission(deck.id, permission.id.value).file
            files[permission.id.value] = files[permission.id.value] ?? file
            entries.append(["permission", permission.id.value, deck.id, file])
        }
        for shield in deck.shields {
            let file = PreviewPath.shield(deck.id, shield.id.value).file
            files[shield.id.value] = files[shield.id.value] ?? file
            entries.append(["shield", shield.id.value, deck.id, file])
        }
        for locale in deck.locales {
            let fragment = "#" + MarkupURL.percentEncoded(locale)
            for line in context.copy[locale] ?? [] {
                let (key, text) = (line.key, line.text)
                let parts = key.split(separator: ".")
                let file = parts.count > 1 ? files[String(parts[1])] : nil
                entries.append(["text", text, "\(locale) · \(key)", (file ?? deckFile) + fragment])
            }
        }
        return entries
    }

    /// An array of strings as compact JSON, the bytes `JSONEncoder` writes for it. (The index
    /// holds only strings and arrays of them, written here directly: a shard has an entry for
    /// every message in every locale.)
    static func appendJSON(_ strings: [String], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        for (index, string) in strings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONStringEscaping.append(string, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
