import CopydeckKit

/// Why an imported table text cannot become a message.
public struct TableImportProblem: Error, Hashable, Sendable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

/// Writes a string table's text back as Copydeck's ICU message text: the inverse of
/// `TableText(_:locale:arguments:)`. `%N$…` becomes the argument's spelling (`{name}`,
/// `{remaining, duration}` — as the locale's current text writes it, else the source's, else by
/// type), `%N$@을(를)` a particle, `%%` a `%`, a count's specifier inside a plural case `#`;
/// literal `{`, `}`, `'` (and `#` in a case) are quoted the ICU way.
public struct MessageTextWriter: Sendable {
    public let arguments: TableArguments
    /// Argument name → how the message writes it when it is not a plural (`{n, number}`).
    public let spellings: [String: String]
    /// The argument a whole-message plural counts (the source message's plural).
    public let pluralArgument: String?
    /// Whether the locale has a `zero` category: if not, `zero` is written `=0`.
    public let localeHasZero: Bool

    public init(arguments: TableArguments, spellings: [String: String], pluralArgument: String?, locale: String) {
        self.init(arguments: arguments, spellings: spellings, pluralArgument: pluralArgument, rules: PluralRules(locale: locale))
    }

    /// The same, with the locale's plural rules made already (a writer per text of many).
    public init(arguments: TableArguments, spellings: [String: String], pluralArgument: String?, rules: PluralRules) {
        self.arguments = arguments
        self.spellings = spellings
        self.pluralArgument = pluralArgument
        localeHasZero = rules.cardinalCategories.contains(.zero)
    }

    /// The spellings of `messages`' simple arguments (earlier messages win: pass the locale's own
    /// message first, then the source's).
    public static func spellings(of messages: [(message: Message, text: String)]) -> [String: String] {
        var result: [String: String] = [:]
        for (message, text) in messages {
            let scalars = Array(text.unicodeScalars)
            for argument in message.arguments where result[argument.name] == nil {
                switch argument.kind {
                case .simple, .number, .duration:
                    guard argument.range.upperBound <= scalars.count else { continue }
                    result[argument.name] = String(String.UnicodeScalarView(scalars[argument.range]))
                default: continue
                }
            }
        }
        return result
    }

    public func text(_ table: TableText) throws(TableImportProblem) -> String {
        switch table {
        case .format(let format):
            return try message(format, pound: nil, substitutions: [])
        case .plural(let variations):
            guard let name = pluralArgument ?? arguments.arguments.first(where: { $0.kind == .integer })?.name else {
                throw TableImportProblem("a plural for a message without a count")
            }
            return try plural(name, variations, own: false)
        case .substitutions(let format, let substitutions):
            return try message(format, pound: nil, substitutions: substitutions)
        case .devices(let devices):
            // `{device, select, iphone {…} other {…}}`: each device's text, written alone.
            var output = "{\(Self.deviceArgument), select,"
            for device in devices.devices {
                if case .devices = devices[device]! { throw TableImportProblem("a device variation inside a device variation") }
                output += " \(device) {\(try text(devices[device]!))}"
            }
            return output + "}"
        }
    }

    /// The placeholder a message varies by device with: always `device` (type `device`).
    public static let deviceArgument = DeviceIdiom.argumentName


    /// A plural of argument `name`. `own`: the forms are a substitution's, where `%arg` (Xcode's
    /// String Catalogs) and a specifier without a position (`%ld` in a `.stringsdict` variable,
    /// the `%#@files@ and %#@folders@` pattern) stand for the substitution's own argument, as
    /// the person who wrote the form meant: Foundation counts `%ld` in `folders` as the second
    /// argument only because `files` used the first.
    private func plural(_ name: String, _ variations: PluralVariations, own: Bool) throws(TableImportProblem) -> String {
        var output = "{\(name), plural,"
        let pound = arguments.number(of: name)
        for category in variations.categories {
            guard let form = variations[category] else { continue }
            let selector = category == .zero && !localeHasZero ? "=0" : category.rawValue
            output += " \(selector) {\(try message(form, pound: pound, own: own ? pound : nil, substitutions: []))}"
        }
        return output + "}"
    }

