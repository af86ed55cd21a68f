import CopydeckKit

extension TableText {
    /// A message of `locale` as a string table says it (the mapping the README documents):
    /// - text as it is; a literal `%` as `%%` when the message has arguments (the app formats it),
    ///   as it is when it has none (the app shows it as it is, as Xcode's own keys do);
    /// - a placeholder as its positional specifier (`%1$@`; `%2$lld` for integers and counts);
    ///   a decimal, a duration and a date as `%@`, which the app formats (CopydeckKit's
    ///   `NumberText`, `DurationText`) — printf's `%f` would ignore the locale;
    /// - a Korean particle after a placeholder in the combined form Korean UIs use when the value
    ///   is unknown: `%1$@을(를)`, `%1$@(으)로`;
    /// - a message that is one plural as `.plural`, a plural with text around it (or several) as
    ///   `.substitutions`; `#` as the count's specifier; `=0` as `zero`, `=1` as `one` in a
    ///   locale whose `one` is exactly 1; only the categories the locale uses;
    /// - a message that is `{device, select, iphone {…} other {…}}` (its field declares the
    ///   `device` placeholder) as `.devices`, each case a format or a plural.
    /// Not expressible (a `TableExportProblem` at its place): `select`, `selectordinal`, a plural
    /// inside a plural, a plural `offset`, other exact matches.
    public init(_ message: Message, locale: String, arguments: TableArguments) throws(TableExportProblem) {
        try self.init(message, rules: PluralRules(locale: locale), arguments: arguments)
    }

    /// The same, with the locale's plural rules made already.
    public init(_ message: Message, rules: PluralRules, arguments: TableArguments) throws(TableExportProblem) {
        // What no table can say is found first, by the same walk the lint's `TableExportCheck`
        // makes: a message the lint lets through always converts.
        if let problem = TableTextConverter.problem(in: message, plurals: rules, device: arguments.variesByDevice) { throw problem }
        if arguments.variesByDevice, let cases = TableTextConverter.deviceCases(of: message) {
            var texts: [String: TableText] = [:]
            for item in cases {
                let text = try TableText(item.message, rules: rules, arguments: TableArguments(arguments: arguments.arguments))
                if case .substitutions = text {
                    throw TableExportProblem("the \(item.selector) text has words around a plural, which Apple's device variations cannot hold; make it one plural, or give the device its own field", at: item.selectorRange.lowerBound)
                }
                texts[item.selector] = text
            }
            self = .devices(DeviceVariations(texts))
            return
        }
        let converter = TableTextConverter(arguments: arguments, plurals: rules)
        // A message that is one plural of its first argument: `%#@value@` counts the first one.
        // A count passed after other arguments (Android's quantity apart from `%1$s`) is a
        // substitution that names its argument, `%2$#@count@`; so is a count an adopted table
        // passes with its own conversion (`d`, `lu`) or as an object (`@`, an `NSNumber`), which
        // the substitution keeps as its type.
        if message.parts.count == 1, case .argument(let argument) = message.parts[0], case .plural = argument.kind,
           let number = arguments.number(of: argument.name) ?? Optional(1), number == 1,
           number > arguments.arguments.count || arguments.arguments[number - 1].conversion == StringsDictFormat.pluralValueType {
            self = .plural(try converter.variations(of: argument))
            return
        }
        var substitutions: [TableSubstitution] = []
        let format = try converter.format(message.parts, pound: nil) { argument throws(TableExportProblem) in
            guard let number = arguments.number(of: argument.name) else {
                throw TableExportProblem("`\(argument.name)` is not an argument of the message", at: argument.range.lowerBound)
            }
            if !substitutions.contains(where: { $0.name == argument.name }) {
                substitutions.append(TableSubstitution(
                    name: argument.name, argumentNumber: number, formatSpecifier: arguments.arguments[number - 1].conversion,
                    variations: try converter.variations(of: argument)))
            }
            return "%\(number)$#@\(argument.name)@"
        }
        self = substitutions.isEmpty ? .format(format) : .substitutions(format: format, substitutions)
    }
}

