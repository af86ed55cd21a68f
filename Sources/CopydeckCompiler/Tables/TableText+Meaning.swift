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
                return .plural(only.variations.mapForms { Self.meaning(of: $0, own: 1, substitutions: []) })
            }
            // In argument order: a file lists them as it likes (a migrated catalog's by name).
            let forms = substitutions.sorted { ($0.argumentNumber, $0.name) < ($1.argumentNumber, $1.name) }.map { substitution in
                TableSubstitution(
                    name: Self.substitutionName(substitution.argumentNumber), argumentNumber: substitution.argumentNumber, formatSpecifier: "lld",
                    variations: substitution.variations.mapForms {
                        Self.meaning(of: $0, own: substitution.argumentNumber, substitutions: [])
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

    private static func meaning(of format: String, own: Int?, substitutions: [TableSubstitution]) -> String {
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
                output.append(contentsOf: "%\(number)$lld".unicodeScalars)
            case .specifier(let specifier, let number):
                let spelled: String
                if specifier.substitution != nil {
                    spelled = "%\(number)$#@\(Self.substitutionName(number))@"
                } else if specifier.hasNoFlags, specifier.meaning == .decimalInteger {
                    spelled = "%\(number)$lld"
                } else if specifier.hasNoFlags, specifier.meaning == .object {
                    spelled = "%\(number)$@"
                } else {
                    // Another conversion keeps its spelling, with its number.
                    spelled = "%\(number)$\(specifier.body)"
                }
                output.append(contentsOf: spelled.unicodeScalars)
            }
        }
        return String(output)
    }
}

extension PluralVariations {
    /// The same categories, each form changed by `transform`.
    func mapForms(_ transform: (String) -> String) -> PluralVariations {
        PluralVariations(forms.mapValues(transform))
    }
}
