/// Rewrites a table text's printf format (Apple's: `%1$@`, `%2$lld`, `%%`, `%#@name@`) as the
/// format Android's `getString(id, args…)` hands to Java's `Formatter`.
///
/// - Every specifier becomes positional, because aapt2 rejects two non-positional ones
///   ("multiple substitutions specified in non-positional format") and translators reorder
///   arguments: the n-th non-positional specifier is argument n, as in C.
/// - Conversions: `@` `s` `S` → `s` (Java's `S` would upper-case); `d` `i` `u` → `d`; `F` → `f`;
///   `C` → `c`; `o x X e E f g G a A c` stay. Length modifiers (`hh h l ll q L z t j`) go: Java
///   sizes by the argument. The flag `'` (grouping) becomes Java's `,`.
/// - A literal percent is written `%%` here; the writer turns it back into `%` for a string that
///   no language formats (`formatted="false"`), because `getString(id)` does not format.
/// - A `%` that starts nothing Java can format (`%*d`, `%p`, `%.2d`, a flag Java refuses for the
///   conversion, a `%` at the end) is a literal percent, reported as unsupported.
///
/// Works on UTF-8 bytes and appends to a buffer the caller reuses: 60,000 messages in three
/// languages go through here.
struct AndroidFormat {
    /// One `%#@name@` of a substitutions format and the variation text that replaces it.
    struct Substitute {
        var name: String
        /// The argument a non-positional specifier or `%arg` in `text` stands for.
        var argument: Int
        /// The substitution's own specifier (`lld`), for `%arg`.
        var specifier: String
        var text: String
    }

    /// The Android text, with literal percents as `%%`.
    var output: [UInt8] = []
    /// How many specifiers (arguments) the text has.
    var specifierCount = 0
    /// Whether a literal percent was written.
    var hasLiteralPercent = false
    /// Specifiers Java cannot format, as written (`%*d`), written as literal percents.
    var unsupported: [String] = []
    /// `%#@name@` tokens without a substitute.
    var unknownSubstitutions: [String] = []

    private var nextArgument = 1

    init() {}

    /// Empties the buffer (keeping its capacity) and starts a new text.
    mutating func reset() {
        output.removeAll(keepingCapacity: true)
        startText()
    }

    /// Starts a new text after the ones already in `output`: the counts and findings are the
    /// new text's, the bytes go on after the others'.
    mutating func startText() {
        specifierCount = 0
        hasLiteralPercent = false
        if !unsupported.isEmpty { unsupported.removeAll() }
        if !unknownSubstitutions.isEmpty { unknownSubstitutions.removeAll() }
        nextArgument = 1
    }

    /// Appends `format`, converted; `%#@name@` tokens are replaced by their substitute's text.
    mutating func append(_ format: String, substitutes: [Substitute] = []) {
        var format = format
        format.withUTF8 { append(bytes: $0, substitutes: substitutes, ownArgument: nil, ownSpecifier: nil) }
    }

    private static let percent = UInt8(ascii: "%")

