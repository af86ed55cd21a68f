import CopydeckKit

/// The arguments of a string adopted from an app's table, read from its source text: every
/// specifier's argument number (its position, its place among the format's specifiers, a
/// substitution's `argNum`, `%arg` and a position-less specifier in a substitution's form for the
/// substitution's own) and how it is printed. Each becomes a placeholder: named after its
/// substitution (`votes`), `count` for a whole-message plural's count, else `arg1`, `arg2`…;
/// typed by its conversion (`@` a string, `d` `i` `u` an integer, `f` `e` `g` `a` a number), and
/// keeping the conversion when it is not the type's own (`lu`, `.2f`, `s`), so every table
/// prints it as the app's code passes it.
///
/// A text whose `%` are not all specifiers (`90% off`, `100%`) is plain text with no arguments,
/// as the app shows it without formatting.
struct AdoptedArguments {
    struct Placeholder: Equatable {
        var name: String
        var type: Field.PlaceholderType
        var format: String?
    }

    var placeholders: [Placeholder]
    /// The argument a whole-message plural counts.
    var pluralArgument: String?

    var tableArguments: TableArguments {
        TableArguments(arguments: placeholders.filter { $0.type != .device }.map { placeholder in
            let counted = placeholder.name == pluralArgument
            let kind: TableArguments.Kind = counted || placeholder.type == .integer ? .integer : .object
            return TableArguments.Argument(name: placeholder.name, kind: kind, type: placeholder.type, format: placeholder.format)
        }, variesByDevice: placeholders.contains { $0.type == .device })
    }

    /// The arguments `text` uses, or why they cannot be told. `quantityApart`: a plural's count
    /// is passed apart from the format's arguments (Android's `getQuantityString(id, count,
    /// args…)`): when its items do not print the count as their first argument (`%s views`,
    /// `%1$s … %2$d days`), the count is a placeholder of its own, `count`, after the items'
    /// arguments, which keep their numbers.
    static func of(_ text: TableText, quantityApart: Bool) -> Result<AdoptedArguments, TableImportProblem> {
        let countFirst = of(text)
        guard quantityApart, case .failure = countFirst, case .plural(let variations) = text else { return countFirst }
        // Each item numbers its own arguments from 1; all must print each the same way.
        var found = AdoptedArguments(placeholders: [], pluralArgument: nil)
        for category in variations.categories {
            guard let form = variations[category], isFormat(form) else { continue }
            guard case .success(let own) = of(.format(form)) else { return countFirst }
            for (index, placeholder) in own.placeholders.enumerated() {
                if index < found.placeholders.count {
                    guard found.placeholders[index] == placeholder else {
                        return .failure(TableImportProblem("its items print argument \(index + 1) in different ways"))
                    }
                } else {
                    found.placeholders.append(placeholder)
                }
            }
        }
        var name = "count"
        while found.placeholders.contains(where: { $0.name == name }) { name = "_" + name }
        found.placeholders.append(Placeholder(name: name, type: .integer, format: nil))
        found.pluralArgument = name
        return .success(found)
    }

