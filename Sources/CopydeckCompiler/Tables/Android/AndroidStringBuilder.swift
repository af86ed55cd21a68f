/// The text of a `<string>` or `<item>` as aapt2 builds it (its `ResourceParser::FlattenXmlSubtree`
/// and `StringBuilder::AppendText`), the inverse of `AndroidEscaping`:
/// - the element's content is cut into segments at every child element; without a styling
///   child (`<b>`, `<i>`, `<a href>`…), the first segment loses its leading ASCII whitespace and
///   the last its trailing whitespace, before anything else;
/// - outside double quotes, a run of ASCII whitespace is one space; `"` toggles the quotes and
///   is not part of the text; an apostrophe outside quotes is an error;
/// - `\t`, `\n`, `\#`, `\@`, `\?`, `\"`, `\'`, `\\` and `\uXXXX` are escapes, a backslash before
///   any other character is dropped, and a backslash at a segment's end is dropped;
/// - a styling element resets the quotes and the whitespace run where it starts and ends, and is
///   kept here as its markup (`<b>`, `<a href="…">`) in the text, which is how Copydeck holds it;
///   an `<xliff:g>` keeps its content and loses its tag, as aapt2 does.
struct AndroidStringBuilder {
    private(set) var text = ""
    private(set) var error: String?
    private var quoted = false
    private var lastWasSpace = false

    /// UTF-8 offsets in `text` of the `<` that were characters (`&lt;`, CDATA), not a tag.
    private(set) var literalTagStarts: [Int] = []

    /// The text of `element`'s content. `error`: what aapt2 refuses, or what Copydeck cannot
    /// hold exactly (a styling element it does not write back; characters that read as a
    /// styling tag, `&lt;b&gt;` or `<![CDATA[<b>]]>`, beside styling elements). `htmlAsText`: the
    /// text holds HTML as characters for `Html.fromHtml` (`&lt;b&gt;`, CDATA) and no styling
    /// element, so its tags are characters, which a field with `markup: html` writes back as such.
    static func build(_ element: XMLElement) -> (text: String, error: String?, styled: Bool, htmlAsText: Bool) {
        var segments: [Segment] = []
        if let unknown = firstUnknownElement(element.children) {
            return ("", "`<\(unknown)>` styles the text, and Copydeck writes back only \(AndroidMarkup.names.sorted().map { "`<\($0)>`" }.joined(separator: ", "))", true, false)
        }
        collect(element.children, into: &segments)
        let styled = segments.contains { if case .open = $0 { true } else { false } }
        if !styled {
            // ASCII whitespace trimmed by its bytes (a whitespace byte is never part of a longer
            // UTF-8 sequence), without walking characters.
            if let first = segments.firstIndex(where: { if case .text = $0 { true } else { false } }),
               case .text(let text) = segments[first] {
                let start = text.utf8.firstIndex { !isASCIIWhitespace(Unicode.Scalar($0)) } ?? text.utf8.endIndex
                segments[first] = .text(String(text[start...]))
            }
            if let last = segments.lastIndex(where: { if case .text = $0 { true } else { false } }),
               case .text(let text) = segments[last] {
                let end = text.utf8.lastIndex { !isASCIIWhitespace(Unicode.Scalar($0)) }.map { text.utf8.index(after: $0) } ?? text.utf8.startIndex
                segments[last] = .text(String(text[..<end]))
            }
        }
        var builder = AndroidStringBuilder()
        for segment in segments {
            switch segment {
            case .text(let text): builder.append(text)
            case .open(let markup), .close(let markup):
                builder.quoted = false
                builder.lastWasSpace = false
                builder.text += markup
            }
            if builder.error != nil { break }
        }
        if builder.error == nil, !builder.literalTagStarts.isEmpty {
            var text = builder.text
            let tags = text.withUTF8 { AndroidMarkup.tags(in: $0) } ?? []
            let literal = Set(builder.literalTagStarts)
            if let tag = tags.first(where: { literal.contains($0.lowerBound) }) {
                guard styled else { return (builder.text, nil, false, true) }
                let spelled = String(decoding: Array(builder.text.utf8)[tag], as: UTF8.self)
                return (builder.text, "the text holds `\(spelled)` as characters (for `Html.fromHtml`) beside styling elements, and a message holds its tags one way or the other; write the message in locales/ by hand", styled, false)
            }
        }
        return (builder.text, builder.error, styled, false)
    }

    private static func firstUnknownElement(_ children: [XMLChild]) -> String? {
        for case .element(let element) in children {
            if element.namespace == nil, !AndroidMarkup.names.contains(element.name) { return element.name }
            if let inner = firstUnknownElement(element.children) { return inner }
        }
        return nil
    }

    private enum Segment {
        case text(String)
        case open(String)
        case close(String)
    }

    /// Text runs (adjacent ones joined, as aapt2's parser reads text between elements as one)
    /// and the markup of styling elements; an `<xliff:g>`'s content without its tag.
    private static func collect(_ children: [XMLChild], into segments: inout [Segment]) {
        for child in children {
            switch child {
            case .text(let text):
                if case .text(let previous)? = segments.last {
                    segments[segments.count - 1] = .text(previous + text)
                } else {
                    segments.append(.text(text))
                }
            case .element(let element) where element.namespace != nil:
                // `xliff:g` (and any namespaced element): the content, not the tag.
                collect(element.children, into: &segments)
            case .element(let element):
                var open = "<" + element.name
                for attribute in element.attributes {
                    open += " \(attribute.name)=\"\(escapeAttribute(attribute.value))\""
                }
                segments.append(.open(open + ">"))
                collect(element.children, into: &segments)
                segments.append(.close("</\(element.name)>"))
            }
        }
    }

    private static func escapeAttribute(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }

    private static func isASCIIWhitespace(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && isASCIIWhitespace(character.unicodeScalars.first!)
    }

    /// C's `isspace` in the C locale: space, tab, LF, VT, FF, CR.
    static func isASCIIWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D)
    }

    private mutating func append(_ segment: String) {
        var scalars = segment.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if !quoted, Self.isASCIIWhitespace(scalar) {
                if !lastWasSpace {
                    text += " "
                    lastWasSpace = true
                }
                continue
            }
            lastWasSpace = false
            switch scalar {
            case "\\":
                guard let escaped = scalars.next() else { continue }
                switch escaped {
                case "t": text += "\t"
                case "n": text += "\n"
                case "u":
                    var value: UInt32 = 0
                    // Up to four digits, as many as the segment has (aapt2 reads them so).
                    for _ in 0..<4 {
                        guard let digit = scalars.next() else { break }
                        guard digit.isASCII, let hex = UInt32(String(digit), radix: 16) else {
                            error = "an invalid `\\u` escape (four hexadecimal digits are needed)"
                            return
                        }
                        value = value << 4 | hex
                    }
                    guard let code = Unicode.Scalar(value) else {
                        error = "`\\u\(String(value, radix: 16, uppercase: true))` is not a character"
                        return
                    }
                    text.unicodeScalars.append(code)
                default:
                    if escaped == "<" { literalTagStarts.append(text.utf8.count) }
                    text.unicodeScalars.append(escaped)
                }
            case "\"":
                quoted.toggle()
            case "'" where !quoted:
                error = "an unescaped apostrophe (aapt2 refuses it: write `\\'`)"
                return
            case "<":
                literalTagStarts.append(text.utf8.count)
                text.unicodeScalars.append(scalar)
            default:
                text.unicodeScalars.append(scalar)
            }
        }
    }
}
