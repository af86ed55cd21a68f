import CopydeckKit

/// Pseudo-locales that catch layout and copy bugs before any translation: text with accented letters and
/// about 40% longer (truncation, fonts, hard-coded strings stand out as plain ASCII),
/// or wrapped in brackets (a clipped or concatenated string loses a bracket). Only the message's
/// text parts change: placeholders, plural and select structure and `#` stay as they are, so
/// the message still formats with the same arguments.
enum PseudoLocale: String, CaseIterable, Sendable {
    case accented = "pseudo-accented"
    case brackets = "pseudo-brackets"

    func transform(_ message: Message) -> Message {
        switch self {
        case .accented:
            // Accented letters, then padding worth 40% of the text's length at the end, the way
            // Android's en-XA lengthens text: translations run longer than English.
            let length = Self.textLength(message)
            let padding = length == 0 ? "" : " " + String(repeating: "·", count: max(1, Int((Double(length) * 0.4).rounded(.up)) - 1))
            return Message(parts: Self.mapText(message) { Self.accent($0) } + [.text(padding)])
        case .brackets:
            return Message(parts: [.text("⟦")] + message.parts + [.text("⟧")])
        }
    }

    static func mapText(_ message: Message, _ transform: (String) -> String) -> [Message.Part] {
        message.parts.map { part in
            switch part {
            case .text(let text): return .text(transform(text))
            case .pound: return part
            case .argument(var argument):
                switch argument.kind {
                case .plural(let offset, let cases):
                    argument.kind = .plural(offset: offset, cases: cases.map { mapCase($0, transform) })
                case .selectOrdinal(let cases):
                    argument.kind = .selectOrdinal(cases: cases.map { mapCase($0, transform) })
                case .select(let cases):
                    argument.kind = .select(cases: cases.map { mapCase($0, transform) })
                default: break
                }
                return .argument(argument)
            }
        }
    }

    private static func mapCase(_ item: Message.Case, _ transform: (String) -> String) -> Message.Case {
        var item = item
        item.message = Message(parts: mapText(item.message, transform))
        return item
    }

    /// Each ASCII letter accented. A text of ASCII alone (most of what this transforms: the
    /// English copy) is read byte by byte: there every letter is a Character of its own (only a
    /// CR LF pair joins, and neither is a letter). Any other text is read by its Characters, so a
    /// letter that a combining mark joins is left as it is.
    static func accent(_ text: String) -> String {
        var text = text
        let accented: String? = text.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var result = ""
            result.reserveCapacity(bytes.count * 2)
            for byte in bytes {
                if let accent = asciiAccents[Int(byte)] { result.append(accent) } else { result.unicodeScalars.append(Unicode.Scalar(byte)) }
            }
            return result
        }
        return accented ?? String(text.map { accents[$0] ?? $0 })
    }

    /// `accents` by ASCII byte.
    static let asciiAccents: [String?] = (0..<128).map { byte in
        accents[Character(Unicode.Scalar(UInt8(byte)))].map(String.init)
    }

    /// The characters of a message's text parts, the longest case of each plural or select.
    static func textLength(_ message: Message) -> Int {
        message.parts.reduce(0) { total, part in
            switch part {
            case .text(let text): return total + text.count
            case .pound: return total
            case .argument(let argument):
                switch argument.kind {
                case .plural(_, let cases), .selectOrdinal(let cases), .select(let cases):
                    return total + (cases.map { textLength($0.message) }.max() ?? 0)
                default: return total
                }
            }
        }
    }

    static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "ü", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}
