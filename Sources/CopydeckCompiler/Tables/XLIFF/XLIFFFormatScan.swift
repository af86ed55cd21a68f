/// Reads what a substitution's `argNum` and `formatSpecifier` are from the texts XLIFF carries
/// (Xcode's XLIFF has no attribute for them): `%2$#@count@` in a format gives argument 2 for
/// `count`, and `%2$lld` in a variation gives `lld` for argument 2. `%%` is a literal percent.
enum XLIFFFormatScan {
    /// The `%#@name@` substitutions of a format, in order, with their position when written
    /// (`%1$#@name@`).
    static func substitutions(in format: String) -> [(name: String, position: Int?)] {
        var found: [(String, Int?)] = []
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" { index = cursor + 1; continue }
            let position = digits(scalars, &cursor)
            var positional: Int?
            if let position, cursor < scalars.count, scalars[cursor] == "$" {
                positional = position
                cursor += 1
            } else {
                cursor = index + 1
            }
            if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" {
                var end = cursor + 2
                while end < scalars.count, scalars[end] != "@" { end += 1 }
                if end < scalars.count, end > cursor + 2 {
                    var name = ""
                    name.unicodeScalars.append(contentsOf: scalars[(cursor + 2)..<end])
                    found.append((name, positional))
                    index = end + 1
                    continue
                }
            }
            index = cursor
        }
        return found
    }

    /// The conversion of the first `%N$…` specifier for `argument` (`lld` in `%2$lld`), with its
    /// flags, width, precision and length modifiers; nil when the text does not name it.
    static func specifier(forArgument argument: Int, in text: String) -> String? {
        specifiers(forArgument: argument, in: text).first
    }

    /// Every conversion written for `argument`, in order.
    static func specifiers(forArgument argument: Int, in text: String) -> [String] {
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" { index = cursor + 1; continue }
            if let position = digits(scalars, &cursor), position == argument, cursor < scalars.count, scalars[cursor] == "$" {
                cursor += 1
                let start = cursor
                while cursor < scalars.count, "-+ #0123456789.'hlqLzjt".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
                if cursor < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[cursor]) {
                    var specifier = ""
                    specifier.unicodeScalars.append(contentsOf: scalars[start...cursor])
                    // `%1$#@name@` is a substitution, not a conversion.
                    if !specifier.hasSuffix("#@") { found.append(specifier) }
                }
            }
            index += 1
        }
        return found
    }

    /// The argument of the first positional conversion (`%2$lld` gives 2), if any.
    static func firstPosition(in text: String) -> Int? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" { index = cursor + 1; continue }
            if let position = digits(scalars, &cursor), cursor < scalars.count, scalars[cursor] == "$",
               specifier(forArgument: position, in: String(String.UnicodeScalarView(scalars[index...]))) != nil {
                return position
            }
            index += 1
        }
        return nil
    }

    private static func digits(_ scalars: [Unicode.Scalar], _ cursor: inout Int) -> Int? {
        var value = 0
        var count = 0
        while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]), count < 9 {
            value = value * 10 + Int(scalars[cursor].value - 48)
            cursor += 1
            count += 1
        }
        return count == 0 ? nil : value
    }
}
