extension XLIFFReader {
    /// Reads the `<trans-unit>`s of a `<body>` or `<group>`, in document order, reporting what
    /// cannot be read. A key with a unit that cannot be read (markup in its target, an unknown
    /// variation path) is `poisoned`: none of its units is imported, so a plural is never
    /// assembled from some of its forms only.
    func collectUnits(in container: XMLElement, into units: inout [XLIFFReadUnit], poisoned: inout Set<String>,
                      _ context: inout XLIFFReadContext) {
        // Groups nest: walk them in document order with a stack of our own, not recursion.
        var stack: [(children: [XMLElement], next: Int)] = [(container.elements, 0)]
        while let top = stack.last {
            guard top.next < top.children.count else { stack.removeLast(); continue }
            let child = top.children[top.next]
            stack[stack.count - 1].next += 1
            guard Self.isXLIFF(child) else { continue }
            switch child.name {
            case "group": stack.append((child.elements, 0))
            case "trans-unit":
                if let unit = readUnit(child, poisoned: &poisoned, &context) { units.append(unit) }
            case "bin-unit":
                context.report(Rules.xliffImportUnsupported, line: child.line, tag: "bin-unit",
                               "a `<bin-unit>` (binary content) is not imported")
            default: break
            }
        }
    }

    private func readUnit(_ element: XMLElement, poisoned: inout Set<String>, _ context: inout XLIFFReadContext) -> XLIFFReadUnit? {
        guard let idText = element[attribute: "id"] else {
            context.report(Rules.xliffImportUnsupported, line: element.line, tag: "trans-unit",
                           "a `<trans-unit>` without `id` is not imported")
            return nil
        }
        let id = XLIFFUnitID(parsing: idText)
        if case .unsupported(let key, let path) = id {
            poisoned.insert(key)
            context.report(Rules.xliffImportUnsupported, line: element.line, tag: "trans-unit",
                           "`\(idText)`: the variation `\(path)` is not one Copydeck's tables hold (plural and substitution plurals are): `\(key)` is not imported")
            return nil
        }
        let source = element.elements.first { $0.name == "source" && Self.isXLIFF($0) }
        let targets = element.elements.filter { $0.name == "target" && Self.isXLIFF($0) }
        var unit = XLIFFReadUnit(id: id, line: element.line, source: source.flatMap(Self.plainText),
                                 target: nil, targetLine: element.line, state: nil)
        guard let target = targets.first else { return unit }
        unit.targetLine = target.line
        if targets.count > 1 {
            context.report(Rules.xliffImportUnsupported, line: targets[1].line, tag: "target",
                           "`\(idText)` has \(targets.count) `<target>`s: only the first is imported")
        }
        guard let text = Self.plainText(target) else {
            poisoned.insert(id.key)
            let markup = target.elements.first.map { "<\($0.name)>" } ?? "markup"
            context.report(Rules.xliffImportUnsupported, line: target.line, tag: "target",
                           "the target of `\(idText)` holds inline markup (`\(markup)`): Copydeck imports plain text only, so `\(id.key)` is not imported")
            return nil
        }
        unit.target = text
        if let value = target[attribute: "state"] {
            unit.state = XLIFFState.state(forAttribute: value)
            if unit.state == nil {
                context.report(Rules.xliffImportUnsupported, line: target.line, tag: "target",
                               "the state `\(value)` of `\(idText)` is not an XLIFF 1.2 state Copydeck knows: the text is imported without a state")
            }
        }
        return unit
    }

    /// The text of an element with no child elements (text and CDATA only); nil otherwise.
    static func plainText(_ element: XMLElement) -> String? {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let piece): text += piece
            case .element: return nil
            }
        }
        return text
    }
}