    private mutating func append(
        bytes: UnsafeBufferPointer<UInt8>, substitutes: [Substitute], ownArgument: Int?, ownSpecifier: String?
    ) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            guard byte == Self.percent else {
                // Copy the run up to the next `%` in one go.
                var end = index + 1
                while end < count, bytes[end] != Self.percent { end += 1 }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
                continue
            }
            if index + 1 < count, bytes[index + 1] == Self.percent {
                writeLiteralPercent()
                index += 2
                continue
            }
            // `%arg` in a substitution's variation: the substitution's own number.
            if let ownArgument, let ownSpecifier, index + 3 < count, bytes[index + 1] == UInt8(ascii: "a"),
               bytes[index + 2] == UInt8(ascii: "r"), bytes[index + 3] == UInt8(ascii: "g") {
                var specifier = "%" + ownSpecifier
                let written = specifier.withUTF8 { appendSpecifier($0, at: 0, ownArgument: ownArgument) }
                if written == nil {
                    unsupported.append(specifier)
                    writeLiteralPercent()
                    output.append(contentsOf: Array("arg".utf8))
                }
                index += 4
                continue
            }
            if let end = appendToken(bytes, at: index, substitutes: substitutes) {
                index = end
                continue
            }
            if let end = appendSpecifier(bytes, at: index, ownArgument: ownArgument) {
                index = end
                continue
            }
            // Not a specifier: a literal percent; the bytes after it are text.
            let end = Self.specifierEnd(bytes, at: index)
            unsupported.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))
            writeLiteralPercent()
            index += 1
        }
    }

    private mutating func writeLiteralPercent() {
        output.append(Self.percent)
        output.append(Self.percent)
        hasLiteralPercent = true
    }

    /// `%#@name@` or `%N$#@name@`: the substitute's text, converted with its own argument.
    /// Returns the index after the token, or nil when there is no token here.
    private mutating func appendToken(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, substitutes: [Substitute]) -> Int? {
        var index = start + 1
        var position: Int?
        if let (number, end) = Self.digits(bytes, at: index), end < bytes.count, bytes[end] == UInt8(ascii: "$") {
            position = number
            index = end + 1
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") else { return nil }
        let nameStart = index + 2
        var nameEnd = nameStart
        while nameEnd < bytes.count, bytes[nameEnd] != UInt8(ascii: "@") { nameEnd += 1 }
        guard nameEnd < bytes.count, nameEnd > nameStart else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
        if position == nil { nextArgument += 1 }
        if let substitute = substitutes.first(where: { $0.name == name }) {
            var text = substitute.text
            text.withUTF8 {
                append(bytes: $0, substitutes: [], ownArgument: substitute.argument, ownSpecifier: substitute.specifier)
            }
        } else {
            unknownSubstitutions.append(name)
        }
        return nameEnd + 1
    }

    /// One printf specifier at `start` (a `%`), written in Java's form. Returns the index after
    /// it, or nil when Java cannot format it (nothing is written then).
    private mutating func appendSpecifier(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, ownArgument: Int?) -> Int? {
        var index = start + 1
        var position: Int?
        if let (number, end) = Self.digits(bytes, at: index), end < bytes.count, bytes[end] == UInt8(ascii: "$") {
            guard number >= 1 else { return nil }
            position = number
            index = end + 1
        }
        var flags = Flags()
        flagLoop: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "-"): flags.insert(.minus)
            case UInt8(ascii: "#"): flags.insert(.alternate)
            case UInt8(ascii: "+"): flags.insert(.plus)
            case UInt8(ascii: " "): flags.insert(.space)
            case UInt8(ascii: "0"): flags.insert(.zero)
            case UInt8(ascii: "'"), UInt8(ascii: ","): flags.insert(.grouping)
            default: break flagLoop
            }
            index += 1
        }
        var width: Int?
        if let (number, end) = Self.digits(bytes, at: index) { width = number; index = end }
        var precision: Int?
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            if let (number, end) = Self.digits(bytes, at: index + 1) { precision = number; index = end } else { precision = 0; index += 1 }
        }
        // Length modifiers: Java sizes by the argument.
        lengthLoop: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
                 UInt8(ascii: "t"), UInt8(ascii: "j"):
                index += 1
            default:
                break lengthLoop
            }
        }
        guard index < bytes.count, let conversion = Self.javaConversion(bytes[index]),
              Self.javaAccepts(conversion: conversion, flags: flags, width: width, precision: precision)
        else { return nil }
        let argument: Int
        if let position {
            argument = position
        } else if let ownArgument {
            argument = ownArgument
        } else {
            argument = nextArgument
            nextArgument += 1
        }
        output.append(Self.percent)
        Self.appendDecimal(argument, to: &output)
        output.append(UInt8(ascii: "$"))
        flags.write(to: &output)
        if let width { Self.appendDecimal(width, to: &output) }
        if let precision {
            output.append(UInt8(ascii: "."))
            Self.appendDecimal(precision, to: &output)
        }
        output.append(conversion)
        specifierCount += 1
        return index + 1
    }

    /// Java's conversion for an Apple one, or nil when Java has none.
    private static func javaConversion(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"): UInt8(ascii: "s")
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"): UInt8(ascii: "d")
        case UInt8(ascii: "F"): UInt8(ascii: "f")
        case UInt8(ascii: "C"): UInt8(ascii: "c")
        case UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "f"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"),
             UInt8(ascii: "c"):
            byte
        default: nil
        }
    }

    /// What `java.util.Formatter` accepts without throwing: flags per conversion, `-` and `0`
    /// only with a width and not together, `+` and ` ` not together, precision not on integers
    /// and characters.
    private static func javaAccepts(conversion: UInt8, flags: Flags, width: Int?, precision: Int?) -> Bool {
        let allowed: Flags
        var precisionAllowed = true
        switch conversion {
        case UInt8(ascii: "d"): allowed = [.minus, .plus, .space, .zero, .grouping]; precisionAllowed = false
        case UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"): allowed = [.minus, .alternate, .zero]; precisionAllowed = false
        case UInt8(ascii: "f"): allowed = [.minus, .alternate, .plus, .space, .zero, .grouping]
        case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "a"), UInt8(ascii: "A"): allowed = [.minus, .alternate, .plus, .space, .zero]
        case UInt8(ascii: "g"), UInt8(ascii: "G"): allowed = [.minus, .plus, .space, .zero, .grouping]
        case UInt8(ascii: "c"): allowed = [.minus]; precisionAllowed = false
        default: allowed = [.minus]
        }
        if precision != nil, !precisionAllowed { return false }
        guard allowed.isSuperset(of: flags) else { return false }
        if !flags.isDisjoint(with: [.minus, .zero]), width == nil { return false }
        if flags.isSuperset(of: [.minus, .zero]) || flags.isSuperset(of: [.plus, .space]) { return false }
        return true
    }

    /// printf flags, written in one canonical order.
    struct Flags: OptionSet {
        let rawValue: UInt8
        static let minus = Flags(rawValue: 1)
        static let alternate = Flags(rawValue: 2)
        static let plus = Flags(rawValue: 4)
        static let space = Flags(rawValue: 8)
        static let zero = Flags(rawValue: 16)
        static let grouping = Flags(rawValue: 32)

        func write(to output: inout [UInt8]) {
            guard rawValue != 0 else { return }
            if contains(.minus) { output.append(UInt8(ascii: "-")) }
            if contains(.alternate) { output.append(UInt8(ascii: "#")) }
            if contains(.plus) { output.append(UInt8(ascii: "+")) }
            if contains(.space) { output.append(UInt8(ascii: " ")) }
            if contains(.zero) { output.append(UInt8(ascii: "0")) }
            if contains(.grouping) { output.append(UInt8(ascii: ",")) }
        }
    }

    /// A run of ASCII digits at `start`: its value and the index after it; nil when none (or
    /// absurdly many).
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Int, Int)? {
        var index = start
        var value = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), index - start < 9 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return index == start ? nil : (value, index)
    }

    private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Where the specifier-like text at `start` ends (position, flags, width, precision, length
    /// and one conversion character), to quote an unsupported one in its diagnostic.
    private static func specifierEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        var index = start + 1
        let skippable = Array("0123456789$-+ #',.*hlqLztj".utf8)
        while index < bytes.count, skippable.contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] < 0x80 { index += 1 }
        return index
    }
}
