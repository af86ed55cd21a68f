import Foundation

/// How the `.strings` and `.stringsdict` readers turn a file's bytes into text, as CoreFoundation
/// does: a UTF-16 file starts with its byte-order mark (old Xcode and `genstrings` wrote them so),
/// anything else is UTF-8 (its BOM, if any, is dropped). CF does not guess UTF-16 without a BOM,
/// nor any other encoding, so neither does Copydeck.
struct StringsFileDecoding {
    /// The text, up to the first byte that is not text in the file's encoding.
    var text: String
    /// Where the text stops being readable (an invalid UTF-8 sequence, an unpaired UTF-16
    /// surrogate, an odd last byte), with what was found there; nil when the whole file is text.
    var failure: String?
    /// The file starts with `bplist`: a binary property list (what Xcode compiles `.strings` and
    /// `.stringsdict` into), which these readers do not read.
    var isBinaryPropertyList: Bool

    init(_ data: Data) {
        let bytes = [UInt8](data)
        isBinaryPropertyList = bytes.starts(with: Array("bplist".utf8))
        failure = nil
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                units.append(littleEndian ? first | second << 8 : first << 8 | second)
                index += 2
            }
            var scalars = String.UnicodeScalarView()
            var decoder = UTF16()
            var iterator = units.makeIterator()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: break decoding
                case .error:
                    failure = "a UTF-16 surrogate without its other half"
                    break decoding
                }
            }
            if failure == nil, index < bytes.count { failure = "an odd last byte in a UTF-16 file" }
            text = String(scalars)
            return
        }
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let body = bytes[start...]
        if let valid = String(validating: body, as: UTF8.self) {
            text = valid
            return
        }
        // The longest valid prefix: decode until the first error.
        var scalars = String.UnicodeScalarView()
        var decoder = UTF8()
        var iterator = body.makeIterator()
        var badByte: UInt8 = 0
        var consumed = start
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                consumed += UTF8.width(scalar)
            case .emptyInput: break decoding
            case .error:
                badByte = consumed < bytes.count ? bytes[consumed] : 0
                break decoding
            }
        }
        text = String(scalars)
        failure = "byte 0x\(String(badByte, radix: 16, uppercase: true)) that is not UTF-8 (a UTF-16 file needs its byte-order mark)"
    }
}
