import ArgumentParser
import CopydeckCompiler
import Foundation

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from the project.",
        subcommands: [Swift.self])

    struct Swift: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swift",
            abstract: "Write typed Swift accessors for a deck (Unwind.FocusShield.subtitle(schedule:remaining:)).")

        @OptionGroup var options: ProjectOptions

        @Option(help: "The deck to generate accessors for.")
        var deck: String

        @Option(help: "Write to this file (default: standard output). An unchanged file is not rewritten.", completion: .file())
        var out: String?

        @Option(help: "The name of the generated type (default: the deck's name, e.g. TempoAI).")
        var typeName: String?

        @Option(help: "Where the app's resources are: main (an app target) or module (a Swift package's resources).")
        var bundle: String = "main"

        @OptionGroup var baseline: BaselineOption

        func run() throws {
            let directory = try options.directory()
            let recorded = try baseline.load(project: directory)
            let result: SwiftGenerationResult
            do {
                result = try CompilerDriver(directory: directory).generateSwift(deck: deck, typeName: typeName, resourceBundle: bundle, baseline: recorded)
            } catch let error as CopydeckError {
                throw Failure.usage(error.description)
            } catch {
                throw Failure.usage("\(error)")
            }
            try DiagnosticFormat.text.print(result.lint.diagnostics, files: result.lint.project.files, paths: .here(project: directory))
            guard let source = result.source else {
                Terminal.standardError("copydeck: the project has errors; nothing generated\n")
                Terminal.exit(1)
            }
            let data = Data(source.utf8)
            guard let out else {
                Terminal.standardOutput(data)
                Terminal.exit(0)
            }
            let url = URL(fileURLWithPath: out)
            if (try? Data(contentsOf: url)) != data {
                do {
                    try data.write(to: url, options: .atomic)
                } catch {
                    throw Failure.usage("cannot write \(out): \(error.localizedDescription)")
                }
            }
            Terminal.standardError("copydeck: wrote the accessors of \(deck) to \(out)\n")
            Terminal.exit(0)
        }
    }
}
