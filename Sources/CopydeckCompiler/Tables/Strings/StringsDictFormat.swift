import CopydeckKit

/// The names a `.stringsdict` file uses, and how its `NSStringLocalizedFormatKey` names the
/// plural arguments (`%#@name@`, `%2$#@name@`).
enum StringsDictFormat {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"
    /// The key of a device rule: its dictionary maps each device to a string or a format dictionary.
    static let deviceRuleKey = "NSStringDeviceSpecificRuleType"

    /// The variable a whole-message plural (`TableText.plural`) is written under:
    /// `NSStringLocalizedFormatKey` is `%#@value@`, and `value` holds the forms with
    /// `NSStringFormatValueTypeKey` `lld`. The reader maps exactly that shape back to `.plural`;
    /// every other name, or the positional form `%1$#@value@`, stays `.substitutions`.
    static let pluralVariable = "value"
    static let pluralFormat = "%#@value@"
    static let pluralValueType = "lld"

    /// The value type of a whole-message plural: the conversion its forms print the count with,
    /// an integer's (`lu`, kept from an adopted table) before a float's (`lf`, a plural of a
    /// float), or `lld`.
    static func valueType(of variations: PluralVariations) -> String {
        var float: String?
        for category in [PluralCategory.other] + variations.categories {
            guard let form = variations[category] else { continue }
            for case .specifier(let specifier, _) in FormatPieces(form) where specifier.substitution == nil {
                if specifier.meaning == .decimalInteger { return specifier.body }
                if specifier.isFloat, float == nil { float = specifier.body }
            }
        }
        return float ?? pluralValueType
    }

    /// One `%#@name@` of a format.
    struct Reference: Equatable {
        var name: String
        /// The 1-based argument: the `n` of `%n$#@name@`, or for `%#@name@` the next argument
        /// after the conversions before it.
        var argumentNumber: Int
        var positional: Bool
    }

    /// The `%#@name@` references of a format, in order. Other conversions only count arguments:
    /// a non-positional one takes the next (and a `*` width or precision one more), a positional
    /// one sets the position the next non-positional one follows, as `printf` counts.
    static func references(in format: String) -> [Reference] {
        let bytes = Array(format.utf8)
        var references: [Reference] = []
        var nextArgument = 1
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: "%") {
                index += 1
                continue
            }
            // An optional `n$`.
            var cursor = index
            var number = 0
            while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9"), number < 1_000_000 {
                number = number * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                cursor += 1
            }
            var position: Int?
            if cursor > index, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$"), number > 0 {
                position = number
                index = cursor + 1
            }
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") {
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "@") { end += 1 }
                guard end < bytes.count else { break }
                let name = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                let argument = position ?? nextArgument
                references.append(Reference(name: name, argumentNumber: argument, positional: position != nil))
                nextArgument = argument + 1
                index = end + 1
                continue
            }
            // Any other conversion: flags, width, precision, length, then the conversion letter.
            var extraArguments = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "*") { extraArguments += 1; continue }
                let isLetter = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "@")
                let isLength = byte == UInt8(ascii: "h") || byte == UInt8(ascii: "l") || byte == UInt8(ascii: "q")
                    || byte == UInt8(ascii: "L") || byte == UInt8(ascii: "j") || byte == UInt8(ascii: "z") || byte == UInt8(ascii: "t")
                if isLetter && !isLength { break }
            }
            nextArgument = (position ?? nextArgument) + extraArguments + 1
        }
        return references
    }
}
