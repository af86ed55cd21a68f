/// Where a scalar is written in a locale file, in bytes, as libyaml reads it.
struct ScalarSpan {
    /// Byte offsets of the scalar (with its tag or anchor, if any) and of the byte after it. A
    /// block scalar ends where libyaml ends it: at the start of the first line after its
    /// trailing blank lines.
    var start: Int
    var end: Int
    var style: YAMLNode.Style
    var text: String
    /// `key:` with no value written: an empty span right after the `:` (block) or before the
    /// next `,` or `}` (flow), where a value can be put.
    var isImplicitEmpty: Bool
    /// A tag or an anchor stands before the text.
    var hasProperties: Bool

    var isBlock: Bool { style == .literal || style == .folded }

    /// The text as the catalog reads it: a plain `~`, `null` or nothing is the empty text.
    var catalogText: String {
        YAMLNode.Scalar(string: text, style: hasProperties && style == .plain ? .other : style).isNull ? "" : text
    }
}

/// A mapping of a locale file being edited, as libyaml read it, with the entries an edit adds.
/// A class: entries point back at the mapping they are in, and new keys are hung on it while
/// the edits are placed; the bytes are written once, at the end.
final class EditMapping {
    /// The full key its entries' keys are appended to (`wander`, `wander.intro`).
    let prefix: String
    /// The depth of its entries, as `CatalogReader` counts it (the root's entries are 1).
    let depth: Int
    let flow: Bool
    /// The column (spaces) of its keys; for a new mapping, its parent's and one indentation step.
    var indent: Int
    /// False when new keys cannot go in: a flow mapping, or a block mapping with a key that does
    /// not start its line (an explicit `? key`, a key after `---`).
    var insertable: Bool
    /// True for a mapping the edits create.
    let isNew: Bool
    /// Byte offset where a flow mapping starts, and the byte after its `}`.
    var start = 0
    var end = 0
    /// The entries written in the file, in order.
    var entries: [EditEntry] = []
    /// New entries: `slots[k]` go before `entries[k]`, `slots[entries.count]` after the last.
    /// Empty until a key is added.
    var slots: [[EditEntry]] = []
    /// Every entry by its key text (the first, when a text is written twice), made when a key
    /// is first looked up: most mappings never are.
    private var childIndex: [String: EditEntry]?
    /// The entry whose value this is; nil for the root.
    unowned let parent: EditEntry?

    init(prefix: String, depth: Int, flow: Bool, indent: Int, isNew: Bool, parent: EditEntry?) {
        self.prefix = prefix
        self.depth = depth
        self.flow = flow
        self.indent = indent
        self.insertable = !flow
        self.isNew = isNew
        self.parent = parent
    }

    /// Adds a new entry to slot `slot`, at `position` in it (its end when nil).
    func add(_ entry: EditEntry, slot: Int, at position: Int? = nil) {
        if slots.isEmpty { slots = Array(repeating: [], count: entries.count + 1) }
        entry.slot = slot
        if let position { slots[slot].insert(entry, at: position) } else { slots[slot].append(entry) }
        if childIndex != nil, childIndex?[entry.keyText] == nil { childIndex?[entry.keyText] = entry }
    }

    /// The entry whose key text is `name`, if any.
    func child(named name: String) -> EditEntry? {
        if childIndex == nil {
            var index = [String: EditEntry](minimumCapacity: entries.count)
            for entry in ordered where index[entry.keyText] == nil { index[entry.keyText] = entry }
            childIndex = index
        }
        return childIndex?[name]
    }

    /// The entries in the order they will be written: new and old.
    var ordered: [EditEntry] {
        guard !slots.isEmpty else { return entries }
        var all: [EditEntry] = []
        all.reserveCapacity(entries.count + slots.reduce(0) { $0 + $1.count })
        for index in entries.indices {
            all += slots[index]
            all.append(entries[index])
        }
        all += slots[entries.count]
        return all
    }
}

/// One key of a mapping and its value: written in the file, or added by an edit.
final class EditEntry {
    enum Value {
        /// A text written in the file.
        case scalar(ScalarSpan)
        /// A text an edit adds.
        case text(String)
        case mapping(EditMapping)
    }

    let keyText: String
    unowned let container: EditMapping
    /// Its position in the container's `entries`; nil for a new entry.
    let index: Int?
    /// Where its key starts (bytes); nil for a new entry.
    let keyStart: Int?
    var value: Value
    /// For a new entry: the slot of the container it is in.
    var slot = 0
    /// The byte after the text that replaces its block scalar (a line start), once decided.
    var replacedEnd: Int?

    init(keyText: String, container: EditMapping, index: Int?, keyStart: Int?, value: Value) {
        self.keyText = keyText
        self.container = container
        self.index = index
        self.keyStart = keyStart
        self.value = value
    }

    var fullKey: String { .dotted(container.prefix, keyText) }
}
