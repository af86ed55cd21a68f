/// What a message's text holds that a copy rule looks for before anything else, found in one
/// pass over its bytes when its catalog entry is made (in the load, on every core) instead of
/// one pass for each rule. Each feature is a screen: it is present whenever its rule's own
/// screen would pass the text (`TextFeaturesTests` holds it to them), and a rule whose feature is
/// absent has nothing to find. A rule still makes its exact search when the feature is present.
struct TextFeatures: OptionSet, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A lead byte of a conjoining jamo's block (`DecomposedHangulCheck.mayHaveJamo`).
    static let jamo = TextFeatures(rawValue: 1 << 0)
    /// A lead byte of an invisible or direction-changing character
    /// (`InvisibleCharacterCheck.mayHaveInvisible`).
    static let invisible = TextFeatures(rawValue: 1 << 1)
    /// A quotation mark, an emphasis or a path mark (`LabelReferenceCheck.mayQuote`).
    static let quoteMark = TextFeatures(rawValue: 1 << 2)
    /// Two spaces in a row (`WhitespaceCheck.hasDoubledSpace`).
    static let doubledSpace = TextFeatures(rawValue: 1 << 3)
    /// A punctuation mark `PunctuationWidthCheck.count` counts, of either width (`! ? : ( )` and
    /// their full-width forms).
    static let widthMark = TextFeatures(rawValue: 1 << 4)

    /// The features of `text`.
    init(of text: String) {
        var text = text
        self = text.withUTF8(Self.init(utf8:))
    }

    /// The features of valid UTF-8, read a character's first byte at a time: every byte the
    /// screens look for first is one (ASCII, or a lead byte).
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        var found: TextFeatures = []
        var index = 0
        let count = bytes.count
        func byte(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
        while index < count {
            let lead = bytes[index]
            switch lead {
            case 0x20:
                if byte(1) == 0x20 { found.insert(.doubledSpace) }
            case 0x22, 0x27, 0x2A, 0x3E:
                found.insert(.quoteMark)
            case 0x21, 0x3F, 0x3A, 0x28, 0x29:
                found.insert(.widthMark)
            case 0xD8, 0xF3:
                found.insert(.invisible)
            case 0xE1:
                found.insert(.invisible)
                if case 0x84...0x87 = byte(1) { found.insert(.jamo) }
            case 0xE2:
                let (second, third) = (byte(1), byte(2))
                if second == 0x80 || second == 0x81 { found.insert(.invisible) }
                if second == 0x80 && (third == 0x9C || third == 0x98 || third == 0xBA) || second == 0x86 && third == 0x92 {
                    found.insert(.quoteMark)
                }
            case 0xE3:
                let third = byte(2)
                if byte(1) == 0x80 && (third == 0x8C || third == 0x8E || third == 0x8A) { found.insert(.quoteMark) }
            case 0xEA:
                if byte(1) == 0xA5 { found.insert(.jamo) }
            case 0xED:
                if case 0x9E...0x9F = byte(1) { found.insert(.jamo) }
            case 0xEF:
                found.insert(.invisible)
                if byte(1) == 0xBC {
                    switch byte(2) {
                    case 0x9E: found.insert(.quoteMark)
                    case 0x81, 0x9F, 0x9A, 0x88, 0x89: found.insert(.widthMark)
                    default: break
                    }
                }
            default:
                break
            }
            index += UTF8.scalarLength(lead: lead)
        }
        self = found
    }
}
