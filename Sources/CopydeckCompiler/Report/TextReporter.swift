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
        let location = range.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? ""
        var output = bold(location) + paint(severity + ":", severity) + " " + bold(message) + "\n"
        if excerpt, let range, let file = files[range.file], let source = file.line(range.start.line) {
            let prefix = source.prefix(max(0, range.start.column - 1))
            let padding = prefix.map { $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of($0)) }.joined()
            output += "  \(source)\n  \(padding)\(paint("^", severity))\n"
        }
        return output
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
