import Foundation

/// A Korean particle pair whose form depends on whether the preceding word ends in a consonant
/// (받침): 을/를, 이/가, 은/는, 과/와, 으로/로, 이랑/랑, 아/야, 이나/나, 이라고/라고, 이에요/예요.
public struct KoreanParticle: Equatable, Hashable, Sendable {
    /// The form used after a final consonant (을, 이, 은, 과, 으로 ...).
    public var afterConsonant: String
    /// The form used after a vowel (를, 가, 는, 와, 로 ...).
    public var afterVowel: String

    /// Known pairs as (after consonant, after vowel).
    public static let known: [KoreanParticle] = [
        ("을", "를"), ("이", "가"), ("은", "는"), ("과", "와"), ("으로", "로"), ("이랑", "랑"),
        ("아", "야"), ("이나", "나"), ("이라고", "라고"), ("이에요", "예요"), ("이라", "라"),
        ("이며", "며"), ("으로서", "로서"), ("으로써", "로써"),
    ].map { KoreanParticle(afterConsonant: $0.0, afterVowel: $0.1) }

    /// Creates a particle pair from its two forms.
    public init(afterConsonant: String, afterVowel: String) {
        self.afterConsonant = afterConsonant
        self.afterVowel = afterVowel
    }

    /// Reads `을/를` or `를/을` (either order) or a single form such as `을`; nil if not a known pair.
    public init?(spec: String) {
        let forms = spec.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        guard (1...2).contains(forms.count) else { return nil }
        let match = Self.known.first { pair in
            forms.allSatisfy { $0 == pair.afterConsonant || $0 == pair.afterVowel }
                && (forms.count == 1 || forms[0] != forms[1])
        }
        guard let match else { return nil }
        self = match
    }

    /// The particle that follows `word`.
    public func form(after word: String) -> String {
        switch KoreanFinalSound(of: word) {
        case .vowel: afterVowel
        case .rieul: afterConsonant == "으로" || afterConsonant.hasPrefix("으로") ? afterVowel : afterConsonant
        case .consonant: afterConsonant
        }
    }
}

/// The last sound of a word as the particle rules need it.
enum KoreanFinalSound {
    case vowel
    /// ㄹ: takes 로 rather than 으로, but 을/이/은 like other consonants.
    case rieul
    case consonant

    init(of word: String) {
        let last = word.unicodeScalars.reversed().first { scalar in
            !(scalar.properties.isWhitespace || ")]}\"'”’.!?".unicodeScalars.contains(scalar))
        }
        guard let last else { self = .vowel; return }
        let value = last.value
        if (0xAC00...0xD7A3).contains(value) {
            let final = (value - 0xAC00) % 28
            self = final == 0 ? .vowel : (final == 8 ? .rieul : .consonant)
            return
        }
        switch Character(last) {
        // Digits as read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구.
        case "0", "3", "6": self = .consonant
        case "1", "7", "8": self = .rieul
        case "2", "4", "5", "9": self = .vowel
        // Latin letters, as a Korean reader says the word's end: -l → ㄹ, -m/-n/-ng/-k/-p/-t → consonant.
        case "l", "L": self = .rieul
        case "m", "M", "n", "N", "g", "G", "k", "K", "p", "P", "t", "T", "b", "B": self = .consonant
        default: self = .vowel
        }
    }
}