/// Writes message parts as printf-style formats.
struct TableTextConverter {
    let arguments: TableArguments
    let plurals: PluralRules

    /// The format of `parts`; `pound` is the specifier `#` stands for inside a plural case;
    /// `plural` says what a top-level plural becomes (nil: a plural is not allowed here).
    func format(
        _ parts: [Message.Part], pound: String?, plural: ((Message.Argument) throws(TableExportProblem) -> String)? = nil
    ) throws(TableExportProblem) -> String {
        var output = ""
        for part in parts {
            switch part {
            case .text(let text):
                if arguments.arguments.isEmpty {
                    output += text
                } else {
                    for scalar in text.unicodeScalars {
                        if scalar == "%" { output += "%%" } else { output.unicodeScalars.append(scalar) }
                    }
                }
            case .pound(let offset):
                guard let pound else { throw TableExportProblem("`#` outside a plural", at: offset) }
                output += pound
            case .argument(let argument):
                output += try format(argument, plural: plural)
            }
        }
        return output
    }

    private func format(
        _ argument: Message.Argument, plural: ((Message.Argument) throws(TableExportProblem) -> String)?
    ) throws(TableExportProblem) -> String {
        guard let specifier = arguments.specifier(of: argument.name) else {
            throw TableExportProblem("`\(argument.name)` is not an argument of the message", at: argument.range.lowerBound)
        }
        switch argument.kind {
        case .simple, .number, .duration:
            return specifier
        case .particle(let particle):
            return specifier + Self.combinedForm(particle)
        case .plural:
            guard let plural else {
                throw TableExportProblem("a plural inside a plural case cannot be said in a string table: give each case its own text", at: argument.range.lowerBound)
            }
            return try plural(argument)
        case .select:
            throw TableExportProblem("a `select` cannot be said in a string table: make one field per case (or a variant per case)", at: argument.range.lowerBound)
        case .selectOrdinal:
            throw TableExportProblem("`selectordinal` cannot be said in a string table (they have cardinal plurals only); make one field per case", at: argument.range.lowerBound)
        }
    }

    /// A plural's cases as variations: `=0` → `zero`, `=1` → `one` where `one` is exactly 1, the
    /// categories the locale never uses left out (lint reports them). `problem(in:plurals:)` has
    /// passed the message, so every case is one of those, and none twice.
    func variations(of argument: Message.Argument) throws(TableExportProblem) -> PluralVariations {
        guard case .plural(_, let cases) = argument.kind else {
            throw TableExportProblem("not a plural", at: argument.range.lowerBound)
        }
        let pound = arguments.specifier(of: argument.name)
        var forms: [PluralCategory: String] = [:]
        for item in cases {
            guard case .written(let category) = Self.category(of: item.selector, plurals) else { continue }
            forms[category] = try format(item.message.parts, pound: pound)
        }
        return PluralVariations(forms)
    }

    /// What a plural case becomes in a table.
    enum CaseCategory: Equatable {
        case written(PluralCategory)
        /// A category the locale never uses: not written.
        case unused
        /// An exact match a table has no category for (`=2`, or `=1` where `one` is not just 1).
        case unsupported
    }

    static func category(of selector: String, _ plurals: PluralRules) -> CaseCategory {
        switch selector {
        case "=0": return .written(.zero)
        case "=1": return oneIsExactlyOne(plurals) ? .written(.one) : .unsupported
        default:
            guard let named = PluralCategory(rawValue: selector) else { return .unsupported }
            // A locale without CLDR data keeps every form it is given: none is known unused.
            return named == .other || !plurals.isKnown || plurals.cardinalCategories.contains(named) ? .written(named) : .unused
        }
    }

