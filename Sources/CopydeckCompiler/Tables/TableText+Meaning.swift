extension TableText {
    /// The text with every specifier spelled one way: its argument's number always written
    /// (`%lu` as the first argument, `%1$lld`), an integer as `lld`, an object as `@`, `%arg` and
    /// a substitution form's position-less specifier as the substitution's own argument, a
    /// substitution named by its argument. Two texts that print the same words with the same
    /// arguments in the same places have the same meaning, however each tool spelled them: Xcode
    /// exports `%lu Photos` for the `%1$lld Photos` Copydeck wrote.
    var meaning: TableText {
        switch self {
        case .format(let format):
            return .format(Self.meaning(of: format, own: nil, substitutions: []))
        case .plural(let variations):
            return .plural(variations.mapForms { Self.meaning(of: $0, own: nil, substitutions: []) })
        case .substitutions(let format, let substitutions):
            let forms = substitutions.map { substitution in
                TableSubstitution(
                    name: substitution.name, argumentNumber: substitution.argumentNumber, formatSpecifier: "lld",
                    variations: substitution.variations.mapForms {
                        Self.meaning(of: $0, own: substitution.argumentNumber, substitutions: [])
                    })
            }
            return .substitutions(format: Self.meaning(of: format, own: nil, substitutions: substitutions), forms)
        }
    }

    private static func meaning(of format: String, own: Int?, substitutions: [TableSubstitution]) -> String {
        // No specifier, nothing to spell another way.
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        let scalars = Array(format.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0, sequential = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                output.append(scalars[index])
                index += 1
                continue
            }
            if let own, index + 3 < scalars.count, scalars[index + 1] == "a", scalars[index + 2] == "r", scalars[index + 3] == "g" {
                output.append(contentsOf: "%\(own)$lld".unicodeScalars)
                index += 4
                continue
            }
            guard let specifier = PrintfSpecifier(scalars, at: index) else {
                output.append(scalars[index])
                index += 1
                continue
            }
            index = specifier.end
            if specifier.isPercent {
                output.append(contentsOf: "%%".unicodeScalars)
                continue
            }
            let number: Int
            if let position = specifier.position {
                number = position
            } else if let name = specifier.substitution, let substitution = substitutions.first(where: { $0.name == name }) {
                sequential += 1
                number = substitution.argumentNumber
            } else if let own {
                number = own
            } else {
                sequential += 1
                number = sequential
            }
            let spelled: String
            if let name = specifier.substitution {
                spelled = "%\(number)$#@\(name)@"
            } else if specifier.hasNoFlags, specifier.meaning == .decimalInteger {
                spelled = "%\(number)$lld"
            } else if specifier.hasNoFlags, specifier.meaning == .object {
                spelled = "%\(number)$@"
            } else {
                // Another conversion keeps its spelling, with its number.
                let text = specifier.text.unicodeScalars
                let body = specifier.position == nil ? String(String.UnicodeScalarView(text.dropFirst())) : String(text.split(separator: "$", maxSplits: 1).last.map { String.UnicodeScalarView($0) } ?? String.UnicodeScalarView())
                spelled = "%\(number)$\(body)"
            }
            output.append(contentsOf: spelled.unicodeScalars)
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
