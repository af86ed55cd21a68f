import Foundation
import Testing
@testable import CopydeckCompiler

/// Reads a rendered site the way a browser and a link checker would: every page parsed by
/// libxml2, every `href`/`src` followed inside the tree, every `#fragment` looked up.
struct SiteInspector {
    let files: [String: Data]
    private(set) var documents: [String: XMLElement] = [:]
    private(set) var problems: [String] = []

    init(_ tree: OutputTree) {
        files = tree.files
        for path in tree.paths where path.hasSuffix(".html") || path.hasSuffix(".svg") {
            let parsed = XMLDocumentParser().parseDocument(tree.files[path]!, url: path)
            if let failure = parsed.failure {
                problems.append("\(path):\(failure.line):\(failure.column): \(failure.message)")
                continue
            }
            for hazard in parsed.hazards {
                if hazard.kind == .doctype(name: "html", publicID: nil, systemID: nil) { continue }
                problems.append("\(path): \(hazard)")
            }
            documents[path] = parsed.root
        }
    }

    /// Every element of a page, depth first.
    func elements(_ path: String) -> [XMLElement] {
        documents[path]?.descendants ?? []
    }

    func ids(_ path: String) -> Set<String> {
        Set(elements(path).compactMap { $0[attribute: "id"] })
    }

    /// Links that do not resolve: `page → target` for each missing file or fragment. External
    /// links (`http:`…) are reported too: the site must not need the network.
    func brokenLinks() -> [String] {
        var broken: [String] = []
        for path in documents.keys.sorted() {
            for element in elements(path) {
                for name in ["href", "src", "xlink:href"] {
                    guard let link = element[attribute: name] else { continue }
                    if let problem = check(link, from: path) { broken.append("\(path): \(name)=\(link): \(problem)") }
                }
            }
        }
        return broken
    }

    private func check(_ link: String, from page: String) -> String? {
        if link.contains(":") && !link.hasPrefix("./") && !link.hasPrefix("#") { return "not a relative link" }
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target: String
        if parts[0].isEmpty {
            target = page
        } else {
            var segments = page.split(separator: "/").map(String.init).dropLast()
            for segment in parts[0].split(separator: "/").map(String.init) {
                switch segment {
                case ".": continue
                case "..":
                    guard !segments.isEmpty else { return "climbs out of the site" }
                    segments.removeLast()
                default: segments.append(segment.removingPercentEncoding ?? segment)
                }
            }
            target = segments.joined(separator: "/")
        }
        guard files[target] != nil else { return "no file \(target)" }
        if parts.count == 2, !parts[1].isEmpty {
            let fragment = parts[1].removingPercentEncoding ?? parts[1]
            guard ids(target).contains(fragment) else { return "no id \(fragment) in \(target)" }
        }
        return nil
    }
}

extension XMLElement {
    /// This element and every element inside it, depth first, in document order.
    var descendants: [XMLElement] {
        var result: [XMLElement] = []
        var stack = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.elements.reversed())
        }
        return result
    }

    /// A rendered document parsed by libxml2, which must find it well-formed and free of hazards.
    static func parsed(_ bytes: [UInt8]) throws -> XMLElement {
        let parsed = XMLDocumentParser().parseDocument(Data(bytes))
        #expect(parsed.failure == nil, "\(String(describing: parsed.failure))")
        #expect(parsed.hazards.isEmpty)
        return try #require(parsed.root)
    }
}
