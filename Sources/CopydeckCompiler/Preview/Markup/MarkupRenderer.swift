import Foundation

/// Writes a `Markup` tree to bytes, escaping every text and attribute value for its context.
///
/// - `.html`: HTML5, void elements as `<br>`, `<meta …>`; constants in `<script>`/`<style>` raw.
/// - `.xhtml`: the same document, well-formed XML as well (void elements `<br/>`, constants in
///   `<script>`/`<style>` inside CDATA), so an XML parser can check it.
/// - `.svg`: XML, every empty element `<rect/>`; `xmlns` is added to a root `<svg>` without one.
///
/// Attributes come out in the order given. Text and attributes lose only what no HTML or XML
/// document may hold: C0 controls other than tab, newline and carriage return, DEL, C1 controls
/// and the noncharacters become U+FFFD (`MarkupRenderer.sanitized`).
public struct MarkupRenderer: Sendable {
    public enum Mode: Sendable {
        case html, xhtml, svg
    }

    public var mode: Mode

    public init(mode: Mode = .html) { self.mode = mode }

    /// The document's bytes (UTF-8). HTML documents get `<!DOCTYPE html>` first when `doctype`.
    public func render(_ markup: Markup, doctype: Bool = false) throws(MarkupError) -> [UInt8] {
        var writer = Writer(mode: mode)
        try writer.document(markup, doctype: doctype)
        return writer.bytes.array()
    }

    /// The same bytes as `Data`, which takes them over without a copy (a preview page is written
    /// as it is rendered).
    public func data(_ markup: Markup, doctype: Bool = false) throws(MarkupError) -> Data {
        var writer = Writer(mode: mode)
        try writer.document(markup, doctype: doctype)
        return writer.bytes.data()
    }

    /// The document as a string.
    public func renderString(_ markup: Markup, doctype: Bool = false) throws(MarkupError) -> String {
        String(decoding: try render(markup, doctype: doctype), as: UTF8.self)
    }

    /// Whether a constant would end its `script` or `style` early (`</script` in any case, as an
    /// HTML parser matches end tags), open a comment there (`<!--`) or end the CDATA section an
    /// XML mode wraps it in (`]]>`). Read as bytes: the scripts are kilobytes, on every page.
    /// `lowered` is `script` or `style`: letters, compared in either ASCII case.
    static func breaksOut(_ bytes: UnsafeBufferPointer<UInt8>, of lowered: String) -> Bool {
        let name = Array(lowered.utf8)
        func at(_ index: Int, _ word: [UInt8], anyCase: Bool = false) -> Bool {
            guard index + word.count <= bytes.count else { return false }
            return word.indices.allSatisfy { anyCase ? bytes[index + $0] | 0x20 == word[$0] : bytes[index + $0] == word[$0] }
        }
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"), at(index + 2, name, anyCase: true) { return true }
                if at(index + 1, commentRest) { return true }
            case UInt8(ascii: "]"):
                if at(index + 1, cdataEndRest) { return true }
            default:
                continue
            }
        }
        return false
    }

    private static let commentRest = Array("!--".utf8), cdataEndRest = Array("]>".utf8)

    /// The text as it comes back from the rendered document: what no document may hold replaced
    /// by U+FFFD.
    public static func sanitized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isForbidden(scalar.value) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    static func isForbidden(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0x7F...0x9F, 0xFDD0...0xFDEF: true
        default: value & 0xFFFE == 0xFFFE
        }
    }

    /// A C1 control (C2 80–9F), U+FDD0–U+FDEF (EF B7 90–AF), U+FFFE/U+FFFF (EF BF BE/BF) or a
    /// plane's last two code points (F0–F4, x?F, BF, BE/BF), from its UTF-8 bytes.
    /// Whether eight bytes (`ByteWord`) are all printable ASCII that `appendEscaped` writes as
    /// they are: no byte of a multi-byte character, no control character or DEL, no `&`, `<` or
    /// `>`, and in an attribute no quote.
    @inline(__always)
    static func isPlain(_ word: UInt64, attribute: Bool) -> Bool {
        var found = ByteWord.hasNonASCII(word) | ByteWord.hasBelow(0x20, in: word) | ByteWord.has(0x7F, in: word)
        found |= ByteWord.has(UInt8(ascii: "&"), in: word) | ByteWord.has(UInt8(ascii: "<"), in: word) | ByteWord.has(UInt8(ascii: ">"), in: word)
        if attribute { found |= ByteWord.has(UInt8(ascii: "\""), in: word) | ByteWord.has(UInt8(ascii: "'"), in: word) }
        return found == 0
    }

    static func isForbiddenSequence(_ input: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Bool {
        let lead = input[index]
        switch (lead, length) {
        case (0xC2, 2):
            return input[index + 1] <= 0x9F
        case (0xEF, 3):
            let second = input[index + 1], third = input[index + 2]
            return (second == 0xB7 && third >= 0x90 && third <= 0xAF) || (second == 0xBF && third >= 0xBE)
        case (0xF0...0xF4, 4):
            return input[index + 1] & 0x0F == 0x0F && input[index + 2] == 0xBF && input[index + 3] >= 0xBE
        default:
            return false
        }
    }

}