    /// Why a table cannot say `message`, found from its structure alone (no text is built):
    /// `select`, `selectordinal`, a plural inside a plural, a plural `offset`, exact matches other
    /// than `=0` (and `=1` where `one` is exactly 1), an exact match beside its category, no `other`.
    static func problem(in message: Message, plurals: PluralRules, inPlural: Bool = false, device: Bool = false) -> TableExportProblem? {
        if device, let cases = deviceCases(of: message) {
            var seen: Set<String> = []
            for item in cases {
                guard DeviceVariations.devices.contains(item.selector) else {
                    return TableExportProblem("`\(item.selector)` is not a device Apple's tables name (\(DeviceVariations.devices.joined(separator: ", ")))", at: item.selectorRange.lowerBound)
                }
                guard seen.insert(item.selector).inserted else {
                    return TableExportProblem("`\(item.selector)` is given twice", at: item.selectorRange.lowerBound)
                }
                if let problem = problem(in: item.message, plurals: plurals) { return problem }
            }
            return nil
        }
        for part in message.parts {
            guard case .argument(let argument) = part else { continue }
            switch argument.kind {
            case .simple, .number, .duration, .particle:
                continue
            case .select:
                return TableExportProblem("a `select` cannot be said in a string table: make one field per case (or a variant per case)", at: argument.range.lowerBound)
            case .selectOrdinal:
                return TableExportProblem("`selectordinal` cannot be said in a string table (they have cardinal plurals only)", at: argument.range.lowerBound)
            case .plural(let offset, let cases):
                if inPlural {
                    return TableExportProblem("a plural inside a plural case cannot be said in a string table: give each case its own text", at: argument.range.lowerBound)
                }
                if offset != 0 {
                    return TableExportProblem("a plural `offset` cannot be said in a string table", at: argument.range.lowerBound)
                }
                var seen: Set<PluralCategory> = []
                for item in cases {
                    switch category(of: item.selector, plurals) {
                    case .unsupported:
                        return TableExportProblem("the exact match `\(item.selector)` cannot be said in a string table (only `=0`, and `=1` where `one` means 1); write it as part of the `other` case", at: item.selectorRange.lowerBound)
                    case .written(let category) where !seen.insert(category).inserted:
                        return TableExportProblem("`\(item.selector)` and `\(category.rawValue)` both given: a string table has one `\(category.rawValue)`", at: item.selectorRange.lowerBound)
                    case .written, .unused:
                        break
                    }
                    if let problem = self.problem(in: item.message, plurals: plurals, inPlural: true) { return problem }
                }
                if !seen.contains(.other) {
                    return TableExportProblem("a plural without `other`", at: argument.range.lowerBound)
                }
            }
        }
        return nil
    }

    /// The cases of a message that is one select on `device` (Xcode's device variations), with
    /// `other` among them; nil for any other message.
    static func deviceCases(of message: Message) -> [Message.Case]? {
        guard message.parts.count == 1, case .argument(let argument) = message.parts[0],
              argument.name == MessageTextWriter.deviceArgument, case .select(let cases) = argument.kind,
              cases.contains(where: { $0.selector == "other" }) else { return nil }
        return cases
    }

    /// Whether the locale's `one` holds exactly the number 1 (en, de, ja…): then ICU `=1` and
    /// `one` select the same numbers, and a table's `one` can carry `=1`.
    static func oneIsExactlyOne(_ rules: PluralRules) -> Bool {
        guard rules.cardinalCategories.contains(.one) else { return false }
        return (0...200).filter { rules.cardinal(Double($0)) == .one } == [1]
    }

    /// The form Korean UIs write when the word before is unknown: `을(를)`, `이(가)`, `(으)로`,
    /// `(이)랑` — the optional sound in parentheses.
    static func combinedForm(_ particle: KoreanParticle) -> String {
        for prefix in ["이", "으"] where particle.afterConsonant == prefix + particle.afterVowel {
            return "(\(prefix))\(particle.afterVowel)"
        }
        return "\(particle.afterConsonant)(\(particle.afterVowel))"
    }
}
