/// Numbers as ko, ja and en write them: `,` groups thousands, `.` marks decimals. Written out here
/// rather than through a platform formatter, so every platform prints the same digits.
enum NumberText {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let negative = value < 0
        let magnitude = abs(value)
        let whole = magnitude.rounded(.towardZero)
        var fraction = ""
        if magnitude != whole {
            // Up to three fraction digits, trailing zeros dropped, as ICU's default pattern does.
            let scaled = ((magnitude - whole) * 1000).rounded()
            if scaled >= 1000 { return format((negative ? -1 : 1) * (whole + 1)) }
            var digits = String(Int(scaled))
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            if !digits.isEmpty { fraction = "." + digits }
        }
        guard let wholeInteger = Int64(exactly: whole) else { return "\(value)" }
        var integer = String(wholeInteger)
        var grouped = ""
        while integer.count > 3 {
            grouped = "," + integer.suffix(3) + grouped
            integer.removeLast(3)
        }
        return (negative && (whole != 0 || !fraction.isEmpty) ? "-" : "") + integer + grouped + fraction
    }

}