extension MarkupRenderer {
    /// Bytes in a `ByteBuffer`: a page is hundreds of thousands of short appends.
    struct Writer: ~Copyable {
        let mode: Mode
        var bytes = ByteBuffer(capacity: 4096)

        init(mode: Mode) {
            self.mode = mode
        }

        /// A whole document: the doctype first when asked for (not in SVG), then `markup`.
        mutating func document(_ markup: Markup, doctype: Bool) throws(MarkupError) {
            if doctype && mode != .svg { append("<!DOCTYPE html>\n") }
            try write(markup, root: true, rawTextParent: nil)
        }

        mutating func append(_ constant: StaticString) {
            bytes.append(constant)
        }

        mutating func appendName(_ name: String) {
            bytes.append(utf8: name)
        }

        mutating func write(_ markup: Markup, root: Bool, rawTextParent: String?) throws(MarkupError) {
            switch markup.storage {
            case .text(let text):
                if let rawTextParent { throw .textInRawTextElement(rawTextParent) }
                appendEscaped(text, attribute: false)
            case .constant(let constant):
                try appendConstant(constant, rawTextParent: rawTextParent)
            case .json(let json):
                bytes.append(json)
            case .fragment(let children):
                for child in children { try write(child, root: root, rawTextParent: rawTextParent) }
            case .element(let name, let attributes, let children):
                try writeElement(name, attributes: attributes, children: children, root: root)
            case .failed(let error):
                throw error
            case .rendered(let rendered, let renderedMode):
                if let rawTextParent { throw .textInRawTextElement(rawTextParent) }
                guard renderedMode == mode else { throw .renderedInAnotherMode }
                bytes.append(rendered)
            }
        }

        private mutating func writeElement(_ name: String, attributes: [MarkupAttribute], children: [Markup],
                                           root: Bool) throws(MarkupError) {
            let tag = try open(name, attributes: attributes, root: root)
            if tag.isVoid {
                guard children.isEmpty else { throw .childrenOfVoidElement(name) }
                closeVoid()
                return
            }
            if mode == .svg && children.isEmpty {
                append("/>")
                return
            }
            bytes.append(UInt8(ascii: ">"))
            for child in children { try write(child, root: false, rawTextParent: tag.rawText) }
            close(name)
        }

        /// What `open` learned of an element's name.
        struct OpenTag {
            var isVoid: Bool
            /// The element's name when it is `script` or `style`, whose text is raw.
            var rawText: String?
        }

        /// `<name` and the attributes, checked; the tag is left open for `>`, `/>` or children.
        mutating func open(_ name: String, attributes: [MarkupAttribute], root: Bool) throws(MarkupError) -> OpenTag {
            guard let element = MarkupName(name) else { throw .invalidName(name) }
            bytes.append(UInt8(ascii: "<"))
            appendName(name)
            if root && mode == .svg && element.lowered == "svg" && !attributes.contains(where: { $0.name == "xmlns" }) {
                append(" xmlns=\"http://www.w3.org/2000/svg\"")
            }
            for position in attributes.indices {
                guard let checked = MarkupName(attributes[position].name) else { throw .invalidName(attributes[position].name) }
                // Elements have a few attributes: compared pairwise, with nothing allocated.
                // (A name of another length is another name: lower case keeps an ASCII name's length.)
                for earlier in attributes[..<position]
                where earlier.name.utf8.count == checked.count && MarkupName(earlier.name)?.lowered == checked.lowered {
                    throw .duplicateAttribute(attributes[position].name)
                }
                try writeAttribute(attributes[position], checked)
            }
            return OpenTag(isVoid: mode != .svg && element.isVoidElement, rawText: element.isRawTextElement ? element.lowered : nil)
        }

