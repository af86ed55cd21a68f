extension TableText {
    /// The text with every specifier spelled one way: its argument's number always written
    /// (`%lu` as the first argument, `%1$lld`), an integer as `lld`, an object as `@`, `%arg` and
    /// a substitution form's position-less specifier as the substitution's own argument, a
    /// substitution named by its argument, the substitutions in their arguments' order. Two texts that print the same words with the same
    /// arguments in the same places have the same meaning, however each tool spelled them: Xcode
    /// exports `%lu Photos` for the `%1$lld Photos` Copydeck wrote.
    var meaning: TableText {
        switch self {
        case .format(let format):
            return .format(Self.meaning(of: format, own: nil, substitutions: []))
        case .plural(let variations):
            return .plural(variations.mapForms { Self.meaning(of: $0, own: nil, substitutions: []) })
        case .substitutions(let format, let substitutions):
            // One plural that is the whole text (`%#@value@`, Xcode's `%#@followers@`) counting
            // the first argument: a whole-message plural.
            if substitutions.count == 1, let only = substitutions.first, only.argumentNumber == 1, Self.isOnly(only, format) {
                return .plural(only.variations.mapForms { Self.meaning(of: $0, own: 1, ownConversion: only.formatSpecifier, substitutions: []) })
            }
            // In argument order: a file lists them as it likes (a migrated catalog's by name).
            let forms = substitutions.sorted { ($0.argumentNumber, $0.name) < ($1.argumentNumber, $1.name) }.map { substitution in
                TableSubstitution(
                    name: Self.substitutionName(substitution.argumentNumber), argumentNumber: substitution.argumentNumber, formatSpecifier: "lld",
                    variations: substitution.variations.mapForms {
                        Self.meaning(of: $0, own: substitution.argumentNumber, ownConversion: substitution.formatSpecifier, substitutions: [])
                    })
            }
            return .substitutions(format: Self.meaning(of: format, own: nil, substitutions: substitutions), forms)
        case .devices(let devices):
            return .devices(devices.map(\.meaning))
        }
    }

    /// A substitution's name in a meaning: its argument's (the app's own name is the file's
    /// spelling; `%#@count_posts@` and `%1$#@arg1@` plural the same argument).
    private static func substitutionName(_ number: Int) -> String { "arg\(number)" }

    /// Whether `format` is `substitution`'s token alone.
    private static func isOnly(_ substitution: TableSubstitution, _ format: String) -> Bool {
        var pieces = FormatPieces(format, substitutions: [substitution])
        guard case .specifier(let specifier, _)? = pieces.next(), specifier.substitution == substitution.name else { return false }
        return pieces.next() == nil
    }

    /// `ownConversion`: how `%arg` prints the substitution's own argument (`lld`, `.1f`).
    private static func meaning(of format: String, own: Int?, ownConversion: String? = nil, substitutions: [TableSubstitution]) -> String {
        // No specifier, nothing to spell another way.
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        var output = String.UnicodeScalarView()
        for piece in FormatPieces(format, own: own, substitutions: substitutions) {
            switch piece {
            case .text(let scalar):
                output.append(scalar)
            case .invalid:
                output.append("%")
            case .percent:
                output.append(contentsOf: "%%".unicodeScalars)
            case .own(let number):
                // `%arg` prints the argument as the substitution's conversion does.
                let own = ownConversion.flatMap { PrintfSpecifier(Array(("%" + $0).unicodeScalars), at: 0) }
                output.append(contentsOf: (own.map { spelling($0, number) } ?? "%\(number)$lld").unicodeScalars)
            case .specifier(let specifier, let number):
                output.append(contentsOf: spelling(specifier, number).unicodeScalars)
            }
        }
        return String(output)
    }

    /// A specifier spelled one way: with its number, an integer as `lld`, an object as `@`.
    private static func spelling(_ specifier: PrintfSpecifier, _ number: Int) -> String {
        if specifier.substitution != nil { return "%\(number)$#@\(Self.substitutionName(number))@" }
        if specifier.hasNoFlags, specifier.meaning == .decimalInteger { return "%\(number)$lld" }
        if specifier.hasNoFlags, specifier.meaning == .object { return "%\(number)$@" }
        // Another conversion keeps its spelling, with its number.
        return "%\(number)$\(specifier.body)"
    }
}

extension PluralVariations {
    /// The same categories, each form changed by `transform`.
    func mapForms(_ transform: (String) -> String) -> PluralVariations {
        PluralVariations(forms.mapValues(transform))
    }
}
