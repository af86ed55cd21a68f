/// A `<string>`'s text as Java's `Formatter` reads it (`%[index$][flags][width][.precision]conversion`),
/// said in the printf dialect Copydeck's tables hold (Apple's), so that `AndroidFormat` writes
/// the same text back:
/// - `%s` (no flag, width or precision) is `%@`, and `%1$s` is `%1$@`;
/// - the grouping flag `,` is POSIX's `'` (`%,d` is `%'d`, which `AndroidFormat` writes as `,`);
/// - `%n`, Java's line separator (`\n` on Android), is a line break;
/// - every other specifier (`%-5s`, `%08.3f`, `%x`) is kept as written.
///
/// A text is a format only when Java would format all of it: it has a specifier of a string, a
/// character or a number, and every `%` starts a specifier Java reads (a space flag, as in
/// `100% sure`, is taken for text). Anything else is text the app shows as it is, and is returned unchanged.
/// A format with a conversion Copydeck's messages cannot say (a date `%1$tY`, a boolean `%b`, a
/// hash `%h`, an upper-casing `%S` or `%C`, the `(` flag, the relative index `%<s`) is refused
/// with what it is.
enum JavaFormat {
    static func appleFormat(_ text: String) -> Result<String, TableImportProblem> {
        let scalars = Array(text.unicodeScalars)
        guard let specifiers = specifiers(of: scalars) else { return .success(text) }
        var output = String.UnicodeScalarView()
        var copied = 0
        for specifier in specifiers {
            output.append(contentsOf: scalars[copied..<specifier.start])
            copied = specifier.end
            if let problem = specifier.unsayable {
                return .failure(TableImportProblem("`\(specifier.text(scalars))` is Java's \(problem), which a Copydeck message cannot hold"))
            }
            switch specifier.conversion {
            case "n":
                output.append("\n")
            case "s" where specifier.flags.isEmpty && specifier.width.isEmpty && specifier.precision.isEmpty:
                output.append("%")
                output.append(contentsOf: specifier.index.unicodeScalars)
                output.append("@")
            default:
                output.append("%")
                output.append(contentsOf: specifier.index.unicodeScalars)
                output.append(contentsOf: specifier.flags.replacingOccurrences(of: ",", with: "'").unicodeScalars)
                output.append(contentsOf: specifier.width.unicodeScalars)
                output.append(contentsOf: specifier.precision.unicodeScalars)
                output.append(specifier.conversion)
                if let suffix = specifier.dateSuffix { output.append(suffix) }
            }
        }
        output.append(contentsOf: scalars[copied...])
        return .success(String(output))
    }

    /// Whether Java formats `text` (see above): else the app shows it as written, every `%` a
    /// percent sign (`utm_source%3Dapp` in a URL).
    static func isFormat(_ text: String) -> Bool {
        specifiers(of: Array(text.unicodeScalars)) != nil
    }

    /// The text's specifiers, when it is a format.
    private static func specifiers(of scalars: [Unicode.Scalar]) -> [Specifier]? {
        guard scalars.contains("%") else { return nil }
        var specifiers: [Specifier] = []
        var index = 0
        var takesArgument = false
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            guard let specifier = Specifier(scalars, at: index), !specifier.flags.contains(" ") else { return nil }
            if specifier.index.hasSuffix("$") || (specifier.dateSuffix == nil && Specifier.textConversions.contains(specifier.conversion)) {
                takesArgument = true
            }
            specifiers.append(specifier)
            index = specifier.end
        }
        return takesArgument ? specifiers : nil
    }

    /// One specifier as `java.util.Formatter`'s pattern reads it.
    struct Specifier {
        var start: Int
        var end: Int
        /// `2$` or `<`, or empty.
        var index = ""
        var flags = ""
        var width = ""
        /// `.3`, or empty.
        var precision = ""
        var conversion: Unicode.Scalar = "%"
        /// The date conversion's suffix (`Y` of `%tY`).
        var dateSuffix: Unicode.Scalar?

        static let conversions = "bBhHsScCdoxXeEfgGaA%n".unicodeScalars
        /// The conversions that make a text a format: a `%b`, `%h` or `%t…` alone (`50%bigger`)
        /// is taken for text, as a person reading it would, unless it names its argument (`%1$tY`).
        static let textConversions = "sScCdoxXeEfgGaA".unicodeScalars
        static let dateSuffixes = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".unicodeScalars

        init?(_ scalars: [Unicode.Scalar], at start: Int) {
            self.start = start
            var position = start + 1
            func peek() -> Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
            func digits() -> String {
                var found = ""
                while let scalar = peek(), ("0"..."9").contains(scalar) { found.unicodeScalars.append(scalar); position += 1 }
                return found
            }
            if peek() == "<" {
                index = "<"
                position += 1
            } else {
                let mark = position
                let number = digits()
                if !number.isEmpty, peek() == "$", number.first != "0" {
                    index = number + "$"
                    position += 1
                } else {
                    position = mark
                }
            }
            while let scalar = peek(), "-#+ 0,(".unicodeScalars.contains(scalar) { flags.unicodeScalars.append(scalar); position += 1 }
            width = digits()
            if peek() == "." {
                position += 1
                let digits = digits()
                guard !digits.isEmpty else { return nil }
                precision = "." + digits
            }
            guard let conversion = peek() else { return nil }
            position += 1
            if conversion == "t" || conversion == "T" {
                guard let suffix = peek(), Self.dateSuffixes.contains(suffix) else { return nil }
                dateSuffix = suffix
                position += 1
            } else if !Self.conversions.contains(conversion) {
                return nil
            }
            self.conversion = conversion
            end = position
        }

        /// What the specifier is, when a Copydeck message cannot say it.
        var unsayable: String? {
            if dateSuffix != nil { return "date or time conversion" }
            switch conversion {
            case "b", "B": return "boolean conversion"
            case "h", "H": return "hash-code conversion"
            // Apple's `%S` and `%C` are UTF-16 strings and characters, which Android's tables
            // write as Java's `%s` and `%c`: Java's upper-casing would be lost.
            case "S", "C": return "upper-case conversion"
            default: break
            }
            if index == "<" { return "relative index (the previous specifier's argument)" }
            if flags.contains("(") { return "`(` flag (negative numbers in parentheses)" }
            return nil
        }

        func text(_ scalars: [Unicode.Scalar]) -> String {
            String(String.UnicodeScalarView(scalars[start..<end]))
        }
    }
}
