/// Android's inline styling in a message's text: `<b>`, `<i>`, `<u>` and the other tags
/// `Resources.getText` turns into spans (`<a href="…">`, `<font color="…">`, `<annotation …>`).
/// A message adopted from Android keeps them as text (`Tap <b>Allow</b>`); the Android writer
/// writes them back as elements, so aapt2 makes the same styled string, and escapes everything
/// else. Only tags that open and close in order, with well-formed attributes, count as markup:
/// a lone `<b>` or `a < b` is text.
enum AndroidMarkup {
    static let names: Set<String> = ["b", "i", "u", "tt", "big", "small", "sup", "sub", "strike", "font", "a", "annotation", "li", "marquee"]

    /// The byte ranges of the markup tags in `text`, or nil when it has none (or they do not
    /// nest): then every `<` is text.
    static func tags(in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        guard text.contains(UInt8(ascii: "<")) else { return nil }
        var ranges: [Range<Int>] = []
        var open: [ArraySlice<UInt8>] = []
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "<"), let tag = tag(in: text, at: index) else {
                index += 1
                continue
            }
            if tag.closing {
                guard open.last == tag.name else { return nil }
                open.removeLast()
            } else {
                open.append(tag.name)
            }
            ranges.append(index..<tag.end)
            index = tag.end
        }
        return ranges.isEmpty || !open.isEmpty ? nil : ranges
    }

    /// `<name attr="value" …>` or `</name>` at `start`, with a known name; nil otherwise.
    private static func tag(in text: UnsafeBufferPointer<UInt8>, at start: Int) -> (name: ArraySlice<UInt8>, closing: Bool, end: Int)? {
        var index = start + 1
        let closing = index < text.count && text[index] == UInt8(ascii: "/")
        if closing { index += 1 }
        let nameStart = index
        while index < text.count, isNameByte(text[index]) { index += 1 }
        let name = Array(text[nameStart..<index])[...]
        guard !name.isEmpty, names.contains(String(decoding: name, as: UTF8.self)) else { return nil }
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ">") { return (name, closing, index + 1) }
            if byte == UInt8(ascii: " ") {
                index += 1
                continue
            }
            // An attribute: name="value", only on an opening tag.
            guard !closing, isNameByte(byte) else { return nil }
            while index < text.count, isNameByte(text[index]) || text[index] == UInt8(ascii: ":") { index += 1 }
            guard index + 1 < text.count, text[index] == UInt8(ascii: "="), text[index + 1] == UInt8(ascii: "\"") else { return nil }
            index += 2
            // The value as XML holds it: `&` only in an entity (`&amp;`, `&quot;`, `&#38;`).
            while index < text.count, text[index] != UInt8(ascii: "\"") {
                if text[index] == UInt8(ascii: "<") { return nil }
                if text[index] == UInt8(ascii: "&") {
                    guard let end = entityEnd(in: text, at: index) else { return nil }
                    index = end
                    continue
                }
                index += 1
            }
            guard index < text.count else { return nil }
            index += 1
        }
        return nil
    }

    /// The end of `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` or `&#…;` at `start`.
    private static func entityEnd(in text: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var index = start + 1
        while index < text.count, index - start <= 8, text[index] != UInt8(ascii: ";") { index += 1 }
        guard index < text.count, text[index] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: text[(start + 1)..<index], as: UTF8.self)
        let known = ["amp", "lt", "gt", "quot", "apos"].contains(name)
            || (name.hasPrefix("#") && name.count > 1 && name.dropFirst().allSatisfy { $0.isASCII && $0.isNumber })
            || (name.hasPrefix("#x") && name.count > 2 && name.dropFirst(2).allSatisfy { $0.isHexDigit })
        return known ? index + 1 : nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