    /// The arguments `text` uses, or why they cannot be told.
    static func of(_ text: TableText) -> Result<AdoptedArguments, TableImportProblem> {
        var conversions: [Int: String] = [:]
        var names: [Int: String] = [:]
        func note(_ number: Int, _ body: String) -> TableImportProblem? {
            if let known = conversions[number], known != body {
                let a = PrintfSpecifier(Array(("%" + known).unicodeScalars), at: 0)?.meaning
                let b = PrintfSpecifier(Array(("%" + body).unicodeScalars), at: 0)?.meaning
                guard a == b, a == .decimalInteger else {
                    return TableImportProblem("argument \(number) is printed both as `%\(known)` and as `%\(body)`")
                }
                return nil
            }
            conversions[number] = body
            return nil
        }
        var pluralArgument: Int?
        var counted: Set<Int> = []
        var byDevice = false
        func visit(_ text: TableText) -> TableImportProblem? {
            switch text {
            case .format(let format):
                guard isFormat(format) else { return nil }
                return scan(format, own: nil, substitutions: [], note)
            case .plural(let variations):
                // `%#@value@`: the count is the first argument.
                pluralArgument = 1
                if let problem = note(1, StringsDictFormat.valueType(of: variations)) { return problem }
                for form in variations.forms.values where isFormat(form) {
                    if let problem = scan(form, own: nil, substitutions: [], note) { return problem }
                }
                return nil
            case .substitutions(let format, let substitutions):
                if let problem = scan(format, own: nil, substitutions: substitutions, note) { return problem }
                for substitution in substitutions {
                    counted.insert(substitution.argumentNumber)
                    if names[substitution.argumentNumber] == nil, isName(substitution.name) { names[substitution.argumentNumber] = substitution.name }
                    for form in substitution.variations.forms.values {
                        if let problem = scan(form, own: substitution.argumentNumber, substitutions: [], note) { return problem }
                    }
                    // The type the plural is chosen by: the forms' own conversion when they print it
                    // (`%.1f` for a substitution of type `f`), of the same kind, else this one.
                    if let printed = conversions[substitution.argumentNumber] {
                        guard sameKind(printed, substitution.formatSpecifier) else {
                            return TableImportProblem("the plural `\(substitution.name)` counts argument \(substitution.argumentNumber) as `%\(substitution.formatSpecifier)`, and its forms print it as `%\(printed)`")
                        }
                    } else if let problem = note(substitution.argumentNumber, substitution.formatSpecifier) {
                        return problem
                    }
                }
                return nil
            case .devices(let devices):
                // Every device's text prints the same arguments the same way; the device is
                // the `device` placeholder, which the app does not pass.
                byDevice = true
                for device in devices.devices {
                    if let problem = visit(devices[device]!) { return problem }
                }
                return nil
            }
        }
        if let problem = visit(text) { return .failure(problem) }
        let device = byDevice ? [Placeholder(name: "device", type: .device, format: nil)] : []
        guard let last = conversions.keys.max() else { return .success(AdoptedArguments(placeholders: device, pluralArgument: nil)) }
        if let gap = (1...last).first(where: { conversions[$0] == nil }) {
            return .failure(TableImportProblem("the text uses argument \(last) but not argument \(gap), which printf needs to know the type of"))
        }
        var used: Set<String> = byDevice ? ["device"] : []
        var placeholders: [Placeholder] = []
        for number in 1...last {
            var name = names[number] ?? (number == pluralArgument ? "count" : "arg\(number)")
            while !used.insert(name).inserted { name += "_\(number)" }
            var made = placeholder(name, conversions[number]!)
            // A plural's count is an integer unless said otherwise: one the app passes as an
            // object (`@`, an `NSNumber`) keeps its conversion, so no table reads it as `lld`.
            if counted.contains(number), made.type != .integer, made.format == nil { made.format = conversions[number] }
            placeholders.append(made)
        }
        return .success(AdoptedArguments(placeholders: placeholders + device, pluralArgument: pluralArgument.map { placeholders[$0 - 1].name }))
    }

    /// Whether two conversions print the same kind of value: both integers, both floats, or
    /// the same conversion.
    private static func sameKind(_ a: String, _ b: String) -> Bool {
        guard a != b else { return true }
        guard let first = PrintfSpecifier(Array(("%" + a).unicodeScalars), at: 0),
              let second = PrintfSpecifier(Array(("%" + b).unicodeScalars), at: 0) else { return false }
        return (first.isFloat && second.isFloat) || (first.meaning == .decimalInteger && second.meaning == .decimalInteger)
    }

    /// A placeholder printed by `body` (`lld`, `@`, `.2f`).
    private static func placeholder(_ name: String, _ body: String) -> Placeholder {
        guard let specifier = PrintfSpecifier(Array(("%" + body).unicodeScalars), at: 0) else {
            return Placeholder(name: name, type: .string, format: body)
        }
        if specifier.hasNoFlags, specifier.meaning == .object { return Placeholder(name: name, type: .string, format: nil) }
        if specifier.hasNoFlags, specifier.meaning == .decimalInteger {
            return Placeholder(name: name, type: .integer, format: body == "lld" ? nil : body)
        }
        switch specifier.conversion {
        case "d", "D", "i", "u", "U", "x", "X", "o", "O": return Placeholder(name: name, type: .integer, format: body)
        case "f", "F", "e", "E", "g", "G", "a", "A": return Placeholder(name: name, type: .number, format: body)
        default: return Placeholder(name: name, type: .string, format: body)
        }
    }

    /// Notes every specifier's argument in `format`; `own`: in a substitution's form, the
    /// argument `%arg` and position-less specifiers stand for.
    private static func scan(_ format: String, own: Int?, substitutions: [TableSubstitution], _ note: (Int, String) -> TableImportProblem?) -> TableImportProblem? {
        for piece in FormatPieces(format, own: own, substitutions: substitutions) {
            switch piece {
            case .text, .percent, .own:
                continue
            case .invalid(let offset):
                return TableImportProblem("`%` that is not a format specifier at offset \(offset)")
            case .specifier(let specifier, let number):
                if let name = specifier.substitution {
                    guard substitutions.contains(where: { $0.name == name }) else {
                        return TableImportProblem("`\(specifier.text)` names no substitution of the text")
                    }
                    continue
                }
                if let problem = note(number, specifier.body) { return problem }
            }
        }
        return nil
    }

    /// Whether the text is a format: it has a specifier, and every `%` starts one (a space flag,
    /// as in `90% off`, is taken for text).
    static func isFormat(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0, found = false
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            if FormatPieces.isArgToken(scalars, at: index) {
                found = true
                index += 4
                continue
            }
            guard let specifier = PrintfSpecifier(scalars, at: index), !specifier.text.contains(" ") else { return false }
            if !specifier.isPercent { found = true }
            index = specifier.end
        }
        return found
    }

    /// An ICU argument name: ASCII letters, digits and `_`, not starting with a digit.
    private static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
