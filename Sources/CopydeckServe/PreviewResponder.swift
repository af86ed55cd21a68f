import CopydeckCompiler
import Foundation

/// What the preview server answers, decided without a socket: a page of the last build (with the
/// live-reload script), the error page while the project is broken, the reload script, or 404.
/// Only the exact paths the last build wrote are served (`PreviewFiles`), so no request can reach
/// a file outside the preview.
public struct PreviewResponder: Sendable {
    public struct Response: Sendable, Equatable {
        public var status: Int
        public var contentType: String
        public var body: Data
    }

    /// The site of the last build, by path relative to the preview folder.
    public var site: PreviewFiles
    /// Set while the project has errors: served for every page.
    public var errorPage: Data?

    public init(site: PreviewFiles = [:], errorPage: Data? = nil) {
        self.site = site
        self.errorPage = errorPage
    }

    public static let reloadScriptPath = "/__copydeck/reload.js"
    public static let eventsPath = "/__copydeck/events"

    public func respond(to rawPath: String) -> Response {
        let path = Self.sitePath(rawPath)
        if rawPath.split(separator: "?").first.map(String.init) == Self.reloadScriptPath {
            return Response(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(Self.reloadScript.utf8))
        }
        guard let path else { return notFound() }
        let isPage = path.hasSuffix(".html")
        if let errorPage, isPage || !site.contains(path) && !path.hasPrefix("assets/") {
            return Response(status: 200, contentType: "text/html; charset=utf-8", body: Self.injectingReload(errorPage))
        }
        guard let data = site.data(at: path) else { return notFound() }
        let type = Self.contentType(of: path)
        return Response(status: 200, contentType: type, body: isPage ? Self.injectingReload(data) : data)
    }

    func notFound() -> Response {
        Response(status: 404, contentType: "text/html; charset=utf-8",
                 body: Self.injectingReload(Data("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/><title>Not found</title></head><body><p>Not found. <a href=\"/\">The preview's index</a>.</p></body></html>\n".utf8)))
    }

    /// The site path a request names: percent-decoded, without query or fragment, `index.html`
    /// for a folder. Nil for a path that climbs (`..`) or is not UTF-8.
    static func sitePath(_ rawPath: String) -> String? {
        var path = String(rawPath.prefix { $0 != "?" && $0 != "#" })
        guard let decoded = path.removingPercentEncoding else { return nil }
        path = decoded
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !segments.contains(where: { $0 == ".." || $0 == "." || $0.contains("\\") }) else { return nil }
        if segments.isEmpty || path.hasSuffix("/") { return (segments + ["index.html"]).joined(separator: "/") }
        return segments.joined(separator: "/")
    }

    static func contentType(of path: String) -> String {
        switch path.split(separator: ".").last.map(String.init) ?? "" {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml; charset=utf-8"
        case "json": "application/json; charset=utf-8"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }

    /// The page with the live-reload script before its last `</body>` (at the end when it has
    /// none).
    static func injectingReload(_ page: Data) -> Data {
        let tag = Data("<script src=\"\(reloadScriptPath)\"></script>".utf8)
        guard let range = page.range(of: Data("</body>".utf8), options: .backwards) else { return page + tag }
        var result = page
        result.insert(contentsOf: tag, at: range.lowerBound)
        return result
    }

    /// Listens to the server's events and reloads the page after each rebuild.
    static let reloadScript = """
    (function () {
      if (!window.EventSource) return;
      var source = new EventSource('\(eventsPath)');
      source.addEventListener('reload', function () { location.reload(); });
    })();

    """
}
