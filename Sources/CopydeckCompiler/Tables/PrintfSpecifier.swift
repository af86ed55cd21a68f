/// One printf conversion of a string table's format: `%%`, `%@`, `%1$@`, `%2$lld`, `%1$#@count@`
/// (a substitution), with flags, width and precision noticed so the import can refuse them.
struct PrintfSpecifier {
    /// Where it ends (the offset after its last scalar).
    var end: Int
    var text: String
    var isPercent = false
    /// `N` of `%N$…`.
    var position: Int?
    /// `name` of `%#@name@`.
    var substitution: String?
    var hasNoFlags = true
    /// The length modifiers (`ll` of `%lld`).
    var length = ""
    /// The conversion character (`d` of `%lld`, `@` of `%@`).
    var conversion: Unicode.Scalar = "%"

    /// Reads the conversion starting at `scalars[start]` (a `%`); nil when it is none.
    init?(_ scalars: [Unicode.Scalar], at start: Int) {
        var index = start + 1
        func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        func digits() -> Int? {
            var value: Int?
            while let scalar = peek(), let digit = Int(String(scalar)), scalar.isASCII {
                value = (value ?? 0) * 10 + digit
                if value! > 1_000_000 { return nil }
                index += 1
            }
            return value
        }
        defer { text = String(String.UnicodeScalarView(scalars[start..<min(index, scalars.count)])) }
        end = start
        text = ""
        if peek() == "%" {
            index += 1
            end = index
            isPercent = true
            return
        }
        let mark = index
        if let number = digits(), peek() == "$" {
            position = number
            index += 1
        } else {
            index = mark
        }
        // `%#@name@`: a substitution.
        if peek() == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
            index += 2
            let nameStart = index
            while let scalar = peek(), scalar != "@" { index += 1 }
            guard peek() == "@", index > nameStart else { return nil }
            substitution = String(String.UnicodeScalarView(scalars[nameStart..<index]))
            index += 1
            end = index
            return
        }
        while let scalar = peek(), "-+ #0'".unicodeScalars.contains(scalar) { hasNoFlags = false; index += 1 }
        if digits() != nil { hasNoFlags = false }
        if peek() == "." {
            hasNoFlags = false
            index += 1
            _ = digits()
        }
        while let scalar = peek(), "hlqLzjt".unicodeScalars.contains(scalar) { length.unicodeScalars.append(scalar); index += 1 }
        guard let conversion = peek(), "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(conversion) else { return nil }
        self.conversion = conversion
        index += 1
        end = index
    }

    /// Whether `body` (a conversion without `%` and position: `lu`, `.2f`, `@`) is exactly one
    /// printf conversion.
    static func isConversion(_ body: String) -> Bool {
        let scalars = Array(("%" + body).unicodeScalars)
        guard let specifier = PrintfSpecifier(scalars, at: 0) else { return false }
        return specifier.end == scalars.count && !specifier.isPercent && specifier.position == nil && specifier.substitution == nil
    }

    /// The conversion without `%` and position: `lu` of `%2$lu`.
    var body: String {
        let scalars = Array(text.unicodeScalars.dropFirst())
        guard position != nil, let dollar = scalars.firstIndex(of: "$") else { return String(String.UnicodeScalarView(scalars)) }
        return String(String.UnicodeScalarView(scalars[(dollar + 1)...]))
    }

    /// What a conversion prints its argument as: the classes a message's argument kinds pass.
    enum Meaning: Equatable {
        /// `%@`: an object's description (a string, or a value the app formats).
        case object
        /// `%d`, `%i`, `%u` with any length: a whole number in decimal digits.
        case decimalInteger
        /// Anything else: hexadecimal or octal, a float, a C string, a character, a pointer.
        case other
    }

    /// `f`, `e`, `g` or `a`, in either case: a floating-point number.
    var isFloat: Bool { "fFeEgGaA".unicodeScalars.contains(conversion) }

    var meaning: Meaning {
        switch conversion {
        case "@": .object
        case "d", "D", "i", "u", "U": .decimalInteger
        default: .other
        }
    }
}
