import Foundation

/// Everything a file of the output is made from, written out as values and hashed: two builds
/// that give a file the same key write the same bytes for it, so the later one takes the file
/// from the last output instead of making it again (`Artifact.Recipe.keyed`). A locale's bundle
/// file is keyed by the deck's content and that locale's file; a copy page by every value it
/// draws (`PageKey+Preview`: a locale file changed draws only the pages whose copy changed).
struct PageKey: ~Copyable {
    /// What the key has been given, as bytes: each value after a mark of its kind, a text after
    /// its length, so that no two sequences of values give the same bytes. (A `ByteBuffer`: a
    /// copy page's key is millions of short appends a build, and an array pays a uniqueness
    /// check and a generic copy on each.)
    private var bytes = ByteBuffer(capacity: 16 * 1024)

    init(base: String) {
        add(base)
    }

    var hash: String { ContentHash.hex(bytes.withUnsafeBytes { ContentHash.of($0) }) }

    /// The deck's id and name, `copydeck.yml` and the deck's content files, by their text: what
    /// everything made from the deck is made from, but its locale files.
    static func contentBase(of deck: Deck, in project: Project) -> String {
        var base = "\(deck.id)\u{1F}\(deck.name)\u{1F}"
        let folder = deck.contentPath + "/"
        for path in project.files.keys.sorted() where path == ProjectConfig.fileName || path.hasPrefix(folder) {
            base += path + "\u{1F}" + ContentHash.hex(Array(project.files[path]!.text.utf8)) + "\u{1F}"
        }
        return base
    }

    mutating func add(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "$"))
            appendNumber(utf8.count)
            bytes.append(utf8)
        }
    }

    mutating func add(_ value: String?) {
        if let value { add(value) } else { bytes.append(UInt8(ascii: "-")) }
    }

    mutating func add(_ value: Int?) {
        guard let value else { return bytes.append(UInt8(ascii: "-")) }
        bytes.append(UInt8(ascii: "#"))
        appendNumber(value)
    }

    mutating func add(_ value: Bool) {
        bytes.append(value ? UInt8(ascii: "1") : UInt8(ascii: "0"))
    }

    /// How many `items` there are, then each as `add` writes it: a list's end can never be
    /// read as the next value's start.
    mutating func add<Items: Collection>(each items: Items, _ add: (inout PageKey, Items.Element) -> Void) {
        self.add(items.count)
        for item in items { add(&self, item) }
    }

    private mutating func appendNumber(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append($0) }
    }

    mutating func add(_ finding: Diagnostic) {
        add(finding.rule.rawValue)
        add(finding.severity.rawValue)
        add(finding.range)
        add(finding.message)
        add(each: finding.notes) { key, note in
            key.add(note.message)
            key.add(note.range)
        }
        // Not drawn today; held all the same, so a page that comes to show it is never stale.
        add(finding.fix?.fixedText)
    }

    mutating func add(_ range: SourceRange?) {
        guard let range else { return add(nil as String?) }
        add(range.file)
        add(range.start.line)
        add(range.start.column)
        add(range.end.line)
        add(range.end.column)
    }
}
