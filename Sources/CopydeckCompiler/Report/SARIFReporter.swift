import Foundation

/// `--format sarif`: SARIF 2.1.0 with rule metadata and physical locations relative to a root
/// (`%SRCROOT%`, the repository's, given in `originalUriBaseIds`), which GitHub code scanning
/// shows on the lines of the pull request; a file outside the root is named by its `file:` URI.
public struct SARIFReporter: Sendable {
    public static let toolVersion = CopydeckVersion.current

    struct Log: Encodable {
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: BaseURI]?
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    struct BaseURI: Encodable {
        var uri: String
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "copydeck"
        var informationUri = "https://github.com/copydeck/copydeck"
        var version = SARIFReporter.toolVersion
        var rules: [Rule]
    }

    struct Text: Encodable {
        var text: String
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]?
        var relatedLocations: [Location]?
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Text?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String? = "%SRCROOT%"
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    public let rules: [RuleDescriptor]
    /// The folder `%SRCROOT%` stands for, absolute; the diagnostics name files relative to it
    /// (or absolute, for a file outside it). Nil: no base is given, and the paths are as named.
    public let root: URL?

    public init(rules: [RuleDescriptor] = Rules.all, root: URL? = nil) {
        self.rules = rules
        self.root = root
    }

    public func render(_ diagnostics: [Diagnostic]) throws -> Data {
        let index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let results = diagnostics.map { diagnostic in
            Result(
                ruleId: diagnostic.rule.rawValue, ruleIndex: index[diagnostic.rule], level: level(diagnostic.severity),
                message: Text(text: diagnostic.message),
                locations: diagnostic.range.map { [location($0, message: nil, id: nil)] },
                relatedLocations: diagnostic.notes.isEmpty ? nil : diagnostic.notes.enumerated().compactMap { offset, note in
                    note.range.map { location($0, message: note.message, id: offset) }
                })
        }
        let driver = Driver(rules: rules.map { rule in
            Rule(id: rule.id.rawValue, name: rule.id.rawValue, shortDescription: Text(text: rule.summary),
                 fullDescription: Text(text: rule.summary + " " + rule.help), help: Text(text: rule.help),
                 defaultConfiguration: Configuration(level: level(rule.defaultSeverity)))
        })
        let base = root.map { ["%SRCROOT%": BaseURI(uri: URL(fileURLWithPath: $0.standardizedFileURL.path, isDirectory: true).absoluteString)] }
        return try OutputTree.json(Log(runs: [Run(tool: Tool(driver: driver), originalUriBaseIds: base, results: results)]))
    }

    private func location(_ range: SourceRange, message: String?, id: Int?) -> Location {
        Location(id: id, physicalLocation: PhysicalLocation(
            artifactLocation: artifact(range.file),
            region: Region(startLine: range.start.line, startColumn: range.start.column)),
            message: message.map { Text(text: $0) })
    }

    /// A file relative to the root, percent-encoded as a URI reference; an absolute one as its
    /// `file:` URI, with no base.
    private func artifact(_ file: String) -> ArtifactLocation {
        if file.hasPrefix("/") { return ArtifactLocation(uri: URL(fileURLWithPath: file).absoluteString, uriBaseId: nil) }
        return ArtifactLocation(uri: file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file)
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