        /// Ends a void element's tag: `/>` in XHTML, `>` in HTML.
        mutating func closeVoid() {
            if mode == .xhtml { append("/>") } else { bytes.append(UInt8(ascii: ">")) }
        }

        /// `</name>`.
        mutating func close(_ name: String) {
            append("</")
            appendName(name)
            bytes.append(UInt8(ascii: ">"))
        }

        private mutating func writeAttribute(_ attribute: MarkupAttribute, _ checked: MarkupName) throws(MarkupError) {
            let name = attribute.name
            if checked.isEventHandler { throw .eventHandlerAttribute(name) }
            if checked.isSourceDocument { throw .unsafeAttribute(name) }
            if checked.isAnimatedAttributeName, attribute.kind == .text {
                let targetName = attribute.value.lowercased()
                if targetName.hasPrefix("on") || MarkupAttribute.urlAttributes.contains(targetName) || targetName == "srcdoc" {
                    throw .unsafeAttribute(name)
                }
            }
            bytes.append(UInt8(ascii: " "))
            appendName(name)
            switch attribute.kind {
            case .present:
                append("=\"\"")
            case .text:
                if checked.isURLAttribute { throw .urlAttributeAsText(name) }
                append("=\"")
                appendEscaped(attribute.value, attribute: true)
                bytes.append(UInt8(ascii: "\""))
            case .url:
                append("=\"")
                appendEscaped(attribute.value, attribute: true)
                bytes.append(UInt8(ascii: "\""))
            }
        }

        /// A constant: raw, but never one that ends its script or style early, and inside CDATA
        /// in XML modes (where `<` and `&` in a script would not be well-formed).
        private mutating func appendConstant(_ constant: StaticString, rawTextParent: String?) throws(MarkupError) {
            guard let rawTextParent else {
                append(constant)
                return
            }
            if constant.withUTF8Buffer({ MarkupRenderer.breaksOut($0, of: rawTextParent) }) {
                throw .constantBreaksOut(rawTextParent)
            }
            if mode == .html {
                append(constant)
            } else {
                append("/*<![CDATA[*/")
                append(constant)
                append("/*]]>*/")
            }
        }

        /// Text or a double-quoted attribute value: `& < >` always, `" '` in attributes, and
        /// tab, newline and carriage return as references in attributes (XML would turn them into
        /// spaces) and carriage return in text (XML would turn it into a newline). Runs of bytes
        /// that need nothing are copied at once.
        mutating func appendEscaped(_ text: String, attribute: Bool) {
            var text = text
            text.withUTF8 { appendEscaped(utf8: $0, attribute: attribute) }
        }

        private mutating func appendEscaped(utf8 input: UnsafeBufferPointer<UInt8>, attribute: Bool) {
            let count = input.count
            var index = 0
            var runStart = 0
            while index < count {
                // Eight bytes of printable ASCII with nothing to escape (most of a page's
                // attributes and much of its text) are passed over at once.
                if index + 8 <= count,
                   MarkupRenderer.isPlain(ByteWord.load(input, at: index), attribute: attribute) {
                    index += 8
                    continue
                }
                let byte = input[index]
                var replacement: StaticString?
                var length = 1
                if byte < 0x80 {
                    switch byte {
                    case 0x26: replacement = "&amp;"
                    case 0x3C: replacement = "&lt;"
                    case 0x3E: replacement = "&gt;"
                    case 0x22 where attribute: replacement = "&quot;"
                    case 0x27 where attribute: replacement = "&#39;"
                    case 0x09 where attribute: replacement = "&#9;"
                    case 0x0A where attribute: replacement = "&#10;"
                    case 0x0D: replacement = "&#13;"
                    case 0x09, 0x0A: break
                    case 0..<0x20, 0x7F: replacement = "\u{FFFD}"
                    default: break
                    }
                } else {
                    length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                    if index + length > count { length = count - index }
                    if MarkupRenderer.isForbiddenSequence(input, at: index, length: length) { replacement = "\u{FFFD}" }
                }
                if let replacement {
                    bytes.append(UnsafeBufferPointer(rebasing: input[runStart..<index]))
                    append(replacement)
                    index += length
                    runStart = index
                } else {
                    index += length
                }
            }
            bytes.append(UnsafeBufferPointer(rebasing: input[runStart..<count]))
        }
    }
}
