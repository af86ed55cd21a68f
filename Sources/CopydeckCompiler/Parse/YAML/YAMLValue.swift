/// A YAML node with its document, so every value read from it can say where it was written.
/// Readers report type errors as `schema.invalid-value` and return nil; nothing throws.
struct YAMLValue {
    let node: YAMLNode
    let document: YAMLDocument

    var range: SourceRange { document.range(of: node) }

    /// The scalar text, or nil for mappings and sequences.
    var scalar: Located<String>? {
        guard case .scalar(let scalar) = node else { return nil }
        return Located(scalar.string, at: range)
    }

    var isNull: Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.isNull
    }

    /// A human name of the node's kind, for messages.
    var kindName: String {
        switch node {
        case .scalar: "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    func string(_ what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) -> Located<String>? {
        if let scalar { return scalar }
        diagnostics.emit(Rules.invalidValue, at: range, "\(what()) must be text, found \(kindName); write it as one line of text (quoted if it holds `: ` or `#`)")
        return nil
    }

    func int(_ what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) -> Located<Int>? {
        if let scalar, let value = Int(scalar.value) { return Located(value, at: scalar.range) }
        diagnostics.emit(Rules.invalidValue, at: range, "\(what()) must be a whole number, found `\(scalar?.value ?? kindName)`; write it in digits")
        return nil
    }

    func bool(_ what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) -> Located<Bool>? {
        if let scalar {
            switch scalar.value {
            case "true", "yes", "True", "Yes": return Located(true, at: scalar.range)
            case "false", "no", "False", "No": return Located(false, at: scalar.range)
            default: break
            }
        }
        diagnostics.emit(Rules.invalidValue, at: range, "\(what()) must be true or false, found `\(scalar?.value ?? kindName)`; write `true` or `false`")
        return nil
    }

    /// One of a fixed set of words (`surface: button`), with a suggestion when misspelled.
    func choice<T: RawRepresentable & CaseIterable>(
        _ type: T.Type, _ what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector
    ) -> Located<T>? where T.RawValue == String {
        guard let text = string(what(), &diagnostics) else { return nil }
        if let value = T(rawValue: text.value) { return Located(value, at: text.range) }
        let allowed = T.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: text.value, in: allowed).map { "; did you mean `\($0)`?" } ?? ""
        diagnostics.emit(Rules.invalidValue, at: text.range,
            "`\(text.value)` is not a valid \(what())\(hint.isEmpty ? "; use one of \(allowed.joined(separator: ", "))" : "\(hint) (expected one of: \(allowed.joined(separator: ", ")))")")
        return nil
    }

    /// A mapping, or nil with a diagnostic. A null value (`key:` with nothing) reads as an empty mapping.
    func mapping(_ what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) -> YAMLMapping? {
        if isNull { return YAMLMapping(emptyAt: range, document: document) }
        guard case .mapping(let mapping) = node else {
            diagnostics.emit(Rules.invalidValue, at: range, "\(what()) must be a mapping, found \(kindName); write its keys below it, indented")
            return nil
        }
        return YAMLMapping(mapping, document: document, diagnostics: &diagnostics)
    }

    /// A list; a single scalar reads as a list of one.
    func list(_ what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) -> [YAMLValue]? {
        switch node {
        case .sequence(let sequence): return sequence.items.map { YAMLValue(node: $0, document: document) }
        case .scalar: return isNull ? [] : [self]
        default:
            diagnostics.emit(Rules.invalidValue, at: range, "\(what()) must be a list, found \(kindName); write it as `[a, b]` or as lines starting with `- `")
            return nil
        }
    }

    /// A list of words (`[ko, ja, en]`, or a single `ko`).
    func stringList(_ what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) -> [Located<String>] {
        (list(what(), &diagnostics) ?? []).compactMap { $0.string("each entry of \(what())", &diagnostics) }
    }
}
