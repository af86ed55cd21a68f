/// The operands of CLDR plural rules, from a number as it is displayed
/// (<https://unicode.org/reports/tr35/tr35-numbers.html#Operands>):
/// `n` absolute value, `i` integer digits, `v`/`w` count of visible fraction digits with/without
/// trailing zeros, `f`/`t` those digits as an integer, `e` the compact exponent.
public struct PluralOperands: Equatable, Sendable {
    /// The absolute value (`1.5` for `-1.50`).
    public var n: Double
    /// The integer digits (`1` for `1.50`).
    public var i: Int
    /// The number of visible fraction digits, trailing zeros included (`2` for `1.50`).
    public var v: Int
    /// The number of visible fraction digits, trailing zeros dropped (`1` for `1.50`).
    public var w: Int
    /// The visible fraction digits as an integer, trailing zeros included (`50` for `1.50`).
    public var f: Int
    /// The visible fraction digits as an integer, trailing zeros dropped (`5` for `1.50`).
    public var t: Int
    /// The compact decimal exponent (`3` for `1.2e3`); `0` for a number written without one.
    public var e: Int

    /// From a decimal as written: `"1"`, `"1.50"`, `"-3"`, `"1.2e3"` (`e` also as `c`).
    public init?(_ text: String) {
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        var exponent = 0
        if let marker = body.firstIndex(where: { $0 == "e" || $0 == "c" || $0 == "E" }) {
            guard let value = Int(body[body.index(after: marker)...]) else { return nil }
            exponent = value
            body = body[..<marker]
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let integerPart = parts.first, !integerPart.isEmpty,
              integerPart.allSatisfy(\.isASCII), let integer = Int(integerPart) else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        var integerValue = integer
        if exponent > 0 {
            // 1.2e3 displays as 1200: move fraction digits into the integer.
            let moved = String(fraction.prefix(exponent)).padding(toLength: exponent, withPad: "0", startingAt: 0)
            integerValue = Int(String(integer) + moved) ?? integer
            fraction = String(fraction.dropFirst(exponent))
        }
        let trimmed = String(fraction.reversed().drop(while: { $0 == "0" }).reversed())
        i = integerValue
        v = fraction.count
        w = trimmed.count
        f = Int(fraction) ?? 0
        t = Int(trimmed) ?? 0
        e = exponent
        n = Double("\(integerValue).\(fraction.isEmpty ? "0" : fraction)") ?? Double(integerValue)
    }

    /// The operands of an integer: no fraction digits and no exponent.
    public init(_ integer: Int) {
        self.init(String(integer))!
    }

    /// A whole double counts as an integer (`1.0` → `1`); otherwise its shortest decimal form.
    public init(_ number: Double) {
        if number.isFinite, number.rounded(.towardZero) == number, abs(number) < 1e15 {
            self.init(Int(number))
        } else {
            self = PluralOperands("\(number)") ?? PluralOperands(0)
        }
    }
}
