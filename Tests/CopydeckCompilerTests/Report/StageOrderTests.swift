import Foundation
import Testing
@testable import CopydeckCompiler

/// The compiler's folders are stages that reach one way (`Sources/CopydeckCompiler/README.md`).
/// Read from the sources: a folder uses another when its code names a type declared only there;
/// two folders that use each other are a knot. The knots that stand today are listed, to be
/// untied one by one; a new one fails the test, and so does a listed one once it is untied (the
/// list must shrink with it). A type nested in a folder's own type (`Field.Markup`,
/// `SourceFile.…Point`) is that folder's name: the same word in its code is not a use of another
/// folder's top-level type of that name.
@Suite struct StageOrderTests {
    static let knownKnots: Set<String> = [
        // The output's files are written with the cache that vouches for them, and the cache
        // names them; the rule registry lists the checks, and each check names its rule's id;
        // `Field.Markup` read in Resolve is the word of Preview's `Markup`.
        "Cache <-> Output", "Check <-> Rules", "Preview <-> Resolve",
    ]

    @Test func noTwoFoldersReachEachOther() throws {
        let sources = try RuleRegistryTests.sources()
        func folder(_ path: String) -> String { path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : "." }
        let declaration = try NSRegularExpression(pattern: #"(?m)^(?:public |final |private |fileprivate |internal |indirect )*(?:struct|enum|class|protocol|actor) ([A-Za-z_]\w*)"#)
        let nested = try NSRegularExpression(pattern: #"(?m)^[ ]+(?:public |final |private |fileprivate |internal |indirect )*(?:struct|enum|class|protocol|actor) ([A-Za-z_]\w*)"#)
        func names(_ expression: NSRegularExpression, in text: String) -> [String] {
            expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        var owners: [String: Set<String>] = [:]
        var nestedByFolder: [String: Set<String>] = [:]
        for (path, text) in sources {
            for name in names(declaration, in: text) { owners[name, default: []].insert(folder(path)) }
            nestedByFolder[folder(path), default: []].formUnion(names(nested, in: text))
        }
        var uses: Set<String> = []
        for (path, text) in sources {
            let from = folder(path)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for word in words {
                guard let declared = owners[word], declared.count == 1, let to = declared.first, to != from,
                      !(nestedByFolder[from] ?? []).contains(word) else { continue }
                uses.insert("\(from) -> \(to)")
            }
        }
        #expect(uses.count > 50)
        var knots: Set<String> = []
        for use in uses {
            let ends = use.components(separatedBy: " -> ")
            if ends[0] < ends[1], uses.contains("\(ends[1]) -> \(ends[0])") { knots.insert("\(ends[0]) <-> \(ends[1])") }
        }
        #expect(knots.subtracting(Self.knownKnots).sorted() == [], "new folders that reach each other")
        #expect(Self.knownKnots.subtracting(knots).sorted() == [], "untied: take them off the list")
    }
}
