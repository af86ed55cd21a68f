import Foundation
import Testing
@testable import CopydeckCompiler

/// The compiler's folders are stages that reach one way (`Sources/CopydeckCompiler/README.md`).
/// Read from the sources: a folder uses another when its code names a type declared only there;
/// two folders that use each other are a knot. The knots that stand today are listed, to be
/// untied one by one; a new one fails the test, and so does a listed one once it is untied (the
/// list must shrink with it).
@Suite struct StageOrderTests {
    static let knownKnots: Set<String> = [
        "Adopt <-> Driver", "Adopt <-> Import", "Cache <-> Output", "Check <-> Rules", "Driver <-> Import",
        "Load <-> Support", "Model <-> Preview", "Model <-> Resolve", "Model <-> Tables", "Preview <-> Resolve", "Preview <-> Source",
    ]

    @Test func noTwoFoldersReachEachOther() throws {
        let sources = try RuleRegistryTests.sources()
        func folder(_ path: String) -> String { path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : "." }
        let declaration = try NSRegularExpression(pattern: #"(?m)^(?:public |final |private |fileprivate |internal |indirect )*(?:struct|enum|class|protocol|actor) ([A-Za-z_]\w*)"#)
        var owners: [String: Set<String>] = [:]
        for (path, text) in sources {
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) { owners[name, default: []].insert(folder(path)) }
            }
        }
        var uses: Set<String> = []
        for (path, text) in sources {
            let from = folder(path)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for word in words {
                guard let declared = owners[word], declared.count == 1, let to = declared.first, to != from else { continue }
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
