/// A label as Mermaid's model holds it, from the label as it shows. A label with a `<` goes
/// through DOMPurify in Mermaid (`sanitizeText` in `diagrams/common/common.ts`) before it is
/// kept: the HTML is parsed and written out again. So the model differs from what the page shows
/// in two ways, which `flow dump` reproduces:
///
/// - a `<` that starts no tag (`x < y`, a lone `<`) is written `&lt;`; a `<` that starts a tag
///   never closed (`<Less`) stays as written;
/// - what could run script is taken out: `<script>`, `<iframe>`, `<object>`, `<embed>` and
///   `<style>` elements, `on…` event attributes, and link attributes (`href`, `src`…) whose
///   scheme is not one DOMPurify allows (`javascript:`, even written `javascript#9;t#colon;`).
///
/// A flowchart's labels are kept as they show and made into this only when printed as the model
/// (`FlowchartJSON`); a state diagram's transitions are read into it, and a deck's flow decodes
/// them back (`StateFlowShape`). The preview draws labels as text, so no label's markup ever runs.
enum MermaidLabelModel {
    static func text(_ shown: String) -> String {
        guard shown.contains("<") else { return shown }
        let scalars = Array(shown.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else {
                result.append(scalars[index])
                index += 1
                continue
            }
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            let opensTag = isLetter(next) || (next == "/" && index + 2 < scalars.count && isLetter(scalars[index + 2]))
            if scalars[index...].starts(with: ["<", "!", "-", "-"]), let close = find(["-", "-", ">"], in: scalars, from: index + 4) {
                index = close + 3
            } else if opensTag, let close = scalars[(index + 1)...].firstIndex(of: ">") {
                let tag = Tag(scalars[index...close])
                index = close + 1
                guard forbidden.contains(tag.name) else {
                    result.append(contentsOf: tag.sanitized.unicodeScalars)
                    continue
                }
                // The element goes with what it holds, up to its end tag.
                if !tag.closing, !tag.selfClosing {
                    let end = Array("</\(tag.name)".unicodeScalars)
                    let lowered = scalars.map { isLetter($0) ? Unicode.Scalar($0.value | 0x20)! : $0 }
                    index = find(end, in: lowered, from: index).flatMap { start in lowered[start...].firstIndex(of: ">").map { $0 + 1 } } ?? scalars.count
                }
            } else if opensTag {
                result.append("<")
                index += 1
            } else {
                result.append(contentsOf: "&lt;".unicodeScalars)
                index += 1
            }
        }
        return String(result)
    }

    /// Elements DOMPurify removes whole (with its default configuration, and Mermaid's `style`).
    static let forbidden: Set<String> = ["script", "iframe", "object", "embed", "style"]

    /// Attributes that hold a URL, checked against DOMPurify's allowed schemes.
    static let urlAttributes: Set<String> = ["href", "src", "xlink:href", "action", "formaction", "background", "cite", "poster"]

    /// One tag: its name and attributes, as written.
    private struct Tag {
        var name = ""
        var closing = false
        var selfClosing = false
        var attributes: [(name: String, value: String?, text: String)] = []
        /// The tag as written.
        var written: String

        init(_ scalars: ArraySlice<Unicode.Scalar>) {
            written = String(String.UnicodeScalarView(scalars))
            var index = scalars.startIndex + 1
            if scalars[index] == "/" { closing = true; index += 1 }
            var name = String.UnicodeScalarView()
            while index < scalars.endIndex, !isSpace(scalars[index]), scalars[index] != "/", scalars[index] != ">" {
                name.append(scalars[index])
                index += 1
            }
            self.name = String(name).lowercased()
            while index < scalars.endIndex {
                while index < scalars.endIndex, isSpace(scalars[index]) { index += 1 }
                guard index < scalars.endIndex, scalars[index] != ">" else { break }
                if scalars[index] == "/" { selfClosing = true; index += 1; continue }
                let start = index
                var attribute = String.UnicodeScalarView()
                while index < scalars.endIndex, !isSpace(scalars[index]), !"=/>".unicodeScalars.contains(scalars[index]) {
                    attribute.append(scalars[index])
                    index += 1
                }
                var value: String?
                if index < scalars.endIndex, scalars[index] == "=" {
                    index += 1
                    var text = String.UnicodeScalarView()
                    if index < scalars.endIndex, scalars[index] == "'" || scalars[index] == "\"" {
                        let quote = scalars[index]
                        index += 1
                        while index < scalars.endIndex, scalars[index] != quote { text.append(scalars[index]); index += 1 }
                        if index < scalars.endIndex { index += 1 }
                    } else {
                        while index < scalars.endIndex, !isSpace(scalars[index]), scalars[index] != ">" { text.append(scalars[index]); index += 1 }
                    }
                    value = String(text)
                }
                if attribute.isEmpty { index += 1; continue }
                attributes.append((String(attribute).lowercased(), value, String(String.UnicodeScalarView(scalars[start..<index]))))
            }
        }

        /// The tag as written, or written again without what could run script.
        var sanitized: String {
            if closing { return written }
            let kept = attributes.filter { attribute in
                if attribute.name.hasPrefix("on") { return false }
                guard let value = attribute.value else { return true }
                let compact = String(String.UnicodeScalarView(value.unicodeScalars.filter { !isAttributeSpace($0) })).lowercased()
                if urlAttributes.contains(attribute.name) { return isAllowedURL(compact) }
                return !isScriptOrData(compact)
            }
            if kept.count == attributes.count { return written }
            return "<" + name + kept.map { " " + $0.text }.joined() + (selfClosing ? "/>" : ">")
        }
    }

    /// DOMPurify's `IS_ALLOWED_URI`: a known scheme, or no scheme at all (a relative link).
    static func isAllowedURL(_ value: String) -> Bool {
        for scheme in ["http:", "https:", "ftp:", "ftps:", "mailto:", "tel:", "callto:", "sms:", "cid:", "xmpp:", "matrix:"] where value.hasPrefix(scheme) {
            return true
        }
        guard let first = value.unicodeScalars.first else { return true }
        guard ("a"..."z").contains(first) else { return true }
        let word = value.unicodeScalars.prefix { ("a"..."z").contains($0) || "+.-".unicodeScalars.contains($0) }
        return value.unicodeScalars.dropFirst(word.count).first != ":"
    }

    /// DOMPurify's `IS_SCRIPT_OR_DATA`: `…script:` or `data:` at the start.
    static func isScriptOrData(_ value: String) -> Bool {
        if value.hasPrefix("data:") { return true }
        guard let colon = value.firstIndex(of: ":") else { return false }
        let scheme = value[..<colon]
        return scheme.hasSuffix("script") && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func find(_ needle: [Unicode.Scalar], in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start <= scalars.count - needle.count else { return nil }
        return (start...(scalars.count - needle.count)).first { scalars[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    /// What DOMPurify strips from an attribute's value before it checks the scheme.
    private static func isAttributeSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x20 || scalar.value == 0xA0 || scalar.value == 0x1680 || scalar.value == 0x180E
            || (0x2000...0x2029).contains(scalar.value) || scalar.value == 0x205F || scalar.value == 0x3000
    }
}