    /// One format as message text. `pound`: the argument number `#` stands for (in a case);
    /// `own`: in a substitution's form, the argument `%arg` and position-less specifiers name.
    private func message(_ format: String, pound: Int?, own: Int? = nil, substitutions: [TableSubstitution]) throws(TableImportProblem) -> String {
        let scalars = Array(format.unicodeScalars)
        var output = ""
        var literal: [Unicode.Scalar] = []
        func flush() {
            Self.appendLiteral(literal, inCase: pound != nil, to: &output)
            literal.removeAll()
        }
        // A message without arguments shows its text as it is: every `%` is a percent sign.
        guard !arguments.arguments.isEmpty else {
            literal = scalars
            flush()
            return output
        }
        var pieces = FormatPieces(scalars, own: own, substitutions: substitutions)
        while let piece = pieces.next() {
            let specifier: PrintfSpecifier, number: Int
            switch piece {
            case .text(let scalar):
                literal.append(scalar)
                continue
            case .percent:
                literal.append("%")
                continue
            case .own:
                flush()
                output += "#"
                continue
            case .invalid(let offset):
                throw TableImportProblem("`%` that is not a format specifier at offset \(offset): write `%%` for a percent sign")
            case .specifier(let found, let argument):
                (specifier, number) = (found, argument)
            }
            flush()
            if own != nil, specifier.substitution != nil {
                throw TableImportProblem("`\(specifier.text)` inside a plural form: a plural cannot hold another")
            }
            guard number >= 1, number <= arguments.arguments.count else {
                throw TableImportProblem("`\(specifier.text)` names argument \(number), and the message has \(arguments.arguments.count)")
            }
            let argument = arguments.arguments[number - 1]
            if let name = specifier.substitution {
                guard let substitution = substitutions.first(where: { $0.name == name }) else {
                    throw TableImportProblem("`\(specifier.text)` names no substitution of the message")
                }
                output += try plural(argument.name, substitution.variations, own: true)
                continue
            }
            guard Self.prints(specifier, as: argument) else {
                throw TableImportProblem("`\(specifier.text)` prints argument \(number) in another way than the message, which passes `\(argument.name)` as `%\(number)$\(argument.conversion)`; a translation cannot change how an argument is printed (a type, flags, a width or a precision)")
            }
            if pound == number {
                output += "#"
            } else if argument.kind == .object, let (particle, length) = Self.particle(after: scalars, at: specifier.end) {
                output += "{\(argument.name), particle, \(particle.afterConsonant)/\(particle.afterVowel)}"
                pieces.skip(length)
            } else {
                output += spellings[argument.name] ?? "{\(argument.name)}"
            }
        }
        flush()
        return output
    }

    /// Whether `specifier` prints `argument` as the message's own conversion does: the same
    /// conversion spelled another way (`%lu` for `%lld`: a decimal integer), or exactly the
    /// adopted one (`%.2f`).
    static func prints(_ specifier: PrintfSpecifier, as argument: TableArguments.Argument) -> Bool {
        if let format = argument.format, specifier.body == format { return true }
        guard specifier.hasNoFlags else { return false }
        let own = "%" + argument.conversion
        guard let expected = PrintfSpecifier(Array(own.unicodeScalars), at: 0), expected.hasNoFlags else { return false }
        return expected.meaning != .other && specifier.meaning == expected.meaning
    }

    /// A particle in its combined form right after a placeholder (`을(를)`, `(으)로`).
    private static func particle(after scalars: [Unicode.Scalar], at index: Int) -> (KoreanParticle, Int)? {
        var best: (KoreanParticle, Int)?
        for particle in KoreanParticle.known {
            let form = Array(TableTextConverter.combinedForm(particle).unicodeScalars)
            guard index + form.count <= scalars.count, Array(scalars[index..<(index + form.count)]) == form else { continue }
            if form.count > best?.1 ?? 0 { best = (particle, form.count) }
        }
        return best
    }

    /// ICU quoting of a run of literal text (the run ends where a placeholder, a `#` or the end
    /// of a case follows): `{`, `}` (and `#` in a case) inside a quote that starts right before
    /// them and ends after them — apostrophes met inside it doubled, as the quote would otherwise
    /// read the next `''` as its own; elsewhere an apostrophe doubled only where it could start a
    /// quote or join the next one: before an apostrophe, a special character or the run's end.
    private static func appendLiteral(_ run: [Unicode.Scalar], inCase: Bool, to output: inout String) {
        func isSpecial(_ scalar: Unicode.Scalar?) -> Bool {
            scalar == "{" || scalar == "}" || (inCase && scalar == "#")
        }
        // Most runs hold nothing to quote: appended whole.
        guard run.contains(where: { $0 == "'" || isSpecial($0) }) else {
            output.unicodeScalars.append(contentsOf: run)
            return
        }
        var quoted = false
        for (index, scalar) in run.enumerated() {
            if isSpecial(scalar) {
                if !quoted { output += "'"; quoted = true }
                output.unicodeScalars.append(scalar)
            } else if scalar == "'" {
                let next = index + 1 < run.count ? run[index + 1] : nil
                output += quoted || next == nil || next == "'" || isSpecial(next) ? "''" : "'"
            } else {
                if quoted { output += "'"; quoted = false }
                output.unicodeScalars.append(scalar)
            }
        }
        if quoted { output += "'" }
    }
}
