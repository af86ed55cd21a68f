/// An item of an Android `<string-array>` as a key of its own: `colors[0]`, `colors[1]`…, in
/// the array's order. A resource name holds no `[`, so an item's key never meets a string's;
/// the Android writer gathers consecutive items of one name back into their `<string-array>`,
/// and Apple's tables hold them under these keys.
enum AndroidArrayItem {
    static func key(_ array: String, _ index: Int) -> String {
        "\(array)[\(index)]"
    }

    /// The array and the index of an item's key; nil for any other key.
    static func parse(_ key: String) -> (array: String, index: Int)? {
        guard key.utf8.last == UInt8(ascii: "]"), let open = key.lastIndex(of: "[") else { return nil }
        let digits = key[key.index(after: open)..<key.index(before: key.endIndex)]
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              digits.count == 1 || digits.first != "0", let index = Int(digits) else { return nil }
        let array = String(key[..<open])
        return array.isEmpty ? nil : (array, index)
    }
}
