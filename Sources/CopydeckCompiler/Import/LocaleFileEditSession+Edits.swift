/// Sorting the edits: unchanged (nothing to do), changed (a text of the file), missing (a key to
/// add), found by walking the loader's entries in step with the edits, which usually come in the
/// file's order; a key index is made only for the edits that do not.
extension LocaleFileEditSession {
    /// Records the changed texts and returns the edits of keys the file lacks, in the order they
    /// are to be placed: `order`'s, then the edits'.
    func classify(_ edits: [LocaleFileEditor.Edit]) throws(Refusal) -> [LocaleFileEditor.Edit] {
        var missing: [LocaleFileEditor.Edit] = []
        var problems: [Refusal] = []
        var finder = EntryFinder(entries: entries)
        var found = [Bool](repeating: false, count: entries.count)
        var parents: [String: Int]?
        for edit in edits {
            let key = edit.key, text = edit.text
            if let position = finder.position(of: key) {
                let current = (newTexts.isEmpty ? nil : newTexts[position]) ?? entries[position].text
                if found[position] {
                    if !Self.same(current, text) {
                        problems.append(Refusal(rule: Rules.localeEditUnsupported,
                            message: "`\(key)` is imported twice, with two different texts", offset: nil, range: entries[position].keyRange))
                    }
                    continue
                }
                found[position] = true
                guard !Self.same(current, text) else { continue }
                if newTexts.isEmpty { newTexts = Array(repeating: nil, count: entries.count) }
                newTexts[position] = text
                changedKeys.append(key)
                continue
            }
            if let previous = insertedTexts[key] {
                if !Self.same(previous, text) {
                    problems.append(Refusal(rule: Rules.localeEditUnsupported, message: "`\(key)` is imported twice, with two different texts", offset: nil))
                }
                continue
            }
            guard Self.isWritable(key, deck: editor.deck) else {
                problems.append(Refusal(rule: Rules.localeEditUnsupported,
                    message: "`\(key)` is not a key of the deck `\(editor.deck)` (`\(editor.deck).<owner>.<field>`)", offset: nil))
                continue
            }
            if parents == nil { parents = Self.parents(of: entries) }
            if let holder = parents?[key] {
                problems.append(Refusal(rule: Rules.localeEditUnsupported,
                    message: "`\(key)` holds fields (`\(entries[holder].key)`) in this file; it cannot also be a text", offset: nil, range: entries[holder].keyRange))
                continue
            }
            insertedTexts[key] = text
            missing.append(edit)
        }
        if let first = problems.first {
            for problem in problems.dropFirst() {
                diagnostics.emit(problem.rule, at: problem.range ?? problem.offset.map(range(atByte:)) ?? .wholeFile(editor.path), problem.message)
            }
            throw first
        }
        guard !order.isEmpty, missing.count > 1 else { return missing }
        var positions = [String: Int](minimumCapacity: missing.count)
        for key in missing.map(\.key) { positions[key] = Int.max }
        for (position, key) in order.enumerated() where positions[key] == Int.max { positions[key] = position }
        // Stable: keys `order` does not name keep the edits' order, after the others.
        return missing.enumerated().sorted { lhs, rhs in
            let left = positions[lhs.element.key] ?? Int.max, right = positions[rhs.element.key] ?? Int.max
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Every key that holds fields (`wander.intro` for `wander.intro.title`, and the keys above
    /// it but the deck), with the first entry under it.
    static func parents(of entries: [LocaleCatalog.Entry]) -> [String: Int] {
        var parents: [String: Int] = [:]
        var previous: String?
        for (position, entry) in entries.enumerated() {
            guard var parent = entry.parent, parent != previous else { continue }
            previous = parent
            while parents[parent] == nil {
                parents[parent] = position
                guard let dot = parent.utf8.lastIndex(of: .dot) else { break }
                parent = String(parent[..<dot])
            }
        }
        return parents
    }

    /// A key under the deck, with no empty part.
    static func isWritable(_ key: String, deck: String) -> Bool {
        guard isKey(key, under: deck) else { return false }
        var previous = UInt8.dot
        for byte in key.utf8 {
            if byte == .dot, previous == .dot { return false }
            previous = byte
        }
        return previous != .dot
    }
}

/// Finds entries by full key: first at the entry after the last one found (edits in the file's
/// order are found without hashing a key), then through an index made on the first miss.
struct EntryFinder {
    let entries: [LocaleCatalog.Entry]
    private var next = 0
    private var index: [String: Int]?

    init(entries: [LocaleCatalog.Entry]) {
        self.entries = entries
    }

    mutating func position(of key: String) -> Int? {
        if next < entries.count, Self.matches(entries[next], key) {
            next += 1
            return next - 1
        }
        if index == nil {
            var made = [String: Int](minimumCapacity: entries.count)
            for (position, entry) in entries.enumerated() where made[entry.key] == nil { made[entry.key] = position }
            index = made
        }
        guard let found = index?[key] else { return nil }
        next = found + 1
        return found
    }

    /// `entry.key == key`, without making the entry's key.
    static func matches(_ entry: LocaleCatalog.Entry, _ key: String) -> Bool {
        guard let parent = entry.parent else { return entry.name == key }
        let keyBytes = key.utf8, parentBytes = parent.utf8, nameBytes = entry.name.utf8
        guard keyBytes.count == parentBytes.count + 1 + nameBytes.count, keyBytes.starts(with: parentBytes) else { return false }
        let dot = keyBytes.index(keyBytes.startIndex, offsetBy: parentBytes.count)
        return keyBytes[dot] == .dot && keyBytes[keyBytes.index(after: dot)...].elementsEqual(nameBytes)
    }
}
