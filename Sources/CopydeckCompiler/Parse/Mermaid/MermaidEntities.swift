/// Mermaid's entity codes: `#quot;`, `#35;`, `#9829;` in labels stand for characters, so that
/// text can hold what the syntax reserves.
enum MermaidEntities {
    static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "#")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "#", let end = entityEnd(scalars, from: index + 1) {
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                if let decoded = character(for: name) {
                    result.append(contentsOf: decoded.unicodeScalars)
                    index = end + 1
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// The offset of the `;` that closes a `#\w+;` code starting at `start`.
    private static func entityEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < scalars.count, isWordScalar(scalars[index]) { index += 1 }
        guard index > start, index < scalars.count, scalars[index] == ";" else { return nil }
        return index
    }

    private static func character(for name: String) -> String? {
        if let code = UInt32(name), let scalar = Unicode.Scalar(code) {
            return String(Character(scalar))
        }
        if name.hasPrefix("x") || name.hasPrefix("X"), let code = UInt32(name.dropFirst(), radix: 16),
           let scalar = Unicode.Scalar(code) {
            return String(Character(scalar))
        }
        return named[name]
    }

    private static let named: [String: String] = [
        "quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'", "nbsp": "\u{00A0}",
        "num": "#", "semi": ";", "colon": ":", "lpar": "(", "rpar": ")", "lsqb": "[", "rsqb": "]",
        "lbrace": "{", "rbrace": "}", "lcub": "{", "rcub": "}", "verbar": "|", "vert": "|",
        "equals": "=", "excl": "!", "quest": "?", "percnt": "%", "plus": "+", "comma": ",",
        "period": ".", "sol": "/", "bsol": "\\", "ast": "*", "commat": "@", "dollar": "$",
        "hyphen": "-", "dash": "‐", "ndash": "–", "mdash": "—", "hellip": "…", "middot": "·",
        "bull": "•", "copy": "©", "reg": "®", "trade": "™", "deg": "°", "plusmn": "±",
        "times": "×", "divide": "÷", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓",
        "harr": "↔", "lArr": "⇐", "rArr": "⇒", "hArr": "⇔", "hearts": "♥", "spades": "♠",
        "clubs": "♣", "diams": "♦", "check": "✓", "cross": "✗", "star": "☆", "starf": "★",
        "laquo": "«", "raquo": "»", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "sect": "§", "para": "¶",
        "infin": "∞", "ne": "≠", "le": "≤", "ge": "≥", "asymp": "≈", "micro": "µ", "alpha": "α",
        "beta": "β", "gamma": "γ", "delta": "δ", "pi": "π", "sigma": "σ", "omega": "ω",
        "grave": "`", "Hat": "^", "lowbar": "_", "tilde": "˜", "frac12": "½", "frac14": "¼",
        "frac34": "¾", "sup2": "²", "sup3": "³", "iexcl": "¡", "iquest": "¿", "shy": "\u{00AD}",
        "zwj": "\u{200D}", "zwnj": "\u{200C}", "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}",
    ]
}
