/// Renders diagnostics as Xcode and editors parse them: `path:line:col: error: message [rule]`,
/// then the source line and a caret under the column. ANSI colour only when asked for (the
/// executable asks when stderr is a terminal and `NO_COLOR` is not set).
public struct TextReporter: Sendable {
    public let files: [String: SourceFile]
    public let color: Bool

    public init(files: [String: SourceFile], color: Bool = false) {
        self.files = files
        self.color = color
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += line(diagnostic.range, severity: diagnostic.severity.rawValue,
                           message: "\(diagnostic.message) [\(diagnostic.rule)]")
            for note in diagnostic.notes {
                output += line(note.range ?? diagnostic.range, severity: "note", message: note.message, excerpt: note.range != nil)
            }
        }
        let summary = DiagnosticSummary(diagnostics)
        if summary.errors + summary.warnings > 0 {
            output += "\(summary.errors) error\(summary.errors == 1 ? "" : "s"), \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s")\n"
        }
        return output
    }

    private func line(_ range: SourceRange?, severity: String, message: String, excerpt: Bool = true) -> String {
        let location = range.map { "\(Self.oneLine($0.file)):\($0.start.line):\($0.start.column): " } ?? ""
        var output = bold(location) + paint(severity + ":", severity) + " " + bold(Self.oneLine(message)) + "\n"
        if excerpt, let range, let file = files[range.file], let source = file.line(range.start.line) {
            let prefix = source.prefix(max(0, range.start.column - 1))
            let padding = prefix.map { $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of($0)) }.joined()
            output += "  \(source)\n  \(padding)\(paint("^", severity))\n"
        }
        return output
    }

    /// A text kept on one line, as the `path:line:col:` format needs (a key read from a table
    /// may hold a line break): line breaks and other control characters written as escapes,
    /// `\n`, `\r`, `\u{1B}`; a backslash stays as it is.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else { output.append(scalar); continue }
            let escape = switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            output.append(contentsOf: escape.unicodeScalars)
        }
        return String(output)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || scalar.value == 0x85
            || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    private func bold(_ text: String) -> String {
        color && !text.isEmpty ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    private func paint(_ text: String, _ severity: String) -> String {
        guard color else { return text }
        let code = switch severity {
        case "error": "31"
        case "warning": "33"
        default: "36"
        }
        return "\u{1B}[1;\(code)m\(text)\u{1B}[0m"
    }
}
