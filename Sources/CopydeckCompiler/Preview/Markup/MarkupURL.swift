/// A URL that is safe to put in `href` or `src`: a relative path, a `#fragment`, or an absolute
/// `http:`, `https:` or `mailto:` URL. Anything else (`javascript:`, `data:`, `vbscript:`, any
/// other scheme, in any case) is refused, and so is a URL with a control character, whitespace
/// before it or a backslash, which browsers strip or rewrite before reading the scheme
/// (`java\tscript:`, ` javascript:`, `\\evil.example`). A refused URL renders as `#`.
public struct MarkupURL: Sendable, Equatable {
    /// The URL as written, or `#` when it was refused.
    public let value: String
    /// Whether the URL given was refused and replaced by `#`.
    public let wasRefused: Bool

    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The URL, or `#` when it is not safe.
    public init(_ string: String) {
        if let safe = MarkupURL.checked(string) {
            self = safe
        } else {
            value = "#"
            wasRefused = true
        }
    }

    private init(safe: String) {
        value = safe
        wasRefused = false
    }

    /// The URL when it is safe, nil otherwise.
    public static func checked(_ string: String) -> MarkupURL? {
        isSafe(string) ? MarkupURL(safe: string) : nil
    }

    /// `#id`, the id percent-encoded where a fragment needs it.
    public static func fragment(_ id: String) -> MarkupURL {
        MarkupURL(safe: "#" + percentEncoded(id))
    }

    /// A relative path built from segments, each percent-encoded (so a segment can hold no
    /// scheme, slash or query), followed by an optional fragment.
    public static func relative(_ segments: [String], fragment: String? = nil) -> MarkupURL {
        var path = segments.map(percentEncoded).joined(separator: "/")
        if path.isEmpty { path = "." }
        // "./" first keeps a first segment such as "a:b" from ever reading as a scheme.
        var url = "./" + path
        if let fragment { url += "#" + percentEncoded(fragment) }
        return MarkupURL(safe: url)
    }

    static func isSafe(_ string: String) -> Bool {
        var scheme: [UInt8] = []
        var schemeEnded = false
        for byte in string.utf8 {
            // Controls (tab and newline included, which browsers strip anywhere) and DEL.
            if byte < 0x20 || byte == 0x7F { return false }
            // A backslash reads as a slash in http URLs: "\\host" would leave the site.
            if byte == UInt8(ascii: "\\") { return false }
            if schemeEnded { continue }
            switch byte {
            case UInt8(ascii: ":"):
                // A colon before any "/", "?" or "#": the text before it is a scheme.
                guard !scheme.isEmpty else { return false }
                return allowedSchemes.contains(String(decoding: scheme, as: UTF8.self).lowercased())
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                schemeEnded = true
            case UInt8(ascii: " ") where scheme.isEmpty:
                // Leading spaces are stripped by browsers before the scheme is read.
                return false
            default:
                scheme.append(byte)
            }
        }
        return true
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters.
    static func percentEncoded(_ text: String) -> String {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
