import ArgumentParser
import CopydeckCompiler
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a project in a new or empty folder: one deck that lints clean and builds.",
        discussion: """
        Writes copydeck.yml and the deck `welcome`: an onboarding page, a location permission with \
        its pre-prompt, denial screen and iOS usage description, a Screen Time shield, and a flow \
        with the system prompt's decision and its denial branch, with text in every locale. \
        Refuses a folder that holds anything but .git and .DS_Store.
        """)

    @Argument(help: "The folder to start the project in (default: the current folder).", completion: .directory)
    var directory: String = "."

    @Option(name: .customLong("source-locale"), help: "The locale copy is written in first.")
    var sourceLocale = "ko"

    @Option(help: "The locales the project ships, comma-separated.")
    var locales = "ko,ja,en"

    func run() throws {
        let listed = locales.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let starter: StarterProject
        do {
            starter = try StarterProject(sourceLocale: sourceLocale, locales: listed)
        } catch {
            throw Failure.usage(error.description)
        }
        let folder = URL(fileURLWithPath: directory)
        let written = try Failure.run { () throws(CopydeckError) in try starter.write(to: folder) }
        let shown = directory == "." ? "" : " --project \(Self.quoted(directory))"
        var text = "copydeck: started a project in \(folder.standardizedFileURL.path) (\(written.count) files, deck \(StarterProject.deck), \(starter.locales.joined(separator: ", ")))\n"
        text += """
        next:
          copydeck lint\(shown)             # check the copy and the flow
          copydeck build\(shown)            # bundles, string tables and the preview, in build/
          copydeck preview\(shown) --open   # the screens in every locale, in a browser

        """
        Terminal.standardError(text)
    }

    /// The folder as a shell reads it back: quoted when it holds anything but plain characters.
    static func quoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./~".unicodeScalars.contains($0) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
