/// Placing new keys: after the nearest key before them in the caller's order that the file has,
/// in the innermost mapping whose keys they share, written nested or dotted as their neighbour is.
extension LocaleFileEditSession {
    /// Where a new entry goes among a mapping's entries.
    enum Place {
        case after(EditEntry)
        case before(EditEntry)
        case start
        case end
    }

    /// Places every missing key, in turn: each one placed is there for the next to follow.
    func insert(_ missing: [LocaleFileEditor.Edit]) throws(Refusal) {
        for edit in missing {
            let key = edit.key
            let (mapping, spot) = target(of: key, after: edit)
            try place(key, edit.text, in: mapping, at: spot)
        }
    }

    /// The mapping a new key goes into, and where in it.
    private func target(of key: String, after edit: LocaleFileEditor.Edit) -> (EditMapping, Place) {
        var first = false
        if case .insert(_, _, let after) = edit {
            if let after, let anchor = leaves[after] { return enclosing(anchor, of: key, Place.after) }
            first = after == nil
        }
        if !first, let position = orderIndex[key] {
            var earlier = position - 1
            while earlier >= 0 {
                if let anchor = leaves[order[earlier]] { return enclosing(anchor, of: key, Place.after) }
                earlier -= 1
            }
            var later = position + 1
            while later < order.count {
                if let follower = leaves[order[later]] { return enclosing(follower, of: key, Place.before) }
                later += 1
            }
        }
        var mapping = rootMapping()
        while let child = childMapping(of: mapping, holding: Self.remainder(of: key, under: mapping.prefix)) { mapping = child }
        return (mapping, first ? .start : .end)
    }

    /// The innermost mapping around `entry` that `key` belongs in, and the place beside the
    /// entry of it that holds `entry`.
    private func enclosing(_ entry: EditEntry, of key: String, _ side: (EditEntry) -> Place) -> (EditMapping, Place) {
        var entry = entry
        while !Self.isKey(key, under: entry.container.prefix), let parent = entry.container.parent { entry = parent }
        return (entry.container, side(entry))
    }

    /// The root, made when the file has none yet.
    private func rootMapping() -> EditMapping {
        if let root { return root }
        let made = EditMapping(prefix: editor.deck, depth: 1, flow: false, indent: 0, isNew: true, parent: nil)
        root = made
        return made
    }

    /// The mapping of `mapping` whose key starts `remainder` (`intro` for `intro.title`), if any.
    private func childMapping(of mapping: EditMapping, holding remainder: Substring) -> EditMapping? {
        var index = remainder.utf8.startIndex
        while let dot = remainder.utf8[index...].firstIndex(of: .dot) {
            if let entry = mapping.child(named: String(remainder[..<dot])), case .mapping(let child) = entry.value { return child }
            index = remainder.utf8.index(after: dot)
        }
        return nil
    }

    /// Puts `key` into `mapping` at `place`, or into the mapping of it that already holds keys it
    /// shares a prefix with; creates the mappings it needs where its neighbour is nested.
    private func place(_ key: String, _ text: String, in mapping: EditMapping, at place: Place) throws(Refusal) {
        guard mapping.insertable else {
            let what = mapping.flow ? "into a flow mapping (`{ … }`); write it as a block mapping, one key a line, to import into it"
                : "into a mapping whose keys do not each start a line"
            throw Refusal(rule: Rules.localeEditUnsupported, message: "`\(key)` would go \(what)",
                          offset: mapping.flow ? mapping.start : mapping.entries.first?.keyStart)
        }
        let remainder = Self.remainder(of: key, under: mapping.prefix)
        // Beside a dotted key (`intro.title: …`) the new one is written dotted, right there;
        // otherwise it goes into the mapping that holds its prefix, made if need be (a second
        // `intro:` would repeat a key).
        let nested = prefersNesting(beside: neighbour(in: mapping, at: place))
        if nested, let child = childMapping(of: mapping, holding: remainder) {
            try self.place(key, text, in: child, at: position(in: child, of: key))
            return
        }
        if let holder = mapping.child(named: String(remainder)), case .mapping = holder.value {
            throw Refusal(rule: Rules.localeEditUnsupported, message: "`\(key)` holds fields in this file; it cannot also be a text", offset: holder.keyStart)
        }
        if nested, let dot = remainder.utf8.firstIndex(of: .dot), mapping.depth < CatalogReader.maximumDepth,
           mapping.child(named: String(remainder[..<dot])) == nil {
            let name = String(remainder[..<dot])
            let entry = EditEntry(keyText: name, container: mapping, index: nil, keyStart: nil, value: .text(""))
            let child = EditMapping(prefix: .dotted(mapping.prefix, name), depth: mapping.depth + 1, flow: false,
                                    indent: mapping.indent + indentStep, isNew: true, parent: entry)
            entry.value = .mapping(child)
            add(entry, to: mapping, at: place)
            try self.place(key, text, in: child, at: .end)
            return
        }
        let entry = EditEntry(keyText: String(remainder), container: mapping, index: nil, keyStart: nil, value: .text(text))
        add(entry, to: mapping, at: place)
        leaves[key] = entry
        insertedKeys.append(key)
    }

    private func add(_ entry: EditEntry, to mapping: EditMapping, at place: Place) {
        switch place {
        case .after(let neighbour):
            if let index = neighbour.index {
                mapping.add(entry, slot: index + 1, at: 0)
            } else {
                let slot = mapping.slots[neighbour.slot]
                let position = slot.last === neighbour ? slot.count - 1 : slot.firstIndex { $0 === neighbour } ?? slot.count - 1
                mapping.add(entry, slot: neighbour.slot, at: position + 1)
            }
        case .before(let neighbour):
            if let index = neighbour.index {
                mapping.add(entry, slot: index)
            } else {
                mapping.add(entry, slot: neighbour.slot, at: mapping.slots[neighbour.slot].firstIndex { $0 === neighbour } ?? 0)
            }
        case .start:
            mapping.add(entry, slot: 0, at: 0)
        case .end:
            mapping.add(entry, slot: mapping.entries.count)
        }
    }

    /// The entry a new one is written beside.
    private func neighbour(in mapping: EditMapping, at place: Place) -> EditEntry? {
        switch place {
        case .after(let entry), .before(let entry): entry
        case .start: mapping.slots.first?.first ?? mapping.entries.first
        case .end: mapping.slots.last?.last ?? mapping.entries.last
        }
    }

    /// Nested, like most files, unless the neighbour is written dotted (`intro.title: …`).
    private func prefersNesting(beside neighbour: EditEntry?) -> Bool {
        guard let neighbour else { return true }
        return !neighbour.keyText.utf8.contains(.dot)
    }

    /// Where `key` goes among the entries of a mapping it was not placed beside: before the
    /// first entry that comes after it in `order`, else at the end.
    private func position(in mapping: EditMapping, of key: String) -> Place {
        guard let position = orderIndex[key] else { return .end }
        for entry in mapping.ordered {
            if let other = firstOrderIndex(of: entry), other > position { return .before(entry) }
        }
        return .end
    }

    private func firstOrderIndex(of entry: EditEntry) -> Int? {
        switch entry.value {
        case .scalar, .text:
            return orderIndex[entry.fullKey]
        case .mapping(let mapping):
            for child in mapping.ordered {
                if let found = firstOrderIndex(of: child) { return found }
            }
            return nil
        }
    }
}
