import ArgumentParser
import CopydeckCompiler
import Foundation

struct AdoptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adopt",
        abstract: "Bring an app's existing string tables into a deck, with the app's own keys and table names.",
        discussion: """
            Reads String Catalogs, <locale>.lproj folders or their .strings and .stringsdict files, \
            Android values*/strings.xml (or a res folder), and XLIFF (or an .xcloc). Every key keeps \
            the name the app's code calls, in its table; every text comes in for the project's \
            locales, or is reported where it stands. Findings in the adopted text go to \
            copydeck-baseline.json, which lint and build use by default. Every file is written, or \
            none when a finding is an error.
            """)

    @Argument(help: "The tables to adopt.", completion: .file())
    var files: [String]

    @OptionGroup var options: ProjectOptions

    @Option(help: "The deck to adopt into (created and declared in copydeck.yml when it does not exist); default: the project's only deck.")
    var deck: String?

    @Option(help: ArgumentHelp("Adopt only the keys this glob matches (`*` any run of characters, `?` one).", valueName: "GLOB"))
    var keys: String?

    @Flag(help: "Print what would be adopted and write nothing.")
    var check = false

    func run() throws {
        let directory = try options.directory()
        var paths: [String] = []
        for given in files {
            let expanded = ImportInput.expand(given)
            if expanded.isEmpty { throw Failure.usage("\(given) holds no table adopt reads (.strings, .stringsdict, .xliff, values*/strings.xml)") }
            paths += expanded
        }
        let inputs = try TableFiles.inputs(paths)
        let result = try Failure.run { () throws(CopydeckError) in
            try CompilerDriver(directory: directory).adopt(inputs, deck: deck, keys: keys, check: check)
        }
        try DiagnosticFormat.text.print(result.diagnostics, files: result.sources, paths: .here(project: directory, given: inputs.map(\.path)))
        let plan = result.plan
        if check {
            for message in plan.messages {
                let texts = message.texts.map { "\($0.locale) \(ImportCommand.quoted($0.text))" }.joined(separator: ", ")
                Terminal.standardOutput("\(message.table) \(ImportCommand.quoted(message.key))\(message.declared ? "" : " (new)"): \(texts)\n")
            }
        }
        let failed = result.summary.errors > 0
        let tables = Set(plan.messages.map(\.table)).count
        let verb = check ? "would write" : result.written ? "wrote" : "wrote nothing of"
        var line = "copydeck: \(plan.messages.count) key(s) of \(tables) table(s) into deck \(plan.deck)\(plan.createsDeck ? " (new)" : "")"
        if plan.skippedByKeys > 0 { line += ", \(plan.skippedByKeys) string(s) not matching --keys" }
        if result.baselined > 0 { line += ", \(result.baselined) finding(s) in the adopted text \(check ? "to record" : "recorded") in \(Baseline.projectFileName)" }
        if !failed, result.files.isEmpty {
            line += "; nothing to write\n"
        } else {
            line += "; \(verb) \(failed ? 0 : result.files.count) file(s)\(failed ? " (errors: nothing written)" : "")\n"
        }
        Terminal.standardError(line)
        Terminal.exit(failed ? 1 : 0)
    }
}
