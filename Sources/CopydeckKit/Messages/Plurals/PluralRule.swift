/// One CLDR plural rule condition, parsed from the CLDR syntax
/// (`i = 1 and v = 0`, `n % 10 = 2..4 and n % 100 != 12..14`, `n = 0 or n != 1 and n % 100 = 1`)
/// and evaluated against `PluralOperands`. Samples (`@integer …`, `@decimal …`) are ignored.
public struct PluralRule: Sendable, Equatable {
    enum Operand: Character, Sendable { case n = "n", i = "i", v = "v", w = "w", f = "f", t = "t", e = "e", c = "c" }

    struct Relation: Sendable, Equatable {
        var operand: Operand
        var modulus: Int?
        var negated: Bool
        /// Values and inclusive ranges; a match is any of them.
        var ranges: [ClosedRange<Int>]
    }

    /// Disjunction of conjunctions.
    let conditions: [[Relation]]

    /// Why a rule's source is not valid CLDR plural rule syntax.
    public struct SyntaxError: Error, Equatable, Sendable {
        /// What is wrong, in plain English (an unexpected word, an empty range).
        public var message: String
    }

    /// Parses a condition in CLDR syntax (`i = 1 and v = 0`). Samples after `@` are ignored; an empty
    /// condition (CLDR's `other`) matches every number.
    public init(_ source: String) throws(SyntaxError) {
        let text = source.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var words = Self.tokens(text)
        var conditions: [[Relation]] = []
        var current: [Relation] = []
        guard !words.isEmpty else {
            self.conditions = []
            return
        }
        while !words.isEmpty {
            current.append(try Self.relation(&words))
            guard let joiner = words.first else { break }
            words.removeFirst()
            switch joiner {
            case "and": continue
            case "or":
                conditions.append(current)
                current = []
            default: throw SyntaxError(message: "expected `and` or `or`, found `\(joiner)`")
            }
        }
        conditions.append(current)
        self.conditions = conditions
    }

    /// True for an empty rule (CLDR's `other`).
    public func matches(_ operands: PluralOperands) -> Bool {
        if conditions.isEmpty { return true }
        return conditions.contains { relations in relations.allSatisfy { $0.holds(for: operands) } }
    }

    // MARK: - Parsing

    private static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        func flush() { if !current.isEmpty { result.append(current); current = "" } }
        var characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" || character == "\n" {
                flush()
            } else if character == "!" && index + 1 < characters.count && characters[index + 1] == "=" {
                flush(); result.append("!="); index += 1
            } else if character == "=" || character == "%" || character == "," {
                flush(); result.append(String(character))
            } else if character == "." && index + 1 < characters.count && characters[index + 1] == "." {
                flush(); result.append(".."); index += 1
            } else {
                current.append(character)
            }
            index += 1
        }
        flush()
        characters.removeAll()
        return result
    }

    private static func relation(_ words: inout [String]) throws(SyntaxError) -> Relation {
        guard let name = words.first, name.count == 1, let operand = Operand(rawValue: name.first!) else {
            throw SyntaxError(message: "expected an operand (n, i, v, w, f, t, e), found `\(words.first ?? "end")`")
        }
        words.removeFirst()
        var modulus: Int?
        if words.first == "mod" || words.first == "%" {
            words.removeFirst()
            modulus = try number(&words)
        }
        var negated = false
        switch words.first {
        case "=": words.removeFirst()
        case "!=": words.removeFirst(); negated = true
        case "is":
            words.removeFirst()
            if words.first == "not" { words.removeFirst(); negated = true }
            let value = try number(&words)
            return Relation(operand: operand, modulus: modulus, negated: negated, ranges: [value...value])
        case "not":
            words.removeFirst()
            negated = true
            guard words.first == "in" || words.first == "within" else { throw SyntaxError(message: "expected `in` after `not`") }
            words.removeFirst()
        case "in", "within": words.removeFirst()
        default: throw SyntaxError(message: "expected `=`, `!=`, `is` or `in`, found `\(words.first ?? "end")`")
        }
        var ranges: [ClosedRange<Int>] = []
        repeat {
            if words.first == "," { words.removeFirst() }
            let low = try number(&words)
            if words.first == ".." {
                words.removeFirst()
                let high = try number(&words)
                guard low <= high else { throw SyntaxError(message: "range \(low)..\(high) is empty") }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        } while words.first == ","
        return Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
    }

    private static func number(_ words: inout [String]) throws(SyntaxError) -> Int {
        guard let word = words.first, let value = Int(word) else {
            throw SyntaxError(message: "expected a number, found `\(words.first ?? "end")`")
        }
        words.removeFirst()
        return value
    }
}

extension PluralRule.Relation {
    func holds(for operands: PluralOperands) -> Bool {
        let value: Double
        switch operand {
        case .n: value = operands.n
        case .i: value = Double(operands.i)
        case .v: value = Double(operands.v)
        case .w: value = Double(operands.w)
        case .f: value = Double(operands.f)
        case .t: value = Double(operands.t)
        case .e, .c: value = Double(operands.e)
        }
        var subject = value
        if let modulus, modulus != 0 { subject = value.truncatingRemainder(dividingBy: Double(modulus)) }
        // A value with a fraction (only `n` can have one) is in no integer range.
        let isWhole = subject.rounded(.towardZero) == subject
        let inside = isWhole && ranges.contains { $0.contains(Int(subject)) }
        return inside != negated
    }
}
