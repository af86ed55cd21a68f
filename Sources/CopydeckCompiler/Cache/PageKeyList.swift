import Foundation

/// The keys of a deck's files (`DeckRecord.pages`) as its cache record codes them: `path<TAB>key` lines (`PathLines`).
typealias PageKeyList = PathLines<String>

/// A page key on its line: sixteen hex digits, never empty, never a tab.
extension String: PathLine {
    static func fromPathLine(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        bytes.isEmpty || bytes.contains(UInt8(ascii: "\t")) ? nil : String(decoding: bytes, as: UTF8.self)
    }

    static func appendPathLine(_ value: String, to line: inout [UInt8]) {
        line += value.utf8
    }
}
