import Foundation

/// Reads a Mermaid state diagram (`stateDiagram`, `stateDiagram-v2`) as Mermaid's grammar
/// (`stateDiagram.jison`) reads it, line by line: states with descriptions (`A : text`,
/// `state "text" as A`), `[*]` starts and ends (each composite state has its own), transitions
/// with labels, composite states (nested), `<<choice>>`, `<<fork>>`, `<<join>>`, concurrent
/// regions (`--`), notes, `direction`; styling (`classDef`, `class`, `style`, `:::`),
/// accessibility text, `hide empty description` and `scale` are accepted and left out of the
/// model, as they draw nothing Copydeck reads. `%%` comments are kept aside for the bindings.
struct StateDiagramParser {
    private var document = StateDiagramDocument()
    /// A bare `state X` just read, whose `{` may stand on the next line.
    private var pendingBareState: (id: String, position: FlowPosition)?
    /// The composite states (or regions) being read, innermost last: their ids and statements.
    private var stack: [(id: String, statements: [StateDiagramDocument.Statement], regions: [(id: String, statements: [StateDiagramDocument.Statement])])] = []
    private var dividers = 0
    private var lastRegion = 0

    static func parse(_ text: String) throws(MermaidSyntaxError) -> StateDiagramDocument {
        try parse(MermaidSource(text))
    }

    /// Parses a diagram already read as Mermaid reads it (`MermaidSource`).
    static func parse(_ source: MermaidSource) throws(MermaidSyntaxError) -> StateDiagramDocument {
        var parser = StateDiagramParser()
        return try parser.read(source)
    }

    private mutating func read(_ source: MermaidSource) throws(MermaidSyntaxError) -> StateDiagramDocument {
        document.comments = source.comments
        stack = [("root", [], [])]
        var lines: [(text: String, position: FlowPosition)] = []
        var start = 0
        for offset in 0...source.scalars.count where offset == source.scalars.count || source.scalars[offset] == "\n" {
            lines.append((MermaidSource.string(source.scalars[start..<offset]), source.position(of: start)))
            start = offset + 1
        }
        var index = 0
        var sawHeader = false
        while index < lines.count {
            var (raw, position) = lines[index]
            index += 1
            // A `%%` comment to the end of the line (a whole comment line is already set aside),
            // except inside a text after `:`, which runs to the end of the line.
            if let comment = raw.range(of: "%%"), !raw[comment.upperBound...].hasPrefix("{"),
               !raw[..<comment.lowerBound].replacingOccurrences(of: ":::", with: "").contains(":") {
                raw = String(raw[..<comment.lowerBound])
            }
            // `state "…` whose text goes on over lines, up to its closing quote.
            if raw.trimmingCharacters(in: .whitespaces).hasPrefix("state \""), raw.filter({ $0 == "\"" }).count == 1 {
                while index < lines.count {
                    raw += "\n" + lines[index].text
                    index += 1
                    if lines[index - 1].text.contains("\"") { break }
                }
            }
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            let indent = raw.prefix { $0 == " " || $0 == "\t" }.count
            let at = FlowPosition(line: position.line, column: position.column + indent)
            if !sawHeader {
                guard line.hasPrefix("stateDiagram") else { throw MermaidSyntaxError(position: at, message: "a state diagram starts with `stateDiagram` or `stateDiagram-v2`") }
                sawHeader = true
                continue
            }
            if line.hasPrefix("accDescr"), line.dropFirst(8).trimmingCharacters(in: .whitespaces).hasPrefix("{") {
                // A multi-line accessibility description, up to its `}`.
                while index < lines.count, !lines[index - 1].text.contains("}") { index += 1 }
                continue
            }
            if line.hasPrefix("note ") && !line.contains(":") && !line.hasPrefix("note \"") {
                // A note block, up to `end note`.
                var text: [String] = []
                while index < lines.count, lines[index].text.trimmingCharacters(in: .whitespaces) != "end note" {
                    text.append(lines[index].text.trimmingCharacters(in: .whitespaces))
                    index += 1
                }
                guard index < lines.count else { throw MermaidSyntaxError(position: at, message: "a note block needs its `end note`") }
                index += 1
                try note(String(line.dropFirst(5)), text: text.joined(separator: "\n"), at: at)
                continue
            }
            try statement(line, at: at)
        }
        let transitions = count(stack.map(\.statements).flatMap { $0 })
        if document.states.count > FlowLimits.standard.maximumNodes || transitions > FlowLimits.standard.maximumEdges {
            throw MermaidSyntaxError(position: FlowPosition(line: 1, column: 1),
                message: "the state diagram has \(document.states.count) states and \(transitions) transitions; a flow holds at most \(FlowLimits.standard.maximumNodes) states and \(FlowLimits.standard.maximumEdges) transitions: split it", reason: .tooLarge)
        }
        guard sawHeader else { throw MermaidSyntaxError(position: FlowPosition(line: 1, column: 1), message: "a state diagram starts with `stateDiagram` or `stateDiagram-v2`") }
        guard stack.count == 1 else {
            throw MermaidSyntaxError(position: lines.last?.position ?? FlowPosition(line: 1, column: 1), message: "the composite state `\(stack[stack.count - 1].id)` is not closed: add `}`")
        }
        document.statements = stack[0].statements
        return document
    }

