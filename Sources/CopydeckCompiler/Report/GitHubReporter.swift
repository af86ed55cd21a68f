import Foundation

/// `--format github`: workflow commands that GitHub Actions turns into annotations on the line:
/// `::error file=content/wander/screens.yml,line=12,col=7,title=message.missing::text`.
public struct GitHubReporter: Sendable {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            let command = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var properties: [String] = []
            if let range = diagnostic.range {
                properties += ["file=\(escapeProperty(range.file))", "line=\(range.start.line)", "col=\(range.start.column)"]
            }
            properties.append("title=\(escapeProperty(diagnostic.rule.rawValue))")
            output += "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
        }
        return output
    }

    /// Message text: `%`, CR and LF are escaped.
    func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Property values additionally escape `:` and `,`.
    func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
