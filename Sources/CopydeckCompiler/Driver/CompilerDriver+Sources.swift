import Foundation

extension CompilerDriver {
    /// The source files `diagnostics` (and their notes) are in, to quote their lines: those in
    /// `known` as they are, the others read from `project` (a build that did not read them found
    /// them unchanged since the last build). A file that cannot be read is left out.
    static func sources(of diagnostics: [Diagnostic], in project: URL, known: [String: SourceFile] = [:]) -> [String: SourceFile] {
        var sources = known
        for path in Set(diagnostics.flatMap { [$0.range?.file] + $0.notes.map(\.range?.file) }.compactMap { $0 }) where sources[path] == nil {
            guard let data = FileManager.default.contents(atPath: project.appendingPathComponent(path).path),
                  var text = String(validating: data, as: UTF8.self) else { continue }
            if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
            sources[path] = SourceFile(path: path, text: text)
        }
        return sources
    }
}
