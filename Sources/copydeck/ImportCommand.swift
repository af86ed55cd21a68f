import ArgumentParser
import CopydeckCompiler
import Foundation

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring translations back into locales/ from XLIFF, .xcstrings, .strings, .stringsdict and Android strings.xml files.",
        discussion: """
            Each locale file changes in place: a text that is the same leaves the file byte for \
            byte as it is, a changed text replaces only its own bytes, a new message goes where \
            the source locale puts it. Every file is written, or none when a finding is an error.
            """)

    @Argument(help: "The files to import (.xliff, .xcstrings, .strings or .stringsdict in a <locale>.lproj folder, strings.xml in a values[-qualifier] folder), or folders of them (an .xcloc, a <locale>.lproj, values[-qualifier], res), as adopt reads them.",
              completion: .file())
    var files: [String]

    @OptionGroup var options: ProjectOptions

    @Flag(help: "Print what would change and write nothing.")
    var check = false

    @Option(name: .customLong("locale"), help: ArgumentHelp("Import only this locale's strings (repeat for more); the others are left out and counted.", valueName: "L"))
    var locales: [String] = []

    func run() throws {
        let directory = try options.directory()
        let inputs = try TableFiles.inputs(TableFiles.expanded(files))
        let result = try Failure.run { () throws(CopydeckError) in
            try CompilerDriver(directory: directory).importTables(inputs, check: check, locales: locales.isEmpty ? nil : Set(locales))
        }
        try DiagnosticFormat.text.print(result.diagnostics, files: result.sources, paths: .here(project: directory, given: inputs.map(\.path)))
        for change in result.plan.changes where check {
            let old = change.oldText.map(Self.quoted) ?? "(none)"
            Terminal.standardOutput("\(ProjectLayout.localeFile(deck: change.deck, locale: change.locale)): \(change.key): \(old) → \(Self.quoted(change.newText))\n")
        }
        if !result.leftOut.isEmpty {
            let counts = result.leftOut.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
            Terminal.standardError("copydeck: left out the strings of locales not named by --locale: \(counts)\n")
        }
        let failed = result.summary.errors > 0
        let verb = check ? "would change" : result.written ? "changed" : "changed nothing in"
        let count = failed ? 0 : result.files.count
        let fallbacks = result.plan.fallbacks > 0 ? ", \(result.plan.fallbacks) fallback text(s) left out" : ""
        let reviews = result.plan.reviews.isEmpty ? "" : ", \(result.plan.reviews.count) review record line(s)"
        Terminal.standardError("copydeck: \(result.plan.changes.count) change(s), \(result.plan.unchanged) unchanged\(fallbacks)\(reviews); \(verb) \(count) locale file(s)\(failed ? " (errors: nothing written)" : "")\n")
        Terminal.exit(failed ? 1 : 0)
    }

    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
