import ArgumentParser
import CopydeckCompiler
import Foundation

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Send work out between builds.",
        subcommands: [XLIFF.self])

    struct XLIFF: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "xliff",
            abstract: "Write the XLIFF 1.2 of one locale (every deck, or one), for translators.")

        @OptionGroup var options: ProjectOptions

        @Option(help: "The locale to translate into (not a deck's source locale).")
        var locale: String

        @Option(help: "Only this deck (default: every deck that has the locale).")
        var deck: String?

        @Option(help: "Write to this file (default: standard output).", completion: .file())
        var out: String?

        func run() throws {
            let directory = try options.directory()
            let lint = try Failure.run { () throws(CopydeckError) in try CompilerDriver(directory: directory).lint(tables: true) }
            let export: XLIFFExportResult
            switch XLIFFExportResult.make(lint, locale: locale, deck: deck) {
            case .success(let made): export = made
            case .failure(let error): throw Failure.usage(error.description)
            }
            try DiagnosticFormat.text.print(export.diagnostics, files: lint.project.files, paths: .here(project: directory))
            if let out {
                do {
                    try export.data.write(to: URL(fileURLWithPath: out), options: .atomic)
                } catch {
                    throw Failure.usage("cannot write \(out): \(error.localizedDescription)")
                }
                Terminal.standardError("copydeck: wrote \(export.units) unit(s) of \(export.decks.joined(separator: ", ")) for \(locale) to \(out)\n")
            } else {
                Terminal.standardOutput(export.data)
            }
            Terminal.exit(0)
        }
    }
}
