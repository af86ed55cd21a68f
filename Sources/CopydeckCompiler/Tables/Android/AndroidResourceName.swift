/// Android resource names from message keys.
///
/// The name is the whole key with `.` and `-` turned into `_`: `wander.intro.title` →
/// `wander_intro_title`. The deck prefix stays, so several decks can share one app module without
/// their names meeting. `_` rather than `.`: aapt2 accepts `name="wander.intro.title"`, but the
/// generated `R` field is `wander_intro_title` anyway, and code and lint refer to that name.
///
/// A name must be a Java identifier, because `R.string.<name>` is Java and Kotlin source: ASCII
/// letters, digits and `_`, no leading digit, no Java keyword (aapt2 itself accepts `class` and
/// `é`, and the R class then fails to compile). A key that cannot become one gets no name.
public enum AndroidResourceName {
    /// The resource name for `key`, or nil when no valid name can be made from it.
    public static func name(forKey key: String) -> String? {
        var key = key
        var valid = true
        // One string, written in place: 60,000 keys go through here.
        let name = key.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() {
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                         UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                        buffer[index] = byte
                    case UInt8(ascii: "."), UInt8(ascii: "-"):
                        buffer[index] = UInt8(ascii: "_")
                    default:
                        valid = false
                        return 0
                    }
                }
                return bytes.count
            }
        }
        guard valid, let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              !isKeyword(name)
        else { return nil }
        return name
    }

    /// Java keywords are lowercase letters only (and `_`); most names have a `_` and skip the set.
    private static func isKeyword(_ name: String) -> Bool {
        if name.utf8.count > 1, name.utf8.contains(UInt8(ascii: "_")) { return false }
        return javaKeywords.contains(name)
    }

    /// Why `key` has no name, for the diagnostic.
    static func reason(forKey key: String) -> String {
        if key.isEmpty { return "it is empty" }
        if let bad = key.unicodeScalars.first(where: { !($0.isASCII && (isNameScalar($0) || $0 == "." || $0 == "-")) }) {
            return "`\(bad.escaped(asASCII: true))` is not an ASCII letter, digit, `_`, `.` or `-`"
        }
        if let first = key.unicodeScalars.first, ("0"..."9").contains(first) { return "it starts with a digit" }
        return "it is a Java keyword"
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// Java's reserved words and literals: `R.string.class` does not compile.
    private static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
        "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
        "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native",
        "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
        "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void",
        "volatile", "while", "true", "false", "null", "_",
    ]
}
