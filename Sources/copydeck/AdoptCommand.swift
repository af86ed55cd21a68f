import ArgumentParser
import CopydeckCompiler
import Foundation

struct AdoptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adopt",
        abstract: "Bring an app's existing string tables into a deck, with the app's own keys and table names.",
        discussion: """
            Reads String Catalogs, <locale>.lproj folders or their .strings and .stringsdict files, \
            Android values*/strings.xml (or a res folder), and XLIFF (or an .xcloc); and the \
            development language's text where the app keeps it outside its tables: a target's \
            Info.plist or the .xcodeproj's build settings, storyboards and .xib files, and Swift code (NSLocalizedString, \
            String(localized:)). Every key keeps \
            the name the app's code calls, in its table; every text comes in for the project's \
            locales, or is left out and named where it stands (file, line, key, why, what to do) \
            while the rest is adopted: the exit status is 1 when anything was left out. Findings \
            in the adopted text go to copydeck-baseline.json, which lint and build use by \
            default. Every file is written, or none (with --all-or-nothing, none when anything \
            is left out).
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

    @Flag(help: "Write nothing when any string is left out (for CI).")
    var allOrNothing = false

    func run() throws {
        let directory = try options.directory()
        let inputs = try TableFiles.inputs(TableFiles.expanded(files))
        let result = try Failure.run { () throws(CopydeckError) in
            try CompilerDriver(directory: directory).adopt(inputs, deck: deck, keys: keys, check: check, allOrNothing: allOrNothing)
        }
        try DiagnosticFormat.text.print(result.diagnostics, files: result.sources, paths: .here(project: directory, given: inputs.map(\.path)))
        let plan = result.plan
        if check {
            for message in plan.messages {
                let texts = message.texts.map { "\($0.locale) \(ImportCommand.quoted($0.text))" }.joined(separator: ", ")
                Terminal.standardOutput("\(message.table) \(ImportCommand.quoted(message.key))\(message.declared ? "" : " (new)"): \(texts)\n")
            }
        }
        let leftOut = result.leftOut.count
        let stopped = !check && !result.written && !result.files.isEmpty
        let tables = Set(plan.messages.map(\.table)).count
        let verb = check ? "would write" : result.written ? "wrote" : "wrote nothing of"
        var line = "copydeck: \(plan.messages.count) key(s) of \(tables) table(s) into deck \(plan.deck)\(plan.createsDeck ? " (new)" : "")"
        if leftOut > 0 { line += ", \(leftOut) string(s) left out (each named above)" }
        if plan.skippedByKeys > 0 { line += ", \(plan.skippedByKeys) string(s) not matching --keys" }
        if result.baselined > 0 { line += ", \(result.baselined) finding(s) in the adopted text \(check ? "to record" : "recorded") in \(Baseline.projectFileName)" }
        if !stopped, result.files.isEmpty {
            line += "; nothing to write\n"
        } else if stopped {
            let why = result.summary.errors > result.leftOut.filter { $0.severity == .error }.count ? "errors" : "--all-or-nothing"
            line += "; \(verb) \(result.files.count) file(s) (\(why): nothing written)\n"
        } else {
            line += "; \(verb) \(result.files.count) file(s)\n"
        }
        Terminal.standardError(line)
        Terminal.exit(stopped || leftOut > 0 ? 1 : 0)
    }
}
