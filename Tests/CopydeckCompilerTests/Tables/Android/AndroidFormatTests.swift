import Testing
@testable import CopydeckCompiler

/// Apple printf formats rewritten for Java's `Formatter` (what `getString(id, args…)` uses).
@Suite struct AndroidFormatTests {
    private func convert(_ format: String, _ substitutes: [AndroidFormat.Substitute] = []) -> AndroidFormat {
        var converter = AndroidFormat()
        converter.append(format, substitutes: substitutes)
        return converter
    }

    private func text(_ converter: AndroidFormat) -> String { String(decoding: converter.output, as: UTF8.self) }

    @Test(arguments: [
        ("%1$@", "%1$s"), ("%@", "%1$s"), ("%@ and %@", "%1$s and %2$s"), ("%2$@ %1$@", "%2$s %1$s"),
        ("%lld", "%1$d"), ("%1$lld", "%1$d"), ("%2$ld", "%2$d"), ("%d %i %u", "%1$d %2$d %3$d"), ("%hhd %zd %qd", "%1$d %2$d %3$d"),
        ("%1$.2f", "%1$.2f"), ("%F", "%1$f"), ("%e %E %g %G %a %A", "%1$e %2$E %3$g %4$G %5$a %6$A"),
        ("%x %X %o", "%1$x %2$X %3$o"), ("%#x", "%1$#x"), ("%05d", "%1$05d"), ("%-5@", "%1$-5s"),
        ("%'d", "%1$,d"), ("%+d", "%1$+d"), ("% d", "%1$ d"), ("%c %C", "%1$c %2$c"), ("%s %S", "%1$s %2$s"),
        ("%.3@", "%1$.3s"), ("100%%", "100%%"), ("%%%1$@%%", "%%%1$s%%"), ("%10$@", "%10$s"),
        ("사진 %1$lld장", "사진 %1$d장"), ("", ""), ("no format", "no format"),
    ])
    func convertsSpecifiers(_ apple: String, _ java: String) {
        let converter = convert(apple)
        #expect(text(converter) == java)
        #expect(converter.unsupported.isEmpty)
    }

    @Test func countsArgumentsAndLiteralPercents() {
        #expect(convert("%1$@ %2$lld").specifierCount == 2)
        #expect(convert("%1$@ %2$lld").hasLiteralPercent == false)
        #expect(convert("50%%").specifierCount == 0)
        #expect(convert("50%%").hasLiteralPercent)
    }

    /// What Java would throw on is a literal percent, reported.
    @Test(arguments: [
        ("%", "%%", "%"), ("50% ", "50%% ", "% "), ("%*d", "%%*d", "%*d"), ("%p", "%%p", "%p"), ("%.2d", "%%.2d", "%.2d"),
        ("%-d", "%%-d", "%-d"), ("%#d", "%%#d", "%#d"), ("%0$@", "%%0$@", "%0$@"), ("%1$k", "%%1$k", "%1$k"),
        ("%+ d", "%%+ d", "%+ d"),
    ])
    func unsupportedSpecifiersAreLiteralPercents(_ apple: String, _ java: String, _ reported: String) {
        let converter = convert(apple)
        #expect(text(converter) == java)
        #expect(converter.unsupported == [reported])
        #expect(converter.specifierCount == 0)
    }

    @Test func substitutionsExpandWithTheirOwnArgument() {
        let days = AndroidFormat.Substitute(name: "days", argument: 2, specifier: "lld", text: "%arg days")
        #expect(text(convert("%1$@: %#@days@ left", [days])) == "%1$s: %2$d days left")
        #expect(text(convert("%1$@: %2$#@days@", [days])) == "%1$s: %2$d days")
        // stringsdict style: a non-positional specifier in a variation is the substitution's own.
        let items = AndroidFormat.Substitute(name: "items", argument: 1, specifier: "d", text: "%d items in %2$@")
        #expect(text(convert("%#@items@", [items])) == "%1$d items in %2$s")
        // A token consumes the next non-positional argument, as in C.
        #expect(text(convert("%#@days@ for %@", [AndroidFormat.Substitute(name: "days", argument: 1, specifier: "lld", text: "%arg")])) == "%1$d for %2$s")
        let unknown = convert("%#@nights@")
        #expect(unknown.unknownSubstitutions == ["nights"])
    }
}
