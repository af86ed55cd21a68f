import CopydeckKit

/// Pseudo-locales that catch layout and copy bugs before any translation: text made about 40%
/// longer with accented letters (truncation, fonts, hard-coded strings stand out as plain ASCII),
/// or wrapped in brackets (a clipped or concatenated string loses a bracket). Only the message's
/// text parts change: placeholders, plural and select structure and `#` stay as they are, so
/// the message still formats with the same arguments.
enum PseudoLocale: String, CaseIterable, Sendable {
    case accented = "pseudo-accented"
    case brackets = "pseudo-brackets"

    func transform(_ message: Message) -> Message {
        switch self {
        case .accented:
            return Message(parts: Self.mapText(message) { Self.accent($0) })
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

    /// Each ASCII letter accented, and every vowel doubled, which lengthens English by about 40%.
    static func accent(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count * 2)
        for character in text {
            guard let accented = accents[character] else {
                result.append(character)
                continue
            }
            result.append(accented)
            if "aeiouAEIOU".contains(character) { result.append(accented) }
        }
        return result
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
