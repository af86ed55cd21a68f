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
        if doctype && mode != .svg { writer.append("<!DOCTYPE html>\n") }
        try writer.write(markup, root: true, rawTextParent: nil)
        return writer.bytes
    }

    /// The document as a string.
    public func renderString(_ markup: Markup, doctype: Bool = false) throws(MarkupError) -> String {
        String(decoding: try render(markup, doctype: doctype), as: UTF8.self)
    }

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
    static let rawTextElements: Set<String> = ["script", "style"]

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

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x3A }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}

extension MarkupRenderer {
    struct Writer {
        let mode: Mode
        var bytes: [UInt8] = []

        init(mode: Mode) {
            self.mode = mode
            bytes.reserveCapacity(4096)
        }

        mutating func append(_ constant: StaticString) {
            constant.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func appendName(_ name: String) {
            bytes.append(contentsOf: name.utf8)
        }

        mutating func write(_ markup: Markup, root: Bool, rawTextParent: String?) throws(MarkupError) {
            switch markup.storage {
            case .text(let text):
                if let rawTextParent { throw .textInRawTextElement(rawTextParent) }
                appendEscaped(text, attribute: false)
            case .constant(let constant):
                try appendConstant(constant, rawTextParent: rawTextParent)
            case .json(let json):
                bytes.append(contentsOf: json)
            case .fragment(let children):
                for child in children { try write(child, root: root, rawTextParent: rawTextParent) }
            case .element(let name, let attributes, let children):
                try writeElement(name, attributes: attributes, children: children, root: root)
            }
        }

        private mutating func writeElement(_ name: String, attributes: [MarkupAttribute], children: [Markup],
                                           root: Bool) throws(MarkupError) {
            guard MarkupRenderer.isValidName(name) else { throw .invalidName(name) }
            let lowered = name.lowercased()
            bytes.append(UInt8(ascii: "<"))
            appendName(name)
            if root && mode == .svg && lowered == "svg" && !attributes.contains(where: { $0.name == "xmlns" }) {
                append(" xmlns=\"http://www.w3.org/2000/svg\"")
            }
            for (position, attribute) in attributes.enumerated() {
                let lowered = attribute.name.lowercased()
                if attributes[..<position].contains(where: { $0.name.lowercased() == lowered }) {
                    throw .duplicateAttribute(attribute.name)
                }
                try writeAttribute(attribute)
            }
            let isVoid = mode != .svg && MarkupRenderer.voidElements.contains(lowered)
            if isVoid {
                guard children.isEmpty else { throw .childrenOfVoidElement(name) }
                if mode == .xhtml { append("/>") } else { bytes.append(UInt8(ascii: ">")) }
                return
            }
            if mode == .svg && children.isEmpty {
                append("/>")
                return
            }
            bytes.append(UInt8(ascii: ">"))
            let rawText = MarkupRenderer.rawTextElements.contains(lowered) ? lowered : nil
            for child in children { try write(child, root: false, rawTextParent: rawText) }
            append("</")
            appendName(name)
            bytes.append(UInt8(ascii: ">"))
        }

        private mutating func writeAttribute(_ attribute: MarkupAttribute) throws(MarkupError) {
            let name = attribute.name
            guard MarkupRenderer.isValidName(name) else { throw .invalidName(name) }
            let lowered = name.lowercased()
            if lowered.hasPrefix("on") { throw .eventHandlerAttribute(name) }
            if lowered == "srcdoc" { throw .unsafeAttribute(name) }
            if lowered == "attributename", case .text(let target) = attribute.value {
                let targetName = target.lowercased()
                if targetName.hasPrefix("on") || MarkupAttribute.urlAttributes.contains(targetName) || targetName == "srcdoc" {
                    throw .unsafeAttribute(name)
                }
            }
            bytes.append(UInt8(ascii: " "))
            appendName(name)
            switch attribute.value {
            case .present:
                append("=\"\"")
            case .text(let value):
                if MarkupAttribute.urlAttributes.contains(lowered) { throw .urlAttributeAsText(name) }
                append("=\"")
                appendEscaped(value, attribute: true)
                bytes.append(UInt8(ascii: "\""))
            case .url(let url):
                append("=\"")
                appendEscaped(url.value, attribute: true)
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
            let text = constant.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
            let lowered = text.lowercased()
            if lowered.contains("</" + rawTextParent) || lowered.contains("<!--") || text.contains("]]>") {
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

        private mutating func appendUTF8(_ value: UInt32) {
            switch value {
            case ..<0x800:
                bytes.append(UInt8(0xC0 | (value >> 6)))
                bytes.append(UInt8(0x80 | (value & 0x3F)))
            case ..<0x10000:
                bytes.append(UInt8(0xE0 | (value >> 12)))
                bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
                bytes.append(UInt8(0x80 | (value & 0x3F)))
            default:
                bytes.append(UInt8(0xF0 | (value >> 18)))
                bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
                bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
                bytes.append(UInt8(0x80 | (value & 0x3F)))
            }
        }

        /// Text or a double-quoted attribute value: `& < >` always, `" '` in attributes, and
        /// tab, newline and carriage return as references in attributes (XML would turn them into
        /// spaces) and carriage return in text (XML would turn it into a newline).
        mutating func appendEscaped(_ text: String, attribute: Bool) {
            for scalar in text.unicodeScalars {
                let value = scalar.value
                if value < 0x80 {
                    switch value {
                    case 0x26: append("&amp;")
                    case 0x3C: append("&lt;")
                    case 0x3E: append("&gt;")
                    case 0x22 where attribute: append("&quot;")
                    case 0x27 where attribute: append("&#39;")
                    case 0x09 where attribute: append("&#9;")
                    case 0x0A where attribute: append("&#10;")
                    case 0x0D: append("&#13;")
                    case 0x09, 0x0A: bytes.append(UInt8(value))
                    case 0..<0x20, 0x7F: append("\u{FFFD}")
                    default: bytes.append(UInt8(value))
                    }
                } else if MarkupRenderer.isForbidden(value) {
                    append("\u{FFFD}")
                } else {
                    appendUTF8(value)
                }
            }
        }
    }
}
