/// Every file a build's output can hold, by what it is: the one place the output's layout is
/// spelled. Each has its path in the output folder, the deck it is made from (nil: the whole
/// project's), and, for a bundle file, its name among an app's resources (`--layout resources`).
///
///     <deck>/bundle/<locale>.json, manifest.json, flows.json   the bundle an app loads
///     <deck>/flows/<flow>.json, <flow>.dot, <flow>.svg          each flow's model and drawings
///     <deck>/apple/…, <deck>/android/…, <deck>/xliff/…          the string tables
///     preview/…                                                 the HTML preview
///     report/…                                                  the findings
public enum OutputFile: Hashable, Sendable {
    case bundleLocale(deck: String, locale: String)
    case manifest(deck: String)
    case flowBundle(deck: String)
    case flowModel(deck: String, flow: String)
    case flowDrawing(deck: String, flow: String)
    /// The flow drawn as SVG by the preview, beside its DOT.
    case flowPicture(deck: String, flow: String)
    /// A String Catalog: `Localizable`, an adopted table, `InfoPlist`.
    case stringCatalog(deck: String, table: String)
    /// A `.strings` or `.stringsdict` file in a locale's `.lproj` (in a target's folder for a
    /// target's table): `file` is its name.
    case lprojFile(deck: String, target: String?, locale: String, file: String)
    case xliff(deck: String, locale: String)
    /// A file of Android's resources, by its path under `android/` (`values-ja/strings.xml`).
    case android(deck: String, path: String)
    /// A file of the preview site, by its path in the site; `deck`: the deck it shows, if one.
    case preview(String, deck: String?)
    /// A report file (`lint.json`, `lint.sarif`).
    case report(String)

    public static let previewFolder = "preview"
    public static let reportFolder = "report"
    /// The search shard of a deck in the preview site, which belongs to the deck.
    static func searchShard(deck: String) -> OutputFile { .preview(searchShardSegments(deck: deck).joined(separator: "/"), deck: deck) }
    /// Where in the preview site a deck's search shard is (`PreviewSearchIndex` writes it there).
    static func searchShardSegments(deck: String) -> [String] { ["assets", "search", deck + ".js"] }

    public var path: String {
        switch self {
        case .bundleLocale(let deck, let locale): "\(deck)/bundle/\(locale).json"
        case .manifest(let deck): "\(deck)/bundle/manifest.json"
        case .flowBundle(let deck): "\(deck)/bundle/flows.json"
        case .flowModel(let deck, let flow): "\(deck)/flows/\(flow).json"
        case .flowDrawing(let deck, let flow): "\(deck)/flows/\(flow).dot"
        case .flowPicture(let deck, let flow): "\(deck)/flows/\(flow).svg"
        case .stringCatalog(let deck, let table): "\(deck)/apple/\(table).xcstrings"
        case .lprojFile(let deck, let target, let locale, let file): "\(deck)/apple/\(target.map { "\($0)/" } ?? "")\(locale).lproj/\(file)"
        case .xliff(let deck, let locale): "\(deck)/xliff/\(locale).xliff"
        case .android(let deck, let path): "\(deck)/android/\(path)"
        case .preview(let path, _): "\(Self.previewFolder)/\(path)"
        case .report(let name): "\(Self.reportFolder)/\(name)"
        }
    }

    /// The deck the file is made from; nil for the project's own (the preview's index and
    /// assets, the report).
    public var deck: String? {
        switch self {
        case .bundleLocale(let deck, _), .manifest(let deck), .flowBundle(let deck), .flowModel(let deck, _), .flowDrawing(let deck, _), .flowPicture(let deck, _),
             .stringCatalog(let deck, _), .lprojFile(let deck, _, _, _), .xliff(let deck, _), .android(let deck, _):
            deck
        case .preview(_, let deck): deck
        case .report: nil
        }
    }

    /// A bundle file's name among an app's resources: `<deck>.<locale>.json`,
    /// `<deck>.manifest.json`, `<deck>.flows.json`; nil for every other file.
    public var resourceName: String? {
        switch self {
        case .bundleLocale(let deck, let locale): "\(deck).\(locale).json"
        case .manifest(let deck): "\(deck).manifest.json"
        case .flowBundle(let deck): "\(deck).flows.json"
        default: nil
        }
    }

    /// The bundle file at a path of the output (`<deck>/bundle/<name>.json`), or nil.
    static func bundleFile(atPath path: String) -> OutputFile? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count == 3, parts[1] == "bundle", parts[2].hasSuffix(".json") else { return nil }
        let name = String(parts[2].dropLast(".json".count))
        switch name {
        case "manifest": return .manifest(deck: parts[0])
        case "flows": return .flowBundle(deck: parts[0])
        default: return .bundleLocale(deck: parts[0], locale: name)
        }
    }

    /// Whether a path of the output is one of `deck`'s files, read back from the path as `path`
    /// writes it (a previous build's files are known by their paths only): a deck's own folder,
    /// `preview/<deck>/`, or its search shard. (`BuildCache.files(of:)` reads the same, for every
    /// output at once.)
    static func isOwned(_ path: String, by deck: String) -> Bool {
        path.hasPrefix(deck + "/") || path.hasPrefix("\(previewFolder)/\(deck)/") || path == searchShard(deck: deck).path
    }
}