    /// The deepest composite states may nest.
    static let maximumDepth = 64

    /// Transitions and notes, in every composite.
    private func count(_ statements: [StateDiagramDocument.Statement]) -> Int {
        var total = 0
        var pending = [statements]
        while let next = pending.popLast() {
            for statement in next {
                switch statement {
                case .relation, .note: total += 1
                case .state(_, let inner?, _): pending.append(inner)
                case .state: break
                }
            }
        }
        return total
    }

    private static let ignoredWords = ["classDef ", "class ", "style ", "hide empty description", "scale ", "accTitle", "accDescr", "linkStyle ", "click "]

    private mutating func statement(_ line: String, at position: FlowPosition) throws(MermaidSyntaxError) {
        // A bare `state X` with its `{` on the next line opens X there.
        let bare = pendingBareState
        pendingBareState = nil
        if line == "{", let bare { return try declare(bare.id + " {", at: bare.position) }
        // `#` starts a comment line, as the lexer reads it; links and tooltips are the page's.
        if line.hasPrefix("#") || Self.ignoredWords.contains(where: { line.hasPrefix($0) }) { return }
        if line.hasPrefix("direction ") || line == "direction" {
            let value = line.dropFirst(9).trimmingCharacters(in: .whitespaces)
            if stack.count == 1 { document.direction = value == "TD" ? "TB" : value }
            return
        }
        if line == "}" { return try close(at: position) }
        if line == "--" { return divide() }
        if line.hasPrefix("note ") { return try note(String(line.dropFirst(5)), text: nil, at: position) }
        if line.hasPrefix("state ") { return try declare(String(line.dropFirst(6)).trimmingCharacters(in: .whitespaces), at: position) }
        if let arrow = line.range(of: "-->") {
            let left = String(line[..<arrow.lowerBound]).trimmingCharacters(in: .whitespaces)
            var right = String(line[arrow.upperBound...])
            var label = ""
            if let styled = right.range(of: ":::") {
                // `B:::class : label`: the class is styling; a label may follow it.
                let after = right[styled.upperBound...].drop { $0 != " " && $0 != ":" }
                right = String(right[..<styled.lowerBound]) + after
            }
            if let colon = right.firstIndex(of: ":") {
                label = String(right[right.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                right = String(right[..<colon])
            }
            right = right.trimmingCharacters(in: .whitespaces)
            // Words after the target are states of their own (`A --> |ok| B` is `|ok|`, then `B`).
            var after: [Substring] = []
            if label.isEmpty, let space = right.firstIndex(of: " ") {
                after = right[space...].split(separator: " ")
                right = String(right[..<space])
            }
            guard !left.isEmpty, !right.isEmpty else { throw MermaidSyntaxError(position: position, message: "a transition needs a state on each side of `-->`") }
            let targetColumn = position.column + line.distance(from: line.startIndex, to: arrow.upperBound) + 1
            let from = reference(left, end: false, at: position)
            let to = reference(right, end: true, at: FlowPosition(line: position.line, column: targetColumn))
            append(.relation(from: from, to: to, label: MermaidLabelModel.text(label), position: position,
                             targetPosition: FlowPosition(line: position.line, column: targetColumn)))
            if !after.isEmpty { try statement(after.joined(separator: " "), at: FlowPosition(line: position.line, column: targetColumn + right.count + 1)) }
            return
        }
        if let colon = line.firstIndex(of: ":") {
            let id = Self.withoutClass(String(line[..<colon]).trimmingCharacters(in: .whitespaces))
            let text = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            try checkID(id, at: position)
            add(id, at: position, declared: true)
            document.states[id]?.descriptions.append(text)
            append(.state(id: id, document: nil, position: position))
            return
        }
        // Words side by side are states side by side (`N1 .. A` is three, as the lexer reads it).
        var column = position.column
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            defer { column += word.count + 1 }
            guard !word.isEmpty else { continue }
            let at = FlowPosition(line: position.line, column: column)
            let id = Self.withoutClass(String(word))
            try checkID(id, at: at)
            add(id, at: at, declared: false)
            append(.state(id: id, document: nil, position: at))
        }
    }

    /// `state "text" as id`, `state id <<choice>>`, `state id {`, `state id : text`, `state id`.
    private mutating func declare(_ rest: String, at position: FlowPosition) throws(MermaidSyntaxError) {
        var rest = rest
        var description: String?
        var extra: String?
        if rest.hasPrefix("\"") {
            guard let close = rest.dropFirst().firstIndex(of: "\"") else { throw MermaidSyntaxError(position: position, message: "a state's text in quotes needs its closing `\"`") }
            description = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = String(rest[rest.index(after: close)...]).trimmingCharacters(in: .whitespaces)
            guard rest.hasPrefix("as ") else { throw MermaidSyntaxError(position: position, message: "write `state \"text\" as id`") }
            rest = String(rest.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            // `as S1: more text`: the id, and a second description.
            if let colon = rest.firstIndex(of: ":"), !rest[colon...].hasPrefix(":::") {
                extra = String(rest[rest.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                rest = String(rest[..<colon]).trimmingCharacters(in: .whitespaces)
            }
        }
        let opens = rest.hasSuffix("{")
        if opens { rest = String(rest.dropLast()).trimmingCharacters(in: .whitespaces) }
        var type = StateDiagramDocument.StateType.plain
        for (marker, kind) in [("<<choice>>", StateDiagramDocument.StateType.choice), ("<<fork>>", .fork), ("<<join>>", .join),
                               ("[[choice]]", .choice), ("[[fork]]", .fork), ("[[join]]", .join)] where rest.hasSuffix(marker) {
            type = kind
            rest = String(rest.dropLast(marker.count)).trimmingCharacters(in: .whitespaces)
        }
        if description == nil, let colon = rest.firstIndex(of: ":") {
            description = String(rest[rest.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            rest = String(rest[..<colon]).trimmingCharacters(in: .whitespaces)
        }
        let id = Self.withoutClass(rest)
        try checkID(id, at: position)
        // `state foo` alone (no text, no type, no `{`) is `stateDiagram.jison`'s bare
        // `COMPOSIT_STATE`, whose value is no statement: Mermaid makes no state of it.
        if description == nil, type == .plain, !opens {
            pendingBareState = (id, position)
            return
        }
        // A type is a new state's: one already met keeps the type it had (Mermaid's `addState`).
        let isNew = document.states[id] == nil
        add(id, at: position, declared: true)
        if let description { document.states[id]?.descriptions.append(description) }
        if let extra, !extra.isEmpty { document.states[id]?.descriptions.append(extra) }
        if type != .plain, isNew { document.states[id]?.type = type }
        if opens {
            // The model is walked composite by composite: nesting is bounded, as YAML's is.
            guard stack.count <= Self.maximumDepth else {
                throw MermaidSyntaxError(position: position, message: "composite states nest more than \(Self.maximumDepth) deep here; a flow this deep cannot be read as a screen flow: flatten it")
            }
            document.states[id]?.hasDocument = true
            stack.append((id, [], []))
        } else {
            append(.state(id: id, document: nil, position: position))
        }
    }

    private mutating func close(at position: FlowPosition) throws(MermaidSyntaxError) {
        guard stack.count > 1 else { throw MermaidSyntaxError(position: position, message: "`}` closes no composite state") }
        var frame = stack.removeLast()
        if !frame.regions.isEmpty {
            // The statements after the last `--` are a region too, under an id of its own
            // (Mermaid draws a random one).
            if !frame.statements.isEmpty {
                lastRegion += 1
                frame.regions.append(("region-\(lastRegion)", frame.statements))
            }
            frame.statements = frame.regions.map { region in
                document.states[region.id, default: .init(position: position)].type = .divider
                document.states[region.id]?.hasDocument = true
                return .state(id: region.id, document: region.statements, position: position)
            }
        }
        append(.state(id: frame.id, document: frame.statements, position: position))
    }

    /// `--`: the statements so far are a concurrent region of the composite state.
    private mutating func divide() {
        guard stack.count > 1 else { return }
        dividers += 1
        let id = "divider-id-\(dividers)"
        stack[stack.count - 1].regions.append((id, stack[stack.count - 1].statements))
        stack[stack.count - 1].statements = []
    }

    /// `left of A : text`, `right of A` (a block's text given), or a floating `"text" as N`.
    private mutating func note(_ rest: String, text: String?, at position: FlowPosition) throws(MermaidSyntaxError) {
        if rest.hasPrefix("\"") { return }   // A floating note: Mermaid draws it with no state.
        let left = rest.hasPrefix("left of ")
        guard left || rest.hasPrefix("right of ") else { throw MermaidSyntaxError(position: position, message: "write `note left of STATE` or `note right of STATE`") }
        var target = String(rest.dropFirst(left ? 8 : 9))
        var body = text ?? ""
        if text == nil, let colon = target.firstIndex(of: ":") {
            body = String(target[target.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            target = String(target[..<colon])
        }
        let id = target.trimmingCharacters(in: .whitespaces)
        try checkID(id, at: position)
        add(id, at: position, declared: false)
        append(.note(id: id, text: body, left: left, position: position))
    }

    /// A state named in a transition. `[*]` stays as written: it is the start (on the left) or
    /// end (on the right) of whatever holds it, a composite state or one of its regions, which
    /// is known only once the composite is read (`StateDiagramModel` names it).
    private mutating func reference(_ word: String, end: Bool, at position: FlowPosition) -> String {
        let word = Self.withoutClass(word)
        guard word != StateDiagramDocument.pseudoState else { return word }
        add(word, at: position, declared: false)
        return word
    }

    private mutating func add(_ id: String, at position: FlowPosition, declared: Bool) {
        if document.states[id] == nil { document.states[id] = .init(position: position) }
        if declared, document.states[id]?.declaration == nil { document.states[id]?.declaration = position }
    }

    private mutating func append(_ statement: StateDiagramDocument.Statement) {
        stack[stack.count - 1].statements.append(statement)
    }

    private func checkID(_ id: String, at position: FlowPosition) throws(MermaidSyntaxError) {
        guard !id.isEmpty, !id.contains(where: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "}" }) else {
            throw MermaidSyntaxError(position: position, message: "`\(id)` is not a state id: write one word, and give it words with `state \"…\" as id` or `id : …`")
        }
    }

    /// `Moving:::movement` → `Moving`: a class is styling.
    static func withoutClass(_ word: String) -> String {
        guard let range = word.range(of: ":::") else { return word }
        return String(word[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
    }
}
