import ArgumentParser
import CopydeckCompiler
import CopydeckServe
import Dispatch
import Foundation

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Build the project into build/ as `build` does, and open or serve its HTML preview with live reload.")

    @OptionGroup var options: ProjectOptions

    @Flag(help: "Serve the preview on 127.0.0.1 until Ctrl-C.")
    var serve = false

    @Option(help: "The port to serve on (0: any free port).")
    var port: UInt16 = 8000

    @Flag(help: "Rebuild on every change under content/, locales/ and copydeck.yml (and reload the open pages).")
    var watch = false

    @OptionGroup var base: BaseOption

    @OptionGroup var baseline: BaselineOption

    @Flag(help: "Open the preview in the browser.")
    var open = false

    func run() throws {
        let directory = try options.directory()
        let output = directory.url("build")
        let session = PreviewSession(directory: directory, output: output, port: serve ? port : nil, watch: watch, base: base.changesBase,
                                     baseline: try baseline.load(project: directory))
        let index = output.appendingPathComponent("preview/index.html")
        guard serve || watch else {
            let result = try Failure.run { () throws(CopydeckError) in try session.build() }
            try DiagnosticFormat.text.print(result.build.diagnostics, files: result.build.sources, paths: .here(project: directory))
            guard result.errorPage == nil else {
                Terminal.standardError(result.build.wrotePreviewOfFailure
                    ? "copydeck: the project has errors; the preview at \(index.path) shows today's copy with its findings, under a banner saying so (the bundles are the last passing build's)\n"
                    : "copydeck: the project has errors; the previous preview was kept\n")
                throw ExitCode(1)
            }
            Terminal.standardError(result.build.upToDate
                ? "copydeck: the preview at \(index.path) is up to date (nothing changed since the last build)\n"
                : "copydeck: wrote the preview to \(index.path)\n")
            if base.base != nil { Terminal.standardError("copydeck: the changes are at \(output.appendingPathComponent("preview/changes.html").path)\n") }
            if open { Self.open(index.absoluteString) }
            Terminal.exit(0)
        }
        let opened = Locked(false)
        let task = Task {
            do {
                try await session.run { event in
                    switch event {
                    case .serving(let url):
                        Terminal.standardOutput("Serving \(url.absoluteString)\n")
                        if open, Self.first(opened) { Self.open(url.absoluteString) }
                    case .built(let result, let seconds, let changed):
                        try? DiagnosticFormat.text.print(result.build.diagnostics, files: result.build.sources, paths: .here(project: directory))
                        let what = changed.isEmpty ? "built" : "rebuilt after \(changed.count == 1 ? changed[0] : "\(changed.count) changes")"
                        let state = result.errorPage == nil ? "" : "; the project has errors, the page shows them"
                        Terminal.standardError(String(format: "copydeck: preview %@ in %.2f s%@\n", what, seconds, state))
                        if open, !serve, Self.first(opened) { Self.open(index.absoluteString) }
                    case .failed(let message):
                        Terminal.standardError("copydeck: \(message)\n")
                    }
                }
            } catch {
                Terminal.standardError("copydeck: cannot serve the preview: \(error)\n")
                Terminal.exit(2)
            }
            Terminal.exit(0)
        }
        // Ctrl-C and SIGTERM stop the loop; the server closes, and the process ends with 0.
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                task.cancel()
                DispatchQueue.main.asyncAfter(deadline: .now() + 3) { Terminal.exit(0) }
            }
            source.resume()
            sources.append(source)
        }
        withExtendedLifetime(sources) { dispatchMain() }
    }

    /// True the first time it is asked for a flag, false after.
    static func first(_ flag: Locked<Bool>) -> Bool {
        flag.withLock { done in
            defer { done = true }
            return !done
        }
    }

    /// Opens a URL with the system's opener, when there is one.
    static func open(_ url: String) {
        let opener = ["/usr/bin/xdg-open", "/usr/bin/open"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let opener else {
            Terminal.standardError("copydeck: no xdg-open or open here; open \(url) yourself\n")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        try? process.run()
    }
}
