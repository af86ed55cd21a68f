import CopydeckKit

/// Fills a permission template's message with a permission's parameter values, at the source
/// level: each `{parameter}` is replaced by the parameter's own message text, so placeholders
/// inside the values stay placeholders of the result.
enum TemplateInstantiation {
    static func instantiate(_ template: String, parameters: [String: String]) -> String {
        guard let message = try? MessageParser().parse(template) else { return template }
        var scalars = Array(template.unicodeScalars)
        // Replace from the end so earlier ranges stay valid.
        let replacements = message.arguments
            .filter { $0.kind == .simple && parameters[$0.name] != nil }
            .sorted { $0.range.lowerBound > $1.range.lowerBound }
        for argument in replacements {
            scalars.replaceSubrange(argument.range, with: Array(parameters[argument.name]!.unicodeScalars))
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
